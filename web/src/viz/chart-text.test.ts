import { describe, expect, it } from 'vitest';
import { STRINGS } from '../lessons/i18n';
import { CHARTS } from './chart-specs';
import { chartTitle, seriesLabel } from './chart-text';

describe('chart titles and series names follow the language', () => {
  it('English shows the specs’ own words', () => {
    for (const c of CHARTS) {
      expect(chartTitle(c, STRINGS.en)).toBe(c.title);
      for (const s of c.series) expect(seriesLabel(s.label, STRINGS.en)).toBe(s.label);
    }
  });

  it('Chinese has a title for every chart and a name for every series', () => {
    const zh = STRINGS.zh;
    for (const c of CHARTS) {
      expect(zh.chartTitles[c.id], c.id).toBeTruthy();
      for (const s of c.series) expect(zh.seriesLabels[s.label], `${c.id}/${s.label}`).toBeTruthy();
    }
    expect(chartTitle(CHARTS[0]!, zh)).toBe('吞吐量');
  });
});
