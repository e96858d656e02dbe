// Presenter mode at run time: the projector theme (an attribute on <html>
// that presenter.css keys on) and the clicker keys. Small on purpose: what
// drives a lesson loads with the lessons, on first use.
import { layoutStore } from '../ui/layout-store';
import { ownsKeys } from '../app/shortcuts';
import { labSaid } from '../lang/lab-said';
import type { LabHandles } from '../lessons/lesson-actions';
import { lessonStore } from '../lessons/lesson-store';
import { toggleFullscreen } from './fullscreen';
import { presenterKeyAction, type PresenterAction } from './presenter-keys';
import { presenterStore } from './presenter-store';
import { startReleasingPointerFocus } from './release-pointer-focus';

type LessonKeys = typeof import('./lesson-keys');
let lessonKeys: Promise<LessonKeys> | null = null;
const loadLessonKeys = () => (lessonKeys ??= import('./lesson-keys'));

export function startPresenter(h: LabHandles, doc: Document = document): () => void {
  const showLayout = () => {
    const presenting = layoutStore.getState().layout === 'presenter';
    doc.documentElement.dataset.layout = presenting ? 'presenter' : 'lab';
    if (presenting) void loadLessonKeys(); // ready before the first click
    else presenterStore.getState().setBlank(false);
  };
  showLayout();
  const unsubscribe = layoutStore.subscribe((l, prev) => {
    if (l.layout !== prev.layout) showLayout();
  });

  const run = (action: PresenterAction) => {
    const ps = presenterStore.getState();
    const ls = lessonStore.getState();
    const lessonShown = ls.open && ls.lessonId !== null;
    switch (action) {
      case 'keys':
        return ps.setKeysOpen(true);
      case 'blank':
        return ps.setBlank(true);
      case 'fullscreen':
        return void toggleFullscreen(doc).catch((e: Error) => h.store.getState().pushMessage('error', labSaid((w) => w.fullScreenRefused(e.message)), 'fullscreen'));
      case 'next':
        if (!lessonShown) return h.controller.togglePlay();
        return void loadLessonKeys().then((m) => m.next(h));
      case 'prev':
        if (lessonShown) void loadLessonKeys().then((m) => m.previous(h));
        return;
      case 'reset':
        if (!lessonShown) return h.controller.reset();
        return void loadLessonKeys().then((m) => m.reset(h));
    }
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    if (ownsKeys(e.target, e.key)) return;
    const presenting = layoutStore.getState().layout === 'presenter';
    // A blanked screen comes back on any key (and that key does nothing else).
    if (presenting && presenterStore.getState().blank) {
      presenterStore.getState().setBlank(false);
      e.preventDefault();
      return;
    }
    const action = presenterKeyAction(e, presenting);
    if (!action) return;
    e.preventDefault();
    run(action);
  };
  doc.addEventListener('keydown', onKey);
  const stopReleasing = startReleasingPointerFocus(() => layoutStore.getState().layout === 'presenter', doc);
  return () => {
    unsubscribe();
    stopReleasing();
    doc.removeEventListener('keydown', onKey);
  };
}
