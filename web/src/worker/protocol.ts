// Messages between the main thread and the simulation worker.
import type { CoreScenario, ScheduledChange } from '../model/scenario';
import type { KnobValue, Schema } from '../model/schema';
import type { Frame, Speed, StepKind } from '../model/run';

export type WorkerCommand =
  | { type: 'configure'; scenario: CoreScenario; schedule: ScheduledChange[] }
  /**
   * untilNs: pause exactly at that simulated instant (a lesson's cue point).
   * fastToNs: run at full speed up to that instant first, then at `speed`
   * (a lesson step that starts where its phenomenon is).
   * fastFromNs: run at full speed again from that instant (the step's slow
   * motion is over: the rest of the run only feeds its figures).
   */
  | { type: 'play'; speed: Speed; untilNs?: number; fastToNs?: number; fastFromNs?: number }
  | { type: 'setSpeed'; speed: Speed }
  | { type: 'pause' }
  | { type: 'step'; kind: StepKind }
  | { type: 'reset' }
  | { type: 'setKnob'; name: string; value: KnobValue; valueJson: string }
  /** The main thread consumed the last frame; the worker may send the next. */
  | { type: 'ack' }
  /** Time travel: pause and show the simulation at tNs (restores the nearest earlier checkpoint and re-runs). */
  | { type: 'seek'; tNs: number }
  /** Asks for one thread's recent states (cl_thread_story_json). */
  | { type: 'story'; thread: number }
  /** Asks for cl_summary_json at the current instant (exports). */
  | { type: 'summary' }
  /** Asks what a crash now would leave (cl_crash_json); the run is not changed. */
  | { type: 'crash'; kind: 'mysqld' | 'os' | 'power'; target: 'primary' | 'replica' }
  /** Crashes the run's scenario (with its changes) at n instants, every kind, in slices (crash-sweeper.ts). */
  | { type: 'crashSweep'; n: number; target: 'primary' | 'replica' }
  | { type: 'cancelCrashSweep' };

export type WorkerEvent =
  | { type: 'ready'; schema: Schema; layoutVersion: number; stride: number }
  | { type: 'configured'; durationNs: number }
  | Frame
  | { type: 'knobApplied'; name: string; value: KnobValue; atNs: number }
  | { type: 'stepResult'; kind: StepKind; found: boolean }
  | { type: 'story'; thread: number; nowNs: number; json: string }
  | { type: 'summary'; nowNs: number; json: string }
  | { type: 'crash'; nowNs: number; json: string }
  /** A crash sweep's progress (instants crashed of total), its end (json: cl_sweep_json), cancellation or refusal. */
  | CrashSweepEvent
  /** A knob changed after seeking back: results after atNs (rows from rowCount on) are no longer this run's. */
  | { type: 'truncated'; atNs: number; rowCount: number }
  /**
   * `where` says which command failed; `message` is shown verbatim, except
   * for 'load', where it is the reason and the page says what failed.
   */
  | { type: 'error'; where: string; message: string };

export interface CrashSweepEvent {
  type: 'crashSweep';
  state: 'progress' | 'done' | 'cancelled' | 'error';
  done: number;
  total: number;
  json?: string;
  message?: string;
}

/** Anything that behaves like a Worker for our purposes (the real one, or a fake in tests). */
export interface WorkerLike {
  postMessage(message: WorkerCommand): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<WorkerEvent>) => void): void;
  addEventListener(type: 'error', listener: (e: ErrorEvent) => void): void;
  terminate(): void;
}
