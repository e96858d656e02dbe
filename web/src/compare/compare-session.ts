// One A/B comparison: a worker running a lockstep pair of cores, driven by
// the lab's own controller (play, pause, step, reset, speed, seek), and
// lab stores, so the lab's components work unchanged:
//   run     playback, messages, and the pair's interval rows (A's row, then B's);
//   sides   A's and B's scenario, for the knob panels;
//   views   A's and B's snapshot and clock from each frame, for the two animations.
// Seed, duration and report interval belong to the run (both sides share
// them). A knob or preset change restarts both sides from 0 s, so A and B
// always share one clock and one history.
import { knobsNamedBy } from '../model/config-error';
import { createLabController, type LabController } from '../controller/lab-controller';
import { allowedPresets } from '../model/allowed-presets';
import { checkKnobValue, rejectMessage } from '../model/knob-values';
import { REFUSAL_WORDS } from '../model/refusal-words';
import { COMPARE_WORKER_NAME, startSimWorker, type WorkerLike } from '../controller/sim-worker';
import { SCENARIO_LIMITS, scenarioFromPreset, toCoreScenario, withOverride, type LabScenario, type PairScenario } from '../model/scenario';
import { findKnob, type Schema } from '../model/schema';
import { createLabStore, type LabStore } from '../store/lab-store';
import { inEachLang } from '../lang/local-text';
import { withSharedRun, type Side } from './compare-url';
import type { QuickStart } from './quick-starts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MeasuredRef } from '../ui/measured-link';

/** Frames seen and whether their two clocks agreed (read by the end-to-end tests). */
export interface ClockRecord {
  frames: number;
  unequal: number;
  /** [A, B] of the latest frame. */
  last: number[];
}

export interface CompareSession {
  run: LabStore;
  sides: Record<Side, LabStore>;
  /** Each side as its pipeline animation draws it: that side's scenario, snapshot and clock, frame by frame. */
  views: Record<Side, LabStore>;
  /** Drives both sides at once. */
  controller: LabController;
  /** The knob panels' controller for one side: knob edits restart the pair. */
  sideControllers: Record<Side, LabController>;
  clocks: ClockRecord;
  /** B as a measured run (its reference), or null: B is the model. */
  measuredB: StoreApi<{ ref: MeasuredRef | null }>;
  /**
   * Makes B the measured run `ref` (B's core then runs a copy of A, unseen)
   * or the model again (null). `lengthS`: the run's length, which both
   * sides then run for, so the whole-run means cover the same seconds.
   */
  setMeasuredB(ref: MeasuredRef | null, lengthS?: number): void;
  /** Sets a side's knob (validated; refusals become messages naming the side). */
  setKnob(side: Side, name: string, raw: unknown): boolean;
  setPreset(side: Side, name: string): boolean;
  setMachine(side: Side, name: string): boolean;
  /** Seed, duration or report interval of both sides. */
  setShared(field: 'seed' | 'duration' | 'interval', raw: unknown): boolean;
  /** Replaces both sides (URL, quick start, copy, swap) and restarts. */
  load(a: LabScenario, b: LabScenario): void;
  loadQuickStart(q: QuickStart): void;
  scenarios(): { a: LabScenario; b: LabScenario };
  dispose(): void;
}

export interface SessionOptions {
  worker?: WorkerLike;
  raf?: (fn: () => void) => void;
}

export function createCompareSession(opts: SessionOptions = {}): CompareSession {
  const run = createLabStore();
  const sides: Record<Side, LabStore> = { a: createLabStore(), b: createLabStore() };
  const views: Record<Side, LabStore> = { a: createLabStore(), b: createLabStore() };
  const NO_ROWS = new Float64Array(0);
  const clocks: ClockRecord = { frames: 0, unequal: 0, last: [0, 0] };
  const measuredB = createStore<{ ref: MeasuredRef | null }>()(() => ({ ref: null }));
  const scenarios = () => ({ a: sides.a.getState().scenario, b: sides.b.getState().scenario });

  const controller = createLabController(run, opts.worker ?? startSimWorker(COMPARE_WORKER_NAME), {
    raf: opts.raf,
    runScenario: () => {
      const { a, b } = scenarios();
      const scenario: PairScenario = { ...toCoreScenario(a), b: toCoreScenario(withSharedRun(a, b)) };
      return { scenario, schedule: [] };
    },
    onFrame: (f) => {
      const c = f.clocksNs ?? [f.nowNs, NaN];
      clocks.frames++;
      if (c[0] !== c[1]) clocks.unequal++;
      clocks.last = c;
      // Each animation gets its side's snapshot at its side's clock (no rows: the charts read the run store's).
      f.snapshots?.forEach((snapshot, i) => {
        const side = i === 0 ? views.a : views.b;
        side.getState().ingestFrame({ ...f, nowNs: c[i] ?? f.nowNs, firstRow: 0, rows: NO_ROWS, snapshot });
      });
    },
  });

  // The sides follow the run's schema; they never run anything themselves.
  // Only the schema: their scenarios are loaded next (URL), and setSchema's
  // reset to the default scenario could land after that load.
  const unsubscribe = run.subscribe((s, prev) => {
    if (s.schema && !prev.schema) for (const side of [...Object.values(sides), ...Object.values(views)]) side.setState({ schema: s.schema });
    // The pair's refusal names its side ("B: knobs 'x' and 'y': …"): that side's knob panel shows it.
    if (s.configError !== prev.configError) {
      const named = s.configError ? knobsNamedBy(s.configError) : null;
      for (const side of ['a', 'b'] as const) sides[side].getState().setConfigError(named?.side === side ? s.configError : null);
    }
  });

  // A side's knob field holding a refused value shows in the comparison's
  // notice (the run store's), named with its side: both sides run on the values in use.
  const forwardInvalid = (side: Side) =>
    sides[side].subscribe((s, prev) => {
      if (s.invalidFields === prev.invalidFields) return;
      const set = run.getState().setInvalidField;
      for (const key of Object.keys(prev.invalidFields)) if (!(key in s.invalidFields)) set(`${side}:${key}`, null);
      for (const [key, f] of Object.entries(s.invalidFields)) set(`${side}:${key}`, { ...f, side: side.toUpperCase() });
    });
  const unsubscribeInvalid = [forwardInvalid('a'), forwardInvalid('b')];
  // The animations draw each side's algorithm: its scenario follows the side's.
  const mirrorScenario = (side: Side) =>
    sides[side].subscribe((s, prev) => {
      if (s.scenario !== prev.scenario) views[side].setState({ scenario: s.scenario });
    });
  unsubscribeInvalid.push(mirrorScenario('a'), mirrorScenario('b'));

  const schema = (): Schema | null => run.getState().schema;
  /** Restarts both sides from 0 s; keeps playing if it was. */
  const restart = () => {
    const playing = run.getState().status === 'playing';
    controller.configure();
    if (playing) controller.play();
  };
  const setScenarios = (a: LabScenario, b: LabScenario) => {
    const shared = { ...a, schedule: [] };
    sides.a.getState().setScenario(shared);
    sides.b.getState().setScenario(withSharedRun(shared, b));
    // The run store carries the shared settings (its scenario is A's).
    run.getState().setScenario(shared);
  };

  /** A refused field, named with its side ("B: preset"). */
  const onSide = (side: Side, field: 'preset' | 'machine') => inEachLang((lang) => REFUSAL_WORDS[lang].onSide(side.toUpperCase(), REFUSAL_WORDS[lang].fields[field]));

  const setKnob = (side: Side, name: string, raw: unknown): boolean => {
    const sc = schema();
    if (!sc) return false;
    const topic = `knob:${side}:${name}`;
    const knob = findKnob(sc, name);
    const field = inEachLang((lang) => REFUSAL_WORDS[lang].onSide(side.toUpperCase(), name));
    const c = knob ? checkKnobValue(knob, raw, field) : { ok: false as const, message: inEachLang((lang) => REFUSAL_WORDS[lang].unknownKnob(field[lang])) };
    if (!c.ok) {
      run.getState().pushMessage('error', c.message, topic);
      return false;
    }
    run.getState().clearTopic(topic);
    const next = withOverride(sc, scenarios()[side], name, c.value);
    const { a, b } = scenarios();
    setScenarios(side === 'a' ? next : a, side === 'b' ? next : b);
    restart();
    return true;
  };

  const sideController = (side: Side): LabController => ({ ...controller, setKnob: (name, raw) => setKnob(side, name, raw) });

  const session: CompareSession = {
    run,
    sides,
    views,
    controller,
    sideControllers: { a: sideController('a'), b: sideController('b') },
    clocks,
    measuredB,
    setMeasuredB: (ref, lengthS) => {
      const was = measuredB.getState().ref;
      measuredB.setState({ ref });
      if (!ref) return;
      const { a } = scenarios();
      const { min, max } = SCENARIO_LIMITS.durationS;
      const durationS = lengthS && lengthS > 0 ? Math.min(max, Math.max(min, Math.ceil(lengthS))) : a.durationS;
      if (was?.fp === ref.fp && durationS === a.durationS) return;
      const next = { ...a, durationS, reportIntervalS: Math.min(a.reportIntervalS, durationS) };
      setScenarios(next, next);
      restart();
    },
    setKnob,
    setPreset: (side, name) => {
      const store = sides[side];
      const before = store.getState().scenario;
      const sc = schema();
      if (!sc) return false;
      if (!store.getState().applyPreset(name)) {
        // Worded as the lab's own preset refusal: the three closest of the 21 names, not all of them.
        run.getState().pushMessage('error', rejectMessage(onSide(side, 'preset'), name, allowedPresets(sc, name)), `preset:${side}`);
        return false;
      }
      // A preset brings its own duration; the run's shared settings stay.
      const next = { ...store.getState().scenario, seed: before.seed, durationS: before.durationS, reportIntervalS: before.reportIntervalS };
      const { a, b } = scenarios();
      setScenarios(side === 'a' ? next : a, side === 'b' ? next : b);
      restart();
      return true;
    },
    setMachine: (side, name) => {
      const sc = schema();
      if (!sc) return false;
      if (!sides[side].getState().setMachine(name)) {
        const machines = sc.machines.map((m) => m.name);
        run.getState().pushMessage('error', rejectMessage(onSide(side, 'machine'), name, (w) => w.oneOf(machines)), `machine:${side}`);
        return false;
      }
      const { a, b } = scenarios();
      setScenarios(a, b);
      restart();
      return true;
    },
    setShared: (field, raw) => {
      const s = run.getState();
      const ok = field === 'seed' ? s.setSeed(raw) : field === 'duration' ? s.setDuration(raw) : s.setReportInterval(raw);
      if (!ok) return false;
      const { seed, durationS, reportIntervalS } = run.getState().scenario;
      const { a, b } = scenarios();
      setScenarios({ ...a, seed, durationS, reportIntervalS }, b);
      restart();
      return true;
    },
    load: (a, b) => {
      setScenarios(a, b);
      restart();
    },
    loadQuickStart: (q) => {
      const sc = schema();
      if (!sc) return;
      const side = (qs: QuickStart['a']): LabScenario => {
        let s = scenarioFromPreset(sc, qs.preset);
        for (const [k, v] of Object.entries(qs.overrides ?? {})) s = withOverride(sc, s, k, v);
        return s;
      };
      const a = { ...side(q.a), seed: 1, durationS: q.durationS, reportIntervalS: 1 };
      setScenarios(a, side(q.b));
      controller.configure();
      controller.play();
    },
    scenarios,
    dispose: () => {
      unsubscribe();
      for (const u of unsubscribeInvalid) u();
      controller.dispose();
    },
  };
  return session;
}
