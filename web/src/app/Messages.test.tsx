// The messages banner shows each message in the lab's language, and a
// language switch re-words the messages already on screen: the lab's own
// (a link's bad fields) from their Chinese, the core's refusals through
// model/config-error-i18n.ts, anything else as written.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLabController } from '../controller/lab-controller';
import { FakeWorker, fixtureSchema } from '../worker/testing/fake-worker';
import { createLabStore } from '../store/lab-store';
import { decodeUrlState } from '../store/url-state';
import { LabContext } from '../ui/lab-context';
import { Messages } from './Messages';
import { langStore } from '../lang/lang-store';

/** The core's words the lab has no Chinese for: shown as written. */
const CORE_WORDS = "field 'seed': 1.5 is not a whole number";
const REFUSAL = "knobs 'commit_algorithm' and 'log_bin': alisql_binlog_in_redo writes the binlog into the redo log, so it needs log_bin=true; turn the binlog on or choose another commit_algorithm";

function renderMessages() {
  const store = createLabStore();
  const controller = createLabController(store, new FakeWorker(), { raf: (f) => f(), now: () => 0 });
  render(
    <LabContext.Provider value={{ store, controller }}>
      <Messages />
    </LabContext.Provider>,
  );
  return store;
}

const shown = () => Array.from(screen.getByTestId('messages').querySelectorAll('.message > span')).map((s) => s.textContent);

afterEach(() => {
  cleanup();
  act(() => langStore.getState().setLang('en'));
});

describe('messages in the lab\'s language', () => {
  it('shows a link\'s bad fields in Chinese and in English again after a switch, without reading the link again', () => {
    act(() => langStore.getState().setLang('zh'));
    const store = renderMessages();
    act(() => {
      for (const p of decodeUrlState(fixtureSchema, '#preset=s000_binlog_on_16&k.threads=abc&seed=-1').problems) store.getState().pushMessage('error', p, 'url');
      store.getState().pushMessage('error', REFUSAL, 'configure');
      store.getState().pushMessage('error', CORE_WORDS, 'configure');
    });
    expect(shown()).toEqual([
      'URL 字段 "seed"："-1" 不可用；应为 0 到 4294967295 的整数。改用 1。',
      'URL 字段 "k.threads"："abc" 不可用；应为 1 到 4096 的整数。改用 16。',
      'commit_algorithm 与 log_bin 冲突：alisql_binlog_in_redo 把 binlog 写进 redo 日志，所以需要 log_bin=true：请打开 binlog，或换一种 commit_algorithm',
      CORE_WORDS,
    ]);
    act(() => langStore.getState().setLang('en'));
    expect(shown()).toEqual([
      'URL field "seed": "-1" is not allowed; expected an integer from 0 to 4294967295. Using 1 instead.',
      'URL field "k.threads": "abc" is not allowed; expected an integer from 1 to 4096. Using 16 instead.',
      REFUSAL,
      CORE_WORDS,
    ]);
    // The store keeps one message per text and topic whichever language pushed it.
    act(() => store.getState().pushMessage('error', decodeUrlState(fixtureSchema, '#preset=s000_binlog_on_16&seed=-1').problems[0]!, 'url'));
    expect(store.getState().messages.filter((m) => m.topic === 'url')).toHaveLength(2);
  });

  it('names a field of an A/B side the way the language does ("B: threads", "B：threads")', () => {
    act(() => langStore.getState().setLang('zh'));
    const store = renderMessages();
    act(() => store.getState().setInvalidField('b:threads', { label: 'threads', side: 'B', typed: '99999', inUse: '16' }));
    const item = screen.getByTestId('invalid-fields').querySelector('li')!;
    expect(item.querySelector('button')!.textContent).toBe('B：threads');
    expect(item.getAttribute('data-field')).toBe('B: threads');
    act(() => langStore.getState().setLang('en'));
    expect(item.querySelector('button')!.textContent).toBe('B: threads');
  });
});
