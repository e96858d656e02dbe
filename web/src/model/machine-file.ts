// Machine files in the lab: what the core's cl_machine_file_check answers,
// and a checker that asks it in a worker of its own (loaded on first use;
// the main thread never loads the core).
import type { KnobValue } from './schema';

/** The machine a checked file becomes (the core's MachineProfileJson). */
export interface ImportedMachine {
  name: string;
  label: string;
  source: string;
  knobs: Record<string, KnobValue>;
  device: {
    fsync_us: number;
    fsync_p99_us: number;
    write_us: number;
    read_us: number;
    mbps: number;
    flush_exclusive_us: number;
    volatile_cache_ignores_flush: boolean;
  };
  cpu_scale: number;
}

export type MachineCheck =
  | { ok: true; file: Record<string, unknown>; machine: ImportedMachine }
  /** error: the core's message (English), naming field, value and what is allowed. */
  | { ok: false; error: string };

export type MachineChecker = (text: string) => Promise<MachineCheck>;

/** Messages to and from machine-file.worker.ts. */
export interface MachineCheckRequest {
  id: number;
  text: string;
}
export interface MachineCheckReply {
  id: number;
  /** The core's JSON answer, or null when the core could not load (then `error`). */
  json: string | null;
  error?: string;
}

/** Reads the core's answer; anything else is reported as an error, never thrown. */
export function parseMachineCheck(json: string): MachineCheck {
  try {
    const v = JSON.parse(json) as MachineCheck;
    if (v && typeof v === 'object' && (v.ok === true || v.ok === false)) return v;
  } catch {
    /* fall through */
  }
  return { ok: false, error: `unexpected answer from the core: ${json.slice(0, 200)}` };
}

/** A checker backed by one lazily started worker. */
export function workerMachineChecker(start: () => Worker): MachineChecker {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, (c: MachineCheck) => void>();
  return (text) =>
    new Promise<MachineCheck>((resolve) => {
      if (!worker) {
        worker = start();
        worker.onmessage = (e: MessageEvent<MachineCheckReply>) => {
          const done = waiting.get(e.data.id);
          waiting.delete(e.data.id);
          done?.(e.data.json === null ? { ok: false, error: e.data.error ?? 'the core did not load' } : parseMachineCheck(e.data.json));
        };
      }
      const id = next++;
      waiting.set(id, resolve);
      worker.postMessage({ id, text } satisfies MachineCheckRequest);
    });
}
