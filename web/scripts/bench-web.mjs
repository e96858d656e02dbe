#!/usr/bin/env node
// Web benchmarks (not tests). Prints one JSON object as its last line:
//   wasm_events_per_s     the core in WebAssembly under Node, on the 112-core
//                         article's 256-thread, binlog-OFF,
//                         innodb_thread_concurrency=80 configuration
//   js_gzip_bytes         initial main-thread JavaScript of dist/, gzip -9
//   worker_js_gzip_bytes  the worker's JavaScript, gzip -9
//   wasm_bytes            the .wasm shipped in dist/
//   main_thread_ms_per_frame_median (and _p95): main-thread milliseconds per
//                         display frame spent on frames + redraws while the
//                         256-thread preset runs at full speed in Chromium
//   anim_frame_ms_p95     the same run seen as animation frames: main-thread
//                         milliseconds of each display frame in which the
//                         pipeline animation drew (frame intake, charts and
//                         the canvas tokens/storage/cores), 95th percentile;
//                         must stay <= 16.7 for 60 fps
//   anim_draw_ms_p95      the pipeline animation's own callback, p95
//   anim_fps              animation frames drawn per wall second
//   lesson02_fast_forward_wall_s  wall seconds from "Run" on lesson 02's step
//                         2 to its first stall (10.95 s simulated) in Chromium
//   next_stall_wall_s     wall seconds of "Next stall" from 0 s on the same
//                         step, until its search ends at the stall
//                         (either figure is null, with a note, if it failed;
//                         each comes with *_sim_s, the part of it the worker
//                         spent in the core, and *_frames: bench-waits.mjs,
//                         which alone compares builds side by side)
// wasm_events counts what the native bench counts: every event the core
// processed, popped from the queue or taken in a thread's run-ahead.
// Needs dist/ and the wasm builds (npm run build). Env: BENCH_SIM_S (5).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadCore, repoRoot } from '../../tests/parity/core-node.mjs';
import { launchChromium, measureWaits } from './bench-waits.mjs';

const simSeconds = Number(process.env.BENCH_SIM_S ?? '5');
const dist = join(repoRoot, 'dist');
const out = {};
const note = (s) => process.stderr.write(`bench-web: ${s}\n`);

// --- the core in WebAssembly under Node ---------------------------------------
{
  const core = await loadCore();
  const scenario = { preset: 's000_best_off_256', duration_s: simSeconds, knobs: { threads: 256, log_bin: false, innodb_thread_concurrency: 80 } };
  const sim = core.create(scenario);
  const end = Math.round(simSeconds * 1e9);
  const t0 = process.hrtime.bigint();
  while (sim.nowNs() < end) {
    if (sim.runUntil(end, 2 ** 62) === 0) break;
  }
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  // runUntil returns the events it popped; run-ahead steps are counted by
  // the core alone (as natively), so read its own total.
  const events = sim.summary().events;
  sim.destroy();
  out.wasm_events_per_s = Math.round(events / wall);
  out.wasm_events = events;
  out.wasm_wall_s = Number(wall.toFixed(3));
  note(`wasm core: ${events} events in ${wall.toFixed(3)} s for ${simSeconds} s simulated`);
}

// --- bundle sizes ----------------------------------------------------------------
{
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  out.js_gzip_bytes = refs.reduce((n, r) => n + gz(r.replace(/^\.\//, '')), 0);
  const assets = readdirSync(join(dist, 'assets'));
  out.worker_js_gzip_bytes = assets.filter((f) => /worker.*\.js$/.test(f)).reduce((n, f) => n + gz(join('assets', f)), 0);
  out.wasm_bytes = assets.filter((f) => f.endsWith('.wasm')).reduce((n, f) => n + statSync(join(dist, 'assets', f)).size, 0);
}

// --- main-thread cost per frame in Chromium --------------------------------------
{
  const { spawn } = await import('node:child_process');
  const port = 4190 + Math.floor(Math.random() * 100);
  const server = spawn(process.execPath, [join(repoRoot, 'web/scripts/serve.mjs'), '--port', String(port), '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`http://127.0.0.1:${port}/#preset=s000_binlog_on_256&dur=600&speed=max`);
    await page.getByTestId('play').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=play]')?.hasAttribute('disabled') === false);
    await page.getByTestId('play').click();
    await page.waitForTimeout(1000); // warm up
    const r = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const work = window.__commitlab.mainThreadWork;
          const perFrame = [];
          const intervals = [];
          let longTasks = 0;
          const po = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
          po.observe({ type: 'longtask', buffered: false });
          const anim = window.__commitlab.anim;
          const animFrames0 = anim.frames;
          const animDraw0 = anim.frameMs.length;
          const animFrameWork = [];
          let lastAnim = anim.frames;
          let lastWork = work.ms;
          let lastT = performance.now();
          const start = lastT;
          const tick = (t) => {
            perFrame.push(work.ms - lastWork);
            // A display frame in which the pipeline animation drew.
            if (anim.frames !== lastAnim) animFrameWork.push(work.ms - lastWork);
            lastAnim = anim.frames;
            intervals.push(t - lastT);
            lastWork = work.ms;
            lastT = t;
            if (t - start < 5000) requestAnimationFrame(tick);
            else {
              po.disconnect();
              const s = window.__commitlab.store.getState();
              const wall = performance.now() - start;
              resolve({
                perFrame,
                intervals,
                longTasks,
                nowNs: s.nowNs,
                rows: s.rows.count,
                animFrameWork,
                animDraw: anim.frameMs.slice(-Math.min(anim.frameMs.length, anim.frames - animFrames0)),
                animFps: ((anim.frames - animFrames0) / wall) * 1000,
                animDraw0,
              });
            }
          };
          requestAnimationFrame(tick);
        }),
    );
    const q = (xs, p) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
    };
    out.main_thread_ms_per_frame_median = Number(q(r.perFrame, 0.5).toFixed(3));
    out.main_thread_ms_per_frame_p95 = Number(q(r.perFrame, 0.95).toFixed(3));
    out.frame_interval_ms_median = Number(q(r.intervals, 0.5).toFixed(2));
    out.long_tasks = r.longTasks;
    out.anim_frame_ms_p95 = Number(q(r.animFrameWork, 0.95).toFixed(3));
    out.anim_draw_ms_p95 = Number(q(r.animDraw, 0.95).toFixed(3));
    out.anim_fps = Number(r.animFps.toFixed(1));
    note(`pipeline animation: ${r.animFrameWork.length} animated frames, ${out.anim_fps} fps`);
    note(`chromium: ${r.perFrame.length} frames, sim reached ${(r.nowNs / 1e9).toFixed(2)} s, ${r.rows} intervals`);
    await page.close();

    // Where learners wait: lesson 02's fast-forward to its first stall, and
    // "Next stall" from 0 s on the same step (bench-waits.mjs; a figure that
    // fails is null, with a note, and the other figures still print).
    Object.assign(out, await measureWaits(browser, `http://127.0.0.1:${port}`, note));
  } finally {
    await browser.close();
    server.kill();
  }
}

console.log(JSON.stringify(out));
