import { describe, expect, it } from 'vitest';
import { FIGURE_STRINGS } from './figure-i18n';
import { chartLegend, drawnMarks, SERIES_DASH } from './figure-legend';

const none = { knobChange: false, rotation: false, cursor: false };

describe('the legend of an exported chart', () => {
  it('lists each series drawn, as a line (dashed where the chart dashes it)', () => {
    const legend = chartLegend([{ label: 'flush stage', color: '#E69F00' }, { label: 'commit stage', color: '#56B4E9', dashed: true }], false, none, FIGURE_STRINGS.en);
    expect(legend).toEqual([
      { label: 'flush stage', swatch: { kind: 'line', color: '#E69F00' } },
      { label: 'commit stage', swatch: { kind: 'line', color: '#56B4E9', dash: SERIES_DASH } },
    ]);
  });

  it('draws stacked series as bands', () => {
    const legend = chartLegend([{ label: 'work', color: '#0072B2' }], true, none, FIGURE_STRINGS.en);
    expect(legend[0]!.swatch.kind).toBe('area');
  });

  it('adds the marks on the plot, in the reader’s language, and only those', () => {
    const en = chartLegend([{ label: 'TPS', color: '#0072B2' }], false, { knobChange: true, rotation: true, cursor: false }, FIGURE_STRINGS.en);
    expect(en.map((e) => e.label)).toEqual(['TPS', 'knob changed', 'binlog rotated']);
    const zh = chartLegend([{ label: 'TPS', color: '#0072B2' }], false, { knobChange: false, rotation: true, cursor: true }, FIGURE_STRINGS.zh);
    expect(zh.map((e) => e.label)).toEqual(['TPS', 'binlog 切换', '当前播放位置']);
    for (const e of zh.slice(1)) expect(e.swatch.kind).toBe('mark');
  });

  it('reads the marks from the chart as drawn', () => {
    const svg = new DOMParser().parseFromString(
      '<svg xmlns="http://www.w3.org/2000/svg"><g class="marks"><line class="mark mark-rotation"/></g><line class="cursor" visibility="hidden"/></svg>',
      'image/svg+xml',
    ).documentElement;
    expect(drawnMarks(svg)).toEqual({ knobChange: false, rotation: true, cursor: false });
    svg.querySelector('line.cursor')!.setAttribute('visibility', 'visible');
    expect(drawnMarks(svg).cursor).toBe(true);
  });
});
