// Main-thread side of the worker: turns user intents into commands and
// worker events into store updates. Frames are applied once per animation
// frame (latest rows appended, then acknowledged), never per message burst.
import { AchievedSpeed } from './achieved-speed';
import { checkKnobValue, knobValueJson, knobValueText } from '../model/knob-values';
import { REFUSAL_WORDS } from '../model/refusal-words';
import { RUN_WORDS } from './run-words';
import type { CrashSweepEvent, WorkerCommand, WorkerEvent, WorkerLike } from '../worker/protocol';
import { effectiveStepKind, type Frame, type Speed, type StepKind } from '../model/run';
import { toCoreScenario, type CoreScenario, type LabScenario, type ScheduledChange } from '../model/scenario';
import { findKnob } from '../model/schema';
import { mainThreadWork } from './perf';
import type { LabStore } from '../store/lab-store';
import { inEachLang } from '../lang/local-text';
import type { LabState } from '../store/lab-state';

export type { CrashSweepEvent };

export interface LabController {
  configure(): void;
  /**
   * Plays; with untilNs, pauses exactly there (a lesson's cue point); with
   * fastToNs, runs at full speed up to there first (a lesson step's start);
   * with fastFromNs, at full speed again from there (its slow motion is over).
   * Returns false, showing the core's refusal again, when the configuration
   * was refused (there is no run to play).
   */
  play(opts?: PlayOptions): boolean;
  pause(): void;
  togglePlay(): void;
  step(kind?: StepKind): void;
  reset(): void;
  setSpeed(speed: Speed): void;
  /** Pauses and shows the run at tNs (backwards too: checkpoints in the worker). */
  seek(tNs: number): void;
  /** Asks the worker for a thread's story; it lands in the store's `story`. */
  requestStory(thread: number): void;
  /** The core's summary (cl_summary_json) at the current instant. */
  requestSummary(): Promise<{ nowNs: number; json: string }>;
  /** What a crash at the current instant would leave (cl_crash_json, docs/crash-recovery.md). */
  requestCrash(kind: 'mysqld' | 'os' | 'power', target: 'primary' | 'replica'): Promise<{ nowNs: number; json: string }>;
  /** Crashes the run at n instants in the worker, in slices; `listener` hears its progress and end (one sweep at a time). */
  startCrashSweep(n: number, target: 'primary' | 'replica', listener: (e: CrashSweepEvent) => void): void;
  cancelCrashSweep(): void;
  /** Before the run: edits the scenario; during it: applies from now on. */
  setKnob(name: string, raw: unknown): boolean;
  /** Replaces the scenario and restarts (presets, URL, machine, seed...). */
  loadScenario(scenario: LabScenario): void;
  dispose(): void;
}

export interface PlayOptions {
  untilNs?: number;
  fastToNs?: number;
  /** Full speed again from here (the end of a lesson step's slow motion). */
  fastFromNs?: number;
}

export interface ControllerOptions {
  /** Schedules frame application; requestAnimationFrame in the browser. */
  raf?: (fn: () => void) => void;
  now?: () => number;
  /** What `configure` sends; the store's scenario unless given (the A/B comparison sends a pair). */
  runScenario?: (s: LabState) => { scenario: CoreScenario; schedule: ScheduledChange[] };
  /** Called with each frame once the store has taken it. */
  onFrame?: (frame: Frame) => void;
}

export function createLabController(store: LabStore, worker: WorkerLike, opts: ControllerOptions = {}): LabController {
  const raf = opts.raf ?? ((fn) => requestAnimationFrame(() => fn()));
  const now = opts.now ?? (() => performance.now());
  const send = (cmd: WorkerCommand) => worker.postMessage(cmd);
  let stride = 1;
  let queued: Frame[] = [];
  let rafPending = false;
  let summaryWaiters: Array<(v: { nowNs: number; json: string }) => void> = [];
  let crashWaiters: Array<(v: { nowNs: number; json: string }) => void> = [];
  let sweepListener: ((e: CrashSweepEvent) => void) | null = null;
  /** Configurations sent and not yet answered (configured, or refused). */
  let configuring = 0;
  const achieved = new AchievedSpeed();

  /** Follows the speed the run really goes at; the store hears only of a change. */
  const trackSpeed = (f: Frame) => {
    const s = store.getState();
    // A lesson's fast-forward is not the chosen speed: no shortfall to measure, the control says "fast-forward".
    const fast = f.status === 'playing' && f.fast === true;
    if (fast !== s.fastForwarding) s.setFastForwarding(fast);
    const value = f.status === 'playing' && s.speed !== 'max' && !fast ? achieved.sample(f.wallMs ?? now(), f.nowNs, s.speed) : (achieved.reset(), null);
    if (value !== s.achievedSpeed) s.setAchievedSpeed(value);
  };

  const applyFrames = () => {
    rafPending = false;
    const t0 = now();
    const frames = queued;
    queued = [];
    for (const f of frames) {
      store.getState().ingestFrame(f);
      trackSpeed(f);
      opts.onFrame?.(f);
    }
    const stats = store.getState().frameStats;
    const spent = now() - t0;
    mainThreadWork.ms += spent;
    stats.handleMs.push(spent);
    if (stats.handleMs.length > 240) stats.handleMs.shift();
    send({ type: 'ack' });
  };

  const onEvent = (e: WorkerEvent) => {
    const s = store.getState();
    switch (e.type) {
      case 'ready':
        stride = e.stride;
        s.resetResults(stride);
        s.setLoad('ready');
        // Last: subscribers (URL sync) configure the run as soon as the schema lands.
        s.setSchema(e.schema);
        break;
      case 'configured':
        configuring = Math.max(0, configuring - 1);
        s.setDurationNs(e.durationNs);
        // Accepted: a refusal of an earlier configuration no longer holds.
        s.setConfigError(null);
        s.clearTopic('configure');
        break;
      case 'frame':
        queued.push(e);
        if (!rafPending) {
          rafPending = true;
          raf(applyFrames);
        }
        break;
      case 'knobApplied': {
        s.addScheduledChange({ atNs: e.atNs, knob: e.name, value: e.value });
        s.setPendingKnob(e.name, undefined);
        s.clearTopic(`knob:${e.name}`);
        break;
      }
      case 'story':
        s.setStory({ thread: e.thread, nowNs: e.nowNs, json: e.json });
        break;
      case 'summary': {
        const waiters = summaryWaiters;
        summaryWaiters = [];
        for (const w of waiters) w({ nowNs: e.nowNs, json: e.json });
        break;
      }
      case 'crash': {
        const waiters = crashWaiters;
        crashWaiters = [];
        for (const w of waiters) w({ nowNs: e.nowNs, json: e.json });
        break;
      }
      case 'crashSweep':
        sweepListener?.(e);
        break;
      case 'truncated':
        s.truncateResults(e.atNs, e.rowCount);
        break;
      case 'stepResult':
        if (!e.found) s.pushMessage('info', inEachLang((lang) => RUN_WORDS[lang].noSuchEvent), 'step');
        else s.clearTopic('step');
        break;
      case 'error':
        if (e.where === 'load') {
          // The worker gives the reason; the lab says what failed, in each language.
          s.setLoad('failed');
          s.pushMessage('error', inEachLang((lang) => RUN_WORDS[lang].coreFailedToLoad(e.message)), 'load');
          break;
        }
        if (e.where === 'checkpoints') {
          const everyS = String(Number(e.message) / 1e9);
          s.pushMessage('info', inEachLang((lang) => RUN_WORDS[lang].checkpointsThinned(everyS)), 'checkpoints');
          break;
        }
        if (e.where === 'invariant') {
          s.pushMessage('error', inEachLang((lang) => RUN_WORDS[lang].invariantBroken(e.message)), 'invariant');
          break;
        }
        s.pushMessage('error', e.message, e.where.startsWith('setKnob') ? `knob:${e.where.slice(7).trim()}` : e.where);
        if (e.where === 'configure') {
          configuring = Math.max(0, configuring - 1);
          s.setConfigError(e.message);
          s.setStatus('idle');
        }
        if (e.where.startsWith('setKnob ')) s.setPendingKnob(e.where.slice(7).trim(), undefined);
        break;
    }
  };
  worker.addEventListener('message', (m) => onEvent(m.data));
  worker.addEventListener('error', (e) => {
    store.getState().setLoad('failed');
    store.getState().pushMessage('error', inEachLang((lang) => RUN_WORDS[lang].workerFailed(e.message || RUN_WORDS[lang].unknownError)), 'load');
  });

  const configure = () => {
    const s = store.getState();
    if (s.load !== 'ready') return;
    queued = [];
    s.resetResults(stride);
    for (const name of Object.keys(s.pendingKnobs)) s.setPendingKnob(name, undefined);
    s.setStatus('idle');
    configuring++;
    const run = opts.runScenario?.(s) ?? { scenario: toCoreScenario(s.scenario), schedule: s.scenario.schedule };
    send({ type: 'configure', ...run });
  };

  /**
   * True (and the refusal shown again, in case it was dismissed) when the
   * core refused the configuration and none is on its way: the worker has
   * no run, so play or step would wait for frames that never come.
   */
  const refused = (): boolean => {
    const s = store.getState();
    if (s.configError === null || configuring > 0) return false;
    s.pushMessage('error', s.configError, 'configure');
    return true;
  };

  const controller: LabController = {
    configure,
    play: ({ untilNs, fastToNs, fastFromNs } = {}) => {
      if (refused()) return false;
      const s = store.getState();
      if (s.status === 'finished') configure();
      s.setStatus('playing');
      send({ type: 'play', speed: s.speed, ...(untilNs === undefined ? {} : { untilNs }), ...(fastToNs === undefined ? {} : { fastToNs }), ...(fastFromNs === undefined ? {} : { fastFromNs }) });
      return true;
    },
    // The worker says when it has stopped: its frame carries the status and
    // the exact simulated time, so the clock on screen is where it paused.
    pause: () => send({ type: 'pause' }),
    togglePlay: () => {
      if (store.getState().status === 'playing') controller.pause();
      else controller.play();
    },
    step: (kind) => {
      if (refused()) return;
      const s = store.getState();
      send({ type: 'step', kind: kind ?? effectiveStepKind(s.stepKind, s.currentKnobs()['log_bin'] !== false) });
    },
    reset: () => configure(),
    seek: (tNs) => {
      const s = store.getState();
      if (s.load !== 'ready') return;
      // The worker clamps to its run's length (the store's may still be the previous run's).
      send({ type: 'seek', tNs: Math.max(0, tNs) });
    },
    requestStory: (thread) => send({ type: 'story', thread }),
    requestSummary: () =>
      new Promise((resolve) => {
        summaryWaiters.push(resolve);
        send({ type: 'summary' });
      }),
    requestCrash: (kind, target) =>
      new Promise((resolve) => {
        crashWaiters.push(resolve);
        send({ type: 'crash', kind, target });
      }),
    startCrashSweep: (n, target, listener) => {
      sweepListener = listener;
      send({ type: 'crashSweep', n, target });
    },
    cancelCrashSweep: () => send({ type: 'cancelCrashSweep' }),
    setSpeed: (speed) => {
      store.getState().setSpeed(speed);
      send({ type: 'setSpeed', speed });
    },
    setKnob: (name, raw) => {
      const s = store.getState();
      const started = (s.nowNs > 0 || s.status === 'playing') && s.status !== 'finished';
      if (!started) {
        const ok = s.setInitialKnob(name, raw);
        if (ok) configure();
        return ok;
      }
      const knob = s.schema ? findKnob(s.schema, name) : undefined;
      if (!knob) {
        s.pushMessage('error', inEachLang((lang) => REFUSAL_WORDS[lang].unknownKnob(name)), `knob:${name}`);
        return false;
      }
      const c = checkKnobValue(knob, raw);
      if (!c.ok) {
        s.pushMessage('error', c.message, `knob:${name}`);
        return false;
      }
      const current = s.currentKnobs()[name];
      if (current !== undefined && knobValueText(current) === knobValueText(c.value)) return true;
      // The worker applies it at its current instant and answers knobApplied.
      s.setPendingKnob(name, c.value);
      send({ type: 'setKnob', name, value: c.value, valueJson: knobValueJson(knob, c.value) });
      return true;
    },
    loadScenario: (scenario) => {
      store.getState().setScenario(scenario);
      configure();
    },
    dispose: () => worker.terminate(),
  };
  return controller;
}
