// Every message the lab writes itself has a Chinese wording kept beside the
// English, so 中文 shows it in Chinese and a switch back shows the English:
// refused knob values (lab and A/B panes), refused seed, duration, report
// interval, preset and machine, a step search that finds nothing, a worker
// that fails and a core that does not load. Names (knobs, presets,
// machines) and values stay as written.
import { describe, expect, it } from 'vitest';
import { createCompareSession } from '../compare/compare-session';
import { createLabController } from '../controller/lab-controller';
import { FakeWorker, fixtureSchema as schema } from '../worker/testing/fake-worker';
import { createLabStore } from '../store/lab-store';
import type { LabMessage } from '../store/lab-state';
import { messageIn } from './message-text';

const CJK = /[\u3400-\u9fff]/;

function lab() {
  const store = createLabStore();
  const worker = new FakeWorker();
  const controller = createLabController(store, worker, { raf: (fn) => fn(), now: () => 0 });
  worker.ready();
  controller.configure();
  return { store, worker, controller };
}

/** The Chinese the page shows for each message, after checking each has one of its own. */
function inChinese(messages: LabMessage[]): string[] {
  for (const m of messages) {
    expect(m.zh, m.text).toMatch(CJK);
    expect(messageIn(m, 'en')).toBe(m.text);
  }
  return messages.map((m) => messageIn(m, 'zh'));
}

describe('the lab\'s own messages in Chinese', () => {
  it('a refused seed, duration, report interval, preset, machine or knob value before the run', () => {
    const { store } = lab();
    const s = store.getState();
    expect([s.setSeed('-5'), s.setDuration('0'), s.setReportInterval('x'), s.applyPreset('nope'), s.setMachine('cray-1'), s.setInitialKnob('threads', '0'), s.setInitialKnob('nope', 1)]).toEqual(
      Array(7).fill(false),
    );
    const zh = inChinese(store.getState().messages);
    expect(zh.slice(0, 3)).toEqual([
      '随机种子："-5" 不可用；应为 0 到 4294967295 的整数。',
      '时长（秒）："0" 不可用；应为 1 到 3600 的数。',
      '报告间隔（秒）："x" 不可用；应为 0.1 到 60 的数。',
    ]);
    expect(zh[3]).toMatch(/^预设："nope" 不可用；应为“预设”列表中的 21 个预设之一（最接近的：.*）。$/);
    expect(zh[4]).toMatch(/^机器："cray-1" 不可用；应为 .*s000_112core_nvme.* 之一。$/);
    expect(zh.slice(5)).toEqual(['threads："0" 不可用；应为 1 到 4096 的整数。', 'nope：没有这个参数。']);
    // Named as the scenario panel labels the field.
    expect(store.getState().messages[0]!.text).toBe('Seed: "-5" is not allowed; expected an integer from 0 to 4294967295.');
  });

  it('a refused knob value mid-run, and a step search that finds nothing', () => {
    const { store, worker, controller } = lab();
    controller.play();
    expect(controller.setKnob('threads', '99999')).toBe(false);
    expect(controller.setKnob('nope', 1)).toBe(false);
    worker.emit({ type: 'stepResult', kind: 3, found: false });
    expect(inChinese(store.getState().messages)).toEqual([
      'threads："99999" 不可用；应为 1 到 4096 的整数。',
      'nope：没有这个参数。',
      '在运行结束或下一次预定改动之前，没有这种事件。',
    ]);
    expect(store.getState().messages.at(-1)!.text).toBe('No such event before the end of the run or the next scheduled change.');
  });

  it('a worker that fails, with and without a reason from the browser, and a core that does not load', () => {
    const { store, worker } = lab();
    worker.fail('out of memory');
    worker.fail();
    worker.emit({ type: 'error', where: 'load', message: 'HTTP 404' });
    expect(inChinese(store.getState().messages)).toEqual(['运行模拟的 Web Worker 出错：out of memory', '运行模拟的 Web Worker 出错：未知错误', '模拟核心（WebAssembly）载入失败：HTTP 404']);
    expect(store.getState().messages.map((m) => m.text)).toEqual([
      'The simulation worker failed: out of memory',
      'The simulation worker failed: unknown error',
      'The simulation core failed to load: HTTP 404',
    ]);
  });

  it('the A/B panes: a refused knob value, an unknown knob, preset or machine, named with the side', () => {
    const worker = new FakeWorker();
    const session = createCompareSession({ worker, raf: (fn) => fn() });
    worker.emit({ type: 'ready', schema, layoutVersion: 1, stride: 2 * schema.interval_fields.length });
    expect([session.setKnob('b', 'threads', 'abc'), session.setKnob('a', 'nope', 1), session.setPreset('b', 'nope'), session.setMachine('a', 'cray-1'), session.setShared('duration', '0')]).toEqual(
      Array(5).fill(false),
    );
    const zh = inChinese(session.run.getState().messages);
    expect(zh.slice(0, 2)).toEqual(['B：threads："abc" 不可用；应为 1 到 4096 的整数。', 'A：nope：没有这个参数。']);
    expect(zh[2]).toMatch(/^B：预设："nope" 不可用；应为“预设”列表中的 21 个预设之一（最接近的：“[^”]+”（[a-z0-9_]+）、“[^”]+”（[a-z0-9_]+）、“[^”]+”（[a-z0-9_]+））。$/);
    expect(zh[3]).toMatch(/^A：机器："cray-1" 不可用；应为.+ 之一。$/);
    expect(zh[4]).toBe('时长（秒）："0" 不可用；应为 1 到 3600 的数。');
    expect(session.run.getState().messages[0]!.text).toBe('B: threads: "abc" is not allowed; expected an integer from 1 to 4096.');
    session.dispose();
  });
});
