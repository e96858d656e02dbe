import { describe, expect, it } from 'vitest';
import { DeviceLog } from '../viz/pipeline/storage-strip';
import { decodeDeviceOps, decodeSnapshot, kibInFlight, SNAPSHOT_HEADER_WORDS, WORDS_PER_DEVICE_OP, WORDS_PER_THREAD } from './snapshot';

/** A v2 snapshot with one thread at now = 5 s and the given device records. */
function snapshot(ops: number[][]): Int32Array {
  const trailer = SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD;
  const w = new Int32Array(trailer + 1 + ops.length * WORDS_PER_DEVICE_OP);
  w[0] = 2;
  w[1] = 1;
  w[3] = 5_000_000; // now, µs
  w[29] = -1;
  w[trailer] = ops.length;
  ops.forEach((op, k) => w.set(op, trailer + 1 + k * WORDS_PER_DEVICE_OP));
  return w;
}

describe('device operations in the snapshot trailer', () => {
  it('decode to absolute times, oldest first', () => {
    const w = snapshot([
      [0, 0, 12, -300, -200], // redo fsync, done
      [2, 2, 64, -250, -100], // data write
      [0, 1, 250000, -90, 400000], // binlog fsync of 244 MiB, still running
    ]);
    const ops = decodeDeviceOps(w, 5_000_000);
    expect(ops.map((o) => `${o.kind}:${o.file}`)).toEqual(['fsync:redo', 'write:data', 'fsync:binlog']);
    expect(ops[2]).toMatchObject({ kib: 250000, startUs: 4_999_910, endUs: 5_400_000 });
  });

  it('sum the bytes of one file still on the device: writes and fsyncs, not reads, not finished ones', () => {
    const w = snapshot([
      [0, 1, 9000, -3000, -1000], // binlog fsync, done
      [1, 1, 64, -50, 20], // binlog read: moves nothing to the device
      [2, 1, 2000, -900, 300], // binlog writeback
      [0, 1, 500000, -90, 1_000_000], // the rotation's fsync
      [0, 0, 60000, -80, 120], // redo fsync
    ]);
    const ops = decodeDeviceOps(w, 5_000_000);
    expect(kibInFlight(ops, 'binlog', 5_000_000)).toBe(502_000);
    expect(kibInFlight(ops, 'redo', 5_000_000)).toBe(60_000);
    expect(kibInFlight(ops, 'data', 5_000_000)).toBe(0);
  });

  it('give exact fsync bars without duplicates, and nothing before layout v2', () => {
    const w = snapshot([
      [0, 0, 12, -300, -200],
      [0, 1, 8, -50, 20],
    ]);
    const log = new DeviceLog();
    const s = decodeSnapshot(w)!;
    log.update(s, decodeDeviceOps(w, s.nowUs));
    log.update(s, decodeDeviceOps(w, s.nowUs)); // the same records again
    expect(log.events).toHaveLength(2);
    expect(log.events.map((e) => [e.file, e.open])).toEqual([
      ['redo', false],
      ['binlog', true],
    ]);
    const v1 = w.slice();
    v1[0] = 1;
    expect(decodeDeviceOps(v1, 5_000_000)).toEqual([]);
  });
});
