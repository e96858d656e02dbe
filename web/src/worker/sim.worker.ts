/// <reference lib="webworker" />
// Web Worker entry: loads the WebAssembly core and hands commands to the
// runner. The main thread never runs the simulation.
import createCommitLab from '@commitlab-wasm/commitlab.mjs';
import wasmUrl from '@commitlab-wasm/commitlab.wasm?url';
import { COMPARE_WORKER_NAME } from './compare-worker-name';
import { createLockstepPair } from './lockstep-pair';
import type { CommitLabModule } from './commitlab-module';
import type { WorkerCommand, WorkerEvent } from './protocol';
import { checkSchema, type Schema } from '../model/schema';
import { SimRunner } from './sim-runner';
import { CommitLabCore } from './wasm-bridge';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (event: WorkerEvent, transfer: Transferable[] = []) => scope.postMessage(event, transfer);

// Commands that arrive while the module loads are queued.
const pending: WorkerCommand[] = [];
let runner: SimRunner | null = null;
scope.addEventListener('message', (e: MessageEvent<WorkerCommand>) => {
  if (runner) runner.handle(e.data);
  else pending.push(e.data);
});

// A MessageChannel tick is not clamped the way nested setTimeout(0) is.
const channel = new MessageChannel();
const immediate: Array<() => void> = [];
channel.port1.onmessage = () => immediate.shift()?.();

async function boot(): Promise<void> {
  // Fetch the binary ourselves: no reliance on the server's wasm MIME type.
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`loading ${wasmUrl}: HTTP ${response.status}`);
  const wasmBinary = await response.arrayBuffer();
  const module = (await createCommitLab({ wasmBinary, print: () => {}, printErr: (s) => console.warn(s) })) as CommitLabModule;
  const core = new CommitLabCore(module);
  const schema = JSON.parse(core.schemaJson()) as Schema;
  const problem = checkSchema(schema);
  if (problem) throw new Error(problem);
  const coreStride = core.intervalStride();
  // The A/B comparison's worker runs a lockstep pair of cores, rows side by side.
  const compare = scope.name === COMPARE_WORKER_NAME;
  const stride = compare ? 2 * coreStride : coreStride;
  runner = new SimRunner({
    create: compare ? (json) => createLockstepPair((j) => core.create(j), json, coreStride) : (json) => core.create(json),
    ...(compare ? {} : { createSweep: (json: string, n: number, target: string) => core.createSweep(json, n, target) }),
    stride,
    post,
    now: () => performance.now(),
    schedule: (fn, ms) => {
      if (ms <= 0) {
        immediate.push(fn);
        channel.port2.postMessage(0);
      } else setTimeout(fn, ms);
    },
  });
  post({ type: 'ready', schema, layoutVersion: core.layoutVersion(), stride });
  for (const cmd of pending.splice(0)) runner.handle(cmd);
}

// The reason only: the page says what failed, in the reader's language (lab-controller.ts).
boot().catch((e: unknown) => post({ type: 'error', where: 'load', message: (e as Error).message }));
