// The shape of the lab's store: every slice's state and actions, and the
// whole (LabState). Apart from the slices that fill it in, so that each
// slice can read the whole without an import loop.
import type { Frame, RunStatus, Speed, StepKind } from '../model/run';
import type { LabScenario, ScheduledChange } from '../model/scenario';
import type { KnobValue, Schema } from '../model/schema';
import type { LocalText } from '../lang/local-text';
import type { RowBuffer } from './row-buffer';

export type LabState = ScenarioSlice & PlaybackSlice & ResultsSlice & UiSlice;

export type LoadState = 'loading' | 'ready' | 'failed';

export interface PlaybackSlice {
  load: LoadState;
  status: RunStatus;
  speed: Speed;
  stepKind: StepKind;
  nowNs: number;
  durationNs: number;
  /**
   * The core's refusal of the configuration the lab last sent (e.g. two
   * knobs that do not go together); null once a configuration is accepted.
   * While set there is no run: Play is refused.
   */
  configError: string | null;
  /**
   * The speed the run really goes at (× real time) when it has fallen
   * clearly short of `speed` for a while (this machine cannot keep up);
   * null while it keeps up or is not playing. See controller/achieved-speed.ts.
   */
  achievedSpeed: number | null;
  /**
   * Playing at full speed whatever `speed` says: a lesson step
   * fast-forwarding to its start, or past its slow motion to the end.
   */
  fastForwarding: boolean;
  setFastForwarding(fast: boolean): void;
  setAchievedSpeed(speed: number | null): void;
  setLoad(load: LoadState): void;
  setStatus(status: RunStatus): void;
  setSpeed(speed: Speed): void;
  setStepKind(kind: StepKind): void;
  setDurationNs(ns: number): void;
  setConfigError(message: string | null): void;
}

export interface Mark {
  atNs: number;
  kind: 'knob' | 'rotation';
  label: string;
}

export interface FrameStats {
  /** Main-thread milliseconds spent handling recent frames (ring of 240). */
  handleMs: number[];
  /** Simulated events per wall second, from the worker's busy time. */
  eventsPerS: number;
}

/** One thread's recent states, as cl_thread_story_json gave it. */
export interface ThreadStory {
  thread: number;
  nowNs: number;
  json: string;
}

export interface ResultsSlice {
  rows: RowBuffer;
  /** Furthest simulated time reached; nowNs is below it after seeking back. */
  horizonNs: number;
  story: ThreadStory | null;
  samples: RowBuffer;
  marks: Mark[];
  snapshot: Int32Array | null;
  resultsVersion: number;
  frameStats: FrameStats;
  resetResults(stride: number): void;
  ingestFrame(frame: Frame): void;
  addMark(mark: Mark): void;
  setStory(story: ThreadStory | null): void;
  /** A knob changed after seeking back: forget what came after atNs. */
  truncateResults(atNs: number, rowCount: number): void;
}

export interface ScenarioSlice {
  schema: Schema | null;
  scenario: LabScenario;
  setSchema(schema: Schema): void;
  setScenario(scenario: LabScenario): void;
  applyPreset(name: string): boolean;
  setMachine(name: string): boolean;
  setSeed(raw: unknown): boolean;
  setDuration(raw: unknown): boolean;
  setReportInterval(raw: unknown): boolean;
  /** Sets a knob's value at t = 0 (before the run starts). */
  setInitialKnob(name: string, raw: unknown): boolean;
  /** Records a change the core applied mid-run. */
  addScheduledChange(change: ScheduledChange): void;
  removeScheduledChange(index: number): void;
  /** Knob values in force at the current simulated time. */
  currentKnobs(): Record<string, KnobValue>;
  /** Mid-run changes sent to the worker and not yet confirmed (shown at once). */
  pendingKnobs: Record<string, KnobValue>;
  setPendingKnob(name: string, value: KnobValue | undefined): void;
}

export type MessageKind = 'error' | 'warning' | 'info';
export interface LabMessage {
  id: number;
  kind: MessageKind;
  /** In English: the core's words, or the lab's. */
  text: string;
  /**
   * The same message in Chinese, where the lab wrote one (its own messages
   * are pushed in each language). Without it the page shows `text` (the
   * core's known refusals are worded in Chinese when shown:
   * model/config-error-i18n.ts).
   */
  zh?: string;
  /** Messages with the same topic replace each other (e.g. 'url', 'knob:threads'). */
  topic?: string;
}

/**
 * A field that holds a value the lab does not accept (left in the box so
 * nothing typed is lost): runs go on with the value in use until it is fixed.
 */
export interface InvalidField {
  /** The field's name as the page shows it ("threads", "Duration (s)"). */
  label: string;
  /** The A/B comparison's side ("A", "B") the field belongs to, named before it. */
  side?: string;
  /** What the user typed. */
  typed: string;
  /** The value the run uses instead. */
  inUse: string;
  /** Puts the cursor in the field. */
  focus?: () => void;
}

export interface UiSlice {
  messages: LabMessage[];
  /** `text` in English only, or in every language (shown in the reader's). */
  pushMessage(kind: MessageKind, text: string | LocalText, topic?: string): void;
  dismissMessage(id: number): void;
  /** Clears every message at once (a link with many bad fields shows many). */
  dismissAll(): void;
  clearTopic(topic: string): void;
  /** Fields holding values not accepted, by a key of the field's own. */
  invalidFields: Record<string, InvalidField>;
  /** Records (or with null, forgets) a field's value that is not accepted. */
  setInvalidField(key: string, field: InvalidField | null): void;
  /** The latency percentile the interval log prints (and its export), as sysbench's --percentile. */
  logPercentile: 95 | 99;
  setLogPercentile(p: 95 | 99): void;
}
