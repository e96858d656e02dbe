// Keeps the URL hash and the scenario in step: read on load and on
// hashchange (a pasted link), written (replaceState) on every change.
import type { LabController } from '../sim/lab-controller';
import type { LabStore } from '../store/lab-store';
import { decodeUrlState, encodeUrlState } from '../store/url-state';
import { forgetLessonLink, hashNamesLesson, lessonHashPart } from '../lessons/lesson-hash';
import { lessonStore } from '../lessons/lesson-store';
import { isCompareHash } from '../compare/compare-route';

type LessonActions = typeof import('../lessons/lesson-actions');
let lessonActions: LessonActions | null = null;
/** The lessons' code and data: fetched in the background, off the critical path. */
function loadLessonActions(): Promise<LessonActions> {
  return import('../lessons/lesson-actions').then((m) => (lessonActions = m));
}

export function startUrlSync(store: LabStore, controller: LabController, win: Window = window): () => void {
  void loadLessonActions();
  let lastWritten = '';
  // A lesson link whose lessons are still loading: until they are, the hash
  // stays as the link was (a write now would drop the lesson from it).
  let lessonLink: string | null = null;
  const readHash = () => {
    const s = store.getState();
    if (!s.schema) return;
    const hash = win.location.hash; // before any write below replaces it
    if (isCompareHash(hash)) return; // the A/B comparison keeps its own hash (compare/compare-url-sync.ts)
    lastWritten = hash; // read: later writes may replace it
    const decoded = decodeUrlState(s.schema, hash);
    s.clearTopic('url');
    for (const p of decoded.problems) s.pushMessage('error', p, 'url');
    s.setSpeed(decoded.speed);
    // A lesson step without scenario fields loads the step's own scenario.
    if (!hashNamesLesson(hash)) {
      lessonLink = null;
      forgetLessonLink(store);
      controller.loadScenario(decoded.scenario);
      write();
      return;
    }
    // A lesson link: the lessons (text, scenarios, figures) load on demand.
    const apply = ({ readLessonHash }: LessonActions) => {
      lessonLink = null;
      if (!readLessonHash({ store, controller }, hash)) controller.loadScenario(decoded.scenario);
      write();
    };
    // Usually loaded by now (it started with the page): read the link at once.
    if (lessonActions) return apply(lessonActions);
    lessonLink = hash;
    void loadLessonActions().then((m) => {
      if (lessonLink === hash) apply(m); // unless a newer hash took over meanwhile
    });
  };
  const write = () => {
    const s = store.getState();
    if (!s.schema || lessonLink !== null || isCompareHash(win.location.hash)) return;
    // A hash we neither wrote nor read yet is a navigation (a pasted link):
    // read it instead of overwriting it with the state it replaces.
    if (win.location.hash !== lastWritten) {
      readHash();
      return;
    }
    const hash = encodeUrlState(s.schema, { scenario: s.scenario, speed: s.speed }) + lessonHashPart();
    if (hash !== lastWritten && hash !== win.location.hash) {
      win.history.replaceState(null, '', hash);
    }
    lastWritten = hash;
  };
  const onHashChange = () => {
    if (win.location.hash !== lastWritten) readHash();
  };
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.schema && !prev.schema) readHash();
    else if (s.scenario !== prev.scenario || s.speed !== prev.speed) write();
  });
  const unsubscribeLessons = lessonStore.subscribe((l, prev) => {
    if (l.lessonId !== prev.lessonId || l.step !== prev.step) write();
  });
  win.addEventListener('hashchange', onHashChange);
  if (store.getState().schema) readHash();
  return () => {
    unsubscribe();
    unsubscribeLessons();
    win.removeEventListener('hashchange', onHashChange);
  };
}
