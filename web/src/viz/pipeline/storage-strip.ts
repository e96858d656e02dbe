// Storage beneath the pipeline: the binlog file filling toward
// max_binlog_size with its dirty page-cache bytes, the redo log's
// not-yet-durable tail, and the device lane where fsyncs show as bars
// (size and duration). A rotation under sync_binlog=0 reads as a storm:
// the dirty file drains to the device while the banner says who waits.
import { scaleLinear } from 'd3-scale';
import type { DeviceOpRecord, SnapshotSummary } from '../../model/snapshot';
import { formatBytes } from '../format';
import { OKABE_ITO } from '../palette';
import { fitText, fitWordings, LabelRow } from './canvas-text';
import { formatDuration } from './story';
import { VIZ_STRINGS, type VizStrings } from '../../lang/viz-words';

/** Each log file's colour, shared by its bar and its fsyncs (the caption names them). */
export const FILE_COLOURS = { redo: OKABE_ITO.green, redoLight: '#a9dccb', binlog: OKABE_ITO.purple } as const;

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
  /** Trailer ops already taken in, so one trimmed from `events` does not come back. */
  private seen = new Set<string>();

  /**
   * Forgets everything, `seen` included: a run replayed from 0 (Reset, a
   * seek back) repeats the very same ops, and a remembered key would keep a
   * rotation's fsync off the lane for good.
   */
  reset(): void {
    this.events = [];
    this.lastNowUs = -1;
    this.seen.clear();
  }

  /**
   * With the core's record of recent device operations (snapshot v2) every
   * fsync is exact, even the ones shorter than a frame; without it, fsyncs
   * are inferred from successive snapshots.
   */
  update(s: SnapshotSummary, ops: DeviceOpRecord[] = []): void {
    const now = s.nowUs;
    if (now < this.lastNowUs) this.reset(); // went back in time: a seek or a new run
    this.lastNowUs = now;
    if (ops.length > 0) {
      for (const op of ops) {
        if (op.kind !== 'fsync') continue;
        const key = `${op.startUs}:${op.file}:${op.kib}`;
        const open = op.endUs > now;
        const known = this.events.find((e) => e.startUs === op.startUs && e.file === op.file && e.kib === op.kib);
        if (known) known.open = open;
        // One still in flight is on the device now: always shown.
        else if (open || !this.seen.has(key)) {
          this.seen.add(key);
          this.events.push({ startUs: op.startUs, endUs: op.endUs, kib: op.kib, open, file: op.file });
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

// Rows: binlog file, redo log, the device's notes, then its lane and time axis.
// The notes have a row of their own, so bars and their labels never cover them.
const ROW = { binlog: 4, redo: 26, notes: 48, lane: 62 } as const;
const LANE_H = 38;
export const STORAGE_H = ROW.lane + LANE_H + 18;
/** The column of row names left of the bars and the lane. */
const DEVICE_LABEL_W = 96;

function bar(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, color: string): void {
  if (w <= 0) return;
  ctx.fillStyle = color;
  ctx.fillRect(x, y, Math.max(1, w), h);
}

/**
 * Draws the storage strip into a canvas of width w (CSS px), its words in the language of `t`.
 * `binlogWritingKiB`: binlog bytes on their way to the device (kibInFlight), neither dirty nor synced.
 */
/** `ended`: the run is over (its clock stands at the end): operations still open there are said to be left in flight at the end, not going on. */
export function drawStorage(ctx: CanvasRenderingContext2D, w: number, s: SnapshotSummary, log: DeviceLog, windowUs: number, binlogOn: boolean, binlogWritingKiB: number, t: VizStrings = VIZ_STRINGS.en, ended = false): void {
  const T = t.storage;
  const labelW = DEVICE_LABEL_W;
  const bw = Math.max(40, w - labelW - 8);
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const label = (t: string, y: number) => {
    ctx.fillStyle = '#1b1f24';
    ctx.fillText(fitText(ctx, t, labelW - 4), 0, y);
  };
  /** Writes `t` from x, cut to maxW; returns the width drawn. */
  const note = (t: string, x: number, y: number, maxW: number, color = '#1b1f24') => {
    const text = fitText(ctx, t, maxW);
    ctx.fillStyle = color;
    ctx.fillText(text, x, y);
    return text ? ctx.measureText(text).width : 0;
  };
  /** A note on a white plate at the right end of a bar: the longest wording that fits inside the bar. */
  const barNote = (wordings: string[], y: number) => {
    const text = fitWordings(ctx, wordings, bw - 14);
    const tw = ctx.measureText(text).width;
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fillRect(labelW + bw - tw - 10, y + 2, tw + 6, 12);
    note(text, labelW + bw - tw - 7, y + 8, bw - 14);
  };

  // Binlog file against max_binlog_size: synced bytes blue, bytes being
  // written (a rotation's fsync) sky blue, dirty bytes orange.
  let y: number = ROW.binlog;
  label(T.binlogFile, y + 8);
  ctx.strokeStyle = s.rotationInProgress ? OKABE_ITO.vermillion : '#9aa3ad';
  ctx.lineWidth = s.rotationInProgress ? 2 : 1;
  ctx.strokeRect(labelW + 0.5, y + 0.5, bw - 1, 15);
  if (binlogOn && s.maxBinlogSizeKiB > 0) {
    const x = scaleLinear().domain([0, s.maxBinlogSizeKiB]).range([0, bw - 2]).clamp(true);
    const dirty = Math.min(s.binlogDirtyKiB, s.binlogFileKiB);
    const writing = Math.min(binlogWritingKiB, s.binlogFileKiB - dirty);
    const synced = s.binlogFileKiB - dirty - writing;
    bar(ctx, labelW + 1, y + 1, x(synced), 14, OKABE_ITO.blue);
    bar(ctx, labelW + 1 + x(synced), y + 1, x(synced + writing) - x(synced), 14, OKABE_ITO.skyBlue);
    // Dirty binlog bytes in the binlog's colour (its fsyncs on the device lane are pink too).
    bar(ctx, labelW + 1 + x(synced + writing), y + 1, x(s.binlogFileKiB) - x(synced + writing), 14, FILE_COLOURS.binlog);
    barNote(T.binlogFill(formatBytes(s.binlogFileKiB * 1024), formatBytes(s.maxBinlogSizeKiB * 1024), formatBytes(dirty * 1024), writing > 0 ? formatBytes(writing * 1024) : null), y);
  } else note(T.binlogOff, labelW + 6, y + 8, bw - 6, '#4f5863');

  // Redo: log buffer (not yet written) and page cache (written, not fsynced).
  y = ROW.redo;
  label(T.redoLog, y + 8);
  ctx.strokeStyle = '#9aa3ad';
  ctx.lineWidth = 1;
  ctx.strokeRect(labelW + 0.5, y + 0.5, bw - 1, 15);
  const unflushed = Math.max(0, s.redoLsnKiB - s.redoFlushedKiB);
  const unwritten = Math.max(0, s.redoLsnKiB - s.redoWrittenKiB);
  // Handed to the OS by write(), no fsync has covered it yet (part of it may be written back already).
  const writtenNotSynced = Math.max(0, s.redoWrittenKiB - s.redoFlushedKiB);
  const scaleKiB = Math.max(1024, unflushed * 1.25, s.redoDirtyKiB * 1.25);
  const rx = scaleLinear().domain([0, scaleKiB]).range([0, bw - 2]).clamp(true);
  // Redo in the redo log's colour: written but not fsynced, then (lighter) still in the log buffer.
  bar(ctx, labelW + 1, y + 1, rx(Math.max(0, unflushed - unwritten)), 14, FILE_COLOURS.redo);
  bar(ctx, labelW + 1 + rx(Math.max(0, unflushed - unwritten)), y + 1, rx(unflushed) - rx(Math.max(0, unflushed - unwritten)), 14, FILE_COLOURS.redoLight);
  barNote(T.redoFill(formatBytes(writtenNotSynced * 1024), formatBytes(unwritten * 1024), formatBytes(s.redoDirtyKiB * 1024), s.redoFsyncInFlight), y);

  // Device notes, one line above the lane: a rotation first (it is why
  // everyone waits), then what is in flight; both shorten together to fit.
  y = ROW.notes;
  deviceNameAndKey(ctx, T, binlogOn);
  const room = bw - 4;
  const rotation = s.rotationInProgress ? T.rotation : [];
  const inflight =
    s.deviceOpsInFlight <= 0
      ? [T.idle]
      : (ended ? T.inFlightAtEnd : T.inFlight)(s.deviceOpsInFlight, formatBytes(s.deviceKiBInFlight * 1024), s.fsyncElapsedUs >= 0 ? formatDuration(s.fsyncElapsedUs) : null);
  const levels = Math.max(rotation.length, inflight.length);
  const GAP = 12;
  const width = (text: string, bold: boolean) => {
    ctx.font = `${bold ? '700 ' : ''}11px system-ui, sans-serif`;
    return text ? ctx.measureText(text).width : 0;
  };
  let level = 0;
  const pick = (list: readonly string[], k: number) => list[Math.min(k, list.length - 1)] ?? '';
  while (level < levels - 1 && width(pick(rotation, level), true) + (rotation.length ? GAP : 0) + width(pick(inflight, level), false) > room) level++;
  let x = labelW + 4;
  if (rotation.length) {
    ctx.font = '700 11px system-ui, sans-serif';
    x += note(pick(rotation, level), x, y + 7, labelW + bw - x, OKABE_ITO.vermillion) + GAP;
  }
  ctx.font = '11px system-ui, sans-serif';
  if (x < labelW + bw) note(pick(inflight, level), x, y + 7, labelW + bw - x, s.fsyncElapsedUs >= 0 ? '#7a2e00' : '#4f5863');

  // Device lane: fsync bars over the last `windowUs` of simulated time.
  y = ROW.lane;
  ctx.fillStyle = '#f3f4f6';
  ctx.fillRect(labelW, y, bw, LANE_H);
  const t1 = s.nowUs;
  const t0 = t1 - windowUs;
  const tx = scaleLinear().domain([t0, t1]).range([labelW, labelW + bw]);
  // Overlapping fsyncs (a rotation's long one under the redo log's): the
  // biggest is drawn and labelled first, smaller ones on top, outlined in white.
  const shown = log.events.filter((e) => e.endUs >= t0).sort((a, b) => b.kib - a.kib);
  const maxKiB = Math.max(64, shown[0]?.kib ?? 0);
  const hy = scaleLinear().domain([0, Math.log2(1 + maxKiB)]).range([4, LANE_H - 4]);
  const barLabels = new LabelRow();
  const labels: Array<{ text: string; x: number; y: number; maxW: number }> = [];
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 1;
  for (const e of shown) {
    // Begun before the window (a rotation's second-long fsync): clipped at its left edge.
    const x0 = Math.max(labelW, tx(e.startUs));
    const x1 = Math.max(x0 + 2, tx(Math.min(e.endUs, t1)));
    const h = hy(Math.log2(1 + e.kib));
    // Redo fsyncs green, binlog fsyncs pink, as their files' bars; one still running vermillion
    // (an op that left the trailer keeps `open`, but its known end has passed).
    ctx.fillStyle = e.open && e.endUs >= t1 ? OKABE_ITO.vermillion : e.file === 'redo' ? FILE_COLOURS.redo : FILE_COLOURS.binlog;
    ctx.fillRect(x0, y + LANE_H - h, x1 - x0, h);
    ctx.strokeRect(x0 + 0.5, y + LANE_H - h + 0.5, x1 - x0 - 1, h - 1);
    // Above the bar when there is room in the lane, else at the lane's top.
    const labelY = y + LANE_H - h - 6 > y ? y + LANE_H - h - 6 : y + 7;
    if (x1 - x0 > 70 && barLabels.claim(x0, x1)) labels.push({ text: T.fsyncBar(formatBytes(e.kib * 1024), formatDuration(e.endUs - e.startUs)), x: x0 + 3, y: labelY, maxW: x1 - x0 - 6 });
  }
  // Labels after every bar, on a plate, so a smaller bar drawn on top never hides one.
  for (const l of labels) {
    const text = fitText(ctx, l.text, l.maxW);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fillRect(l.x - 2, l.y - 6, ctx.measureText(text).width + 4, 12);
    note(text, l.x, l.y, l.maxW);
  }
  // Time axis, relative to now: ticks on [−window, 0] always include 0, so
  // the right edge reads "now" at every instant (ticks on absolute time
  // would put a nice absolute value, "−548 µs", there instead).
  ctx.fillStyle = '#4f5863';
  ctx.textBaseline = 'top';
  ctx.font = '10px system-ui, sans-serif';
  const tickLabels = new LabelRow();
  for (const tick of deviceAxisTicks(windowUs, Math.max(2, Math.floor(bw / 120)), T.now)) {
    const tickX = labelW + bw * (1 + tick.relUs / windowUs);
    ctx.fillRect(Math.min(tickX, labelW + bw - 1), y + LANE_H, 1, 3);
    // Labels stay inside the canvas (shifted in at the ends) and skip one that would touch another's.
    const tw = ctx.measureText(tick.text).width;
    const left = Math.min(Math.max(tickX - tw / 2, labelW), w - tw);
    if (tickLabels.claim(left - 4, left + tw + 4)) ctx.fillText(tick.text, left, y + LANE_H + 3);
  }
}

/**
 * The device lane's name, with its colour key beneath: a swatch in each
 * log's colour (its bar above, its fsyncs in the lane) and the log's name.
 */
function deviceNameAndKey(ctx: CanvasRenderingContext2D, T: VizStrings['storage'], binlogOn: boolean): void {
  ctx.font = '11px system-ui, sans-serif';
  ctx.fillStyle = '#1b1f24';
  ctx.fillText(fitText(ctx, T.device, DEVICE_LABEL_W - 4), 0, ROW.lane + 7);
  ctx.font = '10px system-ui, sans-serif';
  const keys = binlogOn ? ([['redo', T.fileKey.redo], ['binlog', T.fileKey.binlog]] as const) : ([['redo', T.fileKey.redo]] as const);
  keys.forEach(([file, name], k) => {
    const y = ROW.lane + 20 + 12 * k;
    ctx.fillStyle = FILE_COLOURS[file];
    ctx.fillRect(0, y - 4, 8, 8);
    ctx.fillStyle = '#4f5863';
    ctx.fillText(name, 12, y);
  });
  ctx.font = '11px system-ui, sans-serif';
}

/**
 * The device lane's time ticks, `relUs` before now (0 = now), "now" first so
 * it wins the right edge when labels crowd; the others are nice round
 * durations ago ("−2 ms"), still as time moves.
 */
export function deviceAxisTicks(windowUs: number, count: number, nowText: string): Array<{ relUs: number; text: string }> {
  if (!(windowUs > 0)) return [{ relUs: 0, text: nowText }];
  const earlier = scaleLinear().domain([-windowUs, 0]).ticks(count).filter((t) => t < 0);
  return [{ relUs: 0, text: nowText }, ...earlier.reverse().map((t) => ({ relUs: t, text: formatDuration(t) }))];
}
