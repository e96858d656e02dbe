// A step's answer: the verdict on the prediction, its takeaway (one or two
// sentences), the explanation (folded while presenting, so the projected
// column stays short) and "About the model" (folded), "show me that
// moment" for an answer about one instant (the step's cue), and the figures
// it quotes as a chart (measured, modelled, the learner's run), with the
// run's own summary once it has reached its end.
import { useMemo, type RefObject } from 'react';
import { useLab, useLabContext } from '../ui/lab-context';
import { fieldIndex } from '../model/schema';
import type { Lang } from '../lang/lang';
import { articleTitle, articleWhere, figureLabel } from './cited-text';
import { ArticleSource } from './ArticleSource';
import { CITED_DIR } from './catalog';
import type { PanelStrings } from './lesson-i18n';
import { finishStepRun, showCueMoment } from './lesson-actions';
import { resolveLessonPath, type LessonStep } from './lesson-format.js';
import { figureKey, formatSeconds, formatValue, md, METRIC_TEXT, RefValue, stepFigures } from './lesson-figures';
import { liveSummary } from './live-metrics';
import { settingsText } from './live-placement';
import { useLiveRun, type LiveFigure, type LiveRun } from './use-live-run';
import { renderInline } from './markdown';

type Prediction = NonNullable<LessonStep['prediction']>;

export function StepReveal({ step, p, revealRef, answered, correct, answer, presenting, t, lang }: {
  step: LessonStep;
  p: Prediction;
  revealRef: RefObject<HTMLDivElement | null>;
  answered: boolean;
  correct: boolean;
  answer: number;
  presenting: boolean;
  t: PanelStrings;
  lang: Lang;
}) {
  return (
    <div className="reveal" ref={revealRef} tabIndex={-1} data-testid="reveal" aria-live="polite">
      <p className={`verdict ${!answered ? '' : correct ? 'verdict-right' : 'verdict-wrong'}`} data-testid="verdict" data-correct={answered ? correct : undefined}>
        {!answered ? (p.kind === 'choice' ? <>{t.answerWas} {renderInline(p.options.find((o) => o.correct)?.text ?? '', { renderRef: (ref, key) => <RefValue key={key} ref={ref} lang={lang} /> })}</> : null) : correct ? t.right : t.wrong}{' '}
        {p.kind === 'number' ? (
          <>
            {t.answerWas} {typeof p.answer === 'object' ? <RefValue ref={p.answer} lang={lang} /> : answer.toLocaleString('en-US')} ({t.withinTol(p.tolerancePct ?? 0)})
          </>
        ) : null}
      </p>
      {p.takeaway ? (
        <div className="md answer-takeaway" data-testid="answer-takeaway">
          {md(p.takeaway, lang)}
        </div>
      ) : null}
      {step.cue !== undefined ? <ShowMoment step={step} t={t} /> : null}
      {p.takeaway && presenting ? (
        <details className="answer-fold answer-why" data-testid="answer-why">
          <summary>{t.explanation}</summary>
          <div className="md">{md(p.explain, lang)}</div>
        </details>
      ) : (
        <div className="md answer-explain" data-testid="answer-explain">{md(p.explain, lang)}</div>
      )}
      {p.model ? (
        <details className="answer-fold answer-model" data-testid="answer-model">
          <summary>{t.aboutModel}</summary>
          <div className="md">{md(p.model, lang)}</div>
        </details>
      ) : null}
      <FigureChart step={step} t={t} lang={lang} />
      <LiveSummaryBox t={t} lang={lang} />
      <RunNotDone t={t} presenting={presenting} />
    </div>
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
        <ArticleSource docs={docs} lang={lang} />
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

/** Back to the instant the answer describes (the step's cue), paused. */
function ShowMoment({ step, t }: { step: LessonStep; t: PanelStrings }) {
  const lab = useLabContext();
  return (
    <p className="show-moment">
      <button type="button" onClick={() => showCueMoment(lab, step)} data-testid="lesson-show-moment" title={t.showMomentHint}>
        {t.showMoment(formatSeconds(step.cue!))}
      </button>
    </p>
  );
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
