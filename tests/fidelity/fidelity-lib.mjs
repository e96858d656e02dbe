// Runs every cited experiment's scenarios on the native core and turns
// the runs into the figures the articles measured. Shared by
// `npm run fidelity` (writes report.json) and the fidelity tests.
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus } from 'node:os';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// COMMITLAB_CLI: another build of the CLI (calibration experiments).
const cli = process.env.COMMITLAB_CLI || join(repo, 'wasm-core/build/commitlab-sim');
const WARMUP_INTERVALS = 2;

/**
 * Every scenario runs with seed 1; each scored figure is also run with these
 * seeds, so a result that hangs on the seed (a model with two steady states,
 * or noise larger than the residual) shows as a range beside it.
 */
export const SEED_CHECK = [2, 3];

/** (max - min) / the seed-1 value: above this a figure is `seed_dependent`; the page shows its range and a test names it. */
export const SEED_SPREAD_SHOWN = 0.05;

/** Every lessons/<lesson>/cited.json, with its folder. */
export function loadCited() {
  const dir = join(repo, 'lessons');
  return readdirSync(dir)
    .filter((d) => existsSync(join(dir, d, 'cited.json')))
    .sort()
    .map((d) => ({ lesson: d, dir: join(dir, d), cited: JSON.parse(readFileSync(join(dir, d, 'cited.json'), 'utf8')) }));
}

/**
 * Every tests/fidelity/published/<data set>/cited.json: published figures
 * beyond the five articles, each on a machine built from its author's
 * stated facts plus at most one fitted figure (its `calibration` says which).
 */
export function loadPublished() {
  const dir = join(repo, 'tests/fidelity/published');
  return readdirSync(dir)
    .filter((d) => existsSync(join(dir, d, 'cited.json')))
    .sort()
    .map((d) => ({ dataset: d, dir: join(dir, d), cited: JSON.parse(readFileSync(join(dir, d, 'cited.json'), 'utf8')) }));
}

/** The articles' and the published data sets' cited figures, each with the folder its scenarios are relative to. */
export function loadAllCited() {
  return [...loadCited(), ...loadPublished()];
}

/** The scenario files one figure needs (none for a figure the model cannot run). */
function figureFiles(dir, f) {
  if (f.not_modelled) return [];
  if (f.compare) return [...f.compare.base, ...f.compare.new].map((x) => join(dir, x));
  if (f.peak) return f.peak.map((x) => join(dir, x));
  return [join(dir, f.scenario)];
}

/** A figure's `fitted` must be said, true or false: the report and the page mark every figure one or the other. */
function checkFigure(doc, f) {
  const where = `${doc.cited.experiment}: figure "${f.label}" (${f.metric})`;
  if (typeof f.fitted !== 'boolean') throw new Error(`${where}: 'fitted' must be true or false (was the machine calibrated against it?), got ${JSON.stringify(f.fitted)}`);
  if (f.not_modelled && (typeof f.not_modelled.en !== 'string' || typeof f.not_modelled.zh !== 'string'))
    throw new Error(`${where}: 'not_modelled' must be { en, zh }: why the model cannot run it`);
  if (f.not_modelled && f.fitted) throw new Error(`${where}: a figure the model cannot run cannot be fitted`);
}

/** One scenario on the native CLI; `extraArgs` e.g. ['--physics', 'name=value']. */
export function runScenario(file, extraArgs = []) {
  return new Promise((ok, fail) => {
    execFile(cli, ['--scenario', file, '--format', 'json', ...extraArgs], { maxBuffer: 256 << 20 }, (err, stdout, stderr) => {
      if (err) return fail(new Error(`${file}: ${stderr || err.message}`));
      ok(JSON.parse(stdout));
    });
  });
}

/** Runs files with limited parallelism; returns Map file -> run. */
export async function runAll(files, parallel = Math.max(1, cpus().length), extraArgs = []) {
  const out = new Map();
  const queue = [...new Set(files)];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (queue.length) {
        const f = queue.shift();
        out.set(f, await runScenario(f, extraArgs));
      }
    }),
  );
  return out;
}

/** Interval series of one field, after warm-up. */
export function series(run, field) {
  const i = run.interval_fields.indexOf(field);
  if (i < 0) throw new Error(`no interval field ${field}`);
  return run.intervals.slice(WARMUP_INTERVALS).map((r) => r[i]);
}

export const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Stalls: runs of intervals below `depth` of the median TPS. */
export function stalls(run, depth = 0.5) {
  const tps = series(run, 'tps');
  const t = series(run, 't_s');
  const med = median(tps);
  const found = [];
  for (let k = 0; k < tps.length; k++) {
    if (tps[k] >= depth * med) continue;
    const last = found[found.length - 1];
    if (last && last.end === k - 1) {
      last.end = k;
      last.lost += 1 - tps[k] / med;
      last.min = Math.min(last.min, tps[k]);
    } else {
      found.push({ start: k, end: k, t: t[k], lost: 1 - tps[k] / med, min: tps[k] });
    }
  }
  // Add the partial loss of the neighbours, as a stall rarely aligns with a second.
  for (const s of found) {
    for (const k of [s.start - 1, s.end + 1]) if (k >= 0 && k < tps.length && tps[k] < med) s.lost += 1 - tps[k] / med;
    // A dip in the last interval may be a stall the run's end cut short: its depth and loss are not a whole stall's.
    s.cut = s.end === tps.length - 1;
  }
  return { median: med, list: found };
}

/** The modelled value of one cited metric from its run. */
export function metric(run, name) {
  const s = run.summary;
  switch (name) {
    case 'tps':
    case 'peak_tps':
      return mean(series(run, 'tps'));
    case 'median_tps':
    case 'steady_tps':
      return median(series(run, 'tps'));
    case 'avg_latency_ms':
      return s.latency_ms.avg;
    case 'p95_latency_ms':
      return s.latency_ms.p95;
    case 'max_latency_ms':
      return s.latency_ms.max;
    case 'min_latency_ms':
      return s.latency_ms.min;
    case 'peak_cpu_cores': {
      const w = series(run, 'cpu_work_cores');
      const sp = series(run, 'cpu_spin_cores');
      return Math.max(...w.map((x, k) => x + sp[k]));
    }
    case 'binlog_mb_per_s':
      return median(series(run, 'binlog_bytes_ps')) / 1e6;
    case 'stall_period_s': {
      const l = stalls(run, 0.85).list;
      if (l.length < 2) return null;
      return (l[l.length - 1].t - l[0].t) / (l.length - 1);
    }
    case 'stall_min_tps':
      return Math.min(...series(run, 'tps'));
    case 'stall_length_s': {
      const l = stalls(run).list;
      return l.length ? mean(l.map((x) => x.lost)) : 0;
    }
    default:
      throw new Error(`unknown metric ${name}`);
  }
}

/** Runs everything and returns report entries plus the raw runs. */
export async function computeFidelity({ parallel, docs } = {}) {
  const lessons = docs ?? loadAllCited();
  const files = [];
  for (const l of lessons) {
    for (const extra of l.cited.also_run ?? []) files.push(join(l.dir, extra));
    for (const f of l.cited.figures) {
      checkFigure(l, f);
      files.push(...figureFiles(l.dir, f));
    }
  }
  const runs = await runAll(files, parallel);
  const scoredFiles = lessons.flatMap((l) => l.cited.figures.filter((f) => f.scored && f.scenario).map((f) => join(l.dir, f.scenario)));
  const seedRuns = [];
  for (const seed of SEED_CHECK) seedRuns.push(await runAll(scoredFiles, parallel, ['--seed', String(seed)]));
  const entries = [];
  for (const l of lessons) {
    for (const f of l.cited.figures) {
      let modelled = null;
      let seedRange;
      const peakTps = (list) => Math.max(...list.map((x) => metric(runs.get(join(l.dir, x)), 'tps')));
      if (f.not_modelled) {
        modelled = null;
      } else if (f.compare) {
        const ratio = peakTps(f.compare.new) / peakTps(f.compare.base);
        modelled = f.metric === 'tps_ratio' ? ratio : (ratio - 1) * 100;
      } else if (f.peak) {
        modelled = peakTps(f.peak);
      } else {
        const file = join(l.dir, f.scenario);
        modelled = metric(runs.get(file), f.metric);
        if (f.scored) {
          const all = [modelled, ...seedRuns.map((r) => metric(r.get(file), f.metric))];
          seedRange = [Math.min(...all), Math.max(...all)].map((v) => Number(v.toPrecision(6)));
        }
      }
      const ratio = modelled === null || f.cited === 0 ? null : modelled / f.cited;
      const first = figureFiles(l.dir, f)[0];
      entries.push({
        experiment: l.cited.experiment,
        source: l.cited.source.id,
        ...(l.lesson ? { lesson: l.lesson } : { dataset: l.dataset, published: true }),
        machine: first ? runs.get(first).summary.machine : null,
        label: f.label,
        metric: f.metric,
        unit: f.unit,
        cited: f.cited,
        modelled: modelled === null ? null : Number(modelled.toPrecision(6)),
        ratio: ratio === null ? null : Number(ratio.toFixed(4)),
        scored: Boolean(f.scored),
        fitted: f.fitted,
        ...(seedRange ? { seed_range: seedRange } : {}),
        ...(seedRange && (seedRange[1] - seedRange[0]) / modelled > SEED_SPREAD_SHOWN ? { seed_dependent: true } : {}),
        ...(f.note ? { note: f.note } : {}),
        ...(f.not_modelled ? { not_modelled: f.not_modelled.en } : {}),
      });
    }
  }
  return { entries, runs, lessons };
}

/**
 * Fitted and predicted scored figures summarised apart: how many, how many
 * within ±10% and ±25%, and the worst. A fitted figure's agreement holds
 * partly by construction; a predicted one's does not.
 */
export function basisSummary(entries) {
  const sum = (list) => {
    const worst = list.reduce((a, b) => (a === null || residual(b) > residual(a) ? b : a), null);
    return {
      total: list.length,
      within_10pct: list.filter((e) => Math.abs(e.ratio - 1) <= 0.1).length,
      within_25pct: list.filter((e) => Math.abs(e.ratio - 1) <= 0.25).length,
      worst: worst && { source: worst.source, label: worst.label, metric: worst.metric, ratio: worst.ratio },
    };
  };
  const scored = entries.filter((e) => e.scored && e.ratio !== null);
  return { fitted: sum(scored.filter((e) => e.fitted)), predicted: sum(scored.filter((e) => !e.fitted)) };
}

/** Machines calibrated against more than one figure, with how many: the predictive core allows one each. */
export function overFittedMachines(entries) {
  const count = new Map();
  for (const e of entries) if (e.fitted) count.set(e.machine, (count.get(e.machine) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([machine, n]) => ({ machine, fitted: n }));
}

/** Scored figures whose seed range is wider than SEED_SPREAD_SHOWN of their value. */
export const seedSensitive = (entries) => entries.filter((e) => e.seed_dependent);

/** |log ratio|: how far off, symmetric for over and under. */
export const residual = (e) => (e.ratio === null ? 0 : Math.abs(Math.log(e.ratio)));
