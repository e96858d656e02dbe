// The top of each box (its title and count line) stays clear of dots. A
// token is placed below them, but one gliding from box to box crosses other
// boxes' tops, and a leader's ring reaches a little above its dot: both
// drew over the titles. The tokens are drawn clipped to everything but
// these bands.
import type { Rect } from './token-layout';

/** Each box's top band, `bandH` tall (title room plus count line). */
export function titleBands(rects: Rect[], bandH: number): Rect[] {
  return rects.map((r) => ({ x: r.x, y: r.y, w: r.w, h: Math.min(bandH, r.h) }));
}

/** Clips `ctx` to all but the bands (call between save and restore). */
export function clipOutBands(ctx: CanvasRenderingContext2D, bands: Rect[]): void {
  ctx.beginPath();
  ctx.rect(-1e5, -1e5, 2e5, 2e5);
  for (const b of bands) ctx.rect(b.x, b.y, b.w, b.h);
  ctx.clip('evenodd');
}

/** Whether (x, y) lies in one of the bands: where nothing may be drawn over a title. */
export function inBand(bands: Rect[], x: number, y: number): boolean {
  return bands.some((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h);
}
