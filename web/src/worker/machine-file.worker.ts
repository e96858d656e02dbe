/// <reference lib="webworker" />
// Checks machine files with the core (cl_machine_file_check); started by
// ImportMachine on first use, so the lab's own worker is not touched.
import createCommitLab from '@commitlab-wasm/commitlab.mjs';
import wasmUrl from '@commitlab-wasm/commitlab.wasm?url';
import type { CommitLabModule, Ptr } from './commitlab-module';
import type { MachineCheckReply, MachineCheckRequest } from '../model/machine-file';

type WithMachineCheck = CommitLabModule & { _cl_machine_file_check(json: Ptr): Ptr };

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function load(): Promise<WithMachineCheck> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`loading ${wasmUrl}: HTTP ${response.status}`);
  const wasmBinary = await response.arrayBuffer();
  return (await createCommitLab({ wasmBinary, print: () => {}, printErr: (s) => console.warn(s) })) as WithMachineCheck;
}

const ready = load();

function check(m: WithMachineCheck, text: string): string {
  const n = m.lengthBytesUTF8(text) + 1;
  const p = m._malloc(n);
  try {
    m.stringToUTF8(text, p, n);
    const out = m._cl_machine_file_check(p);
    try {
      return m.UTF8ToString(out);
    } finally {
      m._free(out);
    }
  } finally {
    m._free(p);
  }
}

scope.addEventListener('message', (e: MessageEvent<MachineCheckRequest>) => {
  const { id, text } = e.data;
  ready.then(
    (m) => scope.postMessage({ id, json: check(m, text) } satisfies MachineCheckReply),
    (err: unknown) => scope.postMessage({ id, json: null, error: (err as Error).message } satisfies MachineCheckReply),
  );
});
