import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../lessons/testing/i18n-coverage';
import { COMPARE_METRICS } from './compare-metrics';
import { directionText } from './compare-diff';
import { COMPARE_STRINGS } from './compare-i18n';
import { QUICK_STARTS } from './quick-starts';
import { ZH_ONE_WORD } from '../lessons/zh-terms.js';

const CJK = /[\u3400-\u9fff]/;

describe('the A/B comparison in Chinese', () => {
  it('compare-i18n.ts: every English string has a Chinese one, functions of the same arity', () => {
    expect(missingTranslations(COMPARE_STRINGS.en, COMPARE_STRINGS.zh)).toEqual([]);
  });

  it('every metric and quick start has its words in both languages; English stays the export label', () => {
    for (const m of COMPARE_METRICS) {
      expect(COMPARE_STRINGS.en.metrics[m.id], m.id).toBe(m.label);
      expect(COMPARE_STRINGS.zh.metrics[m.id], m.id).toBeTruthy();
    }
    for (const q of QUICK_STARTS) {
      expect(COMPARE_STRINGS.en.quickStarts[q.id]?.label, q.id).toBeTruthy();
      expect(COMPARE_STRINGS.zh.quickStarts[q.id]?.teaches, q.id).toMatch(CJK);
    }
    expect(COMPARE_STRINGS.zh.windowOption(5)).toBe('最近 5 个区间');
    expect(COMPARE_STRINGS.en.colLast(1)).toBe('Last 1 interval');
    expect(directionText('same', COMPARE_STRINGS.zh.direction).word).toBe('基本相同');
    expect(directionText('same').word).toBe('about the same');
  });

  it('the quick starts\' Chinese reads as written Chinese: no space between two Chinese characters, the lab\'s one word for each thing (槽位, 切换, 睡眠, page cache)', () => {
    for (const [id, q] of Object.entries(COMPARE_STRINGS.zh.quickStarts)) {
      for (const text of [q.label, q.teaches]) {
        expect(text, id).not.toMatch(/[\u3400-\u9fff] +[\u3400-\u9fff]/);
        for (const { avoid, say } of ZH_ONE_WORD) expect(text, `${id}: say ${say}`).not.toMatch(avoid);
      }
    }
  });
});
