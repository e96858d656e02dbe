import { describe, expect, it } from 'vitest';
import report from '../../../tests/fidelity/report.json';
import { missingTranslations } from '../lessons/testing/i18n-coverage';
import { FIDELITY_STRINGS } from './fidelity-i18n';
import { PHENOMENON_TEXT_FIELDS } from './phenomenon-text';
import type { PhenomenonVerdict } from '../model/report-types';

const CHINESE = /[\u4e00-\u9fff]/;
/** An English word a Chinese text should not carry over unchanged ("peaks at", "dips"); TPS, ON, OFF are upper case. */
const ENGLISH_WORD = /\b[a-z]{2,}\b/;

describe('"How close is the model?" in Chinese', () => {
  it('fidelity-i18n.tsx: every English string has a Chinese one, functions of the same arity', () => {
    expect(missingTranslations(FIDELITY_STRINGS.en, FIDELITY_STRINGS.zh)).toEqual([]);
  });

  it("every metric of report.json has a name in both languages", () => {
    for (const e of report.entries) {
      expect(FIDELITY_STRINGS.en.metrics[e.metric], e.metric).toBeTruthy();
      expect(FIDELITY_STRINGS.zh.metrics[e.metric], e.metric).toBeTruthy();
    }
  });

  it('every phenomenon of report.json has each of its texts in Chinese (npm run fidelity writes them from phenomena.mjs)', () => {
    const missing: string[] = [];
    for (const p of report.phenomena as PhenomenonVerdict[]) {
      for (const field of PHENOMENON_TEXT_FIELDS) {
        const en = p[field];
        if (en === undefined) continue;
        const zh = p[`${field}_zh`];
        const where = `${p.id}.${field}_zh`;
        if (!zh?.trim()) missing.push(`${where}: missing`);
        // Sentences read in Chinese; a figure-only text (53,536 → 74,121 TPS) may equal the English.
        else if (['title', 'weak', 'known_miss'].includes(field) && !CHINESE.test(zh)) missing.push(`${where}: no Chinese in "${zh}"`);
        else if (zh === en && ENGLISH_WORD.test(en)) missing.push(`${where}: the English text unchanged: "${zh}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
