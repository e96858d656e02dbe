// Where each token is drawn between two snapshots: a glide of fixed length
// toward where the layout puts it, ending exactly on target. A glide into a
// box is kept short next to the time threads stay there (see glide-timing.ts).
// While the run plays, a token that changes box is drawn inside its new box
// from the first frame that counts it there, entering on the side it comes
// from: snapshots come every frame, so a glide from the old box showed every
// dot one box behind the counts. Paused (stepping), the user sets the pace and
// sees the whole trip, leaving from the box it was counted in.
import { BoxStayClock, glideDurationMs, GLIDE_MAX_MS } from './glide-timing';
import type { Rect, TokenLayout } from './token-layout';

export class TokenGlide {
  /** Drawn position of each token at the last `positions` call. */
  x = new Float32Array(0);
  y = new Float32Array(0);
  private fromX = new Float32Array(0);
  private fromY = new Float32Array(0);
  private toX = new Float32Array(0);
  private toY = new Float32Array(0);
  private startMs = new Float64Array(0);
  private durMs = new Float32Array(0);
  private box = new Int16Array(0);
  private n = 0;
  private placed = false;
  private lastRetargetMs = -1;
  /** Model time of the last snapshot (µs). */
  private lastNowUs = 0;
  private lastCounts: number[] = [];
  private readonly stays = new BoxStayClock();

  /** Forgets positions and the pace (new run, new topology). */
  reset(): void {
    this.placed = false;
    this.lastRetargetMs = -1;
    this.lastCounts = [];
    this.stays.reset();
  }

  private ensure(n: number): void {
    if (this.x.length >= n) return;
    this.x = new Float32Array(n);
    this.y = new Float32Array(n);
    this.fromX = new Float32Array(n);
    this.fromY = new Float32Array(n);
    this.toX = new Float32Array(n);
    this.toY = new Float32Array(n);
    this.startMs = new Float64Array(n);
    this.durMs = new Float32Array(n);
    this.box = new Int16Array(n);
    this.placed = false;
  }

  /**
   * A new layout, of the snapshot at model time `nowUs`, at wall time `nowMs`. `playing`: the clock runs on its own,
   * so the pace can be measured and glides fit the stays; otherwise (paused,
   * stepping) the user sets the pace and glides take their full length.
   * `instant`: no motion at all (reduced motion).
   */
  retarget(layout: TokenLayout, nowUs: number, nowMs: number, playing: boolean, instant: boolean): void {
    const n = layout.n;
    const fresh = !this.placed || n !== this.n;
    this.ensure(n);
    if (fresh || instant) {
      for (let i = 0; i < n; i++) this.jump(i, layout);
      this.n = n;
      this.placed = true;
      this.lastRetargetMs = nowMs;
      this.lastNowUs = nowUs;
      this.lastCounts = layout.counts.slice();
      return;
    }
    // Entries since the last snapshot: a new box, or a state younger than the
    // model time between the two snapshots (it left and came back meanwhile).
    const simGapUs = nowUs - this.lastNowUs;
    const entered = layout.counts.map(() => 0);
    for (let i = 0; i < n; i++) {
      const b = layout.box[i]!;
      if (b !== this.box[i] || (simGapUs > 0 && layout.timeUs[i]! < simGapUs)) entered[b] = (entered[b] ?? 0) + 1;
    }
    if (playing && this.lastRetargetMs >= 0) this.stays.observe(this.lastCounts, entered, nowMs - this.lastRetargetMs);
    this.lastRetargetMs = nowMs;
    this.lastNowUs = nowUs;
    this.lastCounts = layout.counts.slice();

    for (let i = 0; i < n; i++) {
      const tx = layout.x[i]!;
      const ty = layout.y[i]!;
      const b = layout.box[i]!;
      if (tx === this.toX[i] && ty === this.toY[i] && b === this.box[i]) continue;
      const dur = playing ? glideDurationMs(this.stays.stayMs(b)) : GLIDE_MAX_MS;
      if (b !== this.box[i] && playing) {
        // Already in its new box, at the edge facing its old place.
        const [ex, ey] = entryPoint(this.toX[i]!, this.toY[i]!, tx, ty, layout.rects[b], layout.r[i] ?? 0);
        this.fromX[i] = ex;
        this.fromY[i] = ey;
      } else if (b !== this.box[i]) {
        // Leaves from where it was counted (its old place), even if it had not got there yet.
        this.fromX[i] = this.toX[i]!;
        this.fromY[i] = this.toY[i]!;
      } else {
        // Moves up within its box: from where it is drawn now.
        this.at(i, nowMs);
        this.fromX[i] = this.x[i]!;
        this.fromY[i] = this.y[i]!;
      }
      this.toX[i] = tx;
      this.toY[i] = ty;
      this.box[i] = b;
      this.startMs[i] = nowMs;
      this.durMs[i] = dur;
    }
  }

  /** Fills x, y for wall time `nowMs`; true while some token still moves. */
  positions(nowMs: number): boolean {
    let moving = false;
    for (let i = 0; i < this.n; i++) if (this.at(i, nowMs)) moving = true;
    return moving;
  }

  /** Wall ms until token i rests on its target (0 when it does). */
  remainingMs(i: number, nowMs: number): number {
    return Math.max(0, this.startMs[i]! + this.durMs[i]! - nowMs);
  }

  private jump(i: number, layout: TokenLayout): void {
    this.x[i] = this.fromX[i] = this.toX[i] = layout.x[i]!;
    this.y[i] = this.fromY[i] = this.toY[i] = layout.y[i]!;
    this.box[i] = layout.box[i]!;
    this.durMs[i] = 0;
    this.startMs[i] = 0;
  }

  /** Places token i at wall time `nowMs`; true while it moves. */
  private at(i: number, nowMs: number): boolean {
    const dur = this.durMs[i]!;
    const f = dur > 0 ? (nowMs - this.startMs[i]!) / dur : 1;
    if (f >= 1) {
      this.x[i] = this.toX[i]!;
      this.y[i] = this.toY[i]!;
      return false;
    }
    // Ease out: quick departure, gentle arrival.
    const e = 1 - (1 - Math.max(0, f)) ** 3;
    this.x[i] = this.fromX[i]! + (this.toX[i]! - this.fromX[i]!) * e;
    this.y[i] = this.fromY[i]! + (this.toY[i]! - this.fromY[i]!) * e;
    return true;
  }
}

/**
 * The point of `rect` (inset by the token's radius `r`) where the straight way
 * from (fx, fy) to the target (tx, ty) enters it: the target itself if the
 * token comes from inside, or if the target sits closer than r to the edge.
 */
export function entryPoint(fx: number, fy: number, tx: number, ty: number, rect: Rect | undefined, r: number): [number, number] {
  if (!rect) return [tx, ty];
  const dx = fx - tx;
  const dy = fy - ty;
  // Share of the way back toward (fx, fy) that stays inside the inset box.
  let s = 1;
  if (dx > 0) s = Math.min(s, (rect.x + rect.w - r - tx) / dx);
  else if (dx < 0) s = Math.min(s, (rect.x + r - tx) / dx);
  if (dy > 0) s = Math.min(s, (rect.y + rect.h - r - ty) / dy);
  else if (dy < 0) s = Math.min(s, (rect.y + r - ty) / dy);
  s = Math.max(0, s);
  return [tx + dx * s, ty + dy * s];
}
