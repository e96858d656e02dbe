import { describe, expect, it } from 'vitest';
import { unionRect } from './drawing-box';

describe('the area an exported chart covers', () => {
  const box = { x: 0, y: 0, width: 558, height: 150 };

  it('is the chart’s box when everything is drawn inside it', () => {
    expect(unionRect(box, { x: 4.2, y: 2.5, width: 550, height: 140 })).toEqual(box);
  });

  it('grows to hold a last time label that overflows the right edge, rounded out to whole pixels', () => {
    // "1.2ks" centred on the axis end, 2 px past the box (the lab at 1366 px, a 20-minute run).
    const r = unionRect(box, { x: 30, y: 1, width: 530.1, height: 148 });
    expect(r.x).toBe(0);
    expect(r.width).toBe(561);
    expect(r.x + r.width).toBeGreaterThanOrEqual(30 + 530.1);
  });

  it('grows on every side: presenter type overflows the top, right and bottom at once', () => {
    const r = unionRect(box, { x: -3.5, y: -4, width: 575, height: 160.3 });
    expect(r).toEqual({ x: -4, y: -4, width: 576, height: 161 });
    expect(r.y + r.height).toBeGreaterThanOrEqual(-4 + 160.3);
  });
});
