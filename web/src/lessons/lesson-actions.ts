// Opening a lesson step drives the lab: it loads the step's scenario and
// speed through the controller. The URL carries #…&lesson=<id>&step=<n>
// (1-based) beside the scenario, so a lesson step is a shareable link.
import type { LabController } from '../controller/lab-controller';
import type { LabStore } from '../store/lab-store';
import { inEachLang } from '../lang/local-text';
import { findLesson, labScenarioFromFile, lessonText, LESSONS, stepScenarioPath, type Lesson } from './catalog';
import { LESSON_STRINGS } from './lesson-i18n';
import type { LessonStep } from './lesson-format.js';
import { forgetLessonLink } from './lesson-hash';
import { lessonStore } from './lesson-store';
import { stepPlayOptions } from './step-plan';
import { langStore } from '../lang/lang-store';

export interface LabHandles {
  store: LabStore;
  controller: LabController;
}

/** Shows a step; with load, puts its scenario and speed into the lab. */
export function openStep({ store, controller }: LabHandles, lesson: Lesson, step: number, load = true): void {
  lessonStore.getState().show(lesson.id, step);
  if (!load) return;
  const s = store.getState();
  const st = lessonText(lesson, langStore.getState().lang).steps[step];
  const path = st ? stepScenarioPath(lesson, st.scenario) : null;
  s.clearTopic('lesson');
  if (!s.schema || !st) return;
  const res = path ? labScenarioFromFile(s.schema, path) : { scenario: null, problems: [] };
  for (const p of res.problems) s.pushMessage('error', p, 'lesson');
  if (!res.scenario) {
    s.pushMessage('info', inEachLang((lang) => LESSON_STRINGS[lang].scenarioMissing), 'lesson');
    return;
  }
  if (s.status === 'playing') controller.pause();
  controller.setSpeed(st.speed ?? 'max');
  controller.loadScenario(res.scenario);
}

const toNs = (seconds: number) => Math.round(seconds * 1e9);

/**
 * Plays the step (step-plan.ts): full speed to its start, its speed
 * through the watched stretch, pausing at the cue (presenting or not).
 * A finished run replays from 0.
 */
function playStep({ store, controller }: LabHandles, step: LessonStep): boolean {
  const s = store.getState();
  const opts = stepPlayOptions(step, s.nowNs, s.status === 'finished');
  const ok = controller.play(opts);
  lessonStore.getState().setSkipTo(ok ? (opts.fastToNs ?? null) : null);
  return ok;
}

/**
 * Runs fn once no step search ("Step to next stall") is under way. Playing
 * during a search cancels it and puts the run back where the search began;
 * someone who pressed Run meant "go on from the stall", so we wait for it.
 */
function afterSearch(store: LabStore, fn: () => void): void {
  if (store.getState().status !== 'searching') return fn();
  const unsubscribe = store.subscribe((s) => {
    if (s.status === 'searching') return;
    unsubscribe();
    fn();
  });
}

/**
 * Locks in the prediction and runs the step. The run pauses at the step's
 * cue point, where its reveal is due (the panel then reveals).
 */
export function runStep(h: LabHandles, step: LessonStep): void {
  const ls = lessonStore.getState();
  if (h.store.getState().status !== 'searching') {
    // A refused configuration does not run: the step stays at its prediction.
    if (playStep(h, step)) ls.setPhase('running');
    return;
  }
  // Locked in now; the run starts where the search stops (unless the learner moved on).
  const at = { lessonId: ls.lessonId, step: ls.step };
  ls.setPhase('running');
  afterSearch(h.store, () => {
    const now = lessonStore.getState();
    if (now.lessonId !== at.lessonId || now.step !== at.step || now.phase === 'predict') return;
    if (!playStep(h, step) && now.phase === 'running') now.setPhase('predict');
  });
}

/** "Run again" after the reveal: the step's start and cue apply as on the first run. */
export function rerunStep(h: LabHandles, step: LessonStep): void {
  afterSearch(h.store, () => void playStep(h, step));
}

/**
 * Shows the answer before the run got there. An answer with a cue is
 * written for that moment: a run short of it goes there at full speed (a
 * paused one jumps) and pauses. Without one the run finishes at full
 * speed: the answer's figures are the whole run's, and the panel shows the
 * run's own only once it has reached its end (never a part of it).
 */
export function revealStep({ store, controller }: LabHandles, step: LessonStep): void {
  const s = store.getState();
  const ls = lessonStore.getState();
  const cueAt = step.cue !== undefined ? toNs(step.cue) : undefined;
  if (cueAt !== undefined && s.nowNs < cueAt) {
    // A fast-forward to the step's start under way keeps going at least that far.
    const skipping = ls.skipToNs !== null && s.nowNs < ls.skipToNs ? ls.skipToNs : 0;
    const at = Math.max(cueAt, skipping);
    if (s.status === 'playing') {
      if (controller.play({ untilNs: at, fastToNs: at })) ls.setSkipTo(at);
    } else if (s.status === 'paused') {
      controller.seek(at);
    }
  } else if (s.status === 'playing' || s.status === 'paused') {
    if (controller.play({ fastToNs: s.durationNs })) ls.setSkipTo(s.durationNs);
  }
  ls.setPhase('revealed');
}

/** "Show me that moment": back (or on) to the step's cue, paused, as the answer describes it. */
export function showCueMoment({ store, controller }: LabHandles, step: LessonStep): void {
  if (step.cue === undefined) return;
  const s = store.getState();
  if (s.status === 'playing' || s.status === 'searching') controller.pause();
  lessonStore.getState().setSkipTo(null);
  controller.seek(toNs(step.cue));
}

/** After the cue: the rest of the run at full speed, so its figures can be shown. */
export function finishStepRun({ store, controller }: LabHandles): void {
  const s = store.getState();
  if (s.status !== 'paused' && s.status !== 'idle') return;
  if (controller.play({ fastToNs: s.durationNs })) lessonStore.getState().setSkipTo(s.durationNs);
}

/** The lesson on screen (a trainer's preview included), if any. */
export function shownLesson(): Lesson | undefined {
  const { lessonId, preview } = lessonStore.getState();
  if (lessonId === 'preview') return preview ?? undefined;
  return lessonId ? findLesson(lessonId) : undefined;
}

/** "&lesson=…&step=…" for the open lesson (previews never go in the URL). */
export { lessonHashPart } from './lesson-hash';

const SCENARIO_KEYS = ['preset', 'machine', 'seed', 'dur', 'ri', 'at'];

/**
 * Reads lesson and step from a hash. Returns true when it loaded the step's
 * scenario itself (the hash named a lesson step and no scenario fields).
 */
export function readLessonHash(h: LabHandles, hash: string): boolean {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const id = params.get('lesson');
  const ls = lessonStore.getState();
  if (id === null) {
    forgetLessonLink(h.store);
    return false;
  }
  h.store.getState().clearTopic('lesson-url');
  const lesson = findLesson(id);
  if (!lesson) {
    h.store.getState().pushMessage('error', inEachLang((lang) => LESSON_STRINGS[lang].badLesson(id, LESSONS.map((l) => l.id).join(', '))), 'lesson-url');
    ls.show(null);
    return false;
  }
  const n = lessonText(lesson, langStore.getState().lang).steps.length;
  const raw = params.get('step') ?? '1';
  let step = Number(raw);
  if (!Number.isInteger(step) || step < 1 || step > n) {
    h.store.getState().pushMessage('error', inEachLang((lang) => LESSON_STRINGS[lang].badStep(raw, n)), 'lesson-url');
    step = 1;
  }
  const hasScenario = [...params.keys()].some((k) => SCENARIO_KEYS.includes(k) || k.startsWith('k.'));
  openStep(h, lesson, step - 1, !hasScenario);
  // A moment link taken while the step showed its answer shows it again.
  const answer = params.get('answer');
  if (answer === '1') lessonStore.getState().setPhase('revealed');
  else if (answer !== null) h.store.getState().pushMessage('error', inEachLang((lang) => LESSON_STRINGS[lang].badAnswer(answer)), 'lesson-url');
  return !hasScenario;
}
