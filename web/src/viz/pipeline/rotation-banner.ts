// A rotation stalls every committer: a banner says so above the commit lane,
// in the row of the lane's name, so it never covers the queue that piles up
// in the boxes below it.
import type { SnapshotSummary } from '../../model/snapshot';
import { fitWordings } from './canvas-text';
import { formatDuration } from './story';
import type { CompiledTopology } from './topology';
import { LANE_GAP, LANE_LABEL_H, type Rect } from './token-layout';

/** Room left of the banner for the lane's name ("COMMIT", "提交") when the lane has one box. */
const LANE_NAME_W = 72;

/**
 * Where the banner goes: between the two lanes, from the commit lane's
 * second box (the lane name keeps the first box's width) to its right end.
 * Null when the commit lane has no boxes.
 */
export function rotationBannerRect(rects: Rect[], topology: CompiledTopology): Rect | null {
  const lane = rects.filter((_, i) => topology.boxes[i]?.lane === 1);
  if (!lane.length) return null;
  const x1 = Math.max(...lane.map((r) => r.x + r.w));
  const x0 = lane.length > 1 ? lane[1]!.x : lane[0]!.x + LANE_NAME_W;
  const top = lane[0]!.y;
  const h = LANE_LABEL_H + LANE_GAP - 2;
  return { x: x0, y: top - h - 1, w: Math.max(0, x1 - x0), h };
}

export function drawRotationBanner(ctx: CanvasRenderingContext2D, rects: Rect[], topology: CompiledTopology, snap: SnapshotSummary, scale: number, words: (age: string | null) => string[]): void {
  const r = rotationBannerRect(rects, topology);
  if (!r || r.w <= 0) return;
  ctx.fillStyle = 'rgba(213, 94, 0, 0.95)';
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.fillStyle = '#fff';
  // The row is fixed; presenter mode's larger text stops where the row does.
  ctx.font = `700 ${Math.min(12 * scale, r.h - 6)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const age = snap.fsyncElapsedUs >= 0 ? formatDuration(snap.fsyncElapsedUs) : null;
  ctx.fillText(fitWordings(ctx, words(age), r.w - 8), r.x + r.w / 2, r.y + r.h / 2);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
}
