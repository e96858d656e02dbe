import { describe, expect, it } from 'vitest';
import { scenarioFromPreset } from '../../model/scenario';
import { fixtureSchema as schema } from '../../worker/testing/fake-worker';
import { drawnMarks } from './figure-legend';
import { marksMoment, showPlaybackMark } from './playback-mark';

const scenario = { ...scenarioFromPreset(schema, 's000_binlog_off_16'), durationS: 14 };
const at = (nowS: number, horizonS = nowS) => ({ nowNs: nowS * 1e9, horizonNs: horizonS * 1e9, durationNs: 14e9, scenario });

describe('the playback mark of an exported chart', () => {
  it('marks a moment inside the run: paused mid-run (the lines just stop there) or after seeking back', () => {
    expect(marksMoment(at(3.8))).toBe(true);
    expect(marksMoment(at(9, 14))).toBe(true);
  });

  it('marks nothing at the start or at the end of the run (the axis’s own edges)', () => {
    expect(marksMoment(at(0))).toBe(false);
    expect(marksMoment(at(14))).toBe(false);
  });

  it('shows the cursor the live chart hid, in the exported copy', () => {
    const svg = new DOMParser().parseFromString(
      '<svg xmlns="http://www.w3.org/2000/svg"><g><line class="cursor" x1="120" x2="120" visibility="hidden"/></g></svg>',
      'image/svg+xml',
    ).documentElement as unknown as SVGSVGElement;
    expect(drawnMarks(svg).cursor).toBe(false);
    showPlaybackMark(svg);
    expect(drawnMarks(svg).cursor).toBe(true);
    expect(svg.querySelector('line.cursor')!.getAttribute('x1')).toBe('120');
  });
});
