// Test double for the simulation worker: records commands and lets a test
// emit worker events. Unit tests only; the app always uses the real worker.
import schemaFixture from '../../model/__fixtures__/schema.json';
import type { WorkerCommand, WorkerEvent, WorkerLike } from '../protocol';
import type { Schema } from '../../model/schema';

export const fixtureSchema = schemaFixture as unknown as Schema;

export class FakeWorker implements WorkerLike {
  sent: WorkerCommand[] = [];
  terminated = false;
  private listeners: Array<(e: MessageEvent<WorkerEvent>) => void> = [];
  private errorListeners: Array<(e: ErrorEvent) => void> = [];

  postMessage(message: WorkerCommand): void {
    this.sent.push(message);
  }
  addEventListener(type: 'message' | 'error', listener: never): void {
    if (type === 'message') this.listeners.push(listener as (e: MessageEvent<WorkerEvent>) => void);
    else this.errorListeners.push(listener as (e: ErrorEvent) => void);
  }
  terminate(): void {
    this.terminated = true;
  }
  emit(event: WorkerEvent): void {
    for (const l of this.listeners) l({ data: event } as MessageEvent<WorkerEvent>);
  }
  /** The worker itself fails (an uncaught error in it); the browser may give no message. */
  fail(message = ''): void {
    for (const l of this.errorListeners) l({ message } as ErrorEvent);
  }
  ready(schema: Schema = fixtureSchema): void {
    this.emit({ type: 'ready', schema, layoutVersion: schema.layout_version, stride: schema.interval_fields.length });
  }
  last<T extends WorkerCommand['type']>(type: T): Extract<WorkerCommand, { type: T }> | undefined {
    return [...this.sent].reverse().find((c) => c.type === type) as Extract<WorkerCommand, { type: T }> | undefined;
  }
  count(type: WorkerCommand['type']): number {
    return this.sent.filter((c) => c.type === type).length;
  }
}

/** Interval rows with the given values by field name (others 0). */
export function makeRows(schema: Schema, rows: Array<Record<string, number>>): Float64Array {
  const stride = schema.interval_fields.length;
  const out = new Float64Array(rows.length * stride);
  rows.forEach((r, i) => {
    schema.interval_fields.forEach((f, j) => {
      out[i * stride + j] = r[f.name] ?? 0;
    });
  });
  return out;
}

/** A snapshot with the header filled from a few named values. */
export function makeSnapshot(values: { threads?: number; cores?: number; nowUs?: number; binlogFileKiB?: number; flushQueued?: number } = {}): Int32Array {
  const threads = values.threads ?? 4;
  const w = new Int32Array(32 + 4 * threads);
  w[0] = 1;
  w[1] = threads;
  w[2] = values.cores ?? 8;
  w[3] = (values.nowUs ?? 0) | 0;
  w[4] = Math.floor((values.nowUs ?? 0) / 4294967296);
  w[10] = values.flushQueued ?? 0;
  w[22] = values.binlogFileKiB ?? 0;
  return w;
}
