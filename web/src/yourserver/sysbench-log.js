// Reads sysbench output pasted by a DBA or written by `npm run measure`:
// sysbench 1.0's interval lines and final report, and the 0.4/0.5
// interval and report formats. Whatever is readable is kept; every line
// that is not is listed in `dropped` with its number, its text and what
// was expected there, in English and Chinese (reader-words.js). Plain JavaScript (types in sysbench-log.d.ts).
//
//   1.0:  [ 10s ] thds: 100 tps: 1391.16 qps: 1391.16 (r/w/o: 0.00/1391.16/0.00) lat (ms,95%): 150.29 err/s: 0.00 reconn/s: 0.00
//   0.5:  [ 571s] threads: 128, tps: 37666.00, reads: 0.00, writes: 113177.00, response time: 2.78ms (95%), errors: 0.00, reconnects: 0.00
//   0.4:  [  10s] threads: 8, tps: 812.61, reads/s: 0.00, writes/s: 3250.44, response time: 12.01ms (95%)

import { said, saidWithShape } from './reader-words.js';
import { parseDecimal, quoteLine, splitLines } from './text-lines.js';

const NUM = String.raw`[-+]?\d+(?:[.,]\d+)?`;
const INTERVAL_START = /^\[\s*([^\]]*?)\s*\]\s*(.*)$/;
const EXPECT_V1 = '[ Ns ] thds: N tps: N qps: N (r/w/o: N/N/N) lat (ms,P%): N err/s: N reconn/s: N';
const EXPECT_V05 = '[ Ns] threads: N, tps: N, reads: N, writes: N, response time: Nms (P%), errors: N, reconnects: N';

// Lines sysbench prints around the figures: read for context or skipped.
const PREAMBLE = [
  /^sysbench\s+\d/i,
  /^Running the test with following options:?$/i,
  /^Number of threads:/i,
  /^Report intermediate results every/i,
  /^Initializing (random number generator|worker threads)/i,
  /^Random number generator seed/i,
  /^Threads started!?$/i,
  /^Time limit exceeded/i,
  /^Done\.?$/i,
  /^\(last message repeated \d+ times\)$/i,
  /^Doing OLTP test/i,
  /^Running mixed OLTP test/i,
  /^Using (Special|Uniform|Gaussian|Pareto) distribution/i,
  /^Using "?(BEGIN|LOCK TABLES|AUTOCOMMIT)/i,
  /^Using auto_inc/i,
  /^Maximum number of requests/i,
  /^Using \d+ test tables?/i,
  /^WARNING:/i,
  /^(Creating (table|a secondary index)|Inserting \d+ records into|Dropping table)/i,
  /^(SQL statistics|queries performed|General statistics|Latency \(ms\)|Threads fairness|OLTP test statistics|Test execution summary|per-request statistics):?$/i,
  /^Latency histogram/i,
];

function num(text) {
  return parseDecimal(String(text ?? '').replace(/ms$/i, ''));
}

/** Reads one 1.0 interval line's fields after "[ 10s ]". */
function readV1(rest) {
  const grab = (re) => {
    const m = re.exec(rest);
    return m ? m : null;
  };
  const thds = grab(/\bthds:\s*(\S+)/);
  const tps = grab(/\btps:\s*(\S+)/);
  const qps = grab(/\bqps:\s*(\S+)/);
  const rwo = grab(/\(r\/w\/o:\s*([^)]*)\)/);
  const lat = grab(/\blat \(ms,\s*(\d+)%\):\s*(\S+)/);
  const err = grab(/\berr\/s:\s*(\S+)/);
  const reconn = grab(/\breconn\/s:\s*(\S+)/);
  if (!thds) return { error: said((w) => w.needThreads) };
  const out = { threads: num(thds[1]) };
  if (!Number.isInteger(out.threads) || out.threads < 0) return { error: said((w) => w.notWhole('thds', thds[1])) };
  if (!tps) return { error: said((w) => w.needTpsAfterThds) };
  out.tps = num(tps[1]);
  if (!(out.tps >= 0)) return { error: said((w) => w.notNumber('tps', tps[1])) };
  if (qps) {
    out.qps = num(qps[1]);
    if (!(out.qps >= 0)) return { error: said((w) => w.notNumber('qps', qps[1])) };
  }
  if (rwo) {
    const parts = rwo[1].split('/').map(num);
    if (parts.length !== 3 || parts.some((x) => !(x >= 0))) return { error: said((w) => w.rwoShape(rwo[1])) };
    [out.reads_ps, out.writes_ps, out.other_ps] = parts;
  }
  if (!lat) return { error: said((w) => w.needLatAfterTps) };
  out.percentile = Number(lat[1]);
  out.lat_ms = num(lat[2]);
  if (!(out.lat_ms >= 0)) return { error: said((w) => w.notNumber(`lat (ms,${lat[1]}%)`, lat[2])) };
  if (err) {
    out.errors_ps = num(err[1]);
    if (!(out.errors_ps >= 0)) return { error: said((w) => w.notNumber('err/s', err[1])) };
  }
  if (reconn) {
    out.reconnects_ps = num(reconn[1]);
    if (!(out.reconnects_ps >= 0)) return { error: said((w) => w.notNumber('reconn/s', reconn[1])) };
  }
  return { value: out };
}

/** Reads one 0.4/0.5 interval line's comma-separated "name: value" fields. */
function readV05(rest) {
  const out = {};
  // Fields are separated by ", "; a decimal comma has no space after it.
  for (const field of rest.split(/,\s+/)) {
    const m = /^\s*([a-z/ ]+?):\s*(.*?)\s*,?\s*$/i.exec(field);
    if (!m) return { error: said((w) => w.pairsShape(field)) };
    const name = m[1].toLowerCase();
    const raw = m[2];
    if (name === 'response time') {
      const rt = new RegExp(`^(${NUM})\\s*ms\\s*\\((\\d+)%\\)$`).exec(raw);
      if (!rt) return { error: said((w) => w.responseShape(raw)) };
      out.lat_ms = num(rt[1]);
      out.percentile = Number(rt[2]);
      continue;
    }
    const key = {
      threads: 'threads',
      tps: 'tps',
      reads: 'reads_ps',
      'reads/s': 'reads_ps',
      writes: 'writes_ps',
      'writes/s': 'writes_ps',
      errors: 'errors_ps',
      'errors/s': 'errors_ps',
      reconnects: 'reconnects_ps',
      'reconnects/s': 'reconnects_ps',
    }[name];
    if (!key) return { error: said((w) => w.knownField(m[1])) };
    const v = num(raw);
    if (!(v >= 0)) return { error: said((w) => w.notNumber(m[1], raw)) };
    out[key] = v;
  }
  if (!Number.isInteger(out.threads)) return { error: said((w) => w.needWholeThreads) };
  if (out.tps === undefined) return { error: said((w) => w.needTps) };
  if (out.lat_ms === undefined) return { error: said((w) => w.needResponse) };
  if (out.reads_ps !== undefined && out.writes_ps !== undefined) out.qps = out.reads_ps + out.writes_ps;
  return { value: out };
}

// Final report lines: "name: value", the value read by the entry's function.
const COUNT_RATE = new RegExp(`^(${NUM})\\s*\\((${NUM}) per sec\\.\\)$`);
function countRate(raw) {
  const m = COUNT_RATE.exec(raw);
  return m ? [num(m[1]), num(m[2])] : null;
}
const FINAL_FIELDS = [
  { re: /^transactions$/i, read: (raw, f) => setPair(raw, f, 'transactions', 'tps'), expect: 'N (N per sec.)' },
  { re: /^(queries|read\/write requests)$/i, read: (raw, f) => setPair(raw, f, 'queries', 'qps'), expect: 'N (N per sec.)' },
  { re: /^ignored errors$/i, read: (raw, f) => setPair(raw, f, 'ignored_errors', 'ignored_errors_ps'), expect: 'N (N per sec.)' },
  { re: /^reconnects$/i, read: (raw, f) => setPair(raw, f, 'reconnects', 'reconnects_ps'), expect: 'N (N per sec.)' },
  { re: /^deadlocks$/i, read: (raw, f) => setPair(raw, f, 'deadlocks', 'deadlocks_ps'), expect: 'N (N per sec.)' },
  { re: /^other operations$/i, read: (raw, f) => setPair(raw, f, 'other_operations', 'other_operations_ps'), expect: 'N (N per sec.)' },
  { re: /^(read|write|other|total)$/i, read: (raw, f, name) => setNum(raw, f, `queries_${name.toLowerCase()}`), expect: 'N' },
  { re: /^total time$/i, read: (raw, f) => setNum(raw.replace(/s$/, ''), f, 'total_time_s'), expect: 'Ns' },
  { re: /^total number of events$/i, read: (raw, f) => setNum(raw, f, 'events'), expect: 'N' },
  { re: /^total time taken by event execution$/i, read: (raw, f) => setNum(raw, f, 'execution_time_sum_s'), expect: 'N' },
  { re: /^(min|avg|max|sum)$/i, read: (raw, f, name) => setLatency(raw, f, name.toLowerCase()), expect: 'N (milliseconds)' },
  {
    re: /^(?:approx\.\s*)?(\d+)(?:th)? percentile$/i,
    read: (raw, f, name, m) => {
      f.percentile = Number(m[1]);
      return setLatency(raw, f, 'pct');
    },
    expect: 'N (milliseconds)',
  },
  { re: /^events \(avg\/stddev\)$/i, read: (raw, f) => setSlash(raw, f, 'events_avg', 'events_stddev'), expect: 'N/N' },
  { re: /^execution time \(avg\/stddev\)$/i, read: (raw, f) => setSlash(raw.replace(/s/g, ''), f, 'exec_avg_s', 'exec_stddev_s'), expect: 'N/N' },
];
function setPair(raw, f, a, b) {
  const p = countRate(raw);
  if (!p || p.some((x) => !(x >= 0))) return false;
  [f[a], f[b]] = p;
  return true;
}
function setNum(raw, f, key) {
  const v = num(raw);
  if (!(v >= 0)) return false;
  f[key] = v;
  return true;
}
function setLatency(raw, f, key) {
  const v = num(raw);
  if (!(v >= 0)) return false;
  f.latency_ms = f.latency_ms ?? {};
  f.latency_ms[key] = v;
  return true;
}
function setSlash(raw, f, a, b) {
  const p = raw.split('/').map(num);
  if (p.length !== 2 || p.some((x) => !(x >= 0))) return false;
  [f[a], f[b]] = p;
  return true;
}

/**
 * Parses sysbench output. Never throws; see sysbench-log.d.ts for the shape.
 * @param {string} text
 */
export function parseSysbenchLog(text) {
  const result = {
    format: null,
    version: null,
    threads: null,
    reportIntervalS: null,
    percentile: null,
    intervals: [],
    final: null,
    dropped: [],
    lineCount: 0,
  };
  const lines = splitLines(text);
  result.lineCount = lines.length;
  const final = {};
  let finalLines = 0;
  const drop = (i, raw, expected) => result.dropped.push({ line: i + 1, text: quoteLine(raw), expected });
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    let m;
    if ((m = /^sysbench\s+(\d+(?:\.\d+)*)/i.exec(line))) result.version = m[1];
    if ((m = /^Number of threads:\s*(\d+)$/i.exec(line))) result.threads = Number(m[1]);
    if ((m = /^Report intermediate results every\s+(\d+(?:\.\d+)?)\s+second/i.exec(line))) result.reportIntervalS = Number(m[1]);
    if (PREAMBLE.some((re) => re.test(line))) return;

    if ((m = INTERVAL_START.exec(line))) {
      const t = /^(\d+(?:[.,]\d+)?)\s*s$/.exec(m[1]);
      const isV1 = /^\s*thds:/.test(m[2]);
      const expected = isV1 ? EXPECT_V1 : EXPECT_V05;
      if (!t) return drop(i, raw, saidWithShape(said((w) => w.elapsedFirst), expected));
      const read = isV1 ? readV1(m[2]) : readV05(m[2]);
      if (read.error) return drop(i, raw, saidWithShape(read.error, expected));
      const format = isV1 ? 'sysbench-1.0' : 'sysbench-0.5';
      if (result.format && result.format !== format) {
        return drop(i, raw, saidWithShape(said((w) => w.sameFormat), result.format === 'sysbench-1.0' ? EXPECT_V1 : EXPECT_V05));
      }
      const t_s = num(t[1]);
      const prev = result.intervals[result.intervals.length - 1];
      if (prev && !(t_s > prev.t_s)) return drop(i, raw, said((w) => w.laterTime(prev.t_s)));
      if (result.percentile !== null && read.value.percentile !== result.percentile) {
        return drop(i, raw, said((w) => w.samePercentile(result.percentile)));
      }
      result.format = format;
      result.percentile = read.value.percentile;
      const { percentile: _p, ...fields } = read.value;
      result.intervals.push({ line: i + 1, t_s, ...fields });
      return;
    }

    if ((m = /^([^:]+?):\s*(.*)$/.exec(line))) {
      const name = m[1].trim();
      const rawValue = m[2].trim();
      for (const field of FINAL_FIELDS) {
        const nm = field.re.exec(name);
        if (!nm) continue;
        if (field.read(rawValue, final, name, nm)) finalLines += 1;
        else drop(i, raw, said((w) => w.finalField(name, field.expect)));
        return;
      }
    }
    drop(i, raw, said((w) => w.sysbenchLine(EXPECT_V1, EXPECT_V05)));
  });
  if (finalLines > 0) {
    result.final = final;
    if (result.percentile === null && final.percentile !== undefined) result.percentile = final.percentile;
    if (!result.format) result.format = final.latency_ms && !('sum' in final.latency_ms) && 'execution_time_sum_s' in final ? 'sysbench-0.5' : 'sysbench-1.0';
  }
  return result;
}

/** The run's figures from the parsed log: the final report where present, else the intervals' mean. */
export function sysbenchSummary(log) {
  const iv = log.intervals;
  const mean = (key) => {
    const xs = iv.map((r) => r[key]).filter((x) => typeof x === 'number');
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
  };
  const tpsSeries = iv.map((r) => r.tps);
  const m = mean('tps');
  const cv =
    tpsSeries.length > 1 && m > 0
      ? Math.sqrt(tpsSeries.reduce((a, x) => a + (x - m) ** 2, 0) / (tpsSeries.length - 1)) / m
      : null;
  const f = log.final ?? {};
  return {
    tps: f.tps ?? m,
    lat_avg_ms: f.latency_ms?.avg ?? null,
    lat_pct_ms: f.latency_ms?.pct ?? (iv.length ? mean('lat_ms') : null),
    percentile: log.percentile,
    lat_max_ms: f.latency_ms?.max ?? null,
    tps_cv: cv,
    source: log.final ? 'final report' : iv.length ? 'interval lines' : 'nothing',
  };
}
