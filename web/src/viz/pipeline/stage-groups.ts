// What each binlog group commit stage holds, read off the drawn tokens of
// one snapshot: the group the stage works for, where that group's leader
// is drawn, and threads of earlier groups still in the stage's box. The
// summary's stage lines and the count over each stage box both come from
// here, so the words describe the dots.
//
// Why not the snapshot's stage fields alone: the core names a stage's
// leader only while its group is in the stage (the flush stage no longer
// keeps a parallel-flush group that moved on to the binlog buffer), but
// that leader can be drawn elsewhere: in "Redo by leader", in the run
// queue, or executing its group's InnoDB commits; and a stage's box can
// still hold threads of earlier groups.
import { SNAPSHOT_HEADER_WORDS, WORDS_PER_THREAD, type SnapshotSummary } from '../../model/snapshot';
import type { CompiledTopology } from './topology';

export type Stage = 'flush' | 'sync' | 'commit';

export interface DrawnStage {
  /** Leader of the group drawn in the stage, −1 when the stage holds no current group. */
  leader: number;
  /** Threads of that group drawn in the stage's box (the leader among them when it is there). */
  here: number;
  /** Box the leader is drawn in when it is not the stage's own (Redo by leader, Run queue…); −1 otherwise. */
  leaderBox: number;
  /** Threads of other groups drawn in the stage's box, by their leader (their record's detail word). */
  others: Map<number, number>;
  /** Threads drawn in the stage's queue box (the snapshot's count when the pipeline has no such box). */
  queued: number;
}

export type DrawnStages = Partial<Record<Stage, DrawnStage>>;

/** Each stage box's group, as drawn from snapshot `words` (decoded as `snap`). */
export function drawnStages(words: Int32Array, topology: CompiledTopology, snap: SnapshotSummary): DrawnStages {
  const boxOf = (i: number) => topology.stateBox[words[SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i]!] ?? topology.boxes.length - 1;
  const detailOf = (i: number) => words[SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i + 3]!;
  const n = Math.max(0, Math.min(words[1] ?? 0, Math.floor((words.length - SNAPSHOT_HEADER_WORDS) / WORDS_PER_THREAD)));
  const perBox = topology.boxes.map(() => 0);
  for (let i = 0; i < n; i++) perBox[boxOf(i)]!++;

  const out: DrawnStages = {};
  topology.boxes.forEach((b, box) => {
    if (!b.stage) return;
    const claimed = snap.stages[b.stage].leader;
    const others = new Map<number, number>();
    let here = 0;
    for (let i = 0; i < n; i++) {
      if (boxOf(i) !== box) continue;
      const leader = detailOf(i);
      if (claimed >= 0 && leader === claimed) here++;
      else others.set(leader, (others.get(leader) ?? 0) + 1);
    }
    const at = claimed >= 0 && claimed < n ? boxOf(claimed) : -1;
    // The stage works for the claimed group only while some of it is drawn
    // there, or its leader is where it does the stage's work for the group.
    const current = here > 0 || (at >= 0 && topology.boxes[at]!.leaderOf === b.stage);
    const queueBox = topology.boxes.findIndex((q) => q.id === `${b.stage}_queue`);
    out[b.stage] = {
      leader: current ? claimed : -1,
      here,
      leaderBox: current && at !== box ? at : -1,
      others,
      queued: queueBox >= 0 ? perBox[queueBox]! : snap.stages[b.stage].queued,
    };
  });
  return out;
}
