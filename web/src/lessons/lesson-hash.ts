// The lesson part of the URL, without the lesson catalog: writing the hash
// and noticing a lesson link must not pull every lesson into the initial
// bundle (the catalog loads on demand, see lesson-actions.ts).
import type { LabStore } from '../store/lab-store';
import { lessonStore } from './lesson-store';

/** "&lesson=<id>&step=<n>" for the open lesson step, or "". */
export function lessonHashPart(): string {
  const { lessonId, step, preview } = lessonStore.getState();
  if (!lessonId || (preview && lessonId === preview.id)) return '';
  return `&lesson=${encodeURIComponent(lessonId)}&step=${step + 1}`;
}

/**
 * "&answer=1" when the open step shows its answer: a moment link taken then
 * brings the answer back with the moment (lesson-actions.readLessonHash).
 */
export function answerHashPart(): string {
  const { lessonId, preview, phase } = lessonStore.getState();
  if (!lessonId || (preview && lessonId === preview.id) || phase !== 'revealed') return '';
  return '&answer=1';
}

/** Whether the hash names a lesson (then lesson-actions.readLessonHash applies). */
export function hashNamesLesson(hash: string): boolean {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('lesson') !== null;
}

/** A hash without a lesson closes the lesson shown by an earlier link. */
export function forgetLessonLink(store: LabStore): void {
  const ls = lessonStore.getState();
  store.getState().clearTopic('lesson-url');
  if (ls.lessonId && ls.lessonId !== 'preview') ls.show(null);
}
