import { describe, expect, it } from 'vitest';
import { STRINGS } from '../lang/lab-words';
import { CHARTS } from './chart-specs';
import { chartHelp, chartTitle, seriesLabel } from './chart-text';

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

  it('a chart’s hover explanation exists in both languages when it has one', () => {
    const withHelp = CHARTS.filter((c) => c.help);
    expect(withHelp.map((c) => c.id)).toContain('device');
    for (const c of withHelp) {
      expect(chartHelp(c, STRINGS.en)).toBe(c.help);
      expect(STRINGS.zh.chartHelp[c.id], c.id).toBeTruthy();
      expect(chartHelp(c, STRINGS.zh)).not.toBe(c.help);
    }
    expect(chartHelp(CHARTS.find((c) => c.id === 'device')!, STRINGS.zh)).toMatch(/iostat 报告的 %util/);
    expect(chartHelp(CHARTS[0]!, STRINGS.zh)).toBeUndefined();
  });
});
