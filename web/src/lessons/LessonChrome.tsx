// The lessons' header widgets (language, the Lessons button) and the slot
// the panel appears in. The panel and the lesson catalog load on first
// open, so they stay out of the lab's initial JavaScript.
import { lazy, Suspense } from 'react';
import { LANGS, type Lang } from '../lang/lang';
import { useT } from '../lang/use-words';
import { lessonStore, useLessons } from './lesson-store';
import { useLang, langStore } from '../lang/lang-store';

const LessonPanel = lazy(() => import('./LessonPanel').then((m) => ({ default: m.LessonPanel })));

export function LangSwitch() {
  const lang = useLang();
  const t = useT();
  const names: Record<Lang, string> = { en: 'English', zh: '中文' };
  return (
    <div className="lang-switch" role="group" aria-label={t.language}>
      {LANGS.map((l) => (
        <button key={l} type="button" aria-pressed={lang === l} data-testid={`lang-${l}`} lang={l === 'zh' ? 'zh-CN' : 'en'} onClick={() => langStore.getState().setLang(l)}>
          {names[l]}
        </button>
      ))}
    </div>
  );
}

export function LessonsToggle() {
  const open = useLessons((s) => s.open);
  const t = useT();
  return (
    <button type="button" className="lessons-toggle" aria-expanded={open} data-testid="lessons-toggle" onClick={() => lessonStore.getState().setOpen(!open)}>
      {open ? t.hideLessons : t.lessons}
    </button>
  );
}

/** A first visit's pointer to the guided lessons (gone once they have been opened). */
export function NewHereHint() {
  const visible = useLessons((s) => !s.open && !s.seen);
  const t = useT();
  if (!visible) return null;
  return (
    <button type="button" className="link-button new-here" data-testid="new-here" onClick={() => lessonStore.getState().setOpen(true)}>
      {t.newHere}
    </button>
  );
}

export function LessonPanelSlot() {
  const open = useLessons((s) => s.open);
  const t = useT();
  if (!open) return null;
  return (
    <Suspense fallback={<aside className="lesson-pane" aria-label={t.lessons} aria-busy="true" />}>
      <LessonPanel />
    </Suspense>
  );
}
