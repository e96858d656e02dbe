#!/usr/bin/env node
// npm run bench: setup (fast when built), the core's native bench
// (wasm-core/scripts/bench.sh), then the web bench; prints ONE final line,
// a JSON object merging both plus wasm_native_ratio (the web part carries
// anim_frame_ms_p95: the pipeline animation's frame cost, 256 threads), then
// Lighthouse on the production build, desktop and mobile
// (web/scripts/lighthouse.mjs: lighthouse_* scores and metrics; a
// measurement on a shared machine, reported, not a pass/fail test).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../tests/parity/core-node.mjs';

function lastJsonLine(stdout, what) {
  const lines = stdout.trim().split('\n').reverse();
  for (const l of lines) {
    try {
      const v = JSON.parse(l);
      if (v && typeof v === 'object' && !Array.isArray(v)) return v;
    } catch {
      /* not JSON */
    }
  }
  throw new Error(`${what}: no JSON object in its output`);
}

function run(cmd, args, what) {
  const r = spawnSync(cmd, args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
  process.stderr.write(r.stdout ?? '');
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status})`);
  return lastJsonLine(r.stdout, what);
}

const setup = spawnSync('bash', ['web/scripts/setup.sh'], { cwd: repoRoot, stdio: ['ignore', 2, 'inherit'] });
if (setup.status !== 0) process.exit(setup.status ?? 1);

let native = {};
if (existsSync(join(repoRoot, 'wasm-core/scripts/bench.sh'))) native = run('bash', ['wasm-core/scripts/bench.sh'], 'wasm-core/scripts/bench.sh');
else process.stderr.write('bench: wasm-core/scripts/bench.sh not found; native figures left out\n');
const web = run(process.execPath, ['web/scripts/bench-web.mjs'], 'web/scripts/bench-web.mjs');
const lighthouse = run(process.execPath, ['web/scripts/lighthouse.mjs'], 'web/scripts/lighthouse.mjs');
const merged = { ...native, ...web, ...lighthouse };
if (typeof native.native_events_per_s === 'number' && native.native_events_per_s > 0) {
  merged.wasm_native_ratio = Number((web.wasm_events_per_s / native.native_events_per_s).toFixed(4));
}
console.log(JSON.stringify(merged));
