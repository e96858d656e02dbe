// The count line over each box: how many tokens it holds and, when there
// is room, the stage's leader or the admission sleep delay. It is drawn
// right-aligned in the box, so a line wider than the box would run over
// the neighbouring box's count (a 490-pixel animation: "114 · T173" over
// the commit queue's "3"): the longest wording that fits is kept
// (canvas-text.ts fitWordings).
import type { SnapshotSummary } from '../../model/snapshot';
import type { VizStrings } from '../../lang/viz-words';
import type { DrawnStage } from './stage-groups';
import { formatDuration } from './story';
import type { BoxSpec } from './topology';

/** Side padding between the count line and the box's edges, px. */
export const BOX_FACT_PAD = 4;

/** The wordings of a box's count line, longest first. */
export function boxFactWordings(t: VizStrings['boxFacts'], box: BoxSpec, count: number, stage: DrawnStage | undefined, snap: SnapshotSummary | null): string[] {
  const plain = String(count);
  // A leader is named over its stage's box only when some of its group is drawn there (not over an empty box).
  if (stage && stage.leader >= 0 && stage.here > 0) return [t.leader(count, stage.leader), t.leaderShort(count, stage.leader), plain];
  if (box.id === 'admission' && snap && count > 0 && snap.sleepDelayUs > 0) return [t.delay(count, formatDuration(snap.sleepDelayUs)), plain];
  return [plain];
}
