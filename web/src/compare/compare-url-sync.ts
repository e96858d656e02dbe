// Keeps the compare hash and the two sides in step, as app/url-sync.ts does
// for the lab: read when the model is ready and on hashchange (a pasted
// link), written (replaceState) on every change of either side, the speed,
// the layout or the language.
import { applyLinkView, currentView } from '../app/link-view';
import { layoutStore } from '../ui/layout-store';
import { defaultScenario, type LabScenario } from '../model/scenario';
import type { CompareSession } from './compare-session';
import { isCompareHash } from '../ui/compare-route';
import { decodeCompareHash, encodeCompareHash } from './compare-url';
import { langStore } from '../lang/lang-store';
import { measuredLinkStore } from '../ui/measured-link';

/** `labScenario` is A when the hash names none: the lab's scenario, if it has one. */
export function startCompareUrlSync(session: CompareSession, labScenario: () => LabScenario | null, win: Window = window): () => void {
  let lastWritten = '';
  // While a link is read its parts land one by one: write once, at the end.
  let reading = false;
  const read = () => {
    const run = session.run.getState();
    const hash = win.location.hash;
    if (!run.schema || !isCompareHash(hash)) return; // leaving Compare: the lab reads it
    lastWritten = hash;
    const decoded = decodeCompareHash(run.schema, hash, labScenario() ?? defaultScenario(run.schema));
    reading = true;
    try {
      run.clearTopic('url');
      for (const p of decoded.problems) run.pushMessage('error', p, 'url');
      run.setSpeed(decoded.speed);
      applyLinkView(decoded.view);
      session.load(decoded.a, decoded.b);
      // B as a measured run: drawn if it is the one on screen, else asked for (compare/MeasuredSidePane.tsx).
      session.setMeasuredB(decoded.bMeasured);
      measuredLinkStore.getState().setWanted(decoded.bMeasured);
    } finally {
      reading = false;
    }
    write();
  };
  const write = () => {
    const s = session.run.getState();
    if (reading || !s.schema || !isCompareHash(win.location.hash)) return;
    // A hash we neither wrote nor read is a navigation: read it, do not overwrite it.
    if (win.location.hash !== lastWritten) return read();
    const hash = encodeCompareHash(s.schema, { ...session.scenarios(), speed: s.speed, bMeasured: session.measuredB.getState().ref }, currentView());
    if (hash !== win.location.hash) win.history.replaceState(null, '', hash);
    lastWritten = hash;
  };
  const onHashChange = () => {
    if (win.location.hash !== lastWritten) read();
  };
  const unsubscribe = session.run.subscribe((s, prev) => {
    if (s.schema && !prev.schema) read();
    else if (s.speed !== prev.speed) write();
  });
  const unsubscribeSides = [session.sides.a, session.sides.b].map((side) =>
    side.subscribe((s, prev) => {
      if (s.scenario !== prev.scenario) write();
    }),
  );
  const unsubscribeMeasured = session.measuredB.subscribe((m, prev) => {
    if (m.ref !== prev.ref) write();
  });
  const unsubscribeLayout = layoutStore.subscribe((l, prev) => {
    if (l.layout !== prev.layout) write();
  });
  const unsubscribeLang = langStore.subscribe((l, prev) => {
    if (l.lang !== prev.lang) write();
  });
  win.addEventListener('hashchange', onHashChange);
  read();
  return () => {
    unsubscribe();
    unsubscribeLayout();
    unsubscribeLang();
    unsubscribeMeasured();
    for (const u of unsubscribeSides) u();
    win.removeEventListener('hashchange', onHashChange);
  };
}
