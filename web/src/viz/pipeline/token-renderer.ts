// Canvas drawing of the moving tokens: one token per client thread,
// gliding toward its box, coloured by what it does; spinning tokens buzz
// (a core burns for nothing), sleepers are hollow, leaders wear a ring.
import type { SnapshotSummary } from '../../model/snapshot';
import { VIZ_STRINGS, type VizStrings } from '../../lang/viz-words';
import { BOX_FACT_PAD, boxFactWordings } from './box-facts';
import type { DrawnStages } from './stage-groups';
import { CATEGORY_ORDER, CATEGORY_STYLE, type Category, type CompiledTopology } from './topology';
import { BASE_FONT_PX, fitWordings } from './canvas-text';
import { BOX_COUNT_LINE_H, type Rect, type TokenLayout } from './token-layout';
import { clipOutBands, titleBands } from './title-bands';
import { TokenGlide } from './token-glide';
import { recordBoxFrame, recordTokensOutside } from './anim-stats';
import { drawRotationBanner } from './rotation-banner';

export class TokenRenderer {
  /** Where each token is drawn: glides between snapshots. */
  private readonly glide = new TokenGlide();
  /** Token the user hovers or follows (-1 none). */
  highlight = -1;
  /** Canvas text scale (presenter mode): box counts and the rotation banner grow with it. */
  textScale = 1;
  /** The rotation banner's words (the page's language); English until set. */
  rotationBanner: (age: string | null) => string[] = VIZ_STRINGS.en.storage.banner;
  /** The box count lines' words (the page's language); English until set. */
  boxFacts: VizStrings['boxFacts'] = VIZ_STRINGS.en.boxFacts;

  /** The clock ran at the last snapshot (recorded with each frame's boxes). */
  private playing = false;

  /** Drops the glide state (new run, new topology). */
  reset(): void {
    this.glide.reset();
  }

  /** A new layout (of the snapshot at model time `nowUs`) at wall time `tMs`: tokens start gliding toward it. */
  retarget(layout: TokenLayout, nowUs: number, tMs: number, playing: boolean, instant: boolean): void {
    this.playing = playing;
    this.glide.retarget(layout, nowUs, tMs, playing, instant);
  }

  /**
   * Draws the tokens where their glides put them at wall time `tMs`;
   * `stages`: each stage box's group, read off the same snapshot as `layout`.
   * Returns true while something still moves (the caller keeps animating).
   */
  draw(ctx: CanvasRenderingContext2D, layout: TokenLayout, topology: CompiledTopology, rects: Rect[], snap: SnapshotSummary | null, stages: DrawnStages, tMs: number, instant: boolean): boolean {
    const n = layout.n;
    const moving = this.glide.positions(tMs);
    const px = this.glide.x;
    const py = this.glide.y;
    recordTokensOutside(countOutside(px, py, layout, rects), n);
    recordBoxFrame({ counts: layout.counts.slice(), dots: dotsPerBox(px, py, n, rects), playing: this.playing });

    // Dots and rings never cover a box's title or count line (title-bands.ts).
    ctx.save();
    clipOutBands(ctx, titleBands(rects, layout.titleH + Math.ceil(BOX_COUNT_LINE_H * layout.textScale)));
    // Batch by category: one path and one fill per colour.
    let spinning = false;
    for (const cat of CATEGORY_ORDER) {
      const style = CATEGORY_STYLE[cat];
      ctx.beginPath();
      let any = false;
      for (let i = 0; i < n; i++) {
        if (topology.stateCategory[layout.state[i]!] !== cat) continue;
        any = true;
        let x = px[i]!;
        let y = py[i]!;
        const r = layout.r[i]!;
        if (cat === 'spin') {
          spinning = true;
          if (!instant) {
            // Buzz in place: busy but going nowhere.
            x += Math.sin(tMs * 0.09 + i * 1.7) * Math.max(1, r * 0.35);
            y += Math.cos(tMs * 0.11 + i * 2.3) * Math.max(1, r * 0.35);
          }
        }
        if (cat === 'rotation') {
          ctx.rect(x - r - 1, y - r - 1, 2 * r + 2, 2 * r + 2);
          continue;
        }
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, Math.PI * 2);
      }
      if (!any) continue;
      if (style.hollow) {
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = style.color;
        ctx.stroke();
      } else {
        ctx.fillStyle = style.color;
        ctx.fill();
        if (cat === 'lock' || cat === 'client') {
          ctx.lineWidth = 0.75;
          ctx.strokeStyle = '#6b6b6b';
          ctx.stroke();
        }
      }
    }

    // Leaders: a black ring and a bigger footprint.
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      if (!(layout.flags[i]! & 1)) continue;
      const r = layout.r[i]! + 2.5;
      ctx.moveTo(px[i]! + r, py[i]!);
      ctx.arc(px[i]!, py[i]!, r, 0, Math.PI * 2);
    }
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#000';
    ctx.stroke();
    ctx.restore();

    this.drawBoxFacts(ctx, layout, topology, rects, snap, stages);
    if (snap?.rotationInProgress) drawRotationBanner(ctx, rects, topology, snap, this.textScale, this.rotationBanner);

    const h = this.highlight;
    if (h >= 0 && h < n) {
      const r = Math.max(6, layout.r[h]! + 4);
      ctx.beginPath();
      ctx.arc(px[h]!, py[h]!, r, 0, Math.PI * 2);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = '#000';
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(px[h]!, py[h]!, r + 2.5, 0, Math.PI * 2);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#fff';
      ctx.stroke();
    }
    return moving || (spinning && !instant);
  }

  /** The token nearest (x, y) within a few pixels, or -1. */
  hit(layout: TokenLayout, x: number, y: number): number {
    let best = -1;
    let bestD = Infinity;
    for (let i = 0; i < layout.n; i++) {
      const dx = (this.glide.x[i] ?? layout.x[i]!) - x;
      const dy = (this.glide.y[i] ?? layout.y[i]!) - y;
      const d = dx * dx + dy * dy;
      const reach = Math.max(6, layout.r[i]! + 3);
      if (d < reach * reach && d < bestD) {
        best = i;
        bestD = d;
      }
    }
    return best;
  }

  /** Per-box count, the stage's leader, sleep delay: the numbers behind the dots, each within its box. */
  private drawBoxFacts(ctx: CanvasRenderingContext2D, layout: TokenLayout, topology: CompiledTopology, rects: Rect[], snap: SnapshotSummary | null, stages: DrawnStages): void {
    ctx.font = `600 ${BASE_FONT_PX * this.textScale}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.textAlign = 'right';
    topology.boxes.forEach((b, i) => {
      const rect = rects[i];
      if (!rect) return;
      const count = layout.counts[i] ?? 0;
      const wordings = boxFactWordings(this.boxFacts, b, count, b.stage && stages[b.stage], snap);
      const text = fitWordings(ctx, wordings, rect.w - 2 * BOX_FACT_PAD);
      ctx.fillStyle = count > 0 ? '#1b1f24' : '#8a8f96';
      ctx.fillText(text, rect.x + rect.w - BOX_FACT_PAD, rect.y + layout.titleH);
    });
    ctx.textAlign = 'left';
  }
}

/** Tokens drawn with their centre outside the box that counts them. */
export function countOutside(px: Float32Array, py: Float32Array, layout: TokenLayout, rects: Rect[]): number {
  let out = 0;
  for (let i = 0; i < layout.n; i++) {
    const r = rects[layout.box[i]!];
    if (!r) continue;
    const x = px[i]!;
    const y = py[i]!;
    if (x < r.x || x > r.x + r.w || y < r.y || y > r.y + r.h) out++;
  }
  return out;
}

/** Per box, the tokens drawn with their centre inside it: the dots a reader counts there. */
export function dotsPerBox(px: Float32Array, py: Float32Array, n: number, rects: Rect[]): number[] {
  const dots = rects.map(() => 0);
  for (let i = 0; i < n; i++) {
    const x = px[i]!;
    const y = py[i]!;
    const b = rects.findIndex((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);
    if (b >= 0) dots[b]!++;
  }
  return dots;
}

export function categoryOf(topology: CompiledTopology, state: number): Category {
  return topology.stateCategory[state] ?? 'queue';
}
