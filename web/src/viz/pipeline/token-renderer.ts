// Canvas drawing of the moving tokens: one token per client thread,
// gliding toward its box, coloured by what it does; spinning tokens buzz
// (a core burns for nothing), sleepers are hollow, leaders wear a ring.
import type { SnapshotSummary } from '../../sim/snapshot';
import { VIZ_STRINGS } from '../viz-i18n';
import { formatDuration } from './story';
import { CATEGORY_ORDER, CATEGORY_STYLE, type Category, type CompiledTopology } from './topology';
import { BASE_FONT_PX } from './canvas-text';
import { BOX_TITLE_LINES_H, type Rect, type TokenLayout } from './token-layout';

export class TokenRenderer {
  private px = new Float32Array(0);
  private py = new Float32Array(0);
  private placed = false;
  /** Token the user hovers or follows (-1 none). */
  highlight = -1;
  /** Canvas text scale (presenter mode): box counts and the rotation banner grow with it. */
  textScale = 1;
  /** The rotation banner's words (the page's language); English until set. */
  rotationBanner: (age: string | null) => string = VIZ_STRINGS.en.storage.banner;

  /** Drops the glide state (new run, new topology). */
  reset(): void {
    this.placed = false;
  }

  /**
   * Moves tokens toward their targets (instantly when `instant`) and draws.
   * Returns true while something still moves (the caller keeps animating).
   */
  draw(ctx: CanvasRenderingContext2D, layout: TokenLayout, topology: CompiledTopology, rects: Rect[], snap: SnapshotSummary | null, dtMs: number, tMs: number, instant: boolean): boolean {
    const n = layout.n;
    if (this.px.length < n) {
      const nx = new Float32Array(n);
      const ny = new Float32Array(n);
      nx.set(this.px.subarray(0, Math.min(this.px.length, n)));
      ny.set(this.py.subarray(0, Math.min(this.py.length, n)));
      this.px = nx;
      this.py = ny;
      this.placed = false;
    }
    const k = instant || !this.placed ? 1 : 1 - Math.exp(-dtMs / 70);
    let moving = false;
    for (let i = 0; i < n; i++) {
      const dx = layout.x[i]! - this.px[i]!;
      const dy = layout.y[i]! - this.py[i]!;
      if (Math.abs(dx) > 0.3 || Math.abs(dy) > 0.3) {
        this.px[i] = this.px[i]! + dx * k;
        this.py[i] = this.py[i]! + dy * k;
        moving = true;
      } else {
        this.px[i] = layout.x[i]!;
        this.py[i] = layout.y[i]!;
      }
    }
    this.placed = true;

    // Batch by category: one path and one fill per colour.
    let spinning = false;
    for (const cat of CATEGORY_ORDER) {
      const style = CATEGORY_STYLE[cat];
      ctx.beginPath();
      let any = false;
      for (let i = 0; i < n; i++) {
        if (topology.stateCategory[layout.state[i]!] !== cat) continue;
        any = true;
        let x = this.px[i]!;
        let y = this.py[i]!;
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
      ctx.moveTo(this.px[i]! + r, this.py[i]!);
      ctx.arc(this.px[i]!, this.py[i]!, r, 0, Math.PI * 2);
    }
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#000';
    ctx.stroke();

    this.drawBoxFacts(ctx, layout, topology, rects, snap);
    if (snap?.rotationInProgress) drawRotationBanner(ctx, rects, topology, snap, this.textScale, this.rotationBanner);

    const h = this.highlight;
    if (h >= 0 && h < n) {
      const r = Math.max(6, layout.r[h]! + 4);
      ctx.beginPath();
      ctx.arc(this.px[h]!, this.py[h]!, r, 0, Math.PI * 2);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = '#000';
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(this.px[h]!, this.py[h]!, r + 2.5, 0, Math.PI * 2);
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
      const dx = (this.px[i] ?? layout.x[i]!) - x;
      const dy = (this.py[i] ?? layout.y[i]!) - y;
      const d = dx * dx + dy * dy;
      const reach = Math.max(6, layout.r[i]! + 3);
      if (d < reach * reach && d < bestD) {
        best = i;
        bestD = d;
      }
    }
    return best;
  }

  /** Per-box count, group size and leader, sleep delay: the numbers behind the dots. */
  private drawBoxFacts(ctx: CanvasRenderingContext2D, layout: TokenLayout, topology: CompiledTopology, rects: Rect[], snap: SnapshotSummary | null): void {
    ctx.font = `600 ${BASE_FONT_PX * this.textScale}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    topology.boxes.forEach((b, i) => {
      const rect = rects[i];
      if (!rect) return;
      const count = layout.counts[i] ?? 0;
      let text = String(count);
      if (b.stage && snap) {
        const st = snap.stages[b.stage];
        text = st.leader >= 0 ? `${count} · leader T${st.leader}` : String(count);
      } else if (b.id === 'admission' && snap && count > 0 && snap.sleepDelayUs > 0) {
        text = `${count} · delay ${formatDuration(snap.sleepDelayUs)}`;
      }
      // Too wide for the box: keep the essentials.
      if (ctx.measureText(text).width > rect.w - 8) text = b.stage && snap && snap.stages[b.stage].leader >= 0 ? `${count} · T${snap.stages[b.stage].leader}` : String(count);
      ctx.textAlign = 'right';
      ctx.fillStyle = count > 0 ? '#1b1f24' : '#8a8f96';
      ctx.fillText(text, rect.x + rect.w - 4, rect.y + BOX_TITLE_LINES_H);
    });
    ctx.textAlign = 'left';
  }
}

/** A rotation stalls every committer: say so across the whole commit lane. */
function drawRotationBanner(ctx: CanvasRenderingContext2D, rects: Rect[], topology: CompiledTopology, snap: SnapshotSummary, scale: number, words: (age: string | null) => string): void {
  const lane = rects.filter((_, i) => topology.boxes[i]?.lane === 1);
  if (!lane.length) return;
  const x0 = Math.min(...lane.map((r) => r.x));
  const x1 = Math.max(...lane.map((r) => r.x + r.w));
  const h = 22 * scale;
  const y = lane[0]!.y + lane[0]!.h - h - 2;
  ctx.fillStyle = 'rgba(213, 94, 0, 0.93)';
  ctx.fillRect(x0, y, x1 - x0, h);
  ctx.fillStyle = '#fff';
  ctx.font = `700 ${12 * scale}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const age = snap.fsyncElapsedUs >= 0 ? formatDuration(snap.fsyncElapsedUs) : null;
  ctx.fillText(words(age), (x0 + x1) / 2, y + h / 2, x1 - x0 - 8);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
}

export function categoryOf(topology: CompiledTopology, state: number): Category {
  return topology.stateCategory[state] ?? 'queue';
}
