// @vitest-environment node
// The summary's stage lines say what the stage boxes draw: the group a
// stage works for only while it is drawn there (or its leader is in "Redo
// by leader"), its size as drawn, where its leader is, and the queue as
// drawn. Synthetic snapshots for each case, then the real core's
// snapshots of the parallel flush and 5.7 presets (the Node build, when
// it is there) compared token by token with the words.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeSnapshot, SNAPSHOT_HEADER_WORDS, WORDS_PER_THREAD } from '../../model/snapshot';
import { fixtureSchema } from '../../worker/testing/fake-worker';
import type { CommitLabModule } from '../../worker/commitlab-module';
import { CommitLabCore } from '../../worker/wasm-bridge';
import { VIZ_STRINGS } from '../../lang/viz-words';
import { drawnStages } from './stage-groups';
import { summarize } from './summary';
import { boxRects, TokenLayout } from './token-layout';
import { compileTopology, topologyFor, type AlgorithmId } from './topology';

const names = fixtureSchema.thread_states.map((t) => t.name);

/** Snapshot words: threads as [state, flags, detail (their group's leader)], stage fields in the header. */
function snapshot(threads: Array<[string, number, number]>, header: Record<number, number>): Int32Array {
  const w = new Int32Array(SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * threads.length);
  w.set([1, threads.length, 48]);
  for (const at of [9, 12, 15]) w[at] = -1; // no stage leaders unless given
  for (const [k, v] of Object.entries(header)) w[Number(k)] = v;
  threads.forEach(([state, flags, detail], i) => w.set([names.indexOf(state), 1, flags, detail], SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i));
  return w;
}

const line = (lines: string[], start: string) => lines.find((l) => l.startsWith(start));
const summaryOf = (a: AlgorithmId, w: Int32Array, lang: 'en' | 'zh' = 'en') =>
  summarize({ topology: compileTopology(topologyFor(a, VIZ_STRINGS[lang]), names), words: w, knobs: {} }, VIZ_STRINGS[lang]);
const stagesOf = (a: AlgorithmId, w: Int32Array) => drawnStages(w, compileTopology(topologyFor(a), names), decodeSnapshot(w)!);

/** Repeated thread records. */
const times = (n: number, t: [string, number, number]) => Array.from({ length: n }, () => t);

describe('stage groups as drawn', () => {
  it('parallel flush: a group that released LOCK_log for the binlog buffer is no longer the flush stage’s, though the core still names its leader', () => {
    // The core keeps flush leader 0 (group of 3) until signal_done; the group is drawn in "Binlog buffer".
    const w = snapshot([['binlog_buffer', 1, 0], ['binlog_buffer', 0, 0], ['binlog_buffer', 0, 0], ['flush_queue', 0, 3]], { 9: 0, 10: 1, 11: 3 });
    expect(stagesOf('alisql_parallel_flush', w).flush).toMatchObject({ leader: -1, here: 0, queued: 1 });
    expect(line(summaryOf('alisql_parallel_flush', w), 'Flush stage:')).toBe('Flush stage: idle, 1 queued.');
    expect(line(summaryOf('alisql_parallel_flush', w, 'zh'), 'flush 阶段：')).toBe('flush 阶段：空闲，1 个在排队。');
  });

  it('parallel flush: a leader alone in its group, syncing the redo, is the flush stage’s group, drawn in “Redo by leader”', () => {
    const w = snapshot([['wait_syncer', 0, 1], ['redo_wait', 1, 1], ['flush_queue', 0, 2]], { 9: 1, 10: 1, 11: 1 });
    const lines = summaryOf('alisql_parallel_flush', w);
    expect(line(lines, 'Flush stage:')).toBe('Flush stage: group of 1 led by thread 1, drawn in “Redo by leader”; 1 queued.');
    expect(lines).toContain("The flush stage's leader, thread 1, waits for the redo write and fsync that covers its whole group.");
    expect(line(summaryOf('alisql_parallel_flush', w, 'zh'), 'flush 阶段：')).toBe('flush 阶段：一组 1 个，leader 是线程 1，它在“leader 刷 redo”框里；1 个在排队。');
  });

  it('5.7: a leader waiting for a core keeps its group in the stage and is said to be in the run queue; alone there, the stage box is empty', () => {
    const w = snapshot([['run_queue', 1, 0], ['flush_stage', 0, 0], ['flush_stage', 0, 0]], { 9: 0, 10: 0, 11: 3 });
    expect(line(summaryOf('group_commit_57', w), 'Flush stage:')).toBe("Flush stage: group of 3 led by thread 0: 2 in the stage's box, the leader in “Run queue”; 0 queued.");
    expect(line(summaryOf('group_commit_57', w, 'zh'), 'flush 阶段：')).toBe('flush 阶段：一组 3 个，leader 是线程 0：2 个在本阶段框内，leader 在“运行队列”框里；0 个在排队。');
    const alone = snapshot([['run_queue', 1, 0], ['client', 0, -1]], { 9: 0, 11: 1 });
    expect(line(summaryOf('group_commit_57', alone), 'Flush stage:')).toBe('Flush stage: idle, 0 queued.');
  });

  it('parallel flush: groups waiting for their turn in binlog order are counted as queued where they are drawn, in “Commit queue”', () => {
    // The core's commit queue is empty: these groups wait for the commit position, not in the stage's queue.
    const w = snapshot([...times(4, ['commit_queue', 0, 9]), ['commit_stage', 1, 4], ['commit_stage', 0, 4]], { 15: 4, 16: 0, 17: 2 });
    expect(line(summaryOf('alisql_parallel_flush', w), 'Commit stage:')).toBe('Commit stage: group of 2 led by thread 4, 4 queued.');
  });
});

// The real core: every sampled snapshot's stage lines against its tokens.
const nodeBuild = fileURLToPath(new URL('../../../../wasm-core/build-wasm/node/', import.meta.url));
const built = existsSync(`${nodeBuild}commitlab.js`);

describe.skipIf(!built)('stage lines against the real core’s snapshots (needs wasm-core/build-wasm/node)', () => {
  for (const preset of ['s003_parallel_flush_11', 's003_parallel_flush_02', 's003_gc57_11']) {
    it(`${preset}: every flush and commit line describes the tokens drawn`, async () => {
      const require = createRequire(import.meta.url);
      const createCommitLab = require(`${nodeBuild}commitlab.js`) as (o: object) => Promise<CommitLabModule>;
      const core = new CommitLabCore(await createCommitLab({ wasmBinary: readFileSync(`${nodeBuild}commitlab.wasm`), print: () => {}, printErr: () => {} }));
      const schema = JSON.parse(core.str(core.m._cl_schema_json())) as { thread_states: Array<{ name: string }>; presets: Array<{ name: string; scenario: { knobs: Record<string, unknown> } }> };
      const stateNames = schema.thread_states.map((s) => s.name);
      const scenario = schema.presets.find((p) => p.name === preset)!.scenario;
      const algorithm = scenario.knobs.commit_algorithm as AlgorithmId;
      const topology = compileTopology(topologyFor(algorithm), stateNames);
      const rects = boxRects(topology, 800, [112, 176]);
      const box = (id: string) => topology.boxes.findIndex((b) => b.id === id);
      const sim = core.create(JSON.stringify({ ...scenario, preset, knobs: {} }));
      const layout = new TokenLayout();
      let checked = 0;
      try {
        for (let tNs = 200e6; tNs < 260e6; tNs += 0.2e6) {
          sim.runUntil(tNs, 2 ** 40);
          const words = sim.copySnapshot();
          layout.update(words, topology, rects);
          const lines = summarize({ topology, words, knobs: scenario.knobs });
          for (const stage of ['Flush', 'Commit'] as const) {
            const text = line(lines, `${stage} stage:`)!;
            const at = `${stage.toLowerCase()}`;
            const inBox = (leader: number) => {
              let k = 0;
              for (let i = 0; i < layout.n; i++) if (layout.box[i] === box(`${at}_stage`) && layout.detail[i] === leader) k++;
              return k;
            };
            // The queue as drawn.
            expect(Number(/(\d+) queued/.exec(text)![1]), text).toBe(layout.counts[box(`${at}_queue`)]);
            const group = /group of (\d+) led by thread (\d+)/.exec(text);
            if (!group) {
              expect(text, text).toMatch(/: idle, /);
              continue;
            }
            const [size, leader] = [Number(group[1]), Number(group[2])];
            const leaderBox = topology.boxes[layout.box[leader]!]!;
            if (leaderBox.id === `${at}_stage`) expect(inBox(leader), text).toBe(size);
            else {
              // The leader drawn elsewhere, and named there; its group drawn in the stage, or it in "Redo by leader".
              expect(text, text).toContain(`“${leaderBox.label}”`);
              expect(inBox(leader) + 1, text).toBe(size);
              expect(inBox(leader) > 0 || leaderBox.leaderOf === 'flush', text).toBe(true);
            }
            checked++;
          }
        }
      } finally {
        sim.destroy();
      }
      expect(checked).toBeGreaterThan(50);
    });
  }
});
