// Storage beneath the pipeline: the binlog file filling toward
// max_binlog_size with its dirty page-cache bytes, the redo log's
// not-yet-durable tail, and the device lane where fsyncs show as bars
// (size and duration). A rotation under sync_binlog=0 reads as a storm:
// the dirty file drains to the device while the banner says who waits.
import { scaleLinear } from 'd3-scale';
import type { DeviceOpRecord, SnapshotSummary } from '../../sim/snapshot';
import { formatBytes } from '../format';
import { OKABE_ITO } from '../palette';
import { formatDuration } from './story';

export interface DeviceEvent {
  startUs: number;
  endUs: number; // = now while in flight (when inferred), or its known end
  kib: number;
  open: boolean;
  file?: DeviceOpRecord['file'];
}

/**
 * fsyncs seen through successive snapshots: the oldest in-flight fsync's
 * age gives its start; when it ends (or a newer one becomes the oldest) the
 * bar closes. Frames sample the device, so very short fsyncs between two
 * frames are missed at high speed (exact in slow motion).
 */
export class DeviceLog {
  events: DeviceEvent[] = [];
  private lastNowUs = -1;

  reset(): void {
    this.events = [];
    this.lastNowUs = -1;
  }

  private seen = new Set<string>();

  /**
   * With the core's record of recent device operations (snapshot v2) every
   * fsync is exact, even the ones shorter than a frame; without it, fsyncs
   * are inferred from successive snapshots.
   */
  update(s: SnapshotSummary, ops: DeviceOpRecord[] = []): void {
    const now = s.nowUs;
    if (now < this.lastNowUs) {
      this.reset(); // went back in time: a seek or a new run
      this.seen.clear();
    }
    this.lastNowUs = now;
    if (ops.length > 0) {
      for (const op of ops) {
        if (op.kind !== 'fsync') continue;
        const key = `${op.startUs}:${op.file}:${op.kib}`;
        const known = this.events.find((e) => e.startUs === op.startUs && e.file === op.file && e.kib === op.kib);
        if (known) known.open = op.endUs > now;
        else if (!this.seen.has(key)) {
          this.seen.add(key);
          this.events.push({ startUs: op.startUs, endUs: op.endUs, kib: op.kib, open: op.endUs > now, file: op.file });
        }
      }
      if (this.seen.size > 4000) this.seen.clear();
      if (this.events.length > 400) this.events.splice(0, this.events.length - 300);
      return;
    }
    const open = this.events.at(-1);
    if (s.fsyncElapsedUs >= 0) {
      const start = now - s.fsyncElapsedUs;
      if (open?.open && Math.abs(open.startUs - start) < 1) {
        open.endUs = now;
        open.kib = Math.max(open.kib, s.deviceKiBInFlight);
      } else {
        if (open?.open) {
          open.open = false;
          open.endUs = Math.min(open.endUs, start > open.startUs ? start : open.endUs);
        }
        this.events.push({ startUs: start, endUs: now, kib: s.deviceKiBInFlight, open: true });
      }
    } else if (open?.open) {
      open.open = false;
    }
    if (this.events.length > 400) this.events.splice(0, this.events.length - 300);
  }
}

export const STORAGE_H = 118;

function bar(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, color: string): void {
  if (w <= 0) return;
  ctx.fillStyle = color;
  ctx.fillRect(x, y, Math.max(1, w), h);
}

/** Draws the storage strip into a canvas of width w (CSS px). */
export function drawStorage(ctx: CanvasRenderingContext2D, w: number, s: SnapshotSummary, log: DeviceLog, windowUs: number, binlogOn: boolean): void {
  const labelW = 96;
  const bw = Math.max(40, w - labelW - 8);
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const label = (t: string, y: number) => {
    ctx.fillStyle = '#1b1f24';
    ctx.fillText(t, 0, y);
  };
  const note = (t: string, x: number, y: number, color = '#1b1f24') => {
    ctx.fillStyle = color;
    ctx.fillText(t, x, y);
  };

  // Binlog file against max_binlog_size: synced bytes blue, dirty bytes orange.
  let y = 4;
  label('Binlog file', y + 8);
  ctx.strokeStyle = s.rotationInProgress ? OKABE_ITO.vermillion : '#9aa3ad';
  ctx.lineWidth = s.rotationInProgress ? 2 : 1;
  ctx.strokeRect(labelW + 0.5, y + 0.5, bw - 1, 15);
  if (binlogOn && s.maxBinlogSizeKiB > 0) {
    const x = scaleLinear().domain([0, s.maxBinlogSizeKiB]).range([0, bw - 2]).clamp(true);
    const dirty = Math.min(s.binlogDirtyKiB, s.binlogFileKiB);
    bar(ctx, labelW + 1, y + 1, x(s.binlogFileKiB - dirty), 14, OKABE_ITO.blue);
    bar(ctx, labelW + 1 + x(s.binlogFileKiB - dirty), y + 1, x(s.binlogFileKiB) - x(s.binlogFileKiB - dirty), 14, OKABE_ITO.orange);
    const text = `${formatBytes(s.binlogFileKiB * 1024)} of ${formatBytes(s.maxBinlogSizeKiB * 1024)} · ${formatBytes(dirty * 1024)} dirty in page cache`;
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    const tw = ctx.measureText(text).width;
    ctx.fillRect(labelW + bw - tw - 10, y + 2, tw + 6, 12);
    note(text, labelW + bw - tw - 7, y + 8);
  } else note('binary log OFF', labelW + 6, y + 8, '#4f5863');

  // Redo: log buffer (not yet written) and page cache (written, not fsynced).
  y += 22;
  label('Redo log', y + 8);
  ctx.strokeStyle = '#9aa3ad';
  ctx.lineWidth = 1;
  ctx.strokeRect(labelW + 0.5, y + 0.5, bw - 1, 15);
  const unflushed = Math.max(0, s.redoLsnKiB - s.redoFlushedKiB);
  const unwritten = Math.max(0, s.redoLsnKiB - s.redoWrittenKiB);
  const scaleKiB = Math.max(1024, unflushed * 1.25, s.redoDirtyKiB * 1.25);
  const rx = scaleLinear().domain([0, scaleKiB]).range([0, bw - 2]).clamp(true);
  bar(ctx, labelW + 1, y + 1, rx(Math.max(0, unflushed - unwritten)), 14, OKABE_ITO.purple);
  bar(ctx, labelW + 1 + rx(Math.max(0, unflushed - unwritten)), y + 1, rx(unflushed) - rx(Math.max(0, unflushed - unwritten)), 14, '#e8c7dc');
  const redoText = `not yet durable: ${formatBytes(unflushed * 1024)} (${formatBytes(unwritten * 1024)} in log buffer) · ${formatBytes(s.redoDirtyKiB * 1024)} dirty in page cache${s.redoFsyncInFlight ? ' · fsync in flight' : ''}`;
  const rtw = ctx.measureText(redoText).width;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fillRect(labelW + bw - rtw - 10, y + 2, rtw + 6, 12);
  note(redoText, labelW + bw - rtw - 7, y + 8);

  // Device lane: fsync bars over the last `windowUs` of simulated time.
  y += 24;
  label('Device (fsyncs)', y + 18);
  const laneH = 38;
  ctx.fillStyle = '#f3f4f6';
  ctx.fillRect(labelW, y, bw, laneH);
  const t1 = s.nowUs;
  const t0 = t1 - windowUs;
  const tx = scaleLinear().domain([t0, t1]).range([labelW, labelW + bw]);
  const maxKiB = Math.max(64, ...log.events.filter((e) => e.endUs >= t0).map((e) => e.kib));
  const hy = scaleLinear().domain([0, Math.log2(1 + maxKiB)]).range([4, laneH - 4]);
  for (const e of log.events) {
    if (e.endUs < t0) continue;
    const x0 = Math.max(labelW, tx(e.startUs));
    const x1 = Math.max(x0 + 2, tx(Math.min(e.endUs, t1)));
    const h = hy(Math.log2(1 + e.kib));
    // Redo fsyncs green, binlog fsyncs purple; one still running vermillion.
    ctx.fillStyle = e.open ? OKABE_ITO.vermillion : e.file === 'redo' ? OKABE_ITO.green : OKABE_ITO.purple;
    ctx.fillRect(x0, y + laneH - h, x1 - x0, h);
    if (x1 - x0 > 70) note(`${formatBytes(e.kib * 1024)}, ${formatDuration(e.endUs - e.startUs)}`, x0 + 3, y + laneH - h - 6 > y ? y + laneH - h - 6 : y + 7, '#1b1f24');
  }
  // Time axis from a D3 scale.
  ctx.fillStyle = '#4f5863';
  ctx.textBaseline = 'top';
  ctx.font = '10px system-ui, sans-serif';
  for (const t of tx.ticks(Math.max(2, Math.floor(bw / 120)))) {
    const x = tx(t);
    ctx.fillRect(x, y + laneH, 1, 3);
    const rel = t - t1;
    ctx.textAlign = 'center';
    ctx.fillText(rel === 0 ? 'now' : formatDuration(rel), x, y + laneH + 3);
  }
  ctx.textAlign = 'left';
  const inflight = s.deviceOpsInFlight > 0 ? `${s.deviceOpsInFlight} op${s.deviceOpsInFlight === 1 ? '' : 's'} in flight, ${formatBytes(s.deviceKiBInFlight * 1024)}${s.fsyncElapsedUs >= 0 ? `, oldest fsync ${formatDuration(s.fsyncElapsedUs)}` : ''}` : 'idle';
  ctx.textBaseline = 'middle';
  note(`${inflight} · redo green, binlog purple`, labelW + 4, y + 8, s.fsyncElapsedUs >= 0 ? '#7a2e00' : '#4f5863');
  if (s.rotationInProgress) {
    ctx.font = '700 11px system-ui, sans-serif';
    note('rotation: the old binlog file drains to the device', labelW + 4, y + 22, OKABE_ITO.vermillion);
  }
}
