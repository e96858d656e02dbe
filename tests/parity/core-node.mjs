// Loads the Node (CommonJS, non-ES6) Emscripten build of the core and wraps
// the C API for scripts: parity tests and benchmarks. Node 20's global
// fetch cannot read a file path, so the binary is handed over as wasmBinary.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const nodeBuildDir = process.env.COMMITLAB_WASM_OUT
  ? join(process.env.COMMITLAB_WASM_OUT, 'node')
  : join(repoRoot, 'wasm-core/build-wasm/node');

export async function loadCore(dir = nodeBuildDir) {
  const require = createRequire(import.meta.url);
  const createCommitLab = require(join(dir, 'commitlab.js'));
  const M = await createCommitLab({ wasmBinary: readFileSync(join(dir, 'commitlab.wasm')), print: () => {}, printErr: () => {} });
  const withString = (s, fn) => {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    try {
      M.stringToUTF8(s, p, n);
      return fn(p);
    } finally {
      M._free(p);
    }
  };
  const str = (p) => M.UTF8ToString(p);
  return {
    module: M,
    schema: () => JSON.parse(str(M._cl_schema_json())),
    /** A crash sweep of a whole scenario (cl_crash_sweep_json): the CLI's --crash-sweep JSON. */
    crashSweep: (scenario, n, kind = '', target = '') =>
      JSON.parse(
        withString(JSON.stringify(scenario), (s) =>
          withString(kind, (k) => withString(target, (t) => str(M._cl_crash_sweep_json(s, n, k, t)))),
        ),
      ),
    /** The same sweep a slice at a time (cl_sweep_*), as the lab's worker runs it: slices of maxEvents events. */
    crashSweepInSlices(scenario, n, target = '', maxEvents = 5000) {
      const h = withString(JSON.stringify(scenario), (s) => withString('', (k) => withString(target, (t) => M._cl_sweep_create(s, n, k, t))));
      try {
        let slices = 0;
        for (;;) {
          const done = M._cl_sweep_step(h, BigInt(maxEvents));
          slices++;
          if (done < 0 || done >= n) break;
        }
        return { slices, result: JSON.parse(str(M._cl_sweep_json(h))) };
      } finally {
        M._cl_sweep_destroy(h);
      }
    },
    /** Returns a simulation handle; throws with the core's message on bad input. */
    create(scenario) {
      const h = withString(typeof scenario === 'string' ? scenario : JSON.stringify(scenario), (p) => M._cl_create(p));
      const err = str(M._cl_error(h));
      if (err) {
        M._cl_destroy(h);
        throw new Error(err);
      }
      return {
        runUntil: (tNs, maxEvents) => Number(M._cl_run_until(h, BigInt(tNs), BigInt(maxEvents))),
        nowNs: () => Number(M._cl_now_ns(h)),
        setKnob: (name, valueJson) => withString(name, (n) => withString(valueJson, (v) => M._cl_set_knob(h, n, v))),
        intervalCount: () => M._cl_interval_count(h),
        digest: () => str(M._cl_digest(h)),
        crash: (kind, target = 'primary') =>
          withString(kind, (k) => withString(target, (t) => JSON.parse(str(M._cl_crash_json(h, k, t))))),
        summary: () => JSON.parse(str(M._cl_summary_json(h))),
        destroy: () => M._cl_destroy(h),
      };
    },
  };
}
