// The lessons panel: the list of guided labs, and one lesson step at a
// time: its text, a prediction locked in before the run, the run itself
// (the step's scenario in the lab), then the reveal with the article's
// measured figures beside the model's and the learner's own run.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { copyText, useCopiedFlag } from '../ui/copy-text';
import { useLab, useLabContext } from '../ui/lab-context';
import { KnobControl } from '../controls/KnobControl';
import { useLayout } from '../ui/layout-store';
import { useShownKnobs } from '../controls/use-shown-knobs';
import { useNotLiveNote } from '../controls/use-not-live-note';
import { useConfigConflict } from '../controls/use-config-conflict';
import { fieldIndex, findKnob } from '../model/schema';
import { articleTitle, articleWhere, figureLabel } from './cited-text';
import { CITED, CITED_DIR, cliCommand, findLesson, lessonText, LESSONS, previewLesson, REPORT, stepCli, type Lesson } from './catalog';
import { type Lang } from '../lang/lang';
import { PANEL_STRINGS, usePanelT, type PanelStrings } from './lesson-i18n';
import { finishStepRun, openStep, rerunStep, revealStep, runStep } from './lesson-actions';
import { revealDueNs } from './step-plan';
import { useTimeLeft } from './use-time-left';
import { findFigure, findModelled, findRefs, resolveLessonPath, type CitedDoc, type CitedFigure, type LessonStep, type Ref } from './lesson-format.js';
import { lessonStore, useLessons } from './lesson-store';
import { liveSummary } from './live-metrics';
import { settingsText } from './live-placement';
import { useLiveRun, type LiveFigure, type LiveRun } from './use-live-run';
import { readGuess } from './prediction-number';
import { focusIsLost, focusNextStepHeading, takeStepHeadingFocus } from './step-focus';
import { showReveal, showStepOpening } from './pane-scroll';
import { renderInline, renderMarkdown } from './markdown';
import './lessons.css';
import { useLang } from '../lang/lang-store';

const UNIT_TEXT: Record<Lang, Record<string, string>> = {
  en: { '1/s': 'TPS', ms: 'ms', s: 's', '%': '%', cores: 'cores', 'MB/s': 'MB/s' },
  zh: { '1/s': 'TPS', ms: '毫秒', s: '秒', '%': '%', cores: '核', 'MB/s': 'MB/s' },
};

const METRIC_TEXT: Record<Lang, Record<string, string>> = {
  en: { tps: 'throughput', median_tps: 'median throughput', steady_tps: 'steady throughput', avg_latency_ms: 'average latency', p95_latency_ms: '95th percentile latency', max_latency_ms: 'maximum latency', min_latency_ms: 'minimum latency', peak_cpu_cores: 'peak CPU', binlog_mb_per_s: 'binlog write rate', stall_period_s: 'time between stalls', stall_min_tps: 'lowest 1-s throughput', stall_length_s: 'length of a stall', peak_tps_gain_pct: 'peak throughput gain' },
  zh: { tps: '吞吐', median_tps: '吞吐中位数', steady_tps: '稳定吞吐', avg_latency_ms: '平均延迟', p95_latency_ms: '95 分位延迟', max_latency_ms: '最大延迟', min_latency_ms: '最小延迟', peak_cpu_cores: 'CPU 峰值', binlog_mb_per_s: 'binlog 写入速率', stall_period_s: '停顿间隔', stall_min_tps: '最低的 1 秒吞吐', stall_length_s: '停顿时长', peak_tps_gain_pct: '峰值吞吐提升' },
};

export function formatValue(v: number, unit: string, lang: Lang): string {
  const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
  const n = v.toLocaleString('en-US', { maximumFractionDigits: digits });
  const u = UNIT_TEXT[lang][unit] ?? unit;
  return u === '%' ? `${n} %` : `${n} ${u}`;
}

interface Resolved {
  ref: Ref;
  doc: CitedDoc;
  figure: CitedFigure;
  modelled: number | null;
}

function resolveRef(ref: Ref): Resolved | null {
  const hit = findFigure(CITED, ref);
  if (!hit) return null;
  const m = findModelled(REPORT, hit.doc, hit.figure);
  return { ref, doc: hit.doc, figure: hit.figure, modelled: m?.modelled ?? null };
}

function RefValue({ ref, lang }: { ref: Ref; lang: Lang }) {
  const r = resolveRef(ref);
  // Shown as typed (the lesson's problems say why), so nothing written is lost.
  if (!r) return <span className="cite-missing">{ref.raw}</span>;
  const t = PANEL_STRINGS[lang];
  if (ref.kind === 'cited') {
    const where = t.citeTooltip(r.doc.source.id, articleTitle(r.doc, lang), articleWhere(r.doc, lang), figureLabel(r.figure, lang));
    return (
      <span className="cite cite-measured" title={where} data-cited={`${ref.source}:${ref.key}:${ref.metric}`}>
        {formatValue(r.figure.cited, r.figure.unit, lang)}
        <sup className="cite-tag">{r.doc.source.id}</sup>
      </span>
    );
  }
  return (
    <span className="cite cite-modelled" title={`${t.modelTag} — ${figureLabel(r.figure, lang)}`}>
      {r.modelled === null ? '—' : formatValue(r.modelled, r.figure.unit, lang)}
      <sup className="cite-tag">{t.modelTag}</sup>
    </span>
  );
}

function md(text: string, lang: Lang): ReactNode[] {
  return renderMarkdown(text, { renderRef: (ref, key) => <RefValue key={key} ref={ref} lang={lang} /> });
}

/** The figures a step quotes, once each, in order. */
function stepFigures(step: LessonStep): Resolved[] {
  const p = step.prediction;
  const text = [step.body, p?.question ?? '', ...(p?.options ?? []).map((o) => o.text), p?.explain ?? ''].join('\n');
  const refs = findRefs(text);
  if (p && typeof p.answer === 'object') refs.push(p.answer);
  const out = new Map<string, Resolved>();
  for (const ref of refs) {
    const k = `${ref.source}:${ref.key}:${ref.metric}`;
    const prev = out.get(k);
    if (prev) {
      if (!prev.ref.label && ref.label) prev.ref = ref;
      continue;
    }
    const r = resolveRef(ref);
    if (r) out.set(k, r);
  }
  return [...out.values()];
}

function numberAnswer(step: LessonStep): number {
  const a = step.prediction?.answer;
  if (typeof a === 'number') return a;
  if (a && typeof a === 'object') return resolveRef(a)?.figure.cited ?? NaN;
  return NaN;
}

export function LessonPanel() {
  const open = useLessons((s) => s.open);
  const lessonId = useLessons((s) => s.lessonId);
  const preview = useLessons((s) => s.preview);
  const t = usePanelT();
  if (!open) return null;
  const lesson = lessonId === 'preview' ? preview : lessonId ? findLesson(lessonId) : undefined;
  return (
    <aside className="lesson-pane" aria-label={t.lessons} data-testid="lesson-pane">
      {lesson ? <LessonView lesson={lesson} /> : <LessonList />}
    </aside>
  );
}



function LessonList() {
  const lab = useLabContext();
  const lang = useLang();
  const t = usePanelT();
  const fileId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeStepHeadingFocus()) headingRef.current?.focus();
  }, []);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    const lesson = previewLesson(await f.text());
    lessonStore.getState().setPreview(lesson);
    openStep(lab, lesson, 0);
  };
  return (
    <div className="lesson-list">
      <h2 ref={headingRef} tabIndex={-1}>
        {t.lessonList}
      </h2>
      <p className="hint">{t.lessonListIntro}</p>
      <ol data-testid="lesson-list">
        {LESSONS.map((l) => {
          const text = lessonText(l, lang);
          return (
            <li key={l.id}>
              <button type="button" className="lesson-link" data-testid={`lesson-${l.id}`} onClick={() => {
                  focusNextStepHeading();
                  openStep(lab, l, 0);
                }}>
                {/* The folder's number, as trainers and the course outline name them. */}
                <span className="lesson-link-title">
                  <span className="lesson-link-number">{l.id.slice(0, 2)}</span> {text.meta.title}
                </span>
                <span className="lesson-link-meta">
                  {t.steps(text.steps.length)}
                  {text.meta.source ? ` · ${text.meta.source}` : ''}
                </span>
              </button>
              <p className="lesson-summary">{text.meta.summary}</p>
            </li>
          );
        })}
      </ol>
      <div className="lesson-preview-input">
        <label htmlFor={fileId}>{t.previewLabel}</label>
        <input id={fileId} type="file" accept=".md,text/markdown,text/plain" data-testid="lesson-file" onChange={onFile} />
      </div>
    </div>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const lab = useLabContext();
  const lang = useLang();
  const stepIndex = useLessons((s) => s.step);
  const t = usePanelT();
  const text = lessonText(lesson, lang);
  const step = text.steps[Math.min(stepIndex, text.steps.length - 1)];
  const n = text.steps.length;
  const sources = (text.meta.source ?? '').split(/,\s*/).filter(Boolean);
  return (
    <article className="lesson" lang={lang === 'zh' ? 'zh-CN' : 'en'} data-testid="lesson" data-lesson={lesson.id}>
      <div className="lesson-top">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            focusNextStepHeading();
            lessonStore.getState().show(null);
          }}
        >
          ← {t.back}
        </button>
        {sources.length ? (
          <span className="lesson-source">{t.sources(sources)}</span>
        ) : null}
      </div>
      <h2>{text.meta.title}</h2>
      {lesson.preview ? <p className="message message-info">{t.previewNote}</p> : null}
      {text.problems.length ? (
        <div className="message message-error lesson-problems" data-testid="lesson-problems">
          <p>{t.problems}</p>
          <ul>
            {text.problems.map((p, i) => (
              <li key={i}>{p[lang]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <nav className="lesson-steps" aria-label={t.stepNav}>
        <ol>
          {text.steps.map((s, i) => (
            <li key={s.id}>
              <button type="button" aria-current={i === stepIndex ? 'step' : undefined} title={s.title} data-testid={`step-${i + 1}`} onClick={() => openStep(lab, lesson, i)}>
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step ? <StepView key={`${lesson.id}:${stepIndex}`} lesson={lesson} step={step} index={stepIndex} count={n} intro={stepIndex === 0 ? text.intro : ''} /> : null}
    </article>
  );
}

function StepView({ lesson, step, index, count, intro }: { lesson: Lesson; step: LessonStep; index: number; count: number; intro: string }) {
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
  // The last step leads on to the next lesson in the course (a preview has none).
  const at = LESSONS.findIndex((l) => l.id === lesson.id);
  const nextLesson = at >= 0 ? LESSONS[at + 1] : undefined;
  const groupId = useId();
  // A step's answer is due at its cue point: presenting, the run pauses
  // there; otherwise it goes on at full speed to the end, for the figures.
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

  useEffect(() => {
    const atCue = cueNs !== null && nowNs >= cueNs && (presenting ? status === 'paused' : status === 'playing');
    if (phase === 'running' && (status === 'finished' || atCue)) lessonStore.getState().setPhase('revealed');
  }, [phase, status, nowNs, cueNs, presenting]);
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
      {p ? (
        <fieldset className="prediction" disabled={locked} data-testid="prediction">
          <legend>{t.predict}</legend>
          <div className="md prediction-question" id={`${groupId}-q`}>
            {md(p.question, lang)}
          </div>
          {p.kind === 'choice' ? (
            <div role="radiogroup" aria-labelledby={`${groupId}-q`} className="prediction-options">
              {p.options.map((o, i) => (
                <label key={i} className={`prediction-option${revealed && o.correct ? ' is-answer' : ''}`}>
                  <input type="radio" name={`${groupId}-choice`} checked={choice === i} onChange={() => setChoice(i)} data-testid={`option-${i + 1}`} />
                  <span>{renderInline(o.text, { renderRef: (ref, key) => <RefValue key={key} ref={ref} lang={lang} /> })}</span>
                </label>
              ))}
            </div>
          ) : (
            <>
              <label className="prediction-number">
                {t.yourNumber}
                <input
                  type="text"
                  inputMode="decimal"
                  value={guess}
                  onChange={(e) => setGuess(e.target.value)}
                  data-testid="prediction-number"
                  aria-invalid={reading.kind === 'invalid' || undefined}
                  aria-describedby={`${groupId}-q ${groupId}-err`}
                />
                <span className="prediction-unit">{p.unit}</span>
              </label>
              {/* Always present so screen readers hear the message as it appears; the typed text stays in the box. */}
              <p id={`${groupId}-err`} className="prediction-error" aria-live="polite" data-testid="prediction-error">
                {reading.kind === 'invalid' ? t.badGuess(reading.typed, p.unit ?? '') : null}
              </p>
            </>
          )}
        </fieldset>
      ) : null}
      <div className="lesson-run" ref={runRef} tabIndex={-1} data-testid="lesson-run-area">
        {!locked ? (
          <>
            {/* A speaker asks the room: presenting, the run needs no recorded answer. */}
            <button type="button" className="primary" disabled={(!answered && !presenting) || refused} onClick={() => {
                // The button is about to be replaced by "Running…": keep focus here.
                runRef.current?.focus();
                runStep(lab, step, presenting);
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
        ) : !revealed ? (
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
            <button
              type="button"
              disabled={nowNs <= 0 && status !== 'searching'}
              onClick={() => {
                runRef.current?.focus();
                revealStep(lab, step, presenting);
              }}
              data-testid="lesson-reveal-now"
            >
              {t.revealNow}
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={() => rerunStep(lab, step, presenting)} disabled={status === 'playing' || refused} data-testid="lesson-rerun">
              {t.rerun}
            </button>
            {refused ? <span className="hint hint-refused">{t.fixSettings}</span> : null}
          </>
        )}
      </div>
      {revealed && p ? (
        <div className="reveal" ref={revealRef} tabIndex={-1} data-testid="reveal" aria-live="polite">
          <p className={`verdict ${!answered ? '' : correct ? 'verdict-right' : 'verdict-wrong'}`} data-testid="verdict" data-correct={answered ? correct : undefined}>
            {!answered ? (p.kind === 'choice' ? <>{t.answerWas} {renderInline(p.options.find((o) => o.correct)?.text ?? '', { renderRef: (ref, key) => <RefValue key={key} ref={ref} lang={lang} /> })}</> : null) : correct ? t.right : t.wrong}{' '}
            {p.kind === 'number' ? (
              <>
                {t.answerWas} {typeof p.answer === 'object' ? <RefValue ref={p.answer} lang={lang} /> : answer.toLocaleString('en-US')} ({t.withinTol(p.tolerancePct ?? 0)})
              </>
            ) : null}
          </p>
          <div className="md">{md(p.explain, lang)}</div>
          <FigureChart step={step} t={t} lang={lang} />
          <LiveSummaryBox t={t} lang={lang} />
          <RunNotDone t={t} presenting={presenting} />
        </div>
      ) : null}
      {cli && 'command' in cli ? <CliCommand command={cli.command} t={t} /> : null}
      {cli && 'unsaved' in cli ? <CliUnsaved path={cli.unsaved} t={t} /> : null}
      <div className="lesson-nav">
        {index > 0 ? (
          <button
            type="button"
            onClick={() => {
              focusNextStepHeading();
              openStep(lab, lesson, index - 1);
            }}
          >
            ← {t.prev}
          </button>
        ) : (
          <span />
        )}
        {index + 1 < count ? (
          <button type="button" className={revealed ? 'primary' : ''} onClick={() => {
              focusNextStepHeading();
              openStep(lab, lesson, index + 1);
            }}
            data-testid="lesson-next"
          >
            {t.next} →
          </button>
        ) : nextLesson ? (
          <button type="button" className={revealed ? 'primary' : ''} onClick={() => {
              focusNextStepHeading();
              openStep(lab, nextLesson, 0);
            }}
            data-testid="lesson-next-lesson"
          >
            {t.nextLesson(lessonText(nextLesson, lang).meta.title ?? nextLesson.id)} →
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              focusNextStepHeading();
              lessonStore.getState().show(null);
            }}
          >
            {t.finish}
          </button>
        )}
      </div>
    </section>
  );
}

function TuneKnobs({ names, title }: { names: string[]; title: string }) {
  const { controller } = useLabContext();
  const { schema, values, base, changedMidRun } = useShownKnobs();
  const conflict = useConfigConflict();
  const liveNoteOf = useNotLiveNote(changedMidRun);
  if (!schema) return null;
  return (
    <fieldset className="panel lesson-tune" data-testid="lesson-tune">
      <legend>{title}</legend>
      {names.map((name) => {
        const k = findKnob(schema, name);
        return k ? <KnobControl key={name} knob={k} value={values[name]} modified={values[name] !== base[name]} helpShown liveNote={liveNoteOf(k)} conflict={conflict(name)} onCommit={(v) => controller.setKnob(name, v)} /> : null;
      })}
    </fieldset>
  );
}

function FigureChart({ step, t, lang }: { step: LessonStep; t: PanelStrings; lang: Lang }) {
  const figures = useMemo(() => stepFigures(step), [step]);
  const liveFigures = useMemo<LiveFigure[]>(
    () =>
      figures.map((f) => {
        const dir = CITED_DIR.get(f.doc) ?? '';
        return { key: figureKey(f), metric: f.figure.metric, scenarioPath: f.figure.scenario ? resolveLessonPath(dir, f.figure.scenario) : null };
      }),
    [figures],
  );
  const whole = useRunReachedEnd();
  const liveSoFar = useLiveRun(liveFigures);
  // A run short of its end has no place beside whole-run figures (RunNotDone says so).
  const live = whole ? liveSoFar : NO_LIVE_RUN;
  if (!figures.length) return null;
  // The run's own rows, one per metric, each in the unit of a figure that quotes the metric.
  const ownItems = (live.own?.values ?? []).map((v) => ({ ...v, unit: figures.find((f) => f.figure.metric === v.metric)?.figure.unit ?? '' }));
  const maxByUnit = new Map<string, number>();
  const widen = (unit: string, v: number) => maxByUnit.set(unit, Math.max(maxByUnit.get(unit) ?? 0, v));
  for (const it of figures) widen(it.figure.unit, Math.max(it.figure.cited, it.modelled ?? 0, live.onRows.get(figureKey(it)) ?? 0));
  for (const o of ownItems) widen(o.unit, o.value);
  const docs = [...new Set(figures.map((i) => i.doc))];
  const drawn = live.onRows.size > 0 || ownItems.length > 0;
  const bar = (unit: string, kind: 'measured' | 'modelled' | 'live', label: string, v: number | null | undefined) => {
    const max = maxByUnit.get(unit) || 1;
    return (
      <div className="fc-row" data-kind={kind} data-value={v ?? ''}>
        <span className="fc-label" title={label}>{label}</span>
        <span className="fc-track">{v !== null && v !== undefined ? <span className={`fc-bar fc-${kind}`} style={{ width: `${Math.max(0.5, (100 * v) / max)}%` }} /> : null}</span>
        <span className="fc-value">{v !== null && v !== undefined ? formatValue(v, unit, lang) : '—'}</span>
      </div>
    );
  };
  const metricName = (metric: string) => METRIC_TEXT[lang][metric] ?? metric;
  return (
    <figure className="figure-chart" data-testid="figure-chart">
      <figcaption className="figure-chart-title">{t.chartTitle}</figcaption>
      <ul className="fc-legend" aria-hidden="true">
        <li>
          <span className="fc-swatch fc-measured" /> {t.measured}
        </li>
        <li>
          <span className="fc-swatch fc-modelled" /> {t.modelled}
        </li>
        {/* Only when the run has a bar: a legend entry with nothing drawn misleads. */}
        {drawn ? (
          <li>
            <span className="fc-swatch fc-live" /> {t.live}
          </li>
        ) : null}
      </ul>
      {figures.map((it) => (
        <div className="fc-figure" key={figureKey(it)} data-testid="fc-figure" data-figure={figureKey(it)}>
          <p className="fc-name">
            {it.ref.label ?? figureLabel(it.figure, lang)}
            {' · '}
            {metricName(it.figure.metric)}
            <span className="fc-source">{t.figureSource(it.doc.source.id)}</span>
          </p>
          {bar(it.figure.unit, 'measured', t.measured, it.figure.cited)}
          {bar(it.figure.unit, 'modelled', t.modelled, it.modelled)}
          {live.onRows.has(figureKey(it)) ? bar(it.figure.unit, 'live', t.live, live.onRows.get(figureKey(it))) : null}
        </div>
      ))}
      {live.own
        ? ownItems.map((o) => (
            <div className="fc-figure fc-own" key={`own:${o.metric}`} data-testid="fc-own" data-metric={o.metric}>
              <p className="fc-name">
                {t.liveOwn(settingsText(live.own!.settings, live.own!.names, t.listSep))}
                {' · '}
                {metricName(o.metric)}
              </p>
              {bar(o.unit, 'live', t.live, o.value)}
            </div>
          ))
        : null}
      <div className="fc-caption">
        {docs.map((d) => (
          <p key={d.source.id}>
            <strong>
              {t.chartCaptionMeasured} — {d.source.id}
            </strong>
            {t.chartCaptionSource(articleTitle(d, lang), articleWhere(d, lang))}
          </p>
        ))}
        <p>
          {t.chartCaptionModelled} <a href="./fidelity.html">{t.fidelityLink}</a>
        </p>
        {drawn ? (
          <p data-testid="fc-live-caption">
            {t.joinSentences([live.sinceS === null ? t.chartCaptionLive : t.chartCaptionLiveSince(formatSeconds(live.sinceS)), live.own ? t.chartCaptionLiveOwn : '', t.chartCaptionMethods].filter(Boolean))}
          </p>
        ) : live.waiting ? (
          <p data-testid="fc-live-caption">{t.chartCaptionLiveWaiting(formatSeconds(live.sinceS ?? 0))}</p>
        ) : null}
      </div>
    </figure>
  );
}

/** A figure's identity in the chart: source, key and metric. */
function figureKey(f: Resolved): string {
  return `${f.ref.source}:${f.ref.key}:${f.ref.metric}`;
}

/** Simulated seconds as the lab writes them elsewhere: "4", "2.5". */
function formatSeconds(s: number): string {
  return Number(s.toFixed(3)).toLocaleString('en-US');
}

const NO_LIVE_RUN: LiveRun = { onRows: new Map(), own: null, sinceS: null, waiting: false };

/** The run has reached its end (seeking back afterwards keeps its rows): its figures are whole-run figures. */
function useRunReachedEnd(): boolean {
  return useLab((s) => s.durationNs > 0 && s.horizonNs >= s.durationNs);
}

/**
 * In the answer while the run has not reached its end: where it is, and
 * (not playing) a button to finish it at full speed. Its own figures wait
 * for the end rather than set part of a run beside whole-run figures.
 */
function RunNotDone({ t, presenting }: { t: PanelStrings; presenting: boolean }) {
  const lab = useLabContext();
  const whole = useRunReachedEnd();
  const status = useLab((s) => s.status);
  const nowNs = useLab((s) => s.nowNs);
  const durationNs = useLab((s) => s.durationNs);
  if (whole || durationNs <= 0) return null;
  const playing = status === 'playing' || status === 'searching';
  return (
    <div className="run-not-done" data-testid="run-not-done">
      <p className="hint">
        {t.joinSentences([t.runNotDone(formatSeconds(Math.floor((nowNs / 1e9) * 100) / 100), formatSeconds(durationNs / 1e9)), playing ? t.runFinishing : presenting ? t.runPausedAtCue : ''].filter(Boolean))}
      </p>
      {playing ? (
        <progress max={durationNs} value={Math.min(nowNs, durationNs)} aria-label={t.progressLabel} />
      ) : (
        <button type="button" onClick={() => finishStepRun(lab)} data-testid="lesson-finish-run">
          {t.finishRun}
        </button>
      )}
    </div>
  );
}

function LiveSummaryBox({ t, lang }: { t: PanelStrings; lang: Lang }) {
  const schema = useLab((s) => s.schema);
  const rows = useLab((s) => s.rows);
  useLab((s) => s.rows.count);
  const whole = useRunReachedEnd();
  const idx = useMemo(() => (schema ? fieldIndex(schema) : new Map<string, number>()), [schema]);
  if (!whole) return null;
  const sum = liveSummary(rows, idx);
  if (!sum) return <p className="hint" data-testid="live-summary-wait">{t.waitForSecond}</p>;
  return (
    <>
      <dl className="live-summary" data-testid="live-summary">
        <div>
          <dt>{t.tps}</dt>
          <dd>{formatValue(sum.tps, '1/s', lang).replace(/ TPS$/, '')}</dd>
        </div>
        <div>
          <dt>{t.lat}</dt>
          <dd>{formatValue(sum.latMs, 'ms', lang)}</dd>
        </div>
        <div>
          <dt>{t.redoFs}</dt>
          <dd>{Math.round(sum.redoFsyncs).toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t.binlogFs}</dt>
          <dd>{Math.round(sum.binlogFsyncs).toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <p className="hint live-summary-note">{t.liveSummaryNote}</p>
    </>
  );
}

function CliCommand({ command, t }: { command: string; t: PanelStrings }) {
  const [copied, flashCopied] = useCopiedFlag();
  // When the browser refuses, the command stays on screen to select by hand.
  const copy = async () => {
    if (await copyText(command)) flashCopied();
  };
  return (
    <div className="lesson-cli">
      <p className="lesson-cli-title">{t.cli}</p>
      <div className="lesson-cli-row">
        <code data-testid="lesson-cli">{command}</code>
        <button type="button" onClick={copy}>
          {copied ? t.copied : t.copy}
        </button>
      </div>
    </div>
  );
}

/** A previewed lesson's own scenario: the command, once the lesson is saved under lessons/ (not copyable: it has a placeholder). */
function CliUnsaved({ path, t }: { path: string; t: PanelStrings }) {
  return (
    <div className="lesson-cli" data-testid="lesson-cli-unsaved">
      <p className="lesson-cli-title">{t.cli}</p>
      <p className="hint">{t.cliUnsaved(path)}</p>
      <div className="lesson-cli-row">
        <code>{cliCommand(`<nn-name>/${path}`)}</code>
      </div>
    </div>
  );
}
