import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAB_SAID, labSaid } from './lab-said';
import { STRINGS } from './lab-words';
import { missingTranslations as missing } from '../lessons/testing/i18n-coverage';
import { SNAPSHOT_HEADER_WORDS, WORDS_PER_THREAD } from '../model/snapshot';
import { fixtureSchema } from '../worker/testing/fake-worker';
import { parseStory, storyText } from '../viz/pipeline/story';
import { summarize } from '../viz/pipeline/summary';
import { ALGORITHMS, CATEGORY_ORDER, compileTopology, topologyFor } from '../viz/pipeline/topology';
import { VIZ_STRINGS } from './viz-words';

const CJK = /[\u3400-\u9fff]/;

describe('every English string of the animation and the lab chrome has a Chinese one', () => {
  it('viz-i18n.ts: same keys, no empty string, same arity', () => {
    expect(missing(VIZ_STRINGS.en, VIZ_STRINGS.zh)).toEqual([]);
  });

  it('i18n.ts (lessons and lab chrome): same keys, no empty string, same arity', () => {
    expect(missing(STRINGS.en, STRINGS.zh)).toEqual([]);
    expect(STRINGS.zh.lab.status.playing).toBe('播放中');
  });

  it('lab-said.ts (the messages the lab pushes): same keys, no empty string, same arity', () => {
    expect(missing(LAB_SAID.en, LAB_SAID.zh)).toEqual([]);
    expect(labSaid((w) => w.exportFailed('disk full'))).toEqual({ en: 'Export failed: disk full', zh: '导出失败：disk full' });
  });

  it('each thread state the core has (layout.h) has a Chinese description', () => {
    const layout = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../wasm-core/include/commitlab/layout.h'), 'utf8');
    const block = layout.slice(layout.indexOf('COMMITLAB_THREAD_STATES(X)'), layout.indexOf('enum class ThreadState'));
    const states = [...block.matchAll(/X\((\w+), "/g)].map((m) => m[1]!);
    expect(states.length).toBeGreaterThan(20);
    for (const s of states) expect(VIZ_STRINGS.zh.stateLabels[s], s).toMatch(CJK);
  });
});

describe('the animation in Chinese', () => {
  it('every algorithm: Chinese description, every box a title and a Chinese tooltip; ids and states as in English', () => {
    for (const a of ALGORITHMS) {
      const en = topologyFor(a);
      const zh = topologyFor(a, VIZ_STRINGS.zh);
      expect(zh.explain, a).toMatch(CJK);
      expect(zh.boxes.map((b) => [b.id, b.lane, b.states, b.stage])).toEqual(en.boxes.map((b) => [b.id, b.lane, b.states, b.stage]));
      for (const b of zh.boxes) {
        expect(b.label.length, `${a}/${b.id}`).toBeGreaterThan(0);
        expect(b.help, `${a}/${b.id}`).toMatch(CJK);
      }
    }
    expect(topologyFor('group_commit_57', VIZ_STRINGS.zh).boxes.find((b) => b.id === 'flush_stage')!.label).toBe('flush 阶段');
    for (const c of CATEGORY_ORDER) expect(VIZ_STRINGS.zh.categories[c], c).toMatch(CJK);
  });

  it('the summary and the thread story read in Chinese, English stays the default', () => {
    const names = fixtureSchema.thread_states.map((t) => t.name);
    // Two threads in the commit stage, one in the flush queue.
    const w = new Int32Array(SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * 3);
    w[0] = 1;
    w[1] = 3;
    w[2] = 8;
    ['commit_stage', 'commit_stage', 'flush_queue'].forEach((state, i) => (w[SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i] = names.indexOf(state)));
    for (const a of ALGORITHMS) {
      const input = { topology: compileTopology(topologyFor(a, VIZ_STRINGS.zh), names), words: w, knobs: { innodb_thread_concurrency: 8 } };
      for (const line of summarize(input, VIZ_STRINGS.zh)) expect(line, a).toMatch(CJK);
    }
    const en = summarize({ topology: compileTopology(topologyFor('group_commit_57'), names), words: w, knobs: {} });
    expect(en[0]).toBe('MySQL 5.7 binary log group commit, 3 threads, at 0.000000 s.');

    const json = JSON.stringify({ thread: 7, trx_start_us: 100, transactions: 3, steps: [{ t_us: 100, state: names.indexOf('executing') }, { t_us: 175, state: names.indexOf('flush_queue') }] });
    const v = parseStory(json, 1175, names, fixtureSchema.thread_states.map((t) => t.label ?? ''))!;
    const zh = storyText(v, VIZ_STRINGS.zh);
    expect(zh[0]).toBe('线程 7（已完成 3 个事务）');
    expect(zh[1]).toBe('当前：flush_queue，已持续 1 ms — 排队等待 binlog 的 flush 阶段（LOCK_log）');
    expect(storyText(v)[0]).toBe('Thread 7 (3 transactions done)');
  });
});
