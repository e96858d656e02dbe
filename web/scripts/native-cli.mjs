// The native CLI from node scripts: the knob schema and a resolved
// scenario (every knob), so recipes and measurements start from the same
// values the model runs with. Built first by sim.sh / measure.sh.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(ROOT, 'wasm-core', 'build', 'commitlab-sim');

function cli(args) {
  try {
    return execFileSync(CLI, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  } catch (e) {
    const msg = String(e.stderr || e.message).trim();
    throw new Error(msg.replace(/^commitlab-sim: /, ''));
  }
}

export function schema() {
  return JSON.parse(cli(['--schema']));
}

/** The resolved scenario for CLI arguments (--scenario F / --preset P / --set k=v / --duration S …). */
export function resolveScenario(args) {
  return JSON.parse(cli([...args, '--print-scenario']));
}

/** The model's run (RunJson) for the same arguments. */
export function modelRun(args) {
  return JSON.parse(cli([...args, '--format', 'json']));
}
