#!/usr/bin/env node
// Where learners wait in the browser (a benchmark, not a test):
//   lesson02_fast_forward_wall_s  wall seconds from "Run" on lesson 02's step
//                                 2 to its first stall (10.95 s simulated)
//   next_stall_wall_s             wall seconds of "Next stall" from 0 s on the
//                                 same step, until its search ends at the stall
// Each figure comes with the worker's own account of it (from the frames it
// posted): *_sim_s, the wall seconds the worker spent inside the core
// (runUntil / step), and *_frames, the frames it posted meanwhile; the rest
// of the wall time is pacing, frames, redraws and the browser.
//
// bench-web.mjs measures them once, as part of `npm run bench`. Alone, to
// compare builds side by side:
//   node web/scripts/bench-waits.mjs [--reps N] [--dir DIR]...
// serves each DIR (default dist/) on its own port and measures them in turn,
// A B A B..., N times each (default 3), then prints the medians and, for two
// or more, each build's ratio to the first. Last line: one JSON object.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Counts, in the page, what the sim worker reports in its frames. */
const WORKER_TALLY = () => {
  const tally = { busyMs: 0, frames: 0, events: 0 };
  window.__workerTally = tally;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (m) => {
        const d = m.data;
        if (d && d.type === 'frame') {
          tally.busyMs += d.busyMs;
          tally.frames++;
          tally.events += d.events;
        }
      });
    }
  };
};

/** Measures both waits once against the app at `origin`; a figure that fails is null, with a note. */
export async function measureWaits(browser, origin, note = () => {}) {
  const out = {};
  const simNs = (p) => p.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number);
  const openStep = async () => {
    const p = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await p.addInitScript(WORKER_TALLY);
    await p.goto(`${origin}/#lesson=02-rotation-stalls&step=2`);
    await p.waitForFunction(() => document.querySelector('[data-testid=play]')?.hasAttribute('disabled') === false);
    return p;
  };
  const tally = (p) => p.evaluate(() => ({ ...window.__workerTally }));
  const since = (a, b) => ({ simS: Number(((b.busyMs - a.busyMs) / 1000).toFixed(2)), frames: b.frames - a.frames });
  const stallNs = 10.9e9;
  const status = (p) => p.getByTestId('status').textContent();
  const measure = async (name, fn) => {
    try {
      const r = await fn();
      out[name] = r.wall;
      out[name.replace(/_wall_s$/, '_sim_s')] = r.simS;
      out[name.replace(/_wall_s$/, '_frames')] = r.frames;
    } catch (e) {
      out[name] = null;
      note(`${name}: not measured (${e.message.split('\n')[0]})`);
    }
  };
  await measure('lesson02_fast_forward_wall_s', async () => {
    const p = await openStep();
    try {
      await p.getByTestId('option-3').check();
      const before = await tally(p);
      const t0 = performance.now();
      await p.getByTestId('lesson-run').click();
      await p.waitForFunction((ns) => Number(document.querySelector('[data-testid=sim-clock]')?.getAttribute('data-now-ns')) >= ns, stallNs, { polling: 'raf', timeout: 180_000 });
      const wall = Number(((performance.now() - t0) / 1000).toFixed(2));
      const w = since(before, await tally(p));
      note(`lesson 02 step 2: run to the stall at ${((await simNs(p)) / 1e9).toFixed(2)} s in ${wall} s wall (${w.simS} s in the core, ${w.frames} frames)`);
      return { wall, ...w };
    } finally {
      await p.close();
    }
  });
  await measure('next_stall_wall_s', async () => {
    const p = await openStep();
    try {
      // "Next stall" is the step kind 3 of the header's step control.
      await p.getByTestId('step-kind').selectOption('3');
      const before = await tally(p);
      const t0 = performance.now();
      await p.getByTestId('step').click();
      await p.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'searching…', null, { polling: 'raf', timeout: 10_000 });
      await p.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent !== 'searching…', null, { polling: 'raf', timeout: 180_000 });
      const wall = Number(((performance.now() - t0) / 1000).toFixed(2));
      const w = since(before, await tally(p));
      note(`"Next stall" from 0 s: ${await status(p)} at ${((await simNs(p)) / 1e9).toFixed(2)} s after ${wall} s wall (${w.simS} s in the core, ${w.frames} frames)`);
      return { wall, ...w };
    } finally {
      await p.close();
    }
  });
  return out;
}

/** Serves `dir` on a free-ish port; resolves to { origin, stop }. */
export async function serveDir(dir) {
  const port = 4290 + Math.floor(Math.random() * 600);
  const server = spawn(process.execPath, [resolve(here, 'serve.mjs'), '--port', String(port), '--dir', dir, '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok) => server.stdout.once('data', ok));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

async function main() {
  const args = process.argv.slice(2);
  const dirs = [];
  let reps = 3;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--dir') dirs.push(resolve(args[++i] ?? ''));
    else if (args[i] === '--reps') reps = Number(args[++i]);
    else throw new Error(`bench-waits: unknown argument ${args[i]} (allowed: --reps N, --dir DIR)`);
  }
  if (!Number.isInteger(reps) || reps < 1) throw new Error(`bench-waits: --reps must be a whole number >= 1, not ${reps}`);
  if (dirs.length === 0) dirs.push(resolve(here, '../../dist'));
  const note = (s) => process.stderr.write(`bench-waits: ${s}\n`);
  const servers = await Promise.all(dirs.map(serveDir));
  const browser = await launchChromium();
  const runs = dirs.map(() => []);
  try {
    for (let r = 0; r < reps; r++) {
      for (let d = 0; d < dirs.length; d++) {
        note(`rep ${r + 1}/${reps}, ${dirs[d]}`);
        runs[d].push(await measureWaits(browser, servers[d].origin, note));
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) s.stop();
  }
  const median = (xs) => {
    const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
    if (s.length === 0) return null;
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  };
  const result = dirs.map((dir, d) => {
    const keys = [...new Set(runs[d].flatMap((x) => Object.keys(x)))];
    const med = Object.fromEntries(keys.map((k) => [k, median(runs[d].map((x) => x[k]))]));
    return { dir, median: med, runs: runs[d] };
  });
  for (const r of result.slice(1)) {
    r.ratio_to_first = {};
    for (const k of ['lesson02_fast_forward_wall_s', 'next_stall_wall_s']) {
      const a = result[0].median[k];
      const b = r.median[k];
      r.ratio_to_first[k] = a && b ? Number((b / a).toFixed(3)) : null;
    }
  }
  for (const r of result) note(`${r.dir}: medians ${JSON.stringify(r.median)}${r.ratio_to_first ? `, ratio to first ${JSON.stringify(r.ratio_to_first)}` : ''}`);
  console.log(JSON.stringify(result.length === 1 ? result[0].median : result));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
