// The count line over each box stays inside its box at every width the lab
// gives the animation (about 400 px with a lesson beside it on a small
// screen, up to 1920), in English and Chinese, in presenter type too: drawn
// by the real renderer into a context that records where text lands.
import { describe, expect, it } from 'vitest';
import { decodeSnapshot, SNAPSHOT_HEADER_WORDS, WORDS_PER_THREAD } from '../../model/snapshot';
import { fixtureSchema } from '../../worker/testing/fake-worker';
import { VIZ_STRINGS } from '../../lang/viz-words';
import { boxFactWordings } from './box-facts';
import { fitWordings } from './canvas-text';
import { drawnStages } from './stage-groups';
import { boxRects, TokenLayout } from './token-layout';
import { TokenRenderer } from './token-renderer';
import { compileTopology, topologyFor, type AlgorithmId } from './topology';

const names = fixtureSchema.thread_states.map((t) => t.name);

/**
 * A 2D context that records the text drawn (each character 0.6 em wide, a
 * Chinese one 1 em: a little wider than the lab's bold system-ui digits);
 * every path and fill call is accepted and ignored.
 */
function recordingContext() {
  const texts: Array<{ text: string; x0: number; x1: number }> = [];
  const state = { font: '11px sans-serif', textAlign: 'left' as CanvasTextAlign };
  const measureText = (t: string) => {
    let em = 0;
    for (const ch of t) em += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.6;
    return { width: em * Number(/([\d.]+)px/.exec(state.font)?.[1] ?? 10) };
  };
  const fillText = (t: string, x: number) => {
    if (!t) return;
    const w = measureText(t).width;
    const x0 = state.textAlign === 'right' ? x - w : state.textAlign === 'center' ? x - w / 2 : x;
    texts.push({ text: t, x0, x1: x0 + w });
  };
  const ctx = new Proxy(state, {
    get: (s, k) => (k === 'measureText' ? measureText : k === 'fillText' ? fillText : k in s ? s[k as keyof typeof s] : () => {}),
    set: (s, k, v) => ((s as Record<string | symbol, unknown>)[k] = v, true),
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts };
}

/**
 * 512 threads spread over every box of the commit lane, each stage led by a
 * three-digit thread with a three-digit group: the longest count lines.
 */
function busySnapshot(a: AlgorithmId): Int32Array {
  const t = compileTopology(topologyFor(a), names);
  const states = t.boxes.flatMap((b) => b.states.slice(0, 1));
  const n = 512;
  const w = new Int32Array(SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * n);
  w.set([1, n, 48]);
  w[8] = 12_345; // admission sleep delay, µs
  const leaders = { flush_stage: 300, sync_stage: 400, commit_stage: 500 } as Record<string, number>;
  for (let i = 0; i < n; i++) {
    // The stage leaders' groups fill most of the threads; the rest go round the other boxes.
    const stage = i >= 300 && i < 420 ? 'flush_stage' : i >= 400 && i < 420 ? 'sync_stage' : i >= 420 ? 'commit_stage' : states[i % states.length]!;
    const leader = leaders[stage] ?? -1;
    w.set([names.indexOf(stage), 1, i === leader ? 1 : 0, leader], SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i);
  }
  w.set([300, 7, 120], 9);
  w.set([400, 0, 20], 12);
  w.set([500, 3, 92], 15);
  return w;
}

/** The count lines the renderer draws over the boxes, in box order, with the box rectangles. */
function drawnFacts(a: AlgorithmId, lang: 'en' | 'zh', width: number, textScale: number, words = busySnapshot(a)) {
  const t = VIZ_STRINGS[lang];
  const topology = compileTopology(topologyFor(a, t), names);
  const rects = boxRects(topology, width, [112, 176]);
  const layout = new TokenLayout();
  layout.textScale = textScale;
  layout.update(words, topology, rects);
  const snap = decodeSnapshot(words)!;
  const renderer = new TokenRenderer();
  renderer.textScale = textScale;
  renderer.boxFacts = t.boxFacts;
  renderer.retarget(layout, snap.nowUs, 0, false, true);
  const { ctx, texts } = recordingContext();
  renderer.draw(ctx, layout, topology, rects, snap, drawnStages(words, topology, snap), 0, true);
  return { texts, rects, topology };
}

describe('box count lines', () => {
  for (const a of ['alisql_parallel_flush', 'group_commit_57'] as const) {
    for (const lang of ['en', 'zh'] as const) {
      it(`${a} (${lang}): each box's count line stays inside its box, ~400 to 1920 px, presenter type too`, () => {
        for (const width of [400, 430, 478, 490, 520, 563, 640, 720, 800, 1024, 1280, 1600, 1920]) {
          for (const scale of width >= 1024 ? [1, 18 / 11] : [1]) {
            const { texts, rects, topology } = drawnFacts(a, lang, width, scale);
            expect(texts, `${width}px`).toHaveLength(topology.boxes.length);
            texts.forEach((tx, i) => {
              const r = rects[i]!;
              const where = `${width}px ×${scale.toFixed(2)}: "${tx.text}" over ${topology.boxes[i]!.id} [${r.x.toFixed(1)}, ${(r.x + r.w).toFixed(1)}]`;
              expect(tx.x0, where).toBeGreaterThanOrEqual(r.x + 1);
              expect(tx.x1, where).toBeLessThanOrEqual(r.x + r.w);
            });
          }
        }
      });
    }
  }

  it('keeps the leader when the box has room, and drops it first when it has not', () => {
    const at = (width: number) => {
      const { texts, topology } = drawnFacts('alisql_parallel_flush', 'en', width, 1);
      return texts[topology.boxes.findIndex((b) => b.id === 'commit_stage')]!.text;
    };
    expect(at(1920)).toMatch(/^\d{3} · leader T500$/);
    expect(at(1024)).toMatch(/^\d{3} · T500$/);
    expect(at(490)).toMatch(/^\d{3}$/);
  });

  it('names no leader over a stage box none of whose group is drawn there (parallel flush after LOCK_log; a leader alone in Redo by leader)', () => {
    // The core still names flush leader 0; its group is drawn in "Binlog buffer".
    const w = new Int32Array(SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * 2);
    w.set([1, 2, 48]);
    w.set([0, 0, 2, -1, 0, 0, -1, 0, 0], 9);
    w.set([names.indexOf('binlog_buffer'), 1, 1, 0, names.indexOf('binlog_buffer'), 1, 0, 0], SNAPSHOT_HEADER_WORDS);
    const { texts, topology } = drawnFacts('alisql_parallel_flush', 'en', 1920, 1, w);
    expect(texts[topology.boxes.findIndex((b) => b.id === 'flush_stage')]!.text).toBe('0');
    expect(texts[topology.boxes.findIndex((b) => b.id === 'binlog_buffer')]!.text).toBe('2');
    // A leader alone in its group, drawn in "Redo by leader": its stage's box is empty and says so.
    w.set([1, 1, 1], 9);
    w.set([names.indexOf('redo_wait'), 1, 1, 1], SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD);
    const alone = drawnFacts('alisql_parallel_flush', 'en', 1920, 1, w);
    expect(alone.texts[alone.topology.boxes.findIndex((b) => b.id === 'flush_stage')]!.text).toBe('0');
    expect(alone.texts[alone.topology.boxes.findIndex((b) => b.id === 'redo')]!.text).toBe('1');
  });

  it('says the admission delay in the page’s language, or just the count when it does not fit', () => {
    const box = topologyFor('group_commit_57').boxes.find((b) => b.id === 'admission')!;
    const snap = decodeSnapshot(busySnapshot('group_commit_57'))!;
    expect(boxFactWordings(VIZ_STRINGS.zh.boxFacts, box, 7, undefined, snap)).toEqual(['7 · 延迟 12.3 ms', '7']);
    const measure = { measureText: (t: string) => ({ width: t.length * 6 }) };
    expect(fitWordings(measure, ['7 · delay 12.3 ms', '7'], 60)).toBe('7');
    expect(fitWordings(measure, ['12345'], 24)).toBe('123…');
  });
});
