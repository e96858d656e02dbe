// One lesson step: its text, the charts it asks to watch, the prediction,
// the run (started, followed, revealed early), a tuning step's tries, and
// then the answer; the step keeps the learner's answer and moves through
// predict, running, (tuning) and revealed (lesson-store.ts).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLab, useLabContext } from '../ui/lab-context';
import { useLayout } from '../ui/layout-store';
import { useLang } from '../lang/lang-store';
import { stepCli, type Lesson } from './catalog';
import { usePanelT } from './lesson-i18n';
import { revealStep, rerunStep, runStep } from './lesson-actions';
import type { LessonStep } from './lesson-format.js';
import { lessonStore, useLessons } from './lesson-store';
import { revealDueNs } from './step-plan';
import { useTimeLeft } from './use-time-left';
import { readGuess } from './prediction-number';
import { focusIsLost, takeStepHeadingFocus } from './step-focus';
import { showReveal, showStepOpening } from './pane-scroll';
import { formatSeconds, md, numberAnswer } from './lesson-figures';
import { StepPrediction } from './StepPrediction';
import { StepReveal } from './StepReveal';
import { StepNav } from './StepNav';
import { TuneKnobs } from './StepTune';
import { StepTries, useRecordTries } from './StepTries';
import { StepEvidence } from './StepEvidence';
import { triesLeft } from './tune-tries';
import { CliCommand, CliUnsaved } from './StepCli';

const NO_TRIES: never[] = [];

export function StepView({ lesson, step, index, count, intro }: { lesson: Lesson; step: LessonStep; index: number; count: number; intro: string }) {
  const lab = useLabContext();
  const lang = useLang();
  const t = usePanelT();
  const status = useLab((s) => s.status);
  const nowNs = useLab((s) => s.nowNs);
  // The core refused the lab's configuration (e.g. a "Try these" combination): nothing can run.
  const refused = useLab((s) => s.configError !== null);
  const [choice, setChoice] = useState<number | null>(null);
  const [guess, setGuess] = useState('');
  const phase = useLessons((s) => s.phase);
  const skipToNs = useLessons((s) => s.skipToNs);
  const presenting = useLayout() === 'presenter';
  const locked = phase !== 'predict';
  const revealed = phase === 'revealed';
  const p = step.prediction;
  const groupId = useId();
  // A step's answer is due at its cue point, the moment it describes: the
  // run pauses there (presenting or not); the rest is a button away.
  const cueNs = step.cue !== undefined ? Math.round(step.cue * 1e9) : null;
  const durationNs = useLab((s) => s.durationNs);
  const dueNs = revealDueNs(step, durationNs);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const runRef = useRef<HTMLDivElement>(null);
  const revealRef = useRef<HTMLDivElement>(null);
  const shownOnce = useRef(false);

  // The lesson column shows the new step from its top (presenting: on to its
  // question), and presenting, the verdict when the answer appears. Done
  // here, not left to focus: where focus is (a heading, a button, nowhere)
  // must not decide what the room sees. Presenting, a reset shows the question again.
  const atPredict = phase === 'predict';
  useLayoutEffect(() => {
    const first = !shownOnce.current;
    shownOnce.current = true;
    if (atPredict && (first || presenting) && sectionRef.current) showStepOpening(sectionRef.current, presenting);
  }, [atPredict]);
  useLayoutEffect(() => {
    if (revealed && presenting && revealRef.current) showReveal(revealRef.current);
  }, [revealed]);

  useEffect(() => {
    if (takeStepHeadingFocus()) headingRef.current?.focus({ preventScroll: true });
  }, []);
  // The run's controls are replaced as it goes (run, running…, reveal):
  // focus parked on their container moves on to the reveal when it appears
  // (presenting, the column has already been scrolled to it).
  useEffect(() => {
    if (revealed && focusIsLost(runRef.current)) revealRef.current?.focus({ preventScroll: presenting });
  }, [revealed]);

  // Refused after Run was pressed (the refusal was on its way): back to
  // predicting, answer kept, instead of "Running…" with nothing running.
  useEffect(() => {
    if (phase === 'running' && refused) lessonStore.getState().setPhase('predict');
  }, [phase, refused]);

  // A tuning step (tries:) records every finished run; its answer waits for enough of them.
  const triesKey = `${lesson.id}:${index}`;
  const tries = useLessons((s) => s.tries[triesKey]) ?? NO_TRIES;
  const left = triesLeft(step.tries, tries);
  useRecordTries(step, triesKey, phase !== 'predict');
  useEffect(() => {
    const atCue = cueNs !== null && nowNs >= cueNs && status === 'paused';
    if (phase === 'running' && (status === 'finished' || atCue)) lessonStore.getState().setPhase(step.tries !== undefined ? 'tuning' : 'revealed');
  }, [phase, status, nowNs, cueNs, step.tries]);
  const timeLeft = useTimeLeft(step, dueNs, phase === 'running');

  const reading = readGuess(guess, p?.kind === 'number' ? p.unit ?? '' : '');
  const guessNum = reading.kind === 'number' ? reading.value : NaN;
  const answered = p ? (p.kind === 'choice' ? choice !== null : reading.kind === 'number') : true;
  const answer = p?.kind === 'number' ? numberAnswer(step) : NaN;
  const correct = p ? (p.kind === 'choice' ? choice !== null && !!p.options[choice]?.correct : Math.abs(guessNum - answer) <= ((p.tolerancePct ?? 0) / 100) * Math.abs(answer)) : true;

  // Fast-forwarding (to the step's start, or to where an early answer is due).
  const skipping = skipToNs !== null && status === 'playing' && nowNs < skipToNs;
  const cli = stepCli(lesson, step.scenario);

  return (
    <section className="lesson-step" ref={sectionRef} data-testid="lesson-step" data-step={step.id}>
      <p className="lesson-step-count">{t.stepOf(index + 1, count)}</p>
      {intro ? <div className="lesson-intro md">{md(intro, lang)}</div> : null}
      <h3 ref={headingRef} tabIndex={-1} data-testid="lesson-step-title">
        {step.title}
      </h3>
      <div className="md">{md(step.body, lang)}</div>
      {step.tune.length ? <TuneKnobs names={step.tune} title={t.tune} /> : null}
      {p ? <StepPrediction p={p} locked={locked} revealed={revealed} groupId={groupId} choice={choice} setChoice={setChoice} guess={guess} setGuess={setGuess} reading={reading} t={t} lang={lang} /> : null}
      <div className="lesson-run" ref={runRef} tabIndex={-1} data-testid="lesson-run-area">
        {!locked ? (
          <>
            {/* A speaker asks the room: presenting, the run needs no recorded answer. */}
            <button type="button" className="primary" disabled={(!answered && !presenting) || refused} onClick={() => {
                // The button is about to be replaced by "Running…": keep focus here.
                runRef.current?.focus();
                runStep(lab, step);
              }}
              data-testid="lesson-run"
            >
              {t.runStep}
            </button>
            {refused ? (
              <span className="hint hint-refused" data-testid="lesson-run-refused">{t.fixSettings}</span>
            ) : !answered && !presenting ? (
              <span className="hint">{t.predictFirst}</span>
            ) : null}
          </>
        ) : phase === 'running' ? (
          <>
            <span className="hint" aria-live="polite" data-testid="lesson-running">
              {status === 'searching' ? t.runAfterSearch : skipping ? t.skipping(formatSeconds(skipToNs / 1e9)) : t.running}
            </span>
            {/* How far the run is toward the answer, and (once it can be told) how long that takes. */}
            {status === 'playing' && dueNs > 0 ? (
              <span className="lesson-progress" data-testid="lesson-progress">
                <progress max={dueNs} value={Math.min(nowNs, dueNs)} aria-label={t.progressLabel} />
                {timeLeft !== null ? <span className="hint" data-testid="lesson-time-left">{t.timeLeft(Math.max(1, Math.round(timeLeft)))}</span> : null}
              </span>
            ) : null}
            {/* A tuning step's answer waits for its tries (the presenter's clicker may still show it). */}
            {left > 0 && !presenting ? null : (
              <button
                type="button"
                disabled={nowNs <= 0 && status !== 'searching'}
                onClick={() => {
                  runRef.current?.focus();
                  revealStep(lab, step);
                }}
                data-testid="lesson-reveal-now"
              >
                {t.revealNow}
              </button>
            )}
          </>
        ) : (
          <>
            <button type="button" onClick={() => rerunStep(lab, step)} disabled={status === 'playing' || refused} data-testid="lesson-rerun">
              {t.rerun}
            </button>
            {phase === 'tuning' && status === 'playing' ? <span className="hint">{t.running}</span> : null}
            {phase === 'tuning' ? (
              <button type="button" className="primary" disabled={left > 0 && !presenting} onClick={() => lessonStore.getState().setPhase('revealed')} data-testid="lesson-tries-answer">
                {t.triesShowAnswer}
              </button>
            ) : null}
            {refused ? <span className="hint hint-refused">{t.fixSettings}</span> : null}
          </>
        )}
      </div>
      {step.charts.length ? <StepEvidence charts={step.charts} title={t.evidence} /> : null}
      {step.tries !== undefined && phase !== 'predict' ? <StepTries step={step} tries={tries} left={left} t={t} lang={lang} /> : null}
      {revealed && p ? <StepReveal step={step} p={p} revealRef={revealRef} answered={answered} correct={correct} answer={answer} presenting={presenting} t={t} lang={lang} /> : null}
      {cli && 'command' in cli ? <CliCommand command={cli.command} t={t} /> : null}
      {cli && 'unsaved' in cli ? <CliUnsaved path={cli.unsaved} t={t} /> : null}
      <StepNav lesson={lesson} index={index} count={count} revealed={revealed} t={t} lang={lang} />
    </section>
  );
}
