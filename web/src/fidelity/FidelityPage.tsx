// "How close is the model?": every figure the articles measured next to
// what the model gives for the same configuration, worst residuals shown
// as plainly as the best.
import type { CitedSource, FidelityEntry, FidelityReport, PhenomenonVerdict } from './report-types';

const METRIC_NAMES: Record<string, string> = {
  tps: 'throughput (TPS)',
  median_tps: 'median throughput (TPS)',
  steady_tps: 'steady throughput (TPS)',
  avg_latency_ms: 'average latency',
  p95_latency_ms: '95th percentile latency',
  max_latency_ms: 'maximum latency',
  min_latency_ms: 'minimum latency',
  peak_cpu_cores: 'peak CPU',
  binlog_mb_per_s: 'binlog write rate',
  stall_period_s: 'time between stalls',
  stall_min_tps: 'lowest 1-s TPS in a stall',
  stall_length_s: 'length of a stall',
  peak_tps_gain_pct: 'peak TPS gain',
};

function fmt(v: number | null, unit: string): string {
  if (v === null) return 'none seen';
  const n = Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
  return unit === '1/s' ? n : `${n} ${unit}`;
}

/** How far off, in words a reader can scan. */
function verdict(e: FidelityEntry): { text: string; cls: string } {
  if (e.ratio === null) return { text: e.modelled === null ? 'not reproduced' : 'n/a (cited 0)', cls: 'ratio-na' };
  const off = Math.abs(e.ratio - 1);
  const text = `${e.ratio >= 1 ? '+' : '−'}${(off * 100).toFixed(0)}%`;
  return { text, cls: off <= 0.1 ? 'ratio-good' : off <= 0.25 ? 'ratio-fair' : 'ratio-miss' };
}

/** Misses first, then matches in direction only, then the rest. */
const rank = (p: PhenomenonVerdict) => (!p.held ? 0 : p.weak ? 1 : 2);

/** One phenomenon: the verdict in words and colour, the article's figures beside the model's, and why where it misses. */
function Phenomenon({ p }: { p: PhenomenonVerdict }) {
  const [cls, text, badge] = !p.held
    ? ['missed', '✗ missed', 'ratio-miss']
    : p.weak
      ? ['weak', '≈ direction only', 'ratio-fair']
      : ['held', '✓ reproduced', 'ratio-good'];
  return (
    <li className={`phenomenon ${cls}`} data-testid={`phenomenon-${p.id}`}>
      <span className={`verdict ${badge}`}>{text}</span>
      <div>
        <p className="phenomenon-title">
          <strong>{p.source}</strong> {p.title}
        </p>
        <dl>
          <dt>Article</dt>
          <dd>{p.article}</dd>
          <dt>Model</dt>
          <dd>{p.model}</dd>
          {p.weak && (
            <>
              <dt>Why only in direction</dt>
              <dd>{p.weak}</dd>
            </>
          )}
          {p.known_miss && (
            <>
              <dt>Why it misses</dt>
              <dd>{p.known_miss}</dd>
            </>
          )}
        </dl>
        <a href={`./index.html#lesson=${encodeURIComponent(p.lesson)}&step=${p.step}`}>Open the lesson at step {p.step}</a>
      </div>
    </li>
  );
}

export function FidelityPage({ report, sources }: { report: FidelityReport; sources: CitedSource[] }) {
  const experiments = [...new Set(report.entries.map((e) => e.experiment))];
  return (
    <div className="fidelity">
      <header className="app-header">
        <div className="brand">
          <h1>How close is the model?</h1>
          <p className="tagline">
            Every figure the five source articles measured, next to what this model gives for the same configuration.{' '}
            <a href="./index.html">Back to the lab</a>
          </p>
        </div>
      </header>
      <main className="fidelity-main">
        <section className="panel" aria-labelledby="summary-h">
          <h2 id="summary-h">Summary</h2>
          <p>
            <strong>Measured</strong> figures come from the articles (cited below each table). <strong>Modelled</strong> figures come from
            this lab's simulation, with one physical parameter set per machine; nothing is fitted per table row. Throughput figures (marked
            ●) are what the machines were calibrated against: <strong>{report.scored_within_25pct}</strong> of {report.scored_total} are
            within ±25%. The worst: {report.worst_scored.label} ({METRIC_NAMES[report.worst_scored.metric] ?? report.worst_scored.metric}),
            modelled/measured = {report.worst_scored.ratio.toFixed(2)}. Latency tails and other figures are shown for comparison, misses
            included.
          </p>
          <p>
            Of the phenomena the articles describe, the model reproduces <strong>{report.phenomena_held}</strong> of{' '}
            {report.phenomena_total} by mechanism (listed next, misses first; a match in direction only says so); each is a test in <code>npm test</code>.
          </p>
          <p className="legend-line">
            <span className="ratio-good">within 10%</span> <span className="ratio-fair">within 25%</span>{' '}
            <span className="ratio-miss">further off</span>. Regenerate with <code>npm run fidelity</code>.
          </p>
        </section>
        <section className="panel" aria-labelledby="phenomena-h">
          <h2 id="phenomena-h">The published phenomena</h2>
          <ul className="phenomena">
            {[...report.phenomena]
              .sort((a, b) => rank(a) - rank(b))
              .map((p) => (
                <Phenomenon key={p.id} p={p} />
              ))}
          </ul>
        </section>
        {experiments.map((exp) => {
          const rows = report.entries.filter((e) => e.experiment === exp);
          const src = sources.find((s) => s.experiment === exp);
          return (
            <section className="panel" key={exp} aria-labelledby={`h-${exp}`}>
              <h2 id={`h-${exp}`}>
                {src?.source.id}: {src?.source.title}
              </h2>
              {src && (
                <p className="setup">
                  {src.setup} <em>Source: {src.source.where}</em>
                </p>
              )}
              <table className="fidelity-table">
                <thead>
                  <tr>
                    <th scope="col">Configuration</th>
                    <th scope="col">Figure</th>
                    <th scope="col">Measured</th>
                    <th scope="col">Modelled</th>
                    <th scope="col">Model vs measured</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((e, i) => {
                    const v = verdict(e);
                    return (
                      <tr key={i}>
                        <td>
                          {e.label}
                          {e.note && <div className="note">{e.note}</div>}
                        </td>
                        <td>
                          {e.scored && <span title="calibrated against">● </span>}
                          {METRIC_NAMES[e.metric] ?? e.metric}
                        </td>
                        <td className="num">{fmt(e.cited, e.unit)}</td>
                        <td className="num">{fmt(e.modelled, e.unit)}</td>
                        <td className={`num ${v.cls}`}>{v.text}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          );
        })}
      </main>
    </div>
  );
}
