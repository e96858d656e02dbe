import { describe, expect, it } from 'vitest';
import { clipOutBands, inBand, titleBands } from './title-bands';
import { BOX_COUNT_LINE_H, BOX_TITLE_LINES_H, TokenLayout } from './token-layout';
import { TokenRenderer } from './token-renderer';
import type { CompiledTopology } from './topology';

/** A context that records the clip region's rectangles and every dot's centre, with whether it was clipped out. */
function recordingContext() {
  const clipRects: Array<[number, number, number, number]> = [];
  let pending: Array<[number, number, number, number]> = [];
  type Rects = Array<[number, number, number, number]>;
  let clip: Rects | null = null;
  const saved: Array<Rects | null> = [];
  const arcs: Array<{ x: number; y: number; clipped: boolean }> = [];
  const inside = (x: number, y: number) => !!clip && clip.slice(1).some(([rx, ry, rw, rh]) => x >= rx && x <= rx + rw && y >= ry && y <= ry + rh);
  const ctx = new Proxy(
    {} as Record<string, unknown>,
    {
      get: (s, k) => {
        if (k === 'beginPath') return () => (pending = []);
        if (k === 'rect') return (x: number, y: number, w: number, h: number) => pending.push([x, y, w, h]);
        if (k === 'clip') return () => { clip = pending; clipRects.push(...pending); };
        if (k === 'save') return () => saved.push(clip);
        if (k === 'restore') return () => (clip = saved.pop() ?? null);
        if (k === 'arc') return (x: number, y: number) => arcs.push({ x, y, clipped: inside(x, y) });
        if (k === 'measureText') return (t: string) => ({ width: t.length * 6 });
        return k in s ? s[k as string] : () => {};
      },
      set: (s, k, v) => ((s[k as string] = v), true),
    },
  );
  return { ctx: ctx as unknown as CanvasRenderingContext2D, arcs, clipRects };
}

describe('box titles stay clear of dots', () => {
  const rects = [
    { x: 0, y: 16, w: 100, h: 112 },
    { x: 110, y: 16, w: 100, h: 112 },
  ];

  it('the band of each box is its title room plus the count line', () => {
    const bands = titleBands(rects, BOX_TITLE_LINES_H + BOX_COUNT_LINE_H);
    expect(bands[1]).toEqual({ x: 110, y: 16, w: 100, h: 42 });
    expect(inBand(bands, 150, 20)).toBe(true);
    expect(inBand(bands, 150, 80)).toBe(false);
  });

  it('clips the canvas to all but the bands (even-odd)', () => {
    const { ctx, clipRects } = recordingContext();
    clipOutBands(ctx, titleBands(rects, 42));
    expect(clipRects.slice(1)).toEqual([
      [0, 16, 100, 42],
      [110, 16, 100, 42],
    ]);
  });

  it('a dot gliding across another box’s title is clipped out there; a dot in a box body is not', () => {
    // Two threads, both in box 0 (state 0): one placed, one forced to glide over box 1's title.
    const layout = new TokenLayout();
    const words = new Int32Array(32 + 8);
    words[1] = 2;
    const topology = { boxes: [{ id: 'a', lane: 0 }, { id: 'b', lane: 0 }], stateBox: [0], stateCategory: ['work'] } as unknown as CompiledTopology;
    layout.update(words, topology, rects);
    const renderer = new TokenRenderer();
    renderer.retarget(layout, 0, 0, false, true);
    const glide = (renderer as unknown as { glide: { x: Float32Array; y: Float32Array } }).glide;
    glide.x[1] = 160;
    glide.y[1] = 24; // inside box 1's title
    const { ctx, arcs } = recordingContext();
    (renderer as unknown as { glide: { positions: () => boolean } }).glide.positions = () => false;
    renderer.draw(ctx, layout, topology, rects, null, {}, 0, true);
    const over = arcs.find((a) => a.x === 160 && a.y === 24);
    expect(over?.clipped).toBe(true);
    expect(arcs.filter((a) => a.y > 16 + 42).every((a) => !a.clipped)).toBe(true);
  });
});
