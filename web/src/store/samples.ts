// Per-frame samples derived from snapshots: instantaneous state (stage
// queues, file sizes) that interval averages would smear.
import { decodeSnapshot } from '../model/snapshot';

export const SAMPLE_FIELDS = [
  't_s',
  'flush_queue',
  'sync_queue',
  'commit_queue',
  'binlog_file_bytes',
  'binlog_dirty_bytes',
  'redo_dirty_bytes',
  'cores_work',
  'cores_spin',
  'inside_innodb',
] as const;
export type SampleField = (typeof SAMPLE_FIELDS)[number];
export const SAMPLE_INDEX = Object.fromEntries(SAMPLE_FIELDS.map((f, i) => [f, i])) as Record<SampleField, number>;

/** Most samples kept; beyond it every other sample is dropped. */
export const MAX_SAMPLES = 20000;

export function sampleFromSnapshot(nowNs: number, words: Int32Array): number[] | null {
  const s = decodeSnapshot(words);
  if (!s) return null;
  const stageLen = (st: { queued: number; processing: number }) => st.queued + st.processing;
  return [
    nowNs / 1e9,
    stageLen(s.stages.flush),
    stageLen(s.stages.sync),
    stageLen(s.stages.commit),
    s.binlogFileKiB * 1024,
    s.binlogDirtyKiB * 1024,
    s.redoDirtyKiB * 1024,
    s.coresWork,
    s.coresSpin,
    s.insideInnodb,
  ];
}
