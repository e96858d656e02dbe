// Page layout: header with playback, scenario and knobs on the left,
// live charts in the middle, interval log and per-change averages beside.
import { lazy, Suspense } from 'react';
import { CHARTS } from './viz/chart-specs';
import { IntervalLog } from './viz/IntervalLog';
import { SegmentTable } from './viz/SegmentTable';
import { PipelineView } from './viz/pipeline/PipelineView';
import { TimeSeriesChart } from './viz/TimeSeriesChart';
import { ChangesList } from './app/ChangesList';
import { ExportPanel } from './app/ExportPanel';
import { ImportMachine } from './app/ImportMachine';
import { KnobPanel } from './app/KnobPanel';
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

// Below the charts, and a fifth of the lab's own code: loaded after the first render.
const YourServerPanel = lazy(() => import('./yourserver/YourServerPanel').then((m) => ({ default: m.YourServerPanel })));

export function App() {
  const load = useLab((s) => s.load);
  const t = useT();
  const lessonOpen = useLessons((s) => s.open);
  const compareOpen = useCompareOpen();
  const headerRef = useHeaderHeight();
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
                <ScenarioPanel />
                <KnobPanel />
              </>
            ) : (
              <p className="panel">{load === 'failed' ? t.lab.loadFailed : t.lab.loading}</p>
            )}
          </div>
        </aside>
        {/* The animation and the charts come together once the model is in, in a
            column that kept a screen's height for them (data-loading), so nothing
            on screen moves when they arrive (cumulative layout shift). */}
        <main id="charts" className="charts" tabIndex={-1} aria-label={t.lab.charts} data-loading={load === 'ready' ? undefined : ''}>
          {load === 'ready' && <PipelineView overlay={<RecoveryOverlay />} />}
          {load === 'ready' && <CrashPanel />}
          {load === 'ready' && CHARTS.map((c) => <TimeSeriesChart key={c.id} spec={c} />)}
          {load === 'ready' && (
            <Suspense fallback={null}>
              <YourServerPanel />
            </Suspense>
          )}
        </main>
        <aside className="side-right" aria-label={t.lab.sideRight}>
          <IntervalLog />
          <SegmentTable />
          <ChangesList />
          <ExportPanel />
          {load === 'ready' && <ImportMachine />}
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
