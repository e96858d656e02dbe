import { describe, expect, it } from 'vitest';
import type { DeviceOpRecord, SnapshotSummary } from '../../model/snapshot';
import { drawScaled, fitText, LabelRow } from './canvas-text';
import { CORES_H, drawCores } from './cores-strip';
import { OKABE_ITO } from '../palette';
import { VIZ_STRINGS } from '../../lang/viz-words';
import { DeviceLog, deviceAxisTicks, drawStorage, FILE_COLOURS, STORAGE_H } from './storage-strip';
import { drawRotationBanner } from './rotation-banner';
import { boxRects } from './token-layout';
import { compileTopology, topologyFor } from './topology';
import { fixtureSchema } from '../../worker/testing/fake-worker';

/**
 * A 2D context that records where text lands (each character 0.6 em wide, a
 * Chinese one or a full-width sign 1 em) and the rectangles filled, in
 * canvas pixels: scale() applies, as it does on a real canvas.
 */
function recordingContext() {
  const texts: Array<{ text: string; x0: number; x1: number; y0: number; y1: number }> = [];
  const rects: Array<{ x: number; y: number; w: number; h: number; fill: string }> = [];
  let k = 1;
  const saved: number[] = [];
  const ctx = {
    font: '11px sans-serif',
    textBaseline: 'alphabetic',
    textAlign: 'left',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    size() {
      return Number(/(\d+)px/.exec(this.font)?.[1] ?? 10);
    },
    measureText(t: string) {
      let em = 0;
      for (const ch of t) em += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.6;
      return { width: em * this.size() };
    },
    fillText(t: string, x: number, y: number) {
      if (!t) return;
      const h = this.size();
      const w = this.measureText(t).width;
      const x0 = this.textAlign === 'center' ? x - w / 2 : this.textAlign === 'right' ? x - w : x;
      const y0 = this.textBaseline === 'middle' ? y - h / 2 : this.textBaseline === 'top' ? y : y - h;
      texts.push({ text: t, x0: k * x0, x1: k * (x0 + w), y0: k * y0, y1: k * (y0 + h) });
    },
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ x: k * x, y: k * y, w: k * w, h: k * h, fill: this.fillStyle });
    },
    strokeRect() {},
    save() {
      saved.push(k);
    },
    restore() {
      k = saved.pop() ?? 1;
    },
    scale(x: number) {
      k *= x;
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts, rects };
}

/** The middle of a rotation: a huge binlog fsync running, redo fsyncs beside it, long notes everywhere. */
function rotationSnapshot(): SnapshotSummary {
  return {
    layoutVersion: 2, threads: 128, cores: 32, nowUs: 11_045_807, coresWork: 5, coresSpin: 0, insideInnodb: 5, sleepDelayUs: 0,
    stages: { flush: { leader: -1, queued: 26, processing: 0 }, sync: { leader: -1, queued: 0, processing: 0 }, commit: { leader: 48, queued: 17, processing: 41 } },
    redoLsnKiB: 900_000, redoWrittenKiB: 897_000, redoFlushedKiB: 834_000, redoFsyncInFlight: true,
    binlogFileKiB: 512_000, binlogDirtyKiB: 3_000, maxBinlogSizeKiB: 512_000, rotationInProgress: true,
    redoDirtyKiB: 300, deviceOpsInFlight: 2, deviceKiBInFlight: 81_500, fsyncElapsedUs: 45_800,
  };
}

function rotationLog(): DeviceLog {
  const log = new DeviceLog();
  const now = rotationSnapshot().nowUs;
  log.events.push(
    { startUs: now - 1_500_000, endUs: now - 1_380_000, kib: 30_000, open: false, file: 'redo' },
    { startUs: now - 1_450_000, endUs: now - 1_300_000, kib: 2_000, open: false, file: 'binlog' },
    { startUs: now - 1_100_000, endUs: now - 900_000, kib: 60_000, open: false, file: 'redo' },
    { startUs: now - 46_000, endUs: now, kib: 81_000, open: true, file: 'binlog' },
    { startUs: now - 40_000, endUs: now, kib: 500, open: true, file: 'redo' },
  );
  return log;
}

/** "−1.5 ms" as microseconds (−1500). */
const toUs = (text: string) => {
  const m = /^(−?)(\d+(?:\.\d+)?) (ns|µs|ms|s)$/.exec(text);
  if (!m) throw new Error(`not a duration: ${text}`);
  return (m[1] ? -1 : 1) * Number(m[2]) * { ns: 1e-3, µs: 1, ms: 1e3, s: 1e6 }[m[3] as 'ns' | 'µs' | 'ms' | 's'];
};

const overlaps = (a: { x0: number; x1: number; y0: number; y1: number }, b: typeof a) => a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5;

describe('storage strip text', () => {
  for (const [lang, width] of [['en', 350], ['en', 480], ['en', 900], ['zh', 350], ['zh', 480], ['zh', 900]] as const) {
    it(`during a rotation no two labels overlap and none leaves the canvas (${lang}, ${width} px)`, () => {
      const { ctx, texts } = recordingContext();
      const t = VIZ_STRINGS[lang];
      drawStorage(ctx, width, rotationSnapshot(), rotationLog(), 2_000_000, true, 509_000, t);
      expect(texts.some((x) => t.storage.rotation.includes(x.text))).toBe(true);
      for (const t of texts) {
        expect(t.x0, t.text).toBeGreaterThanOrEqual(-0.5);
        expect(t.x1, t.text).toBeLessThanOrEqual(width + 0.5);
        expect(t.y1, t.text).toBeLessThanOrEqual(STORAGE_H);
      }
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) expect(overlaps(texts[i]!, texts[j]!), `"${texts[i]!.text}" / "${texts[j]!.text}"`).toBe(false);
      }
    });
  }
});

/** No text outside a w × h canvas, none over another. */
function expectApartAndInside(texts: ReturnType<typeof recordingContext>['texts'], w: number, h: number): void {
  for (const t of texts) {
    expect(t.x0, t.text).toBeGreaterThanOrEqual(-0.5);
    expect(t.x1, t.text).toBeLessThanOrEqual(w + 0.5);
    expect(t.y1, t.text).toBeLessThanOrEqual(h + 0.5);
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) expect(overlaps(texts[i]!, texts[j]!), `"${texts[i]!.text}" / "${texts[j]!.text}"`).toBe(false);
  }
}

describe('presenter-size canvas text (drawScaled, as PipelineView draws the strips)', () => {
  // The canvases' font size in presenter mode: 13.4 px at 1280x720, 18 px at 1920x1080 (presenter.css).
  for (const [lang, width, fontPx] of [['en', 560, 13.44], ['en', 1100, 18], ['zh', 560, 13.44], ['zh', 1100, 18], ['en', 390, 18]] as const) {
    it(`storage and cores labels grow to ${fontPx} px, stay apart and inside (${lang}, ${width} px)`, () => {
      const t = VIZ_STRINGS[lang];
      const scale = fontPx / 11;
      const storage = recordingContext();
      drawScaled(storage.ctx, width, scale, (c, w) => drawStorage(c, w, rotationSnapshot(), rotationLog(), 2_000_000, true, 509_000, t));
      expectApartAndInside(storage.texts, width, STORAGE_H * scale);
      const cores = recordingContext();
      drawScaled(cores.ctx, width, scale, (c, w) => drawCores(c, w, 112, 40, 30, t));
      expectApartAndInside(cores.texts, width, CORES_H * scale);
      // The strips' words really are bigger: the smallest (tick labels, 10 px at scale 1) included.
      for (const x of [...storage.texts, ...cores.texts]) expect(x.y1 - x.y0, x.text).toBeGreaterThanOrEqual((10 * fontPx) / 11 - 0.01);
    });
  }
});

describe('device lane', () => {
  const snap = rotationSnapshot();
  const now = snap.nowUs;
  // The rotation's fsync began a second before a 20 ms window (1/100x) and runs on.
  const rotationFsync: DeviceOpRecord = { kind: 'fsync', file: 'binlog', kib: 512_103, startUs: now - 1_000_000, endUs: now + 85_000 };
  const laneBars = <R extends { y: number; fill: string }>(rects: R[]) => rects.filter((r) => r.fill === OKABE_ITO.vermillion && r.y >= 62);

  it('draws an fsync still in flight that began before the window across the whole lane', () => {
    const log = new DeviceLog();
    log.update(snap, [rotationFsync]);
    const { ctx, rects } = recordingContext();
    const width = 900;
    drawStorage(ctx, width, snap, log, 20_000, true, 0);
    const bars = laneBars(rects);
    expect(bars).toHaveLength(1);
    expect(bars[0]!.x).toBe(96); // the lane's left edge (after the labels)
    expect(bars[0]!.x + bars[0]!.w).toBeCloseTo(width - 8, 6); // to "now"
  });

  it('once the run has finished, operations still open read as left in flight at the end, not going on (en and zh)', () => {
    const ops = { ...snap, deviceOpsInFlight: 2, deviceKiBInFlight: 16, fsyncElapsedUs: -1 };
    const drawn = (lang: 'en' | 'zh', ended: boolean) => {
      const { ctx, texts } = recordingContext();
      drawStorage(ctx, 1200, { ...ops, rotationInProgress: false }, new DeviceLog(), 20_000, true, 0, VIZ_STRINGS[lang], ended);
      return texts.map((x) => x.text).join(' | ');
    };
    expect(drawn('en', false)).toContain('2 ops in flight');
    expect(drawn('en', true)).toContain('run ended with 2 ops still in flight');
    expect(drawn('en', true)).not.toMatch(/(^|\| )2 ops in flight/);
    expect(drawn('zh', true)).toContain('运行结束时还有 2 个操作未完成');
  });

  it('labels an fsync\'s bar with its size and duration, joined by ", " in English and "，" in Chinese', () => {
    const done: DeviceOpRecord = { kind: 'fsync', file: 'binlog', kib: 62_976, startUs: now - 15_000, endUs: now - 3_000 };
    const log = new DeviceLog();
    log.update(snap, [done]);
    const drawn = (lang: 'en' | 'zh') => {
      const { ctx, texts } = recordingContext();
      drawStorage(ctx, 1200, snap, log, 20_000, true, 0, VIZ_STRINGS[lang]);
      return texts.map((x) => x.text);
    };
    expect(drawn('en')).toContain('61.5 MiB, 12 ms');
    expect(drawn('zh')).toContain('61.5 MiB，12 ms');
  });

  it('labels the right edge "now" at any instant, with round durations ago to its left (en and zh)', () => {
    const width = 900;
    const laneRight = width - 8;
    for (const lang of ['en', 'zh'] as const) {
      const t = VIZ_STRINGS[lang];
      // Instants where absolute-time ticks fell just short of now (seen: "−548 µs", "−438 µs" at the edge).
      for (const nowUs of [3_271_548, 11_045_807, 2_000_000, 977]) {
        for (const windowUs of [2000, 20_000, 2_000_000]) {
          const { ctx, texts } = recordingContext();
          drawStorage(ctx, width, { ...snap, nowUs }, new DeviceLog(), windowUs, true, 0, t);
          const ticks = texts.filter((x) => x.y0 >= 62 + 38).sort((a, b) => a.x1 - b.x1);
          const label = `${lang} now=${nowUs} window=${windowUs}`;
          expect(ticks.length, label).toBeGreaterThan(1);
          expect(ticks.at(-1)!.text, label).toBe(t.storage.now);
          expect(ticks.at(-1)!.x1, label).toBeGreaterThan(laneRight - 20);
          // The others are whole steps of 1, 2 or 5 × 10^k before now: −2 ms, −1.5 ms… (no "−548 µs").
          const ago = ticks.slice(0, -1).map((x) => -toUs(x.text)).reverse();
          const step = ago[0]!;
          expect(String(step / 10 ** Math.floor(Math.log10(step) + 1e-9)), label).toMatch(/^(1|2|5)$/);
          ago.forEach((a, i) => expect(a / step, label).toBeCloseTo(Math.round(a / step), 6));
          expect(ago.every((a, i) => i === 0 || a > ago[i - 1]!), label).toBe(true);
        }
      }
    }
    expect(deviceAxisTicks(2000, 4, 'now')).toEqual([
      { relUs: 0, text: 'now' },
      { relUs: -500, text: '−500 µs' },
      { relUs: -1000, text: '−1 ms' },
      { relUs: -1500, text: '−1.5 ms' },
      { relUs: -2000, text: '−2 ms' },
    ]);
  });

  it('shows the same in-flight fsync again after a reset (the run replayed from 0 repeats it)', () => {
    const log = new DeviceLog();
    log.update(snap, [rotationFsync]);
    log.reset(); // Reset, or a seek back: the store resets the log
    log.update({ ...snap, nowUs: now + 1000 }, [rotationFsync]);
    expect(log.events.map((e) => e.kib)).toEqual([512_103]);
  });
});

describe('binlog file bar', () => {
  it("during a rotation's fsync shows the bytes being written, apart from dirty and synced ones", () => {
    const { ctx, texts, rects } = recordingContext();
    drawStorage(ctx, 900, { ...rotationSnapshot(), binlogDirtyKiB: 0 }, new DeviceLog(), 20_000, true, 512_000);
    expect(texts.map((x) => x.text)).toContain('500 MiB of 500 MiB · 500 MiB being written · 0 B dirty in page cache');
    const row = rects.filter((r) => r.y === 5 && r.w > 0);
    expect(row.map((r) => r.fill)).toEqual([OKABE_ITO.skyBlue]);
  });
});

describe('file colours', () => {
  it('each log keeps one colour for its bar and its fsyncs, the colours the caption names', () => {
    const { ctx, rects } = recordingContext();
    drawStorage(ctx, 900, rotationSnapshot(), rotationLog(), 2_000_000, true, 509_000);
    const fillsAt = (y: number) => rects.filter((r) => r.y === y && r.w > 0).map((r) => r.fill);
    expect(fillsAt(5)).toContain(FILE_COLOURS.binlog); // the binlog's dirty tail
    expect(fillsAt(27)).toEqual([FILE_COLOURS.redo, FILE_COLOURS.redoLight]); // redo: in the page cache, then in the log buffer
    // fsync bars: the lane's rectangles but its background, the running one (vermillion), label plates and axis ticks.
    const lane = rects.filter((r) => r.y >= 62 && !['#f3f4f6', OKABE_ITO.vermillion, 'rgba(255,255,255,0.85)', '#4f5863'].includes(r.fill)).map((r) => r.fill);
    expect(new Set(lane)).toEqual(new Set([FILE_COLOURS.redo, FILE_COLOURS.binlog]));
    expect([FILE_COLOURS.redo, FILE_COLOURS.binlog]).toEqual([OKABE_ITO.green, OKABE_ITO.purple]);
    // The key under the lane's name: a swatch in each log's colour beside its name (never cut off, as the old caption was).
    for (const [lang, width] of [['en', 350], ['zh', 350], ['en', 1200]] as const) {
      const calm = recordingContext();
      drawStorage(calm.ctx, width, { ...rotationSnapshot(), rotationInProgress: false }, rotationLog(), 2_000_000, true, 509_000, VIZ_STRINGS[lang]);
      for (const file of ['redo', 'binlog'] as const) {
        const name = calm.texts.find((x) => x.text === VIZ_STRINGS[lang].storage.fileKey[file] && x.y0 >= 62);
        expect(name, `${lang} ${width}: key for ${file}`).toBeDefined();
        const swatch = calm.rects.find((r) => r.fill === FILE_COLOURS[file] && r.x === 0 && r.w === 8 && Math.abs(r.y + 4 - (name!.y0 + name!.y1) / 2) < 1);
        expect(swatch, `${lang} ${width}: swatch for ${file}`).toBeDefined();
      }
    }
  });
});

describe('fitText and LabelRow', () => {
  const ctx = { measureText: (t: string) => ({ width: t.length * 6 }) };
  it('keeps text that fits, cuts the rest with an ellipsis, gives up when nothing fits', () => {
    expect(fitText(ctx, 'idle', 100)).toBe('idle');
    expect(fitText(ctx, 'rotation: the old file drains', 60)).toBe('rotation:…');
    expect(fitText(ctx, 'rotation: the old file drains', 60).length * 6).toBeLessThanOrEqual(60);
    expect(fitText(ctx, 'abc', 3)).toBe('');
  });
  it('refuses a span that overlaps one already placed', () => {
    const row = new LabelRow();
    expect(row.claim(0, 50)).toBe(true);
    expect(row.claim(40, 90)).toBe(false);
    expect(row.claim(50, 90)).toBe(true);
  });
});

/** A snapshot at innodb_flush_log_at_trx_commit=0: 61.6 MiB written to the OS since the last fsync, already written back, nothing in the log buffer. */
function trxCommit0Snapshot(): SnapshotSummary {
  return { ...rotationSnapshot(), rotationInProgress: false, redoLsnKiB: 900_000, redoWrittenKiB: 900_000, redoFlushedKiB: 900_000 - 63_078, redoDirtyKiB: 0, redoFsyncInFlight: false };
}

describe('storage strip wording', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const width of [350, 480, 577]) {
      it(`no note above the device lane is cut off, during a rotation or not (${lang}, ${width} px)`, () => {
        for (const snap of [rotationSnapshot(), trxCommit0Snapshot()]) {
          const { ctx, texts } = recordingContext();
          drawStorage(ctx, width, snap, rotationLog(), 2_000_000, true, 509_000, VIZ_STRINGS[lang]);
          const cut = texts.filter((x) => x.y1 <= 62 && x.text.includes('…')).map((x) => x.text);
          expect(cut).toEqual([]);
        }
      });
    }
  }

  it('says where unsynced redo is: written to the OS, not fsynced, apart from the log buffer', () => {
    const { ctx, texts } = recordingContext();
    drawStorage(ctx, 1400, trxCommit0Snapshot(), new DeviceLog(), 2_000_000, true, 0);
    expect(texts.map((x) => x.text)).toContain('written, not fsynced: 61.6 MiB (0 B of it dirty in page cache) · log buffer 0 B');
    const zh = recordingContext();
    drawStorage(zh.ctx, 1400, trxCommit0Snapshot(), new DeviceLog(), 2_000_000, true, 0, VIZ_STRINGS.zh);
    expect(zh.texts.map((x) => x.text)).toContain('已 write、未 fsync：61.6 MiB（其中 page cache 脏数据 0 B）· log buffer 中 0 B');
  });
});

describe('rotation banner wording', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`is never cut off, from a phone to a wide screen, and says everything when there is room (${lang})`, () => {
      const topo = compileTopology(topologyFor('group_commit_57'), fixtureSchema.thread_states.map((t) => t.name));
      for (const width of [350, 577, 1200]) {
        const { ctx, texts } = recordingContext();
        drawRotationBanner(ctx, boxRects(topo, width, [112, 176]), topo, rotationSnapshot(), 1, VIZ_STRINGS[lang].storage.banner);
        expect(texts).toHaveLength(1);
        expect(texts[0]!.text, `${width} px`).not.toContain('…');
        if (width === 1200) expect(texts[0]!.text).toBe(VIZ_STRINGS[lang].storage.banner('45.8 ms')[0]);
      }
    });
  }
});
