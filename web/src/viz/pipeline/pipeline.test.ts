import { describe, expect, it } from 'vitest';
import { fixtureSchema } from '../../worker/testing/fake-worker';
import { decodeSnapshot, SNAPSHOT_HEADER_WORDS, WORDS_PER_THREAD } from '../../model/snapshot';
import { coreCells } from './cores-strip';
import { DeviceLog, FILE_COLOURS } from './storage-strip';
import { formatDuration, parseStory, storyText } from './story';
import { drawnStages } from './stage-groups';
import { summarize } from './summary';
import { BOX_COUNT_LINE_H, BOX_TITLE_LINES_H, boxRects, TokenLayout } from './token-layout';
import { algorithmOf, CATEGORY_STYLE, compileTopology, topologyFor, type AlgorithmId } from './topology';
import { VIZ_STRINGS } from '../../lang/viz-words';

const names = fixtureSchema.thread_states.map((t) => t.name);
const labels = fixtureSchema.thread_states.map((t) => t.label ?? '');
const code = (n: string) => names.indexOf(n);

/** A snapshot with threads in the given states (flags/detail optional). */
function snapshot(threads: Array<[string, number?, number?, number?]>, header: Record<number, number> = {}): Int32Array {
  const w = new Int32Array(SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * threads.length);
  w[0] = 1;
  w[1] = threads.length;
  w[2] = 8;
  for (const [k, v] of Object.entries(header)) w[Number(k)] = v;
  threads.forEach(([state, us = 0, flags = 0, detail = -1], i) => {
    const at = SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i;
    w[at] = code(state);
    w[at + 1] = us;
    w[at + 2] = flags;
    w[at + 3] = detail;
  });
  return w;
}

/** The summary of one snapshot, read the way the animation draws it. */
function summaryOf(a: AlgorithmId, words: Int32Array, knobs: Record<string, unknown> = {}, lang: 'en' | 'zh' = 'en', binlogWritingKiB?: number): string[] {
  return summarize({ topology: compileTopology(topologyFor(a, VIZ_STRINGS[lang]), names), words, knobs, binlogWritingKiB }, VIZ_STRINGS[lang]);
}

const ALGOS: AlgorithmId[] = ['binlog_off', 'mysql55_prepare_commit_mutex', 'group_commit_56', 'group_commit_57', 'alisql_parallel_flush', 'alisql_binlog_in_redo', 'alisql_binlog_in_redo_v1'];

describe('topology', () => {
  it('puts every thread state of every algorithm in a box', () => {
    for (const a of ALGOS) {
      const t = compileTopology(topologyFor(a), names);
      expect(Array.from(t.stateBox).every((b) => b >= 0 && b < t.boxes.length), a).toBe(true);
      expect(t.boxes.filter((b) => b.lane === 1).length, a).toBeGreaterThan(0);
    }
    const gc = compileTopology(topologyFor('group_commit_57'), names);
    expect(gc.boxes[gc.stateBox[code('sync_stage')]!]!.stage).toBe('sync');
    const pcm = compileTopology(topologyFor('mysql55_prepare_commit_mutex'), names);
    expect(pcm.boxes[pcm.stateBox[code('prepare_commit_mutex')]!]!.id).toBe('pcm_queue');
    // Binlog in redo V1: group commit without the sync stage.
    const v1 = compileTopology(topologyFor('alisql_binlog_in_redo_v1'), names);
    expect(v1.boxes.map((b) => b.id)).not.toContain('sync_stage');
    expect(v1.boxes[v1.stateBox[code('redo_wait')]!]!.id).toBe('redo');
    expect(algorithmOf({ log_bin: true, commit_algorithm: 'alisql_binlog_in_redo_v1' })).toBe('alisql_binlog_in_redo_v1');
  });

  it("puts the redo fsync where each algorithm does it: 5.6 at prepare, 5.7's and parallel flush's flush-stage leader for its group", () => {
    const lane = (a: AlgorithmId) => topologyFor(a).boxes.filter((b) => b.lane === 1).map((b) => b.id);
    const redoBox = (a: AlgorithmId) => {
      const t = compileTopology(topologyFor(a), names);
      return t.boxes[t.stateBox[code('redo_wait')]!]!;
    };
    // 5.6: each transaction fsyncs its own redo before it queues for the flush stage.
    expect(lane('group_commit_56').slice(0, 3)).toEqual(['redo', 'flush_queue', 'flush_stage']);
    expect(redoBox('group_commit_56').help).toMatch(/^InnoDB prepare/);
    // 5.7, parallel flush, V1: no fsync at prepare; the flush-stage leader waits for it, right after the flush stage.
    for (const a of ['group_commit_57', 'alisql_parallel_flush', 'alisql_binlog_in_redo_v1'] as const) {
      const ids = lane(a);
      expect(ids.indexOf('redo'), a).toBe(ids.indexOf('flush_stage') + 1);
      expect(redoBox(a).id, a).toBe('redo');
      expect(redoBox(a).label, a).toBe('Redo by leader');
      expect(redoBox(a).help, a).not.toMatch(/prepare:/i);
      expect(redoBox(a).help, a).toMatch(/leader/);
    }
    expect(topologyFor('group_commit_57', VIZ_STRINGS.zh).boxes.find((b) => b.id === 'redo')!.label).toBe('leader 刷 redo');
    // The flush stage's tooltip says whether its leader fsyncs the redo.
    const flushHelp = (a: AlgorithmId) => topologyFor(a).boxes.find((b) => b.id === 'flush_stage')!.help;
    expect(flushHelp('group_commit_57')).toMatch(/redo log fsynced once/);
    expect(flushHelp('group_commit_56')).toMatch(/fsynced its redo at prepare/);
  });

  it('follows log_bin and commit_algorithm', () => {
    expect(algorithmOf({ log_bin: false, commit_algorithm: 'group_commit_56' })).toBe('binlog_off');
    expect(algorithmOf({ log_bin: true, commit_algorithm: 'alisql_parallel_flush' })).toBe('alisql_parallel_flush');
    expect(algorithmOf({})).toBe('group_commit_57');
  });
});

describe('token layout', () => {
  it("lines up a lane of one box (binlog OFF's commit lane) with the other lane's edges", () => {
    const t = compileTopology(topologyFor('binlog_off'), names);
    for (const width of [390, 1280]) {
      const rects = boxRects(t, width, [112, 176]);
      const lane = (l: 0 | 1) => rects.filter((_, i) => t.boxes[i]!.lane === l);
      const [only] = lane(1);
      expect(lane(1)).toHaveLength(1);
      expect(only!.x, `${width}`).toBeCloseTo(lane(0)[0]!.x);
      expect(only!.x + only!.w, `${width}`).toBeCloseTo(lane(0).at(-1)!.x + lane(0).at(-1)!.w);
    }
  });

  it("draws a thread waiting for I/O in neither log file's colour (the device key's redo green, binlog pink)", () => {
    expect([FILE_COLOURS.redo, FILE_COLOURS.binlog]).not.toContain(CATEGORY_STYLE.io.color);
    expect(Object.values(CATEGORY_STYLE).filter((c) => c.color === CATEGORY_STYLE.io.color)).toHaveLength(1);
  });

  it('places each token inside its box, the leader first', () => {
    const t = compileTopology(topologyFor('group_commit_57'), names);
    const rects = boxRects(t, 800, [100, 150]);
    const w = snapshot([
      ['executing', 10],
      ['sync_stage', 50, 0, 2],
      ['sync_stage', 80, 1, 2],
      ['flush_queue', 5],
    ]);
    const l = new TokenLayout();
    l.update(w, t, rects);
    expect(l.n).toBe(4);
    for (let i = 0; i < 4; i++) {
      const r = rects[l.box[i]!]!;
      expect(l.x[i]).toBeGreaterThan(r.x);
      expect(l.x[i]).toBeLessThan(r.x + r.w);
      expect(l.y[i]).toBeGreaterThan(r.y);
      expect(l.y[i]).toBeLessThanOrEqual(r.y + r.h);
    }
    expect(t.boxes[l.box[2]!]!.id).toBe('sync_stage');
    expect(l.x[2]).toBeLessThan(l.x[1]!); // the leader (thread 2) leads its box
    expect(l.counts[l.box[1]!]).toBe(2);
  });

  it('fits 512 threads in one box', () => {
    const t = compileTopology(topologyFor('group_commit_57'), names);
    const rects = boxRects(t, 700, [100, 150]);
    const l = new TokenLayout();
    l.update(snapshot(Array.from({ length: 512 }, () => ['commit_stage', 1, 0, 0] as [string, number, number, number])), t, rects);
    const r = rects[l.box[0]!]!;
    for (let i = 0; i < 512; i++) expect(l.y[i]! + l.r[i]!).toBeLessThanOrEqual(r.y + r.h + 0.01);
  });

  it("keeps tokens below the box's count line when canvas text grows (presenter mode)", () => {
    const t = compileTopology(topologyFor('group_commit_57'), names);
    const rects = boxRects(t, 700, [112, 176]);
    const l = new TokenLayout();
    l.textScale = 18 / 11;
    l.update(snapshot(Array.from({ length: 64 }, () => ['flush_queue', 1, 0, 0] as [string, number, number, number])), t, rects);
    const r = rects[l.box[0]!]!;
    for (let i = 0; i < 64; i++) {
      expect(l.y[i]! - l.r[i]!).toBeGreaterThanOrEqual(r.y + BOX_TITLE_LINES_H + BOX_COUNT_LINE_H * l.textScale);
      expect(l.y[i]! + l.r[i]!).toBeLessThanOrEqual(r.y + r.h + 0.01);
    }
  });

  it('keeps tokens below larger box titles (presenter mode reserves their measured room)', () => {
    const t = compileTopology(topologyFor('group_commit_57'), names);
    const rects = boxRects(t, 1200, [112, 176]);
    const l = new TokenLayout();
    l.textScale = 18 / 11;
    l.titleH = 2 * BOX_TITLE_LINES_H;
    l.update(snapshot(Array.from({ length: 64 }, () => ['flush_queue', 1, 0, 0] as [string, number, number, number])), t, rects);
    const r = rects[l.box[0]!]!;
    for (let i = 0; i < 64; i++) {
      expect(l.y[i]! - l.r[i]!).toBeGreaterThanOrEqual(r.y + l.titleH + BOX_COUNT_LINE_H * l.textScale);
      expect(l.y[i]! + l.r[i]!).toBeLessThanOrEqual(r.y + r.h + 0.01);
    }
  });
});

describe('summary', () => {
  it('tells group sizes and leaders under group commit', () => {
    const w = snapshot([['commit_stage', 0, 0, 1], ['commit_stage', 0, 1, 1], ['flush_queue']], { 15: 1, 16: 0, 17: 2, 9: -1, 10: 1, 11: 0, 12: -1 });
    const lines = summaryOf('group_commit_57', w, { innodb_thread_concurrency: 0 });
    expect(lines).toContain('Commit stage: group of 2 led by thread 1, 0 queued.');
    expect(lines).toContain('Flush stage: idle, 1 queued.');
    expect(lines.at(-1)).toBe('Threads per state: commit_stage 2, flush_queue 1.');
  });

  it('accounts for followers still drawn in the commit stage after their leader signalled done', () => {
    // "Next group commit" stops right after signal_done: the stage fields are
    // cleared while the committed followers wait to be woken, one at a time.
    const threads: Array<[string, number?, number?, number?]> = [
      ...Array.from({ length: 6 }, (): [string, number, number, number] => ['commit_stage', 5, 0, 7]),
      ['commit_queue', 1, 0, 8],
      ['client'],
      ['commit_queue', 1, 0, 8],
    ];
    const w = snapshot(threads, { 9: -1, 12: -1, 15: -1, 16: 2, 17: 0 });
    const drawn = drawnStages(w, compileTopology(topologyFor('group_commit_57'), names), decodeSnapshot(w)!);
    expect(drawn.commit).toMatchObject({ leader: -1, here: 0, others: new Map([[7, 6]]), queued: 2 });
    const lines = summaryOf('group_commit_57', w);
    expect(lines).toContain('Commit stage: idle, 2 queued. Also in the stage: 6 threads of the group thread 7 led, already committed by their leader, waiting to be woken one at a time (signal_done).');
    expect(lines.find((l) => l.startsWith('Blocking:'))).toBe('Blocking: waking up after their group\'s commit: 6 threads, woken one at a time (signal_done).');
    const zh = summaryOf('group_commit_57', w, {}, 'zh');
    expect(zh).toContain('commit 阶段：空闲，2 个在排队。该阶段里还有线程 7 带领的那一组的 6 个线程：已由 leader 提交完毕，正等着被逐个唤醒（signal_done）。');

    // The next group (leader 6) is being committed while the last one's followers still wake.
    const w2 = snapshot([...threads.slice(0, 6), ['commit_stage', 1, 1, 6], ['client'], ['commit_stage', 1, 0, 6]], { 9: -1, 12: -1, 15: 6, 16: 0, 17: 2 });
    const lines2 = summaryOf('group_commit_57', w2);
    expect(lines2).toContain('Commit stage: group of 2 led by thread 6, 0 queued. Also in the stage: 6 threads of the group thread 7 led, already committed by their leader, waiting to be woken one at a time (signal_done).');
  });

  it('under binlog_order_commits=OFF, says sync-stage followers commit themselves once the leader signalled done', () => {
    const w = snapshot([['sync_stage', 1, 0, 3], ['sync_stage', 1, 0, 3], ['client'], ['sync_stage', 1, 0, 5], ['sync_stage', 1, 1, 4]], { 9: -1, 12: 4, 13: 0, 14: 1, 15: -1 });
    const lines = summaryOf('group_commit_57', w, { binlog_order_commits: false });
    expect(lines).toContain('Sync stage: group of 1 led by thread 4, 0 queued. Also in the stage: 3 threads of earlier groups, signalled done, each committing itself in InnoDB (binlog_order_commits=OFF).');
    expect(lines.find((l) => l.startsWith('Blocking:'))).toBe('Blocking: the InnoDB commit each thread does itself once its leader signalled done: 3 threads (binlog_order_commits=OFF).');
  });

  it('binlog in redo V1: threads committing themselves are counted where they are drawn, in the flush stage', () => {
    const w = snapshot([['flush_stage', 1, 0, 2], ['flush_stage', 1, 0, 2], ['flush_stage', 1, 0, 2], ['flush_queue', 1, 0, 3]], { 9: -1, 10: 1, 11: 0 });
    const lines = summaryOf('alisql_binlog_in_redo_v1', w, { binlog_order_commits: false });
    expect(lines).toContain('Flush stage: idle, 1 queued. Also in the stage: 3 threads of the group thread 2 led, signalled done, each committing itself in InnoDB (binlog_order_commits=OFF).');
    expect(lines.join('\n')).toContain('3 committing themselves; no sync stage');
    expect(lines.find((l) => l.startsWith('Blocking:'))).toBe('Blocking: the InnoDB commit each thread does itself once its leader signalled done: 3 threads (binlog_order_commits=OFF).');
  });

  it('binlog in redo V2: its commit stage has no stage leader, so its committers are not taken for woken followers', () => {
    const w = snapshot([['commit_stage', 1, 0, 0], ['commit_stage', 1, 0, 0], ['client']], { 9: -1, 15: -1 });
    const lines = summaryOf('alisql_binlog_in_redo', w);
    expect(lines.join(' ')).not.toContain('Also in the stage');
    expect(lines.find((l) => l.startsWith('Blocking:'))).toBe('Blocking: the InnoDB commit of 2 threads in the commit stage.');
  });

  it("gives the oldest fsync's age a unit when it has just started", () => {
    const w = snapshot([['sync_stage']], { 27: 1, 28: 64, 29: 0 });
    for (const lang of ['en', 'zh'] as const) {
      const lines = summaryOf('group_commit_57', w, {}, lang);
      const device = lines.find((l) => l.startsWith(lang === 'en' ? 'Device:' : '设备：'))!;
      expect(device).toContain(lang === 'en' ? 'oldest fsync running for 0 µs.' : '最早的 fsync 已持续 0 µs');
      expect(device).not.toMatch(/\b0(?! µs)[.。，,]/);
    }
  });

  it('names a rotation as what blocks, with the committers waiting', () => {
    const w = snapshot([['rotation'], ['flush_queue'], ['flush_queue']], { 25: 1, 27: 1, 28: 256000, 29: 5000 });
    const lines = summaryOf('group_commit_57', w);
    expect(lines.find((l) => l.startsWith('Blocking:'))).toMatch(/^Blocking: binlog rotation in progress: .* while 2 committers wait\.$/);
  });

  it("says a rotation's fsync is still writing the old file, not that nothing is dirty", () => {
    const w = snapshot([['rotation']], { 22: 512_000, 23: 0, 24: 512_000, 25: 1 });
    const lines = summaryOf('group_commit_57', w, {}, 'en', 512_000);
    expect(lines).toContain('Binlog file 500 MiB of 500 MiB max_binlog_size, 500 MiB being written to the device, 0 B dirty in the page cache.');
  });

  it('under binlog in redo, names the copy into the redo log, not the writer, when that is where committers are', () => {
    const w = snapshot([['binlog_buffer'], ['binlog_buffer'], ['binlog_buffer'], ['wait_writer']]);
    const lines = summaryOf('alisql_binlog_in_redo', w);
    expect(lines.find((l) => l.startsWith('Blocking:'))).toBe('Blocking: copying binlog events into the redo log: 3 threads (their group leaders do the work).');
  });

  it('5.7: the thread waiting for the redo is the flush-stage leader, not a transaction at prepare; 5.6: at prepare', () => {
    // Thread 3 leads the flush stage's group of 3 and waits for its redo fsync (drawn in "Redo by leader"); its followers wait in the stage.
    const w = snapshot([['flush_stage', 1, 0, 3], ['flush_stage', 1, 0, 3], ['flush_queue', 1, 0, 2], ['redo_wait', 1, 1, 3]], { 9: 3, 10: 1, 11: 3 });
    const en57 = summaryOf('group_commit_57', w);
    expect(en57.join(' ')).not.toMatch(/prepare/);
    const flush = en57.indexOf("Flush stage: group of 3 led by thread 3: 2 in the stage's box, the leader in “Redo by leader”; 1 queued.");
    expect(flush).toBeGreaterThan(0);
    expect(en57[flush + 1]).toBe("The flush stage's leader, thread 3, waits for the redo write and fsync that covers its whole group.");
    const zh57 = summaryOf('group_commit_57', w, {}, 'zh');
    expect(zh57.join(' ')).not.toMatch(/prepare/);
    expect(zh57).toContain('flush 阶段：一组 3 个，leader 是线程 3：2 个在本阶段框内，leader 在“leader 刷 redo”框里；1 个在排队。');
    expect(zh57).toContain('flush 阶段的 leader（线程 3）在等覆盖整组的那次 redo 写入和 fsync。');
    expect(summaryOf('alisql_parallel_flush', w)).toContain("The flush stage's leader, thread 3, waits for the redo write and fsync that covers its whole group.");
    // 5.6 fsyncs at prepare, before the flush queue: said before the flush stage's line.
    const at56 = snapshot([['flush_stage', 1, 1, 0], ['flush_stage', 1, 0, 0], ['flush_stage', 1, 0, 0], ['flush_queue', 1, 0, 3], ['redo_wait', 1, 0, -1]], { 9: 0, 10: 1, 11: 3 });
    const en56 = summaryOf('group_commit_56', at56);
    expect(en56.indexOf('1 waiting for the redo log at prepare.')).toBe(en56.indexOf('Flush stage: group of 3 led by thread 0, 1 queued.') - 1);
    expect(summaryOf('group_commit_56', at56, {}, 'zh')).toContain('1 个在 prepare 时等待 redo 日志。');
    // Not one leader: the count, without naming a thread.
    const two = summaryOf('group_commit_57', snapshot([['redo_wait', 1, 1, 0], ['redo_wait', 1, 1, 1]], { 9: 0, 11: 1 }));
    expect(two).toContain('2 threads waiting for a redo fsync in the flush stage (its leader syncs the redo once for the whole group).');
  });

  it('says one committer at a time under 5.5', () => {
    const w = snapshot([['binlog_write'], ['prepare_commit_mutex'], ['prepare_commit_mutex']]);
    const lines = summaryOf('mysql55_prepare_commit_mutex', w);
    expect(lines.join(' ')).toContain('One committer at a time: 1 in binlog_write.');
  });
});

describe('summary at the end of a run', () => {
  it('says the run ended with operations still in flight, not that they are going on (en and zh)', () => {
    const words = snapshot([['client']], { 27: 2, 28: 1731, 29: -1 });
    const topology = (lang: 'en' | 'zh') => compileTopology(topologyFor('group_commit_57', VIZ_STRINGS[lang]), names);
    const device = (lang: 'en' | 'zh', ended: boolean) => summarize({ topology: topology(lang), words, knobs: {}, ended }, VIZ_STRINGS[lang]).find((l) => /^Device|^设备/.test(l))!;
    expect(device('en', false)).toMatch(/^Device: 2 operations in flight/);
    expect(device('en', true)).toMatch(/^Device: the run ended with 2 operations still in flight/);
    expect(device('zh', true)).toMatch(/^设备：运行结束时还有 2 个操作未完成/);
  });
});

describe('story', () => {
  it('turns the state ring into where the thread waited and for how long', () => {
    const json = JSON.stringify({ thread: 7, trx_start_us: 100, transactions: 3, steps: [{ t_us: 90, state: code('client') }, { t_us: 100, state: code('executing') }, { t_us: 160, state: code('latch_spin') }, { t_us: 175, state: code('flush_queue') }] });
    const v = parseStory(json, 1175, names, labels)!;
    expect(v.now).toMatchObject({ state: 'flush_queue', durUs: 1000 });
    expect(v.thisTrx.map((s) => [s.state, s.us])).toEqual([
      ['flush_queue', 1000],
      ['executing', 60],
      ['latch_spin', 15],
    ]);
    const text = storyText(v);
    expect(text[0]).toBe('Thread 7 (3 transactions done)');
    expect(text[1]).toMatch(/^Now: flush_queue for 1 ms/);
    expect(parseStory('nope', 0, names, labels)).toBeNull();
    // Whose redo fsync a redo_wait thread waits for depends on the algorithm.
    const redo = parseStory(JSON.stringify({ thread: 3, steps: [{ t_us: 100, state: code('redo_wait') }] }), 400, names, labels)!;
    expect(storyText(redo, VIZ_STRINGS.en, 'group_commit_57')[1]).toBe('Now: redo_wait for 300 µs — flush-stage leader: waiting for the redo write and fsync that covers its whole group');
    expect(storyText(redo, VIZ_STRINGS.zh, 'group_commit_57')[1]).toBe('当前：redo_wait，已持续 300 µs — flush 阶段的 leader：等待覆盖整组的 redo 写入和 fsync');
    expect(storyText(redo, VIZ_STRINGS.en, 'group_commit_56')[1]).toMatch(/— InnoDB prepare: waiting for the redo write and fsync of its own prepare record$/);
    expect(storyText(redo)[1]).toMatch(/— waiting for the redo log write\/fsync$/);
    expect(formatDuration(-1500)).toBe('−1.5 ms');
  });

  it('gives every duration a unit, zero included', () => {
    expect(formatDuration(0)).toBe('0 µs');
    expect(formatDuration(0.25)).toBe('250 ns');
    expect(formatDuration(12)).toBe('12 µs');
    expect(formatDuration(2_500_000)).toBe('2.5 s');
    for (const us of [0, 0.001, 0.5, 1, 999, 1000, 123_456, 1e6, 3.7e7, -0, -2]) expect(formatDuration(us), String(us)).toMatch(/^−?\d+(\.\d+)? (ns|µs|ms|s)$/);
  });
});

describe('strips', () => {
  it('groups cores into at most 128 cells', () => {
    expect(coreCells(112)).toEqual({ cells: 112, perCell: 1 });
    expect(coreCells(512)).toEqual({ cells: 128, perCell: 4 });
  });

  it('turns in-flight fsync ages into device events', () => {
    const log = new DeviceLog();
    const at = (nowUs: number, elapsed: number, kib = 100) => log.update(decodeSnapshot(snapshot([], { 3: nowUs, 27: elapsed >= 0 ? 1 : 0, 28: kib, 29: elapsed }))!);
    at(1000, -1);
    at(1100, 50);
    at(1200, 150);
    at(1300, -1);
    at(1400, 20);
    expect(log.events.map((e) => [e.startUs, e.endUs, e.open])).toEqual([
      [1050, 1200, false],
      [1380, 1400, true],
    ]);
    at(500, -1); // back in time: a seek
    expect(log.events).toEqual([]);
  });
});
