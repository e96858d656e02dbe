// The machine-file checker the lab uses: the core answers in a worker of
// its own, started on first use (the main thread never loads the core).
import { workerMachineChecker, type MachineChecker } from '../model/machine-file';

let shared: MachineChecker | null = null;

export function defaultMachineChecker(): MachineChecker {
  shared ??= workerMachineChecker(
    () => new Worker(new URL('../worker/machine-file.worker.ts', import.meta.url), { type: 'module', name: 'commitlab-machine-file' }),
  );
  return shared;
}
