// A run as the page sees it: its speed, its status, the step kinds, and the
// display frame the worker sends (worker/protocol.ts carries it).

/** Simulated time per wall time; 'max' runs as fast as the core goes. */
export type Speed = number | 'max';

/** cl_step kinds; their names ("Next event"…) are in lang/viz-words.ts (stepKinds). */
export const STEP_KINDS = [{ kind: 0 }, { kind: 1 }, { kind: 2 }, { kind: 3 }] as const;
export type StepKind = 0 | 1 | 2 | 3;

/**
 * Whether a step kind can happen at all: with the binlog OFF there is no
 * binlog group commit and no rotation, so a search for one would run to
 * the end of the run and come back empty.
 */
export function stepKindPossible(kind: StepKind, binlogOn: boolean): boolean {
  return binlogOn || kind === 0 || kind === 2;
}

/** The kind a step searches for: the one chosen, or, where it cannot happen, the next fsync (binlog OFF: the redo flush). */
export function effectiveStepKind(kind: StepKind, binlogOn: boolean): StepKind {
  return stepKindPossible(kind, binlogOn) ? kind : 2;
}

/** 'searching': a step is running ahead to the next event of its kind (it comes back if none). */
export type RunStatus = 'idle' | 'playing' | 'searching' | 'paused' | 'finished';

/** One display frame. Buffers are transferred, not copied. */
export interface Frame {
  type: 'frame';
  /** Simulated clock. */
  nowNs: number;
  status: RunStatus;
  /** Index of the first interval row in `rows`. */
  firstRow: number;
  /** New interval rows, row-major, schema.interval_fields order. */
  rows: Float64Array;
  /** cl_snapshot words at nowNs. */
  snapshot: Int32Array;
  /** Events processed since the previous frame, and the wall time it took. */
  events: number;
  busyMs: number;
  /** The worker's wall clock (ms) when the frame was taken: with nowNs, the speed the run really goes at. */
  wallMs?: number;
  /** Playing at full speed whatever the chosen speed (a lesson step's fast-forward): what the speed control shows. */
  fast?: boolean;
  /** A/B comparison: each core's clock (equal: both advance in lockstep). */
  clocksNs?: number[];
  /** A/B comparison: each core's cl_snapshot words (A, B), for the two animations. */
  snapshots?: Int32Array[];
}
