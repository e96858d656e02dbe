// The live diff: each metric for A and B, B − A and B / A, over the last N
// intervals and over the whole run. Direction is shown by arrow and word as
// well as colour; for TPS, latency and spinning it also says better/worse.
import { useState } from 'react';
import { useLabContext } from '../ui/lab-context';
import type { LabState } from '../store/lab-state';
import type { MeasuredRef } from '../ui/measured-link';
import { toCoreScenario } from '../model/scenario';
import { formatSI } from '../viz/format';
import { useTransientDraw } from '../viz/use-transient';
import { directionText, pairDiff, SAME_WITHIN, sameFloors, type MetricDiff, type Rows } from './compare-diff';
import { compareCsv, compareJson, type BoundMetric, type CompareTable } from './compare-export';
import { withSharedRun } from './compare-url';
import type { CompareSession } from './compare-session';
import { compareSaid, useCompareT, type CompareStrings } from './compare-i18n';

const WINDOWS = [1, 3, 5, 10, 30];

interface Line {
  metric: BoundMetric['metric'];
  last: MetricDiff;
  run: MetricDiff;
}

function num(v: number, unit: string): string {
  if (!Number.isFinite(v)) return '–';
  return unit === 'ms' ? `${formatSI(v)} ms` : formatSI(v);
}
/** The hint's "closer than" list: each unit's floor, formatted ("1 TPS, 0.001 ms, …"). */
function floorsText(metrics: BoundMetric['metric'][], t: CompareStrings): string {
  return t.listJoin(sameFloors(metrics).map(([unit, v]) => `${formatSI(v)}${t.unitSuffix[unit] ?? ''}`));
}
function signed(v: number, unit: string): string {
  if (!Number.isFinite(v)) return '–';
  return `${v > 0 ? '+' : v < 0 ? '−' : '±'}${num(Math.abs(v), unit)}`;
}

/** The table's two column groups: the last N intervals and the whole run (presenter mode shows the whole run only). */
type Group = 'last' | 'run';

function Cells({ d: diff, unit, t, group, unknown }: { d: MetricDiff; unit: string; t: CompareStrings; group: Group; unknown?: string }) {
  // B measured: the same settings measured and modelled, so a gap is a gap, neither better nor worse.
  const d: MetricDiff = unknown ? { ...diff, verdict: 'neutral' } : diff;
  const { arrow, word: said } = directionText(d.direction, t.direction);
  // B measured: a metric the run has no figure for is "not measured", not "no data yet".
  const word = d.direction === 'unknown' && unknown && Number.isFinite(d.a) ? unknown : said;
  const g = `diff-${group}`;
  return (
    <>
      <td className={g}>{num(d.a, unit)}</td>
      <td className={g}>{num(d.b, unit)}</td>
      {d.direction === 'unknown' ? (
        <td className={`${g} delta`}>
          <span className="delta-word">{word}</span>
        </td>
      ) : (
        <td className={`${g} delta verdict-${d.verdict}`}>
          <span aria-hidden="true">{arrow} </span>
          {signed(d.delta, unit)}
          <span className="delta-word">
            {' '}
            {word}
            {d.verdict !== 'neutral' ? `${t.verdictSep}${t.verdict[d.verdict]}` : ''}
          </span>
        </td>
      )}
      <td className={g}>{Number.isFinite(d.ratio) ? `${d.ratio.toFixed(2)}×` : '–'}</td>
    </>
  );
}

export interface DiffTableProps {
  session: CompareSession;
  metrics: BoundMetric[];
  coreStride: number;
  tCol: number | undefined;
  /** The rows to read (B measured: compare/measured-rows.ts); the pair's own by default. */
  rowsOf?: (s: LabState) => Rows;
  /** B is a measured run: the title says so, a metric it has no figure for says "not measured". */
  measured?: { title: string; notMeasured: string; a: string; b: string; ref: MeasuredRef };
}

export function DiffTable({ session, metrics, coreStride, tCol, rowsOf, measured }: DiffTableProps) {
  const { store } = useLabContext();
  const [lastN, setLastN] = useState(5);
  const t = useCompareT();
  const [lines, setLines] = useState<Line[]>([]);
  const [count, setCount] = useState(0);
  useTransientDraw(
    store,
    (s) => {
      const rows = rowsOf ? rowsOf(s) : s.rows;
      setCount(rows.count);
      setLines(metrics.map(({ metric, cols }) => ({ metric, last: pairDiff(rows, coreStride, cols, metric.better, lastN, metric.sameBelow, metric.aggregate), run: pairDiff(rows, coreStride, cols, metric.better, null, metric.sameBelow, metric.aggregate) })));
    },
    [metrics, coreStride, lastN, rowsOf],
    250,
  );

  const exportAs = (kind: 'csv' | 'json') => {
    const s = store.getState();
    const table: CompareTable = { metrics, rows: rowsOf ? rowsOf(s) : s.rows, coreStride, tCol, reportIntervalS: s.scenario.reportIntervalS };
    const { a, b } = session.scenarios();
    const bOut = measured ? { measured_run: { file: measured.ref.name, fingerprint: measured.ref.fp } } : toCoreScenario(withSharedRun(a, b));
    const text = kind === 'csv' ? compareCsv(table) : compareJson(table, { a: toCoreScenario(a), b: bOut }, lastN);
    const name = `commitlab-compare-${a.preset ?? a.machine}-vs-${measured ? `measured-${measured.ref.fp}` : (b.preset ?? b.machine)}-${(s.nowNs / 1e9).toFixed(3)}s.${kind}`;
    import('../viz/export')
      .then((ex) => ex.download(new Blob([text], { type: kind === 'csv' ? 'text/csv' : 'application/json' }), name))
      .catch((e: unknown) => s.pushMessage('error', compareSaid((w) => w.exportFailed((e as Error).message)), 'export'));
  };

  const shownN = count > 0 ? Math.min(lastN, count) : lastN;
  return (
    <section className="panel compare-diff" aria-labelledby="diff-title">
      <div className="compare-diff-head">
        <h2 id="diff-title">{measured ? measured.title : t.diffTitle}</h2>
        <label className="inline-field diff-window">
          {t.recentWindow}{' '}
          <select value={lastN} data-testid="diff-window" onChange={(e) => setLastN(Number(e.target.value))}>
            {WINDOWS.map((n) => (
              <option key={n} value={n}>
                {t.windowOption(n)}
              </option>
            ))}
          </select>
        </label>
        <span className="export-buttons diff-exports">
          <button type="button" data-testid="compare-export-csv" onClick={() => exportAs('csv')}>
            {t.exportCsv}
          </button>
          <button type="button" data-testid="compare-export-json" onClick={() => exportAs('json')}>
            {t.exportJson}
          </button>
        </span>
      </div>
      <table className="diff-table" data-testid="diff-table" data-intervals={count}>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t.colMetric}
            </th>
            <th scope="colgroup" colSpan={4} className="diff-last">
              {t.colLast(shownN)}
            </th>
            <th scope="colgroup" colSpan={4} className="diff-run">
              {t.colRun(count)}
            </th>
          </tr>
          <tr>
            {(['last', 'run'] as const).map((g) => (
              <Heads key={g} group={g} kinds={measured} />
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map(({ metric, last, run }) => (
            <tr
              key={metric.id}
              data-testid={`diff-${metric.id}`}
              data-tail={metric.id === 'p99' || metric.id === 'max' ? true : undefined}
              data-a-last={last.a}
              data-b-last={last.b}
              data-a-run={run.a}
              data-b-run={run.b}
              data-direction-run={run.direction}
              data-verdict-run={run.verdict}
            >
              <th scope="row">
                {t.metrics[metric.id] ?? metric.label}
                {metric.better ? <span className="better-hint">{t.betterHint(t.better[metric.better])}</span> : null}
              </th>
              <Cells d={last} unit={metric.unit} t={t} group="last" unknown={measured?.notMeasured} />
              <Cells d={run} unit={metric.unit} t={t} group="run" unknown={measured?.notMeasured} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint diff-hint">{t.diffHint(SAME_WITHIN * 100, floorsText(metrics.map((m) => m.metric), t))}</p>
    </section>
  );
}

function Heads({ group, kinds }: { group: Group; kinds?: { a: string; b: string } }) {
  const g = `diff-${group}`;
  return (
    <>
      <th scope="col" className={g}>{kinds ? `A (${kinds.a})` : 'A'}</th>
      <th scope="col" className={g}>{kinds ? `B (${kinds.b})` : 'B'}</th>
      <th scope="col" className={g}>B − A</th>
      <th scope="col" className={g}>B / A</th>
    </>
  );
}
