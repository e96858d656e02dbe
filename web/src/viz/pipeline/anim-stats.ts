// Per-frame cost of the pipeline animation (main thread), read by the
// benchmark (anim_frame_ms_p95) through window.__commitlab.anim.
export const animStats = {
  /** Milliseconds spent in each animation frame's callback (ring of 600). */
  frameMs: [] as number[],
  /** Milliseconds between successive animation frames while animating. */
  intervalMs: [] as number[],
  frames: 0,
};

export function recordAnimFrame(ms: number, intervalMs: number | null): void {
  animStats.frames++;
  animStats.frameMs.push(ms);
  if (animStats.frameMs.length > 600) animStats.frameMs.shift();
  if (intervalMs !== null) {
    animStats.intervalMs.push(intervalMs);
    if (animStats.intervalMs.length > 600) animStats.intervalMs.shift();
  }
}
