// One interval record as a sysbench 1.0 progress line, the format DBAs
// read every day:
// [ 10s ] thds: 256 tps: 67983.12 qps: 67983.12 (r/w/o: 0.00/67983.12/0.00) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
export interface SysbenchColumns {
  t?: number;
  threads?: number;
  tps?: number;
  qps?: number;
  reads?: number;
  writes?: number;
  other?: number;
  p95?: number;
  p99?: number;
  err?: number;
  reconn?: number;
}

const CANDIDATES: Record<keyof SysbenchColumns, string[]> = {
  t: ['t_s', 'time_s', 't'],
  threads: ['threads', 'thds'],
  tps: ['tps'],
  qps: ['qps'],
  reads: ['reads_ps', 'reads_per_s', 'read_qps', 'reads'],
  writes: ['writes_ps', 'writes_per_s', 'write_qps', 'writes'],
  other: ['other_ps', 'other_per_s', 'other_qps', 'other'],
  p95: ['lat_p95_ms', 'latency_p95_ms', 'p95_latency_ms'],
  p99: ['lat_p99_ms', 'latency_p99_ms', 'p99_latency_ms'],
  err: ['errors_ps', 'err_per_s', 'errors_per_s'],
  reconn: ['reconn_ps', 'reconn_per_s', 'reconnects_per_s'],
};

/** Column of each sysbench quantity in the core's interval records. */
export function sysbenchColumns(fields: Map<string, number>): SysbenchColumns {
  const out: SysbenchColumns = {};
  for (const [key, names] of Object.entries(CANDIDATES) as Array<[keyof SysbenchColumns, string[]]>) {
    for (const n of names) {
      const i = fields.get(n);
      if (i !== undefined) {
        out[key] = i;
        break;
      }
    }
  }
  return out;
}

const f2 = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '0.00' : v.toFixed(2));

function formatT(t: number): string {
  const r = Math.round(t);
  return Math.abs(t - r) < 1e-6 ? `${r}s` : `${Number(t.toFixed(3))}s`;
}

/** The percentiles the log can print, as sysbench's --percentile does (95 is sysbench's default). */
export const LOG_PERCENTILES = [95, 99] as const;
export type LogPercentile = (typeof LOG_PERCENTILES)[number];

/** `percentile`: the latency column, as `sysbench --percentile=N` prints it ("lat (ms,99%)"). */
export function sysbenchLine(
  row: (col: number | undefined) => number | undefined,
  cols: SysbenchColumns,
  fallback: { t: number; threads: number },
  percentile: LogPercentile = 95,
): string {
  const t = row(cols.t) ?? fallback.t;
  const threads = row(cols.threads) ?? fallback.threads;
  const tps = row(cols.tps);
  const qps = row(cols.qps) ?? tps;
  return (
    `[ ${formatT(t)} ] thds: ${Math.round(threads)} tps: ${f2(tps)} qps: ${f2(qps)} ` +
    `(r/w/o: ${f2(row(cols.reads))}/${f2(row(cols.writes))}/${f2(row(cols.other))}) ` +
    `lat (ms,${percentile}%): ${f2(row(percentile === 99 ? cols.p99 : cols.p95))} err/s: ${f2(row(cols.err))} reconn/s: ${f2(row(cols.reconn))}`
  );
}
