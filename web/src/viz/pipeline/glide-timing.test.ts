import { describe, expect, it } from 'vitest';
import { BoxStayClock, GLIDE_MAX_MS, GLIDE_MIN_MS, GLIDE_SHARE_OF_STAY, glideDurationMs } from './glide-timing';
import { entryPoint, TokenGlide } from './token-glide';
import { TokenLayout, type Rect } from './token-layout';
import { countOutside, dotsPerBox } from './token-renderer';
import { rotationBannerRect } from './rotation-banner';
import { boxRects } from './token-layout';
import { compileTopology, topologyFor } from './topology';
import { fixtureSchema } from '../../worker/testing/fake-worker';

describe('glide duration', () => {
  it('takes a share of the stay, at most GLIDE_MAX_MS, and nothing when the stay is too short to show', () => {
    expect(glideDurationMs(Infinity)).toBe(GLIDE_MAX_MS);
    expect(glideDurationMs(10_000)).toBe(GLIDE_MAX_MS);
    expect(glideDurationMs(200)).toBeCloseTo(200 * GLIDE_SHARE_OF_STAY);
    expect(glideDurationMs(200)).toBeLessThan(200);
    expect(glideDurationMs((GLIDE_MIN_MS / GLIDE_SHARE_OF_STAY) * 0.9)).toBe(0);
    expect(glideDurationMs(0)).toBe(0);
    expect(glideDurationMs(Number.NaN)).toBe(0);
  });
});

describe('box stay clock', () => {
  it("measures a box's mean wall-time stay by Little's law", () => {
    const clock = new BoxStayClock();
    expect(clock.stayMs(0)).toBe(Infinity);
    // 10 threads in box 0, one entering every 16 ms frame: each stays 160 ms.
    for (let f = 0; f < 300; f++) clock.observe([10, 3], [1, 0], 16);
    expect(clock.stayMs(0)).toBeCloseTo(160, 0);
    // Nobody entered box 1: its stay is unknown, so long.
    expect(clock.stayMs(1)).toBe(Infinity);
  });

  it('follows a slower pace within a few seconds, and ignores the gap of a pause', () => {
    const clock = new BoxStayClock();
    for (let f = 0; f < 300; f++) clock.observe([10], [1], 16);
    clock.observe([10], [0], 60_000);
    expect(clock.stayMs(0)).toBeLessThan(400);
    for (let f = 0; f < 400; f++) clock.observe([10], [0.1], 16);
    expect(clock.stayMs(0)).toBeGreaterThan(1000);
  });
});

/** Two boxes side by side; the layout puts each token in the middle of its box. */
const RECTS: Rect[] = [
  { x: 0, y: 0, w: 100, h: 100 },
  { x: 300, y: 0, w: 100, h: 100 },
];
function place(layout: TokenLayout, boxes: number[]): void {
  const n = boxes.length;
  if (layout.x.length < n) {
    layout.x = new Float32Array(n);
    layout.y = new Float32Array(n);
    layout.box = new Int16Array(n);
  }
  layout.n = n;
  layout.rects = RECTS;
  layout.counts = [0, 0];
  if (layout.timeUs.length < n) layout.timeUs = new Int32Array(n).fill(1e9);
  boxes.forEach((b, i) => {
    layout.box[i] = b;
    layout.x[i] = RECTS[b]!.x + 50;
    layout.y[i] = 50;
    layout.counts[b]!++;
  });
}

/**
 * Threads that stay `stayMs` of wall time in each box in turn (1/1000x on a
 * box they spend ~40 µs of model time in), snapshots every 16 ms frame:
 * the share of frames' tokens drawn outside the box that counts them.
 */
function outsideShare(stayMs: number, playing: boolean): number {
  const n = 64;
  const layout = new TokenLayout();
  const glide = new TokenGlide();
  const boxOf = (i: number, t: number) => Math.floor((t + (i * stayMs) / n) / stayMs) % 2;
  let outside = 0;
  let seen = 0;
  for (let t = 0; t < 5000; t += 16) {
    place(layout, Array.from({ length: n }, (_, i) => boxOf(i, t)));
    glide.retarget(layout, t * 1000, t, playing, false);
    for (const dt of [0, 8]) {
      glide.positions(t + dt);
      if (t < 2000) continue; // the pace is learnt first
      outside += countOutside(glide.x, glide.y, layout, RECTS);
      seen += n;
    }
  }
  return outside / seen;
}

/**
 * Frames, out of those drawn while playing at 1/100x, where some box holds
 * more or fewer dots than its count: threads stay `stayMs` of wall time in
 * each box, a snapshot every 16 ms frame, frames drawn at the snapshot and 8 ms on.
 */
function framesMiscounted(stayMs: number): number {
  const n = 64;
  const layout = new TokenLayout();
  const glide = new TokenGlide();
  const boxOf = (i: number, t: number) => Math.floor((t + (i * stayMs) / n) / stayMs) % 2;
  let wrong = 0;
  for (let t = 0; t < 5000; t += 16) {
    place(layout, Array.from({ length: n }, (_, i) => boxOf(i, t)));
    glide.retarget(layout, t * 1000, t, true, false);
    for (const dt of [0, 8]) {
      glide.positions(t + dt);
      const dots = dotsPerBox(glide.x, glide.y, n, RECTS);
      if (dots.some((d, b) => d !== layout.counts[b])) wrong++;
    }
  }
  return wrong;
}

describe('token glide', () => {
  it('while playing, every drawn frame shows in each box as many dots as its count, from the first frame of a snapshot', () => {
    // The old glide left from the old box: at each snapshot's first frame
    // the dots that had moved were still drawn one box behind their count.
    for (const stayMs of [40, 400, 4000]) expect(framesMiscounted(stayMs), `stay ${stayMs} ms`).toBe(0);
  });

  it('enters a new box on the side it comes from, inside the box by its radius', () => {
    const box = { x: 300, y: 0, w: 100, h: 100 };
    // From the left, level with the target: the box's left edge plus the radius.
    expect(entryPoint(50, 50, 350, 50, box, 5)).toEqual([305, 50]);
    // From above and to the right: where the way crosses the top edge.
    const [x, y] = entryPoint(450, -100, 350, 50, box, 5);
    expect(y).toBeCloseTo(5);
    expect(x).toBeCloseTo(350 + (100 * 45) / 150);
    // Already inside: stays where it is; target at the edge: starts on target.
    expect(entryPoint(320, 20, 350, 50, box, 5)).toEqual([320, 20]);
    expect(entryPoint(50, 50, 302, 50, box, 5)).toEqual([302, 50]);
  });

  it('at a slow speed, tokens are always drawn in the box that counts them', () => {
    // 40 ms of wall time in each box: the old glide (exponential, 70 ms time
    // constant) left every token outside its box; at 400 ms, 30% of them.
    expect(outsideShare(40, true)).toBe(0);
    expect(outsideShare(400, true)).toBe(0);
  });

  it('glides at full length while paused (stepping), where the pace is the user\'s', () => {
    expect(outsideShare(40, false)).toBeGreaterThan(0.3);
  });

  it('ends a glide on target, and a token changing box leaves from the box it was counted in', () => {
    const layout = new TokenLayout();
    const glide = new TokenGlide();
    place(layout, [0]);
    glide.retarget(layout, 0, 0, false, false);
    place(layout, [1]);
    glide.retarget(layout, 100000, 100, false, false);
    glide.positions(150);
    expect(glide.x[0]).toBeGreaterThan(50);
    expect(glide.x[0]).toBeLessThan(350);
    // Back to box 0 mid-glide: it starts from box 1's place, not from mid-air.
    place(layout, [0]);
    glide.retarget(layout, 150000, 150, false, false);
    glide.positions(150);
    expect(glide.x[0]).toBe(350);
    expect(glide.positions(150 + GLIDE_MAX_MS)).toBe(false);
    expect(glide.x[0]).toBe(50);
  });

  it('jumps with reduced motion', () => {
    const layout = new TokenLayout();
    const glide = new TokenGlide();
    place(layout, [0]);
    glide.retarget(layout, 0, 0, true, true);
    place(layout, [1]);
    glide.retarget(layout, 16000, 16, true, true);
    expect(glide.positions(16)).toBe(false);
    expect(glide.x[0]).toBe(350);
  });
});

describe('rotation banner', () => {
  it('sits between the lanes and covers no box, whatever the width', () => {
    const names = fixtureSchema.thread_states.map((t) => t.name);
    for (const algo of ['group_commit_57', 'group_commit_56', 'alisql_parallel_flush', 'mysql55_prepare_commit_mutex', 'binlog_off'] as const) {
      const topo = compileTopology(topologyFor(algo), names);
      for (const width of [390, 800, 1400]) {
        const rects = boxRects(topo, width, [112, 176]);
        const b = rotationBannerRect(rects, topo)!;
        expect(b.w, `${algo} ${width}`).toBeGreaterThan(width / 2);
        for (const r of rects) {
          const overlaps = b.x < r.x + r.w && r.x < b.x + b.w && b.y < r.y + r.h && r.y < b.y + b.h;
          expect(overlaps, `${algo} ${width}: banner over a box at ${r.x},${r.y}`).toBe(false);
        }
      }
    }
  });
});
