import { describe, expect, it } from 'vitest';
import { phenomenonText } from './phenomenon-text';
import type { PhenomenonVerdict } from '../model/report-types';

const base: PhenomenonVerdict = {
  id: 'x',
  source: 'S000',
  lesson: '01-binlog-off-slower',
  step: 1,
  title: 'binlog ON out-runs OFF',
  title_zh: 'binlog ON 比 OFF 跑得更快',
  article: 'ON 2 vs OFF 1 TPS',
  article_zh: 'ON 2 对 OFF 1 TPS',
  model: 'ON 3 vs OFF 1 TPS',
  model_zh: 'ON 3 对 OFF 1 TPS',
  held: false,
  known_miss: 'no mechanism',
  known_miss_zh: '没有这种机制',
};

describe('phenomenonText', () => {
  it('gives the Chinese texts in Chinese and the English ones in English', () => {
    expect(phenomenonText(base, 'zh')).toEqual({ title: base.title_zh, article: base.article_zh, model: base.model_zh, known_miss: base.known_miss_zh });
    expect(phenomenonText(base, 'en')).toEqual({ title: base.title, article: base.article, model: base.model, known_miss: base.known_miss });
  });

  it('falls back to the English text where the Chinese one is missing or empty', () => {
    const { title_zh: _t, model_zh: _m, ...noChinese } = base;
    expect(phenomenonText({ ...noChinese, article_zh: '  ', weak: 'only in direction', held: true }, 'zh')).toEqual({
      title: base.title,
      article: base.article,
      model: base.model,
      weak: 'only in direction',
      known_miss: base.known_miss_zh,
    });
  });

  it('leaves out weak and known_miss where the verdict has none, even if a stray Chinese one is there', () => {
    const { known_miss: _k, ...held } = base;
    expect(phenomenonText({ ...held, held: true, weak_zh: '仅方向' }, 'zh')).toEqual({ title: base.title_zh, article: base.article_zh, model: base.model_zh });
  });
});
