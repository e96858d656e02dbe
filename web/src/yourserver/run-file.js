// The measured-run file `npm run measure` writes and the lab and CLI read:
// the scenario it ran, the server's settings, sysbench's raw output and
// two SHOW GLOBAL STATUS snapshots. Figures are derived on reading, by
// the same parsers a paste goes through. Types in run-file.d.ts.

import { said } from './reader-words.js';
import { parseStatusSnapshot, statusRates } from './server-status.js';
import { parseSysbenchLog, sysbenchSummary } from './sysbench-log.js';

export const RUN_FILE_KIND = 'commitlab-measured-run';
export const RUN_FILE_VERSION = 1;
/** Above this share of the CPU time taken by the hypervisor, a run says so. */
export const STEAL_NOTE_SHARE = 0.02;

/** Reads a run file's JSON text: { run, log, status, summary } or { error } naming the field (en, zh). */
export function readRunFile(text) {
  let run;
  try {
    run = typeof text === 'string' ? JSON.parse(text) : text;
  } catch (e) {
    return { error: said((w) => w.notJson(e.message)) };
  }
  if (!run || typeof run !== 'object') return { error: said((w) => w.notObject) };
  if (run.kind !== RUN_FILE_KIND) return { error: said((w) => w.badKind(JSON.stringify(run.kind ?? null), RUN_FILE_KIND)) };
  if (run.version !== RUN_FILE_VERSION) return { error: said((w) => w.badVersion(JSON.stringify(run.version ?? null), RUN_FILE_VERSION)) };
  if (!run.scenario || typeof run.scenario.knobs !== 'object' || !run.scenario.knobs) return { error: said((w) => w.noScenario) };
  const mf = run.scenario.machine_file;
  if (mf !== undefined && (typeof mf !== 'object' || mf === null || Array.isArray(mf))) return { error: said((w) => w.badMachineFile) };
  if (typeof run.sysbench?.output !== 'string') return { error: said((w) => w.noOutput) };
  const log = parseSysbenchLog(run.sysbench.output);
  if (log.intervals.length === 0 && !log.final) return { error: said((w) => w.emptyOutput) };
  let status = null;
  if (run.status?.before && run.status?.after) {
    status = statusRates(parseStatusSnapshot(run.status.before), parseStatusSnapshot(run.status.after), typeof run.status.seconds === 'number' ? run.status.seconds : undefined);
    // A run the hypervisor took CPU from is not the machine's own (measure records it).
    const steal = run.machine?.steal_share;
    if (typeof steal === 'number' && steal > STEAL_NOTE_SHARE) status.notes.push(said((w) => w.stealNote((steal * 100).toFixed(0))));
  }
  return { run, log, status, summary: measuredFigures(log, status) };
}

/** The measured figures, named as the model's interval fields are. */
export function measuredFigures(log, status) {
  const s = sysbenchSummary(log);
  const r = status?.rates ?? {};
  return {
    tps: s.tps,
    lat_avg_ms: s.lat_avg_ms,
    lat_p95_ms: s.percentile === 95 ? s.lat_pct_ms : null,
    tps_cv: s.tps_cv,
    redo_fsyncs_ps: r.redo_fsyncs_ps ?? null,
    binlog_group_commits_ps: r.binlog_group_commits_ps ?? null,
    redo_bytes_ps: r.redo_bytes_ps ?? null,
    binlog_bytes_ps: r.binlog_bytes_ps ?? null,
    trx_per_redo_fsync: r.redo_fsyncs_ps > 0 && s.tps ? s.tps / r.redo_fsyncs_ps : null,
  };
}

/** The same figures from a model run (RunJson: summary + intervals). */
export function modelFigures(modelRun) {
  const sm = modelRun.summary;
  const t = sm.total_time_s;
  const fields = modelRun.interval_fields ?? [];
  const tpsCol = fields.indexOf('tps');
  const series = tpsCol >= 0 ? (modelRun.intervals ?? []).map((row) => row[tpsCol]) : [];
  const mean = series.length ? series.reduce((a, b) => a + b, 0) / series.length : 0;
  const cv = series.length > 1 && mean > 0 ? Math.sqrt(series.reduce((a, x) => a + (x - mean) ** 2, 0) / (series.length - 1)) / mean : null;
  const redo = sm.redo_fsyncs / t;
  return {
    tps: sm.tps,
    lat_avg_ms: sm.latency_ms.avg,
    lat_p95_ms: sm.latency_ms.p95,
    tps_cv: cv,
    redo_fsyncs_ps: redo,
    // With sync_binlog=1 every binlog group is one binlog fsync; the model counts fsyncs.
    binlog_group_commits_ps: modelRun.scenario?.knobs?.log_bin ? sm.binlog_fsyncs / t : 0,
    redo_bytes_ps: sm.redo_bytes / t,
    binlog_bytes_ps: sm.binlog_bytes / t,
    trx_per_redo_fsync: redo > 0 ? sm.tps / redo : null,
  };
}

export const FIGURES = [
  { key: 'tps', en: 'TPS', zh: 'TPS', digits: 0 },
  { key: 'lat_avg_ms', en: 'avg latency (ms)', zh: '平均延迟（ms）', digits: 2 },
  { key: 'lat_p95_ms', en: 'p95 latency (ms)', zh: 'p95 延迟（ms）', digits: 2 },
  { key: 'tps_cv', en: 'per-second TPS variation (CV)', zh: '每秒 TPS 波动（变异系数）', digits: 3 },
  { key: 'redo_fsyncs_ps', en: 'redo fsyncs/s', zh: 'redo fsync/秒', digits: 0 },
  { key: 'trx_per_redo_fsync', en: 'transactions per redo fsync', zh: '每次 redo fsync 的事务数', digits: 2 },
  { key: 'binlog_group_commits_ps', en: 'binlog group commits/s', zh: 'binlog 组提交/秒', digits: 0 },
  { key: 'redo_bytes_ps', en: 'redo bytes/s', zh: 'redo 字节/秒', digits: 0 },
  { key: 'binlog_bytes_ps', en: 'binlog bytes/s', zh: 'binlog 字节/秒', digits: 0 },
];

/** Model beside measurement, figure by figure, with the gap (model vs measured) in percent. */
export function compareFigures(model, measured) {
  return FIGURES.map((f) => {
    const m = model[f.key];
    const x = measured[f.key];
    const gapPct = typeof m === 'number' && typeof x === 'number' && x !== 0 ? ((m - x) / x) * 100 : null;
    return { ...f, model: m ?? null, measured: x ?? null, gapPct };
  });
}
