// Keeps the URL hash and the scenario in step: read on load and on
// hashchange (a pasted link), written (replaceState) on every change.
// A link's moment (t, h) is applied after its scenario loads; layout= sets
// the layout (see moment.ts and layout-store.ts).
import type { LabController } from '../sim/lab-controller';
import type { LabState, LabStore } from '../store/lab-store';
import { decodeUrlState, encodeUrlState } from '../store/url-state';
import { forgetLessonLink, hashNamesLesson, lessonHashPart } from '../lessons/lesson-hash';
import { lessonStore } from '../lessons/lesson-store';
import { isCompareHash } from '../compare/compare-route';
import { layoutStore } from './layout-store';
import { applyLinkView, linkViewHashPart } from './link-view';
import { applyMoment, splitMoment } from './moment';

type LessonActions = typeof import('../lessons/lesson-actions');
let lessonActions: LessonActions | null = null;
/** The lessons' code and data: fetched in the background, off the critical path. */
function loadLessonActions(): Promise<LessonActions> {
  return import('../lessons/lesson-actions').then((m) => (lessonActions = m));
}

/** The hash for the state on screen: scenario, speed, lesson step, layout, language. */
export function stateHash(s: LabState): string {
  return s.schema ? encodeUrlState(s.schema, { scenario: s.scenario, speed: s.speed }) + lessonHashPart() + linkViewHashPart() : '';
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
    const { rest, moment } = splitMoment(hash);
    const decoded = decodeUrlState(s.schema, rest);
    s.clearTopic('url');
    for (const p of [...decoded.problems, ...moment.problems]) s.pushMessage('error', p, 'url');
    s.setSpeed(decoded.speed);
    const lesson = hashNamesLesson(rest);
    // Until a pending lesson link is read, writes keep the hash as it is.
    if (lesson && !lessonActions) lessonLink = hash;
    applyLinkView(moment);
    // A lesson step without scenario fields loads the step's own scenario.
    if (!lesson) {
      lessonLink = null;
      forgetLessonLink(store);
      controller.loadScenario(decoded.scenario);
      void applyMoment(store, controller, moment);
      write();
      return;
    }
    // A lesson link: the lessons (text, scenarios, figures) load on demand.
    const apply = ({ readLessonHash }: LessonActions) => {
      lessonLink = null;
      if (!readLessonHash({ store, controller }, rest)) controller.loadScenario(decoded.scenario);
      void applyMoment(store, controller, moment);
      write();
    };
    // Usually loaded by now (it started with the page): read the link at once.
    if (lessonActions) return apply(lessonActions);
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
    const hash = stateHash(s);
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
    if (l.lessonId !== prev.lessonId || l.step !== prev.step || l.lang !== prev.lang) write();
  });
  const unsubscribeLayout = layoutStore.subscribe((l, prev) => {
    if (l.layout !== prev.layout) write();
  });
  win.addEventListener('hashchange', onHashChange);
  if (store.getState().schema) readHash();
  return () => {
    unsubscribe();
    unsubscribeLessons();
    unsubscribeLayout();
    win.removeEventListener('hashchange', onHashChange);
  };
}
