// The speed the run really goes at, against the one picked. When the
// worker cannot simulate fast enough it drops the debt (sim-runner.ts), so
// a run set to 1× may go at 0.6× with nothing on screen saying so. Frames
// give (wall time, simulated time) pairs; the ratio over the last second is
// compared with the chosen speed, and only a shortfall that lasts is shown,
// so a hiccup (a garbage collection, a busy frame) never makes it blink.

export interface AchievedSpeedOptions {
  /** Wall time the achieved speed is measured over (smoothing). */
  windowMs: number;
  /** Shown when the achieved speed stays below this share of the chosen one... */
  below: number;
  /** ...for this long. */
  showAfterMs: number;
  /** Hidden again once at or above this share of the chosen speed (hysteresis)... */
  recovered: number;
  /** ...for this long. */
  hideAfterMs: number;
  /** The number shown changes at most this often. */
  refreshMs: number;
}

export const ACHIEVED_SPEED_DEFAULTS: AchievedSpeedOptions = {
  windowMs: 1000,
  below: 0.9,
  showAfterMs: 1500,
  recovered: 0.95,
  hideAfterMs: 1000,
  refreshMs: 1000,
};

export class AchievedSpeed {
  /** (wall ms, simulated ns), oldest first, about one window long. */
  private samples: Array<[number, number]> = [];
  private chosen = 0;
  private belowSinceMs: number | null = null;
  private recoveredSinceMs: number | null = null;
  private shown: number | null = null;
  private shownAtMs = -Infinity;

  constructor(private readonly opts: AchievedSpeedOptions = ACHIEVED_SPEED_DEFAULTS) {}

  /** The achieved speed to show (× real time), or null while the run keeps up (or is not playing). */
  get lagging(): number | null {
    return this.shown;
  }

  /** Not playing, or a new start: forget everything, show nothing. */
  reset(): void {
    this.samples = [];
    this.belowSinceMs = null;
    this.recoveredSinceMs = null;
    this.shown = null;
    this.shownAtMs = -Infinity;
  }

  /**
   * A frame of a run playing at `chosen` × real time, taken at `wallMs`
   * with the simulated clock at `simNs`. Returns what `lagging` now says.
   */
  sample(wallMs: number, simNs: number, chosen: number): number | null {
    const last = this.samples.at(-1);
    // Another speed, or the clock went back (a seek, a new run): start over.
    if (chosen !== this.chosen || (last && (simNs < last[1] || wallMs < last[0]))) {
      this.reset();
      this.chosen = chosen;
    }
    this.samples.push([wallMs, simNs]);
    // Keep the newest sample at or before the window's start, so the span is a full window.
    while (this.samples.length > 2 && this.samples[1]![0] <= wallMs - this.opts.windowMs) this.samples.shift();
    const [w0, s0] = this.samples[0]!;
    const spanMs = wallMs - w0;
    if (spanMs < 0.9 * this.opts.windowMs || !(chosen > 0)) return this.shown; // too little yet to judge
    const achieved = (simNs - s0) / (spanMs * 1e6);
    const share = achieved / chosen;
    if (share < this.opts.below) {
      this.recoveredSinceMs = null;
      this.belowSinceMs ??= wallMs;
      const due = this.shown === null ? wallMs - this.belowSinceMs >= this.opts.showAfterMs : wallMs - this.shownAtMs >= this.opts.refreshMs;
      if (due) this.show(achieved, wallMs);
    } else if (share >= this.opts.recovered) {
      this.belowSinceMs = null;
      this.recoveredSinceMs ??= wallMs;
      if (this.shown !== null && wallMs - this.recoveredSinceMs >= this.opts.hideAfterMs) this.shown = null;
    } else {
      // In between: neither starts nor ends a shortfall; a shown one keeps its number fresh.
      this.belowSinceMs = null;
      this.recoveredSinceMs = null;
      if (this.shown !== null && wallMs - this.shownAtMs >= this.opts.refreshMs) this.show(achieved, wallMs);
    }
    return this.shown;
  }

  private show(achieved: number, wallMs: number): void {
    this.shown = achieved;
    this.shownAtMs = wallMs;
  }
}

/**
 * An achieved speed as the speed control writes speeds, to two significant
 * digits so it never reads as the chosen one: "0.6×", "0.47×", "1/180×".
 */
export function formatAchievedSpeed(x: number): string {
  if (x >= 0.1) return `${Number(x.toPrecision(2))}×`;
  return `1/${Number((1 / Math.max(x, 1e-9)).toPrecision(2)).toLocaleString('en-US')}×`;
}
