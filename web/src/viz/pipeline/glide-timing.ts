// How long a token may take to glide into its box. A glide may use only a
// share of the time threads really stay in that box at the current pace, in
// wall time: at 1/1000x a thread executes for some tens of milliseconds of
// wall time, and a glide longer than that leaves dots hovering between boxes,
// never inside the box that counts them.

/** The longest glide, when threads stay long (or the run is paused). */
export const GLIDE_MAX_MS = 200;
/** A glide takes at most this share of the box's mean stay: the dot rests in its box the rest of the time. */
export const GLIDE_SHARE_OF_STAY = 0.25;
/** Shorter than this is not worth drawing: the dot jumps. */
export const GLIDE_MIN_MS = 12;
/** The stay estimate forgets what it saw with this time constant (wall ms). */
export const STAY_MEMORY_MS = 1000;
/** Longer gaps between two snapshots (a pause, a busy tab) say nothing about the pace. */
const MAX_GAP_MS = 100;

/** Glide duration into a box whose threads stay `stayMs` of wall time on average. */
export function glideDurationMs(stayMs: number): number {
  if (!(stayMs > 0)) return 0;
  const ms = Math.min(GLIDE_MAX_MS, GLIDE_SHARE_OF_STAY * stayMs);
  return ms < GLIDE_MIN_MS ? 0 : ms;
}

/**
 * Mean wall-time stay per box by Little's law: the time integral of the
 * box's count divided by the threads that entered it, both decaying so the
 * estimate follows speed changes within about a second.
 */
export class BoxStayClock {
  private area: number[] = [];
  private entries: number[] = [];

  reset(): void {
    this.area = [];
    this.entries = [];
  }

  /**
   * `counts` were in each box for the last `gapMs` of wall time; then
   * `entered[b]` threads moved into box b.
   */
  observe(counts: readonly number[], entered: readonly number[], gapMs: number): void {
    const dt = Math.max(0, Math.min(MAX_GAP_MS, gapMs));
    const keep = Math.exp(-dt / STAY_MEMORY_MS);
    const boxes = Math.max(counts.length, entered.length);
    for (let b = 0; b < boxes; b++) {
      this.area[b] = (this.area[b] ?? 0) * keep + (counts[b] ?? 0) * dt;
      this.entries[b] = (this.entries[b] ?? 0) * keep + (entered[b] ?? 0);
    }
  }

  /** Mean wall-time stay in box b; Infinity while too few threads entered to tell. */
  stayMs(b: number): number {
    const e = this.entries[b] ?? 0;
    return e < 1 ? Infinity : (this.area[b] ?? 0) / e;
  }
}
