import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_TITLES } from '../model/schema';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { KnobPanel } from './KnobPanel';
import { renderInLab } from './testing/render-in-lab';
import { langStore } from '../lang/lang-store';

afterEach(cleanup);

function renderPanel() {
  return renderInLab(<KnobPanel />);
}

describe('schema-driven controls', () => {
  it('renders one labelled control per knob, in the schema groups', () => {
    const { container } = renderPanel();
    const fieldsets = container.querySelectorAll('fieldset');
    expect(Array.from(fieldsets).map((f) => f.querySelector('legend')!.textContent)).toEqual(schema.groups.map((g) => GROUP_TITLES[g]));
    for (const knob of schema.knobs) {
      const el = container.querySelector<HTMLElement>(`[data-knob="${knob.name}"]`);
      expect(el, knob.name).not.toBeNull();
      expect(el!.closest('fieldset')!.getAttribute('data-group')).toBe(knob.group);
      // Accessible name includes the knob's name.
      const labelled = screen.getByLabelText(new RegExp(`^${knob.name}\\b`));
      expect(labelled).toBe(el);
      // An int with three values or fewer is a choice, like an enum.
      const fewInts = knob.type === 'int' && knob.max - knob.min <= 2;
      const expected = fewInts ? 'SELECT' : { int: 'INPUT', float: 'INPUT', bool: 'INPUT', enum: 'SELECT' }[knob.type];
      expect(el!.tagName, knob.name).toBe(expected);
      if (knob.type === 'bool') expect((el as HTMLInputElement).type).toBe('checkbox');
      if (knob.type === 'enum') expect(Array.from((el as HTMLSelectElement).options).map((o) => o.value)).toEqual(knob.values);
      if (fewInts) expect(Array.from((el as HTMLSelectElement).options).map((o) => Number(o.value))).toEqual([0, 1, 2].slice(0, knob.max - knob.min + 1).map((d) => knob.min + d));
      // A number is typed in a text box (a number box loses "abc"), with the phone's number keypad.
      else if (knob.type === 'int' || knob.type === 'float') {
        expect((el as HTMLInputElement).type, knob.name).toBe('text');
        expect((el as HTMLInputElement).inputMode, knob.name).toBe(knob.type === 'int' ? 'numeric' : 'decimal');
      }
    }
  });

  it('marks the knobs the workload does not read, and only those', () => {
    const { container } = renderPanel();
    const workload = container.querySelector<HTMLSelectElement>('[data-knob="workload"]')!.value;
    expect(workload).toBe('oltp_update_index');
    expect(container.querySelector('[data-testid="knob-inert-point_selects"]')!.textContent).toContain('oltp_update_index');
    expect(container.querySelector('[data-testid="knob-inert-index_updates"]')).toBeNull();
    expect(container.querySelector('[data-testid="knob-inert-threads"]')).toBeNull();
  });

  it('shows preset and machine values', () => {
    const { container } = renderPanel();
    expect(container.querySelector<HTMLInputElement>('[data-knob="threads"]')!.value).toBe('256');
    expect(container.querySelector<HTMLInputElement>('[data-knob="log_bin"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[data-knob="cores"]')!.value).toBe('112');
  });

  it('keeps an invalid entry, explains it, and does not apply it', () => {
    const { container, store } = renderPanel();
    const input = container.querySelector<HTMLInputElement>('[data-knob="threads"]')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.blur(input);
    expect(input.value).toBe('5000');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const knob = input.closest('.knob') as HTMLElement;
    expect(within(knob).getByRole('alert').textContent).toBe('threads: "5000" is not allowed; expected an integer from 1 to 4096.');
    expect(store.getState().scenario.overrides).toEqual({});
  });

  it('keeps text that is not a number exactly as typed, and quotes it in the message and the summary', () => {
    const { container, store } = renderPanel();
    const input = container.querySelector<HTMLInputElement>('[data-knob="threads"]')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    // A number box would hold "" here (the browser's value for text that is not a number).
    expect(input.value).toBe('abc');
    expect(within(input.closest('.knob') as HTMLElement).getByRole('alert').textContent).toBe('threads: "abc" is not allowed; expected an integer from 1 to 4096.');
    expect(Object.values(store.getState().invalidFields).map((f) => [f.label, f.typed, f.inUse])).toEqual([['threads', 'abc', '256']]);
    expect(store.getState().scenario.overrides).toEqual({});
  });

  it('steps a number with the arrow keys, within the knob\'s range, as a number box did', () => {
    const { container } = renderPanel();
    const input = container.querySelector<HTMLInputElement>('[data-knob="threads"]')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '4095' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('4096');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('4096');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('4095');
    // Text that is not a number stays as typed.
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('abc');
  });

  it('says why an entry is refused in the lab\'s language, and re-words it on a switch', () => {
    const { container } = renderPanel();
    const input = container.querySelector<HTMLInputElement>('[data-knob="threads"]')!;
    const alert = () => within(input.closest('.knob') as HTMLElement).getByRole('alert').textContent;
    act(() => langStore.getState().setLang('zh'));
    try {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '0' } });
      expect(alert()).toBe('threads："0" 不可用；应为 1 到 4096 的整数。');
      act(() => langStore.getState().setLang('en'));
      expect(alert()).toBe('threads: "0" is not allowed; expected an integer from 1 to 4096.');
    } finally {
      act(() => langStore.getState().setLang('en'));
    }
  });

  it('applies valid edits: number on Enter, checkbox and select at once', () => {
    vi.useFakeTimers();
    const { container, store, worker } = renderPanel();
    const input = container.querySelector<HTMLInputElement>('[data-knob="threads"]')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '16' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(store.getState().scenario.overrides).toEqual({ threads: 16 });
    fireEvent.click(container.querySelector('[data-knob="log_bin"]')!);
    fireEvent.change(container.querySelector('[data-knob="commit_algorithm"]')!, { target: { value: 'mysql55_prepare_commit_mutex' } });
    expect(store.getState().scenario.overrides).toEqual({ threads: 16, log_bin: false, commit_algorithm: 'mysql55_prepare_commit_mutex' });
    expect(worker.last('configure')!.scenario.knobs).toEqual({ threads: 16, log_bin: false, commit_algorithm: 'mysql55_prepare_commit_mutex' });
    vi.useRealTimers();
  });

  it('commits a typed number after a pause in typing', () => {
    vi.useFakeTimers();
    const { container, store } = renderPanel();
    const input = container.querySelector<HTMLInputElement>('[data-knob="innodb_thread_concurrency"]')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '80' } });
    expect(store.getState().scenario.overrides).toEqual({});
    act(() => vi.advanceTimersByTime(700));
    expect(store.getState().scenario.overrides).toEqual({ innodb_thread_concurrency: 80 });
    vi.useRealTimers();
  });

  it("a combination the core refuses is shown under both knobs it names, keeps their values, and goes once a configuration is accepted", () => {
    vi.useFakeTimers();
    const { container, worker } = renderPanel();
    const algo = container.querySelector<HTMLSelectElement>('[data-knob="commit_algorithm"]')!;
    const flush = container.querySelector<HTMLSelectElement>('[data-knob="innodb_flush_log_at_trx_commit"]')!;
    fireEvent.change(algo, { target: { value: 'alisql_binlog_in_redo' } });
    fireEvent.change(flush, { target: { value: '2' } });
    const refusal =
      "knobs 'commit_algorithm' and 'innodb_flush_log_at_trx_commit': alisql_binlog_in_redo makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=1 (got 2)";
    const reason = refusal.slice(refusal.indexOf(': ') + 2);
    act(() => worker.emit({ type: 'error', where: 'configure', message: refusal }));
    const conflicts = Array.from(container.querySelectorAll('.knob-conflict'));
    expect(conflicts.map((c) => c.closest('.knob')!.querySelector('[data-knob]')!.getAttribute('data-knob'))).toEqual(['commit_algorithm', 'innodb_flush_log_at_trx_commit']);
    expect(conflicts.map((c) => c.textContent)).toEqual([`Conflicts with innodb_flush_log_at_trx_commit: ${reason}`, `Conflicts with commit_algorithm: ${reason}`]);
    // Described by, marked invalid, the values the user chose still there.
    for (const [el, value] of [[algo, 'alisql_binlog_in_redo'], [flush, '2']] as const) {
      expect(el.value).toBe(value);
      expect(el.getAttribute('aria-invalid')).toBe('true');
      const conflictId = el.closest('.knob')!.querySelector('.knob-conflict')!.id;
      expect(el.getAttribute('aria-describedby')!.split(' ')).toContain(conflictId);
    }
    act(() => langStore.getState().setLang('zh'));
    // The core's reason in Chinese (model/config-error-i18n.ts), its facts kept.
    expect(container.querySelector('.knob-conflict')!.textContent).toBe(
      '与 innodb_flush_log_at_trx_commit 冲突：alisql_binlog_in_redo 靠 redo 的 fsync 让 binlog 持久化，所以需要 innodb_flush_log_at_trx_commit=1（当前为 2）',
    );
    act(() => langStore.getState().setLang('en'));
    // Back to 1: accepted.
    fireEvent.focus(flush);
    fireEvent.change(flush, { target: { value: '1' } });
    fireEvent.keyDown(flush, { key: 'Enter' });
    act(() => worker.emit({ type: 'configured', durationNs: 30e9 }));
    expect(container.querySelectorAll('.knob-conflict')).toHaveLength(0);
    expect(algo.getAttribute('aria-invalid')).toBeNull();
    vi.useRealTimers();
  });

  it('notes under a knob MySQL cannot change on a running server that the lab switched it live, once changed mid-run', () => {
    const { container, controller } = renderPanel();
    const note = (name: string) => container.querySelector(`[data-testid="knob-live-note-${name}"]`)?.textContent ?? null;
    // Before the run, log_bin is a starting value like any other.
    fireEvent.click(container.querySelector('[data-knob="log_bin"]')!);
    expect(note('log_bin')).toBeNull();
    act(() => controller.play());
    fireEvent.click(container.querySelector('[data-knob="log_bin"]')!);
    fireEvent.change(container.querySelector('[data-knob="commit_algorithm"]')!, { target: { value: 'group_commit_56' } });
    fireEvent.change(container.querySelector('[data-knob="innodb_flush_log_at_trx_commit"]')!, { target: { value: '2' } });
    expect(note('log_bin')).toBe('In MySQL this needs a restart; the lab switches live to show the effect.');
    expect(note('commit_algorithm')).toBe('In MySQL this is another server version or build; the lab switches live to show the effect.');
    // Dynamic in MySQL (SET GLOBAL): no note. Which knobs get one comes from the schema.
    expect(note('innodb_flush_log_at_trx_commit')).toBeNull();
    for (const knob of schema.knobs) if (knob.change !== 'restart' && knob.change !== 'server_version') expect(note(knob.name), knob.name).toBeNull();
    act(() => langStore.getState().setLang('zh'));
    try {
      expect(note('log_bin')).toBe('在 MySQL 中改它需要重启；本实验在运行中直接切换，好让你看到效果。');
    } finally {
      act(() => langStore.getState().setLang('en'));
    }
  });
});
