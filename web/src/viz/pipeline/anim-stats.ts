// Per-frame cost of the pipeline animation (main thread), read by the
// benchmark (anim_frame_ms_p95) through window.__commitlab.anim, and where
// the dots are drawn (the end-to-end test checks they rest in their boxes).
export const animStats = {
  /** Milliseconds spent in each animation frame's callback (ring of 600). */
  frameMs: [] as number[],
  /** Milliseconds between successive animation frames while animating. */
  intervalMs: [] as number[],
  frames: 0,
  /** Per drawn frame, the share of tokens drawn outside the box that counts them (ring of 600). */
  outsideShare: [] as number[],
  /**
   * Per drawn frame (ring of 120): each box's count as written in its corner,
   * the dots drawn inside it, and whether the clock ran (the e2e test checks they agree).
   */
  boxFrames: [] as BoxFrame[],
};

export interface BoxFrame {
  counts: number[];
  dots: number[];
  playing: boolean;
}

export function recordAnimFrame(ms: number, intervalMs: number | null): void {
  animStats.frames++;
  animStats.frameMs.push(ms);
  if (animStats.frameMs.length > 600) animStats.frameMs.shift();
  if (intervalMs !== null) {
    animStats.intervalMs.push(intervalMs);
    if (animStats.intervalMs.length > 600) animStats.intervalMs.shift();
  }
}

export function recordTokensOutside(outside: number, tokens: number): void {
  if (tokens <= 0) return;
  animStats.outsideShare.push(outside / tokens);
  if (animStats.outsideShare.length > 600) animStats.outsideShare.shift();
}

export function recordBoxFrame(frame: BoxFrame): void {
  animStats.boxFrames.push(frame);
  if (animStats.boxFrames.length > 120) animStats.boxFrames.shift();
}
