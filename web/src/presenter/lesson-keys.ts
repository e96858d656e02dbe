// What Next, Previous and Reset do to the open lesson (loaded with the
// lessons, on demand). A step goes predict -> running -> revealed; Next
// moves it one phase on (a tuning step's tries are the speaker's to skip),
// then to the next step.
import { lessonText } from '../lessons/catalog';
import { openStep, revealStep, runStep, shownLesson, type LabHandles } from '../lessons/lesson-actions';
import { lessonStore } from '../lessons/lesson-store';
import { langStore } from '../lang/lang-store';

/** The lesson step on screen, if the lessons panel shows one. */
function current() {
  const ls = lessonStore.getState();
  const lesson = ls.open ? shownLesson() : undefined;
  if (!lesson) return null;
  const steps = lessonText(lesson, langStore.getState().lang).steps;
  const step = steps[ls.step];
  return step ? { lesson, steps, index: ls.step, step, phase: ls.phase } : null;
}

export function next(h: LabHandles): void {
  const c = current();
  if (!c) return h.controller.togglePlay();
  if (c.phase === 'predict') runStep(h, c.step);
  else if (c.phase === 'running' || c.phase === 'tuning') revealStep(h, c.step);
  else if (c.index + 1 < c.steps.length) openStep(h, c.lesson, c.index + 1);
}

export function previous(h: LabHandles): void {
  const c = current();
  if (c && c.index > 0) openStep(h, c.lesson, c.index - 1);
}

/** Back to the start: the step's own scenario at 0 s (or the lab's scenario). */
export function reset(h: LabHandles): void {
  const c = current();
  if (c) openStep(h, c.lesson, c.index);
  else h.controller.reset();
}
