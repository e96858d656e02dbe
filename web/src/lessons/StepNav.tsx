// Between steps: back, on to the next step, on to the next lesson of the
// course, or back to the list after the last.
import { useLabContext } from '../ui/lab-context';
import type { Lang } from '../lang/lang';
import { lessonText, LESSONS, type Lesson } from './catalog';
import type { PanelStrings } from './lesson-i18n';
import { openStep } from './lesson-actions';
import { lessonStore } from './lesson-store';
import { focusNextStepHeading } from './step-focus';

export function StepNav({ lesson, index, count, revealed, t, lang }: { lesson: Lesson; index: number; count: number; revealed: boolean; t: PanelStrings; lang: Lang }) {
  const lab = useLabContext();
  // The last step leads on to the next lesson in the course (a preview has none).
  const at = LESSONS.findIndex((l) => l.id === lesson.id);
  const nextLesson = at >= 0 ? LESSONS[at + 1] : undefined;
  return (
    <div className="lesson-nav">
      {index > 0 ? (
        <button
          type="button"
          onClick={() => {
            focusNextStepHeading();
            openStep(lab, lesson, index - 1);
          }}
        >
          ← {t.prev}
        </button>
      ) : (
        <span />
      )}
      {index + 1 < count ? (
        <button type="button" className={revealed ? 'primary' : ''} onClick={() => {
            focusNextStepHeading();
            openStep(lab, lesson, index + 1);
          }}
          data-testid="lesson-next"
        >
          {t.next} →
        </button>
      ) : nextLesson ? (
        <button type="button" className={revealed ? 'primary' : ''} onClick={() => {
            focusNextStepHeading();
            openStep(lab, nextLesson, 0);
          }}
          data-testid="lesson-next-lesson"
        >
          {t.nextLesson(lessonText(nextLesson, lang).meta.title ?? nextLesson.id)} →
        </button>
      ) : (
        <button
          type="button"
          onClick={() => {
            focusNextStepHeading();
            lessonStore.getState().show(null);
          }}
        >
          {t.finish}
        </button>
      )}
    </div>
  );
}
