// The lessons panel: the list of guided labs, and one lesson step at a
// time: its text, a prediction locked in before the run, the run itself
// (the step's scenario in the lab), then the reveal with the article's
// measured figures beside the model's and the learner's own run.
// The step itself is StepView.tsx (prediction, reveal and its chart, tuning
// and the step navigation each in a file of their own).
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useLabContext } from '../ui/lab-context';
import { findLesson, lessonText, LESSONS, previewLesson, type Lesson } from './catalog';
import { usePanelT } from './lesson-i18n';
import { openStep } from './lesson-actions';
import { lessonStore, useLessons } from './lesson-store';
import { focusNextStepHeading, takeStepHeadingFocus } from './step-focus';
import './lessons.css';
import { useLang } from '../lang/lang-store';
import { StepView } from './StepView';

export function LessonPanel() {
  const open = useLessons((s) => s.open);
  const lessonId = useLessons((s) => s.lessonId);
  const preview = useLessons((s) => s.preview);
  const t = usePanelT();
  if (!open) return null;
  const lesson = lessonId === 'preview' ? preview : lessonId ? findLesson(lessonId) : undefined;
  return (
    <aside className="lesson-pane" aria-label={t.lessons} data-testid="lesson-pane">
      {lesson ? <LessonView lesson={lesson} /> : <LessonList />}
    </aside>
  );
}



function LessonList() {
  const lab = useLabContext();
  const lang = useLang();
  const t = usePanelT();
  const fileId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeStepHeadingFocus()) headingRef.current?.focus();
  }, []);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    const lesson = previewLesson(await f.text());
    lessonStore.getState().setPreview(lesson);
    openStep(lab, lesson, 0);
  };
  return (
    <div className="lesson-list">
      <h2 ref={headingRef} tabIndex={-1}>
        {t.lessonList}
      </h2>
      <p className="hint">{t.lessonListIntro}</p>
      <ol data-testid="lesson-list">
        {LESSONS.map((l) => {
          const text = lessonText(l, lang);
          return (
            <li key={l.id}>
              <button type="button" className="lesson-link" data-testid={`lesson-${l.id}`} onClick={() => {
                  focusNextStepHeading();
                  openStep(lab, l, 0);
                }}>
                {/* The folder's number, as trainers and the course outline name them. */}
                <span className="lesson-link-title">
                  <span className="lesson-link-number">{l.id.slice(0, 2)}</span> {text.meta.title}
                </span>
                <span className="lesson-link-meta">
                  {t.steps(text.steps.length)}
                  {text.meta.source ? ` · ${text.meta.source}` : ''}
                </span>
              </button>
              <p className="lesson-summary">{text.meta.summary}</p>
            </li>
          );
        })}
      </ol>
      <div className="lesson-preview-input">
        <label htmlFor={fileId}>{t.previewLabel}</label>
        <input id={fileId} type="file" accept=".md,text/markdown,text/plain" data-testid="lesson-file" onChange={onFile} />
      </div>
    </div>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const lab = useLabContext();
  const lang = useLang();
  const stepIndex = useLessons((s) => s.step);
  const t = usePanelT();
  const text = lessonText(lesson, lang);
  const step = text.steps[Math.min(stepIndex, text.steps.length - 1)];
  const n = text.steps.length;
  const sources = (text.meta.source ?? '').split(/,\s*/).filter(Boolean);
  return (
    <article className="lesson" lang={lang === 'zh' ? 'zh-CN' : 'en'} data-testid="lesson" data-lesson={lesson.id}>
      <div className="lesson-top">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            focusNextStepHeading();
            lessonStore.getState().show(null);
          }}
        >
          ← {t.back}
        </button>
        {sources.length ? (
          <span className="lesson-source">{t.sources(sources)}</span>
        ) : null}
      </div>
      <h2>{text.meta.title}</h2>
      {lesson.preview ? <p className="message message-info">{t.previewNote}</p> : null}
      {text.problems.length ? (
        <div className="message message-error lesson-problems" data-testid="lesson-problems">
          <p>{t.problems}</p>
          <ul>
            {text.problems.map((p, i) => (
              <li key={i}>{p[lang]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <nav className="lesson-steps" aria-label={t.stepNav}>
        <ol>
          {text.steps.map((s, i) => (
            <li key={s.id}>
              <button type="button" aria-current={i === stepIndex ? 'step' : undefined} title={s.title} data-testid={`step-${i + 1}`} onClick={() => openStep(lab, lesson, i)}>
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step ? <StepView key={`${lesson.id}:${stepIndex}`} lesson={lesson} step={step} index={stepIndex} count={n} intro={stepIndex === 0 ? text.intro : ''} /> : null}
    </article>
  );
}
