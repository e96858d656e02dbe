// Page layout: header with playback, scenario and knobs on the left,
// live charts in the middle, interval log and per-change averages beside.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { CHARTS } from './viz/chart-specs';
import { IntervalLog } from './viz/IntervalLog';
import { SegmentTable } from './viz/SegmentTable';
import { PipelineView } from './viz/pipeline/PipelineView';
import { TimeSeriesChart } from './viz/TimeSeriesChart';
import { ChangesList } from './app/ChangesList';
import { ExportPanel } from './app/ExportPanel';
import { ImportMachine } from './app/ImportMachine';
import { KNOB_PIECES, KnobPanel } from './app/KnobPanel';
import { useState } from 'react';
import { useLab } from './ui/lab-context';
import { useHeaderHeight } from './app/use-header-height';
import { Messages } from './app/Messages';
import { PlaybackBar } from './app/PlaybackBar';
import { ScenarioPanel } from './app/ScenarioPanel';
import { LangSwitch, LessonPanelSlot, LessonsToggle, NewHereHint } from './lessons/LessonChrome';
import { useT } from './lang/use-words';
import { useLessons } from './lessons/lesson-store';
import { CompareButton, CompareSlot } from './compare/CompareEntry';
import { useCompareOpen } from './ui/compare-route';
import { HeaderMore, PresenterControls } from './presenter/PresenterControls';
import { CrashPanel } from './crash/CrashPanel';
import { RecoveryOverlay } from './crash/RecoveryOverlay';
import { Staged, stageIn, useStaged } from './ui/staged';

// Once the model is in, the lab arrives a piece per frame (ui/staged.tsx: a
// few knobs, the animation, a chart...), so no single task lays out the
// whole page on a phone. Page order as a phone shows it (the knobs above the
// animation): a piece that arrives never pushes down one already on screen.
const SCENARIO_STAGE = 1;
const FIRST_KNOB_STAGE = 2;
const PIPELINE_STAGE = FIRST_KNOB_STAGE + KNOB_PIECES;
const CRASH_STAGE = PIPELINE_STAGE + 1;
const FIRST_CHART_STAGE = CRASH_STAGE + 1;
const LAST_STAGE = FIRST_CHART_STAGE + CHARTS.length;

/**
 * The charts column keeps a screen's height (data-loading) until every
 * piece is in, so nothing on screen moves as they arrive (cumulative layout
 * shift). Its own component: only it re-renders when the last piece is in.
 */
function ChartsColumn({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  const allIn = useStaged(LAST_STAGE);
  return (
    <main id="charts" className="charts" tabIndex={-1} aria-label={label} data-loading={loading || !allIn ? '' : undefined}>
      {children}
    </main>
  );
}

// Below the charts, and a fifth of the lab's own code: loaded after the first render.
const YourServerPanel = lazy(() => import('./yourserver/YourServerPanel').then((m) => ({ default: m.YourServerPanel })));

export function App() {
  const load = useLab((s) => s.load);
  const t = useT();
  const lessonOpen = useLessons((s) => s.open);
  const compareOpen = useCompareOpen();
  const headerRef = useHeaderHeight();
  useEffect(() => {
    if (load === 'ready') stageIn(LAST_STAGE);
  }, [load]);
  // During a lesson the knob column folds away (the step's own knobs are in
  // the lesson), so the animation keeps its width beside the lesson.
  const [allSettings, setAllSettings] = useState(false);
  const folded = lessonOpen && !allSettings;
  // The A/B comparison (#compare=…) replaces the page while it is open.
  if (compareOpen) return <CompareSlot />;
  return (
    <div className="app">
      <a className="skip-link" href="#charts">
        {t.skip}
      </a>
      <header className="app-header lab-header" ref={headerRef}>
        <div className="brand">
          <h1>Commit Pipeline Lab</h1>
          <p className="tagline">
            {t.tagline} <NewHereHint />
          </p>
        </div>
        <div className="header-lessons">
          <LessonsToggle />
          <LangSwitch />
          <PresenterControls />
        </div>
        <CompareButton />
        <PlaybackBar />
        <HeaderMore />
      </header>
      <Messages />
      <div className={lessonOpen ? 'layout with-lesson' : 'layout'}>
        <LessonPanelSlot />
        <aside className={folded ? 'sidebar sidebar-folded' : 'sidebar'} aria-label={t.lab.sidebar} data-testid="sidebar">
          {lessonOpen ? (
            <button type="button" className="sidebar-fold" aria-expanded={allSettings} title={t.lab.knobsFoldedHint} onClick={() => setAllSettings(!allSettings)} data-testid="sidebar-fold">
              {t.lab.knobsFolded} <span aria-hidden="true">{allSettings ? '▴' : '▾'}</span>
            </button>
          ) : null}
          <div className="sidebar-body" hidden={folded}>
            {load === 'ready' ? (
              <>
                <Staged at={SCENARIO_STAGE}>
                  <ScenarioPanel />
                </Staged>
                <KnobPanel stageFrom={FIRST_KNOB_STAGE} />
              </>
            ) : (
              <p className="panel">{load === 'failed' ? t.lab.loadFailed : t.lab.loading}</p>
            )}
          </div>
        </aside>
        {/* The animation and the charts come together once the model is in, in a
            column that kept a screen's height for them (data-loading), so nothing
            on screen moves when they arrive (cumulative layout shift). */}
        <ChartsColumn label={t.lab.charts} loading={load !== 'ready'}>
          {load === 'ready' && (
            <Staged at={PIPELINE_STAGE}>
              <PipelineView overlay={<RecoveryOverlay />} />
            </Staged>
          )}
          {load === 'ready' && (
            <Staged at={CRASH_STAGE}>
              <CrashPanel />
            </Staged>
          )}
          {load === 'ready' &&
            CHARTS.map((c, i) => (
              <Staged key={c.id} at={FIRST_CHART_STAGE + i}>
                <TimeSeriesChart spec={c} />
              </Staged>
            ))}
          {load === 'ready' && (
            <Staged at={LAST_STAGE}>
              <Suspense fallback={null}>
                <YourServerPanel />
              </Suspense>
            </Staged>
          )}
        </ChartsColumn>
        <aside className="side-right" aria-label={t.lab.sideRight}>
          <IntervalLog />
          <SegmentTable />
          <ChangesList />
          <ExportPanel />
          {load === 'ready' && (
            <Staged at={LAST_STAGE}>
              <ImportMachine />
            </Staged>
          )}
        </aside>
      </div>
      <footer className="app-footer">
        <p>
          {t.lab.footerKeys} <kbd>k</kbd> {t.lab.footerPlay} <kbd>.</kbd> {t.lab.footerStep} <kbd>?</kbd> {t.lab.footerHelp} {t.lab.footerModel}
          <a href="./fidelity.html">{t.lab.footerLink}</a>
          {t.lab.footerAfterLink}
        </p>
      </footer>
    </div>
  );
}
