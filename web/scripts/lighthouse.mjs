#!/usr/bin/env node
// Lighthouse on the production build (dist/) served as `npm start` serves it
// (web/scripts/serve.mjs on 127.0.0.1), in Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium, headless, --no-sandbox): performance,
// accessibility, best practices and SEO, desktop and mobile (Lighthouse's
// own presets: simulated throttling, a mid-range phone on slow 4G for
// mobile). Each form factor runs LIGHTHOUSE_RUNS times (3) and reports the
// run with the median performance score, as Lighthouse's docs advise; the
// scores move with the machine's load, so this is a measurement, not a test.
// Prints a table on stderr and one JSON line last:
//   lighthouse_<desktop|mobile>_<performance|accessibility|best_practices|seo>  0..1
//   lighthouse_<desktop|mobile>_<lcp|fcp|tbt|si>_ms, ..._cls
//   lighthouse_min_score (the lowest of the eight), lighthouse_target 0.95
// Usage: node web/scripts/lighthouse.mjs [--page index.html|fidelity.html] [--json-out DIR]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const page = opt('page', '');
const jsonOut = opt('json-out', '');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? '3'));
const TARGET = 0.95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcp_ms: 'largest-contentful-paint',
  fcp_ms: 'first-contentful-paint',
  tbt_ms: 'total-blocking-time',
  si_ms: 'speed-index',
  cls: 'cumulative-layout-shift',
};
const note = (s) => process.stderr.write(`lighthouse: ${s}\n`);

/** serve.mjs on a port the OS picks; resolves with its URL and the process. */
function serve() {
  const server = spawn(process.execPath, [join(repo, 'web/scripts/serve.mjs'), '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`serve.mjs exited (${code})`)));
    server.stdout.once('data', (d) => resolve({ server, url: String(d).trim() }));
  });
}

async function audit(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** What a report says in a few figures; the audits that lost points, for the note. */
function summary(lhr) {
  const s = {};
  for (const c of CATEGORIES) s[c.replace('-', '_')] = lhr.categories[c]?.score ?? null;
  for (const [k, id] of Object.entries(METRICS)) {
    const v = lhr.audits[id]?.numericValue;
    s[k] = v === undefined ? null : Number(k === 'cls' ? v.toFixed(3) : v.toFixed(0));
  }
  const lost = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9) lost.push(`${c}/${ref.id} ${a.displayValue ?? a.score}`);
    }
  }
  return { scores: s, lost };
}

const { server, url: base } = await serve();
const url = base + page;
const out = {};
let min = 1;
try {
  for (const formFactor of ['desktop', 'mobile']) {
    const done = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(url, formFactor);
      done.push({ lhr, ...summary(lhr) });
      note(`${formFactor} run ${i + 1}/${runs}: performance ${done.at(-1).scores.performance}`);
    }
    done.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = done[Math.floor((done.length - 1) / 2)];
    for (const [k, v] of Object.entries(median.scores)) out[`lighthouse_${formFactor}_${k}`] = v;
    for (const c of CATEGORIES) min = Math.min(min, median.scores[c.replace('-', '_')] ?? 0);
    note(`${formFactor} (median of ${runs}): ${CATEGORIES.map((c) => `${c} ${median.scores[c.replace('-', '_')]}`).join(', ')}`);
    note(`${formFactor}: LCP ${median.scores.lcp_ms} ms, FCP ${median.scores.fcp_ms} ms, TBT ${median.scores.tbt_ms} ms, SI ${median.scores.si_ms} ms, CLS ${median.scores.cls}`);
    for (const l of median.lost) note(`${formFactor}: below 0.9: ${l}`);
    if (jsonOut) {
      mkdirSync(jsonOut, { recursive: true });
      writeFileSync(join(jsonOut, `lighthouse-${formFactor}.json`), JSON.stringify(median.lhr));
    }
  }
} finally {
  server.kill();
}
out.lighthouse_url = url.replace(/:\d+\//, ':PORT/');
out.lighthouse_runs = runs;
out.lighthouse_min_score = min;
out.lighthouse_target = TARGET;
note(min >= TARGET ? `every category >= ${TARGET}, desktop and mobile` : `BELOW TARGET: lowest score ${min} < ${TARGET}`);
console.log(JSON.stringify(out));
