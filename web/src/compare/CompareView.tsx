// The A/B comparison page: the lab's playback bar and messages driving a
// lockstep pair, the two sides, what differs, the live diff, both sides'
// pipeline animations side by side (the why behind the numbers, on one
// clock) and one chart per metric with A and B overlaid. Loaded on first
// open (CompareEntry.tsx).
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { LabContext, useLab, useLabContext } from '../ui/lab-context';
import { Messages } from '../app/Messages';
import { PlaybackBar } from '../app/PlaybackBar';
import { useHeaderHeight } from '../app/use-header-height';
import { LangSwitch } from '../lessons/LessonChrome';
import { HeaderMore, PresenterControls } from '../presenter/PresenterControls';
import { fieldIndex } from '../model/schema';
import { encodeUrlState } from '../store/url-state';
import { COMPARE_METRICS, metricColumns } from './compare-metrics';
import type { BoundMetric } from './compare-export';
import { createCompareSession, type CompareSession } from './compare-session';
import { startCompareShortcuts } from './compare-shortcuts';
import { startCompareUrlSync } from './compare-url-sync';
import { DiffTable } from './DiffTable';
import { differingKnobs } from './differing-knobs';
import { DifferingKnobs } from './DifferingKnobs';
import { CompareCrash } from '../crash/CompareCrash';
import { OverlayChart } from './OverlayChart';
import { QuickStarts } from './QuickStarts';
import { SidePane } from './SidePane';
import { MeasuredBChooser, MeasuredSidePane, useMeasuredB } from './MeasuredSidePane';
import { measuredFields, withMeasuredB } from './measured-rows';
import { useMeasuredSideWords } from './measured-side-words';
import { useMeasured } from '../yourserver/measured-store';
import type { LabState } from '../store/lab-state';
import { SIDE_STYLE } from './side-style';
import { PipelineView } from '../viz/pipeline/PipelineView';
import { useCompareT } from './compare-i18n';
import './compare.css';

export function CompareView() {
  const lab = useLabContext();
  const [session, setSession] = useState<CompareSession | null>(null);
  const t = useCompareT();
  useEffect(() => {
    // One simulation at a time: the lab's own run waits while Compare is open.
    lab.controller.pause();
    const s = createCompareSession();
    const labScenario = () => (lab.store.getState().schema ? lab.store.getState().scenario : null);
    const stopUrl = startCompareUrlSync(s, labScenario);
    const stopKeys = startCompareShortcuts(s.controller);
    // Read-only hooks for the end-to-end tests, beside the lab's.
    const hooks = (window as unknown as { __commitlab?: Record<string, unknown> }).__commitlab;
    if (hooks) hooks.compare = { clocks: s.clocks, store: s.run };
    setSession(s);
    return () => {
      stopKeys();
      stopUrl();
      s.dispose();
      if (hooks) delete hooks.compare;
    };
  }, [lab]);
  if (!session) return <p className="panel" aria-busy="true">{t.starting}</p>;
  return (
    <LabContext.Provider value={{ store: session.run, controller: session.controller }}>
      <CompareLayout session={session} />
    </LabContext.Provider>
  );
}

function BackToLab({ session }: { session: CompareSession }) {
  const t = useCompareT();
  return (
    <button
      type="button"
      className="compare-back"
      data-testid="compare-close"
      onClick={() => {
        const s = session.run.getState();
        // The lab reads the hash (app/url-sync.ts): it opens with A's configuration.
        if (s.schema) window.location.hash = encodeUrlState(s.schema, { scenario: session.scenarios().a, speed: s.speed });
        else window.location.hash = '';
      }}
    >
      {t.back}
    </button>
  );
}

function CompareLayout({ session }: { session: CompareSession }) {
  const schema = useLab((s) => s.schema);
  const load = useLab((s) => s.load);
  const coreStride = useLab((s) => s.rows.stride / 2);
  const t = useCompareT();
  const headerRef = useHeaderHeight();
  const a = useStore(session.sides.a, (s) => s.scenario);
  const b = useStore(session.sides.b, (s) => s.scenario);
  const differences = useMemo(() => (schema ? differingKnobs(schema, a, b) : []), [schema, a, b]);
  // B as a measured run: B's half of the rows comes from the run (measured-rows.ts) once it is here.
  const bRef = useMeasuredB(session);
  const mw = useMeasuredSideWords();
  const run = useMeasured((x) => x);
  const rowsOf = useMemo(() => {
    if (!schema || !bRef || run.ref?.fp !== bRef.fp || !run.log) return undefined;
    const fields = measuredFields({ log: run.log, status: run.status, variables: run.variables });
    const names = schema.interval_fields.map((f) => f.name);
    const t = fieldIndex(schema).get('t_s');
    return (s: LabState) => withMeasuredB(s.rows, s.rows.stride / 2, names, t, fields);
  }, [schema, bRef, run.ref, run.log, run.status, run.variables]);
  const sideKinds = bRef ? { a: mw.modelBadge, b: mw.badge } : undefined;
  const { metrics, tCol } = useMemo(() => {
    if (!schema) return { metrics: [] as BoundMetric[], tCol: undefined };
    const fields = fieldIndex(schema);
    const bound: BoundMetric[] = [];
    for (const metric of COMPARE_METRICS) {
      const cols = metricColumns(fields, metric);
      if (cols) bound.push({ metric, cols });
    }
    return { metrics: bound, tCol: fields.get('t_s') };
  }, [schema]);

  return (
    <div className="app compare-app">
      <a className="skip-link" href="#compare-main">
        {t.skip}
      </a>
      {/* lab-header: presenter mode makes it the lab's one compact row (presenter.css); "Setup" shows the rest. */}
      <header className="app-header lab-header compare-header" ref={headerRef}>
        <div className="brand">
          <h1>{t.title}</h1>
          <p className="tagline">{t.tagline}</p>
        </div>
        <BackToLab session={session} />
        <div className="header-view">
          <LangSwitch />
          <PresenterControls />
        </div>
        <PlaybackBar moments={false} />
        <HeaderMore label={t.setup} title={t.setupTitle} />
      </header>
      <Messages />
      <main id="compare-main" className="compare" tabIndex={-1} aria-label={t.mainLabel}>
        {load !== 'ready' || !schema ? (
          <p className="panel">{load === 'failed' ? t.loadFailed : t.loading}</p>
        ) : (
          <>
            <QuickStarts session={session} />
            <div className="compare-panes">
              <SidePane session={session} side="a" differences={differences} badge={bRef ? <span className="model-badge" data-testid="pane-a-model-badge">{mw.modelBadge}</span> : undefined} />
              {bRef ? <MeasuredSidePane session={session} bRef={bRef} /> : <SidePane session={session} side="b" differences={differences} extra={<MeasuredBChooser session={session} />} />}
            </div>
            <div className={bRef ? 'compare-tables compare-tables-measured' : 'compare-tables'}>
              {!bRef && <DifferingKnobs session={session} differences={differences} />}
              <DiffTable
                session={session}
                metrics={metrics}
                coreStride={coreStride}
                tCol={tCol}
                rowsOf={rowsOf}
                measured={bRef ? { title: mw.diffTitle, notMeasured: mw.notMeasured, a: mw.modelBadge, b: mw.badge, ref: bRef } : undefined}
              />
            </div>
            {/* Each animation in its side's view of the pair: the same instant, frame by frame. */}
            <div className="compare-pipelines" data-testid="compare-pipelines">
              {(['a', 'b'] as const).map((side) => (
                <LabContext.Provider key={side} value={{ store: session.views[side], controller: session.controller }}>
                  <PipelineView side={side} sideName={SIDE_STYLE[side].name} />
                </LabContext.Provider>
              ))}
            </div>
            <div className="compare-charts">
              {metrics
                .filter((m) => m.metric.chart)
                .map((m) => (
                  <OverlayChart key={m.metric.id} metric={m.metric} cols={m.cols} tCol={tCol} coreStride={coreStride} rowsOf={rowsOf} sideKinds={sideKinds} />
                ))}
            </div>
            {/* After the charts: a presenter's first screen keeps B against A and its charts. A measured B cannot crash. */}
            {!bRef && <CompareCrash sides={session.sides} />}
          </>
        )}
      </main>
      <footer className="app-footer">
        <p>
          {t.keysIntro}
          <kbd>k</kbd>
          {t.keysPlay}
          <kbd>.</kbd>
          {t.keysStep}
        </p>
      </footer>
    </div>
  );
}
