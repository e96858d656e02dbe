// Opening a lesson step drives the lab: it loads the step's scenario and
// speed through the controller. The URL carries #…&lesson=<id>&step=<n>
// (1-based) beside the scenario, so a lesson step is a shareable link.
import type { LabController } from '../sim/lab-controller';
import type { LabStore } from '../store/lab-store';
import { findLesson, labScenarioFromFile, lessonText, LESSONS, stepScenarioPath, type Lesson } from './catalog';
import { STRINGS } from './i18n';
import type { LessonStep } from './lesson-format.js';
import { forgetLessonLink } from './lesson-hash';
import { lessonStore } from './lesson-store';

export interface LabHandles {
  store: LabStore;
  controller: LabController;
}

/** Shows a step; with load, puts its scenario and speed into the lab. */
export function openStep({ store, controller }: LabHandles, lesson: Lesson, step: number, load = true): void {
  lessonStore.getState().show(lesson.id, step);
  if (!load) return;
  const s = store.getState();
  const st = lessonText(lesson, lessonStore.getState().lang).steps[step];
  const path = st ? stepScenarioPath(lesson, st.scenario) : null;
  s.clearTopic('lesson');
  if (!s.schema || !st) return;
  const res = path ? labScenarioFromFile(s.schema, path) : { scenario: null, problems: [] as string[] };
  for (const p of res.problems) s.pushMessage('error', p, 'lesson');
  if (!res.scenario) {
    s.pushMessage('info', STRINGS[lessonStore.getState().lang].scenarioMissing, 'lesson');
    return;
  }
  if (s.status === 'playing') controller.pause();
  controller.setSpeed(st.speed ?? 'max');
  controller.loadScenario(res.scenario);
}

/**
 * Locks in the prediction and runs the step. Presenting, the run pauses at
 * the step's cue point, where its reveal is due (the panel then reveals).
 */
export function runStep({ controller }: LabHandles, step: LessonStep, presenting: boolean): void {
  // A refused configuration does not run: the step stays at its prediction.
  if (!controller.play(presenting && step.cue !== undefined ? Math.round(step.cue * 1e9) : undefined)) return;
  lessonStore.getState().setPhase('running');
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
  const t = STRINGS[ls.lang];
  if (id === null) {
    forgetLessonLink(h.store);
    return false;
  }
  h.store.getState().clearTopic('lesson-url');
  const lesson = findLesson(id);
  if (!lesson) {
    h.store.getState().pushMessage('error', t.badLesson(id, LESSONS.map((l) => l.id).join(', ')), 'lesson-url');
    ls.show(null);
    return false;
  }
  const n = lessonText(lesson, ls.lang).steps.length;
  const raw = params.get('step') ?? '1';
  let step = Number(raw);
  if (!Number.isInteger(step) || step < 1 || step > n) {
    h.store.getState().pushMessage('error', t.badStep(raw, n), 'lesson-url');
    step = 1;
  }
  const hasScenario = [...params.keys()].some((k) => SCENARIO_KEYS.includes(k) || k.startsWith('k.'));
  openStep(h, lesson, step - 1, !hasScenario);
  return !hasScenario;
}
