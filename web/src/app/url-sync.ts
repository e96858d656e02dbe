// Keeps the URL hash and the scenario in step: read on load and on
// hashchange (a pasted link), written (replaceState) after every change,
// once per task: opening a link or a lesson step sets speed, lesson step
// and scenario one after another, and each state between (the new link's
// speed with the old lesson step, the new step with the old scenario) must
// never reach the address. Chromium hands every replaceState to the
// browser on its own, so a reload arriving between two of them reopened
// the old lesson step.
// A link's moment (t, h) is applied after its scenario loads and stays in
// the hash while the run is still at it; layout= sets the layout (see
// moment.ts and layout-store.ts).
import type { LabController } from '../controller/lab-controller';
import type { LabScenario } from '../model/scenario';
import type { LabStore } from '../store/lab-store';
import { decodeUrlState, encodeUrlState } from '../store/url-state';
import { forgetLessonLink, hashNamesLesson, lessonHashPart } from '../lessons/lesson-hash';
import { lessonStore } from '../lessons/lesson-store';
import { isCompareHash } from '../ui/compare-route';
import { layoutStore } from '../ui/layout-store';
import { MEASURED_KEY, measuredHashPart, measuredLinkStore, readMeasuredRef, wantedMessage } from '../ui/measured-link';
import { applyLinkView, linkViewHashPart, takeBadQueryLang } from './link-view';
import { applyMoment, momentHashPart, splitMoment, type Moment } from './moment';
import { langStore } from '../lang/lang-store';
import type { LabState } from '../store/lab-state';
import type { LocalText } from '../lang/local-text';

type LessonActions = typeof import('../lessons/lesson-actions');
let lessonActions: LessonActions | null = null;
/** The lessons' code and data (the catalog and the fidelity report, ~290 KB): fetched when a link names a lesson, else when one opens. */
function loadLessonActions(): Promise<LessonActions> {
  return import('../lessons/lesson-actions').then((m) => (lessonActions = m));
}

/** The hash for the state on screen: scenario, speed, lesson step, layout, language, the measured run's reference. */
export function stateHash(s: LabState): string {
  return s.schema ? encodeUrlState(s.schema, { scenario: s.scenario, speed: s.speed }) + lessonHashPart() + linkViewHashPart() + measuredHashPart() : '';
}

/** A link's measured run (by reference): the panel asks the reader for its file (yourserver/). */
function readMeasuredPart(rest: string): LocalText[] {
  const value = new URLSearchParams(rest.startsWith('#') ? rest.slice(1) : rest).get(MEASURED_KEY);
  if (value === null) return [];
  const r = readMeasuredRef(MEASURED_KEY, value);
  if ('problem' in r) return [r.problem];
  measuredLinkStore.getState().setWanted(r.ref);
  return [];
}

export function startUrlSync(store: LabStore, controller: LabController, win: Window = window): () => void {
  // Not at every start: parsing them competed with the lab's first render.
  if (hashNamesLesson(win.location.hash)) void loadLessonActions();
  let lastWritten = '';
  // A lesson link whose lessons are still loading: until they are, the hash
  // stays as the link was (a write now would drop the lesson from it).
  let lessonLink: string | null = null;
  // A link's moment, kept in the hash while the run is still at it (a copy
  // of the address or a reload then opens it again). `shown`: applied; until
  // then only another scenario drops it.
  let held: { scenario: LabScenario; atNs: number; part: string; shown: boolean } | null = null;
  const stillAtMoment = (s: LabState): boolean =>
    held !== null && s.scenario === held.scenario && (!held.shown || (s.nowNs === held.atNs && s.status !== 'playing' && s.status !== 'searching'));
  /** Shows the link's moment in the scenario just loaded, and holds it in the hash. */
  const showMoment = (moment: Moment) => {
    held = null;
    if (moment.atNs === null) return;
    const mine = { scenario: store.getState().scenario, atNs: moment.atNs, part: momentHashPart(moment.atNs, moment.horizonNs ?? moment.atNs), shown: false };
    held = mine;
    void applyMoment(store, controller, moment).then((shown) => {
      if (held !== mine) return; // a newer link or scenario took over
      held = shown ? { ...mine, part: momentHashPart(shown.atNs, shown.horizonNs), shown: true } : null;
      if (held && !stillAtMoment(store.getState())) held = null;
      write();
    });
  };
  const readHash = () => {
    const s = store.getState();
    if (!s.schema) return;
    const hash = win.location.hash; // before any write below replaces it
    if (isCompareHash(hash)) return; // the A/B comparison keeps its own hash (compare/compare-url-sync.ts)
    lastWritten = hash; // read: later writes may replace it
    const { rest, moment } = splitMoment(hash);
    const decoded = decodeUrlState(s.schema, rest);
    s.clearTopic('url');
    for (const p of [...decoded.problems, ...moment.problems, ...readMeasuredPart(rest)]) s.pushMessage('error', p, 'url');
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
      showMoment(moment);
      write();
      return;
    }
    // A lesson link: the lessons (text, scenarios, figures) load on demand.
    const apply = ({ readLessonHash }: LessonActions) => {
      lessonLink = null;
      if (!readLessonHash({ store, controller }, rest)) controller.loadScenario(decoded.scenario);
      showMoment(moment);
      write();
    };
    // Usually loaded by now (it started with the page): read the link at once.
    if (lessonActions) return apply(lessonActions);
    void loadLessonActions().then((m) => {
      if (lessonLink === hash) apply(m); // unless a newer hash took over meanwhile
    });
  };
  let writeDue = false;
  /** Writes the hash once the current task's changes are all made (see the top). */
  const write = () => {
    if (writeDue) return;
    writeDue = true;
    queueMicrotask(() => {
      writeDue = false;
      writeNow();
    });
  };
  const writeNow = () => {
    const s = store.getState();
    if (!s.schema || lessonLink !== null || isCompareHash(win.location.hash)) return;
    // A hash we neither wrote nor read yet is a navigation (a pasted link):
    // read it instead of overwriting it with the state it replaces.
    if (win.location.hash !== lastWritten) {
      readHash();
      return;
    }
    const hash = stateHash(s) + (held ? held.part : '');
    if (hash !== lastWritten && hash !== win.location.hash) {
      win.history.replaceState(null, '', hash);
    }
    lastWritten = hash;
  };
  /** The page's own link, once the schema can read it; a ?lang= the lab cannot show is refused too. */
  const firstRead = () => {
    readHash();
    for (const p of takeBadQueryLang(win)) store.getState().pushMessage('error', p, 'url');
  };
  const onHashChange = () => {
    if (win.location.hash !== lastWritten) readHash();
  };
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.schema && !prev.schema) firstRead();
    else if (held && !stillAtMoment(s)) {
      held = null; // the run moved on: the address says what is on screen now
      write();
    } else if (s.scenario !== prev.scenario || s.speed !== prev.speed) write();
  });
  const unsubscribeLessons = lessonStore.subscribe((l, prev) => {
    if (l.lessonId !== prev.lessonId || l.step !== prev.step) write();
  });
  const unsubscribeLang = langStore.subscribe((l, prev) => {
    if (l.lang !== prev.lang) write();
  });
  const unsubscribeLayout = layoutStore.subscribe((l, prev) => {
    if (l.layout !== prev.layout) write();
  });
  const unsubscribeMeasured = measuredLinkStore.subscribe((m, prev) => {
    if (m.wanted !== prev.wanted) {
      // A run the link names and the page lacks: said at the top until it is drawn or forgotten.
      store.getState().clearTopic('measured-link');
      if (m.wanted) store.getState().pushMessage('warning', wantedMessage(m.wanted), 'measured-link');
    }
    if (m.shown !== prev.shown || m.wanted !== prev.wanted) write();
  });
  win.addEventListener('hashchange', onHashChange);
  if (store.getState().schema) firstRead();
  return () => {
    unsubscribe();
    unsubscribeLessons();
    unsubscribeLang();
    unsubscribeLayout();
    unsubscribeMeasured();
    win.removeEventListener('hashchange', onHashChange);
  };
}
