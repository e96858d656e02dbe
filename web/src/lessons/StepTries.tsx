// A tuning step's tries (tries: in the lesson file): every finished run of
// the step as a row (the `tune:` knobs' values, TPS, p95, busy cores) and a
// small plot of TPS against the knob being tried, so the learner finds the
// best setting from their own runs before the answer is offered.
import { useEffect } from 'react';
import { useLabContext } from '../ui/lab-context';
import { Breakable } from '../ui/Breakable';
import { fieldIndex } from '../model/schema';
import { knobValueShown } from '../model/knob-values';
import type { Lang } from '../lang/lang';
import type { LessonStep } from './lesson-format.js';
import type { PanelStrings } from './lesson-i18n';
import { lessonStore } from './lesson-store';
import { liveWindow } from './live-window';
import { plotKnob, tryFromRows, type TuneTry } from './tune-tries';

/** Records each run of the step that finishes while `active` (its prediction locked in). */
export function useRecordTries(step: LessonStep, key: string, active: boolean): void {
  const { store } = useLabContext();
  useEffect(() => {
    if (step.tries === undefined || !active) return;
    return store.subscribe((s, prev) => {
      if (s.status !== 'finished' || prev.status === 'finished' || !s.schema) return;
      const idx = fieldIndex(s.schema);
      // The whole intervals since the last knob change: the settings the row names.
      const win = liveWindow(s.rows, idx.get('t_s'), s.scenario.schedule, s.scenario.reportIntervalS, s.nowNs / 1e9);
      const t = tryFromRows(s.currentKnobs(), step.tune, s.rows, idx, win.rows);
      if (t) lessonStore.getState().addTry(key, t);
    });
  }, [store, step, key, active]);
}

const fmt = (v: number, digits: number) => (Number.isFinite(v) ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');

export function StepTries({ step, tries, left, t, lang }: { step: LessonStep; tries: TuneTry[]; left: number; t: PanelStrings; lang: Lang }) {
  const best = tries.reduce((b, x, i) => (x.tps > (tries[b]?.tps ?? -Infinity) ? i : b), 0);
  return (
    <section className="lesson-tries panel" data-testid="lesson-tries" data-count={tries.length} aria-labelledby={`tries-${step.id}`}>
      <h4 id={`tries-${step.id}`}>{t.triesTitle}</h4>
      <p className="hint">{t.triesIntro(step.tries ?? 0)}</p>
      {tries.length ? (
        <>
          <div className="tries-scroll">
            <table className="tries-table" data-testid="tries-table">
              <thead>
                <tr>
                  <th scope="col">{t.tryCol}</th>
                  {step.tune.map((k) => (
                    <th scope="col" key={k} className="tries-knob">
                      <Breakable text={k} />
                    </th>
                  ))}
                  <th scope="col">{t.tpsCol}</th>
                  <th scope="col">{t.p95Col}</th>
                  <th scope="col">{t.cpuCol}</th>
                </tr>
              </thead>
              <tbody>
                {tries.map((x, i) => (
                  <tr key={i} data-testid="tries-row" data-tps={x.tps} className={i === best && tries.length > 1 ? 'tries-best' : undefined}>
                    <th scope="row">{i + 1}</th>
                    {step.tune.map((k) => (
                      <td key={k}>{x.knobs[k] === undefined ? '—' : knobValueShown(x.knobs[k]!)}</td>
                    ))}
                    <td>{fmt(x.tps, 0)}</td>
                    <td>{fmt(x.p95Ms, 2)}</td>
                    <td>{fmt(x.cpuCores, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TriesPlot names={step.tune} tries={tries} t={t} lang={lang} />
        </>
      ) : (
        <p className="hint">{t.triesNone}</p>
      )}
      <p className="tries-left" data-testid="tries-left" aria-live="polite">
        {left > 0 ? t.triesLeft(left) : t.triesDone}
      </p>
    </section>
  );
}

const W = 300;
const H = 130;
const PAD = { l: 46, r: 10, t: 10, b: 30 };

/** TPS of each try against the knob being tried (or the try's number): a dot per try. */
function TriesPlot({ names, tries, t }: { names: string[]; tries: TuneTry[]; t: PanelStrings; lang: Lang }) {
  const knob = plotKnob(names, tries);
  const xs = tries.map((x, i) => (knob ? (x.knobs[knob] as number) : i + 1));
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  // The axis ends at a round number a little above the best try (5,226 -> 5,500).
  const top = Math.max(1, ...tries.map((x) => (Number.isFinite(x.tps) ? x.tps : 0))) * 1.02;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(top)) - 1) * 5;
  const yMax = Math.ceil(top / step) * step;
  const sx = (v: number) => PAD.l + (xMax === xMin ? (W - PAD.l - PAD.r) / 2 : ((v - xMin) / (xMax - xMin)) * (W - PAD.l - PAD.r));
  const sy = (v: number) => H - PAD.b - (v / yMax) * (H - PAD.t - PAD.b);
  const xName = knob ?? t.triesPlotTry;
  const order = tries.map((_, i) => i).sort((a, b) => xs[a]! - xs[b]!);
  return (
    <svg className="tries-plot" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t.triesPlotLabel(xName)} data-testid="tries-plot">
      <line x1={PAD.l} y1={H - PAD.b} x2={W - PAD.r} y2={H - PAD.b} className="tries-axis" />
      <line x1={PAD.l} y1={PAD.t} x2={PAD.l} y2={H - PAD.b} className="tries-axis" />
      <text x={PAD.l - 4} y={PAD.t + 8} textAnchor="end" className="tries-tick">
        {Math.round(yMax).toLocaleString('en-US')}
      </text>
      <text x={PAD.l - 4} y={H - PAD.b} textAnchor="end" className="tries-tick">
        0
      </text>
      <text x={6} y={(H - PAD.b) / 2 + PAD.t} className="tries-tick" transform={`rotate(-90 10 ${(H - PAD.b) / 2 + PAD.t})`} textAnchor="middle">
        TPS
      </text>
      <text x={(W + PAD.l) / 2} y={H - 4} textAnchor="middle" className="tries-tick">
        {xName}
      </text>
      <polyline className="tries-line" points={order.map((i) => `${sx(xs[i]!)},${sy(tries[i]!.tps)}`).join(' ')} />
      {tries.map((x, i) => (
        <g key={i}>
          <circle cx={sx(xs[i]!)} cy={sy(x.tps)} r={4} className="tries-dot" />
          <text x={sx(xs[i]!)} y={H - PAD.b + 12} textAnchor="middle" className="tries-tick">
            {String(xs[i])}
          </text>
        </g>
      ))}
    </svg>
  );
}
