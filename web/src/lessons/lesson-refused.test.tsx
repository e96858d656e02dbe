// A lesson step while the core refuses the lab's configuration (a "Try
// these" combination): nothing runs, the step says why, and the learner's
// answer stays.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LESSON_STRINGS as STRINGS } from './lesson-i18n';
import { LessonPanel } from './LessonPanel';
import { lessonStore } from './lesson-store';
import { renderInLab } from '../app/testing/render-in-lab';
import { langStore } from '../lang/lang-store';

const REFUSAL = "knobs 'commit_algorithm' and 'binlog_order_commits': alisql_binlog_in_redo_v1 needs binlog_order_commits=false (got true): like AliSQL, V1 lets each thread commit itself";

function renderStep() {
  // Step 4 of the parallel-flush lesson tunes commit_algorithm, threads and binlog_order_commits.
  const lab = renderInLab(<LessonPanel />, () => lessonStore.getState().show('04-parallel-flush', 3));
  const run = () => screen.getByTestId('lesson-run') as HTMLButtonElement;
  return { ...lab, run };
}

beforeEach(() => act(() => langStore.getState().setLang('en')));
afterEach(() => {
  cleanup();
  act(() => lessonStore.getState().setOpen(false));
});

describe('a lesson step with a refused configuration', () => {
  it('disables "Lock in and run" with the reason, shows the refusal beside the knobs, and runs once it is fixed', () => {
    const { worker, container, run } = renderStep();
    fireEvent.click(screen.getByTestId('option-1'));
    expect(run().disabled).toBe(false);
    const box = container.querySelector<HTMLInputElement>('[data-testid="lesson-tune"] [data-knob="binlog_order_commits"]')!;
    fireEvent.click(box);
    act(() => worker.emit({ type: 'error', where: 'configure', message: REFUSAL }));
    expect(run().disabled).toBe(true);
    expect(screen.getByTestId('lesson-run-refused').textContent).toBe(STRINGS.en.fixSettings);
    const tune = screen.getByTestId('lesson-tune');
    expect(Array.from(tune.querySelectorAll('.knob-conflict')).map((c) => c.closest('.knob')!.querySelector('[data-knob]')!.getAttribute('data-knob'))).toEqual([
      'commit_algorithm',
      'binlog_order_commits',
    ]);
    // Unchecked: accepted; the answer is still there and the step runs.
    fireEvent.click(box);
    act(() => worker.emit({ type: 'configured', durationNs: 4e9 }));
    expect(screen.queryByTestId('lesson-run-refused')).toBeNull();
    expect(tune.querySelectorAll('.knob-conflict')).toHaveLength(0);
    expect((screen.getByTestId('option-1') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(run());
    expect(lessonStore.getState().phase).toBe('running');
    expect(worker.last('play')).toBeDefined();
  });

  it('a refusal that lands after "Lock in and run" puts the step back to its prediction, answer kept, instead of "Running…" for ever', () => {
    const { store, worker, container, run } = renderStep();
    fireEvent.click(screen.getByTestId('option-2'));
    // Checked and run at once: the refusal is still on its way.
    fireEvent.click(container.querySelector('[data-testid="lesson-tune"] [data-knob="binlog_order_commits"]')!);
    fireEvent.click(run());
    expect(lessonStore.getState().phase).toBe('running');
    act(() => worker.emit({ type: 'error', where: 'configure', message: REFUSAL }));
    expect(lessonStore.getState().phase).toBe('predict');
    expect(store.getState().status).toBe('idle');
    expect((screen.getByTestId('option-2') as HTMLInputElement).checked).toBe(true);
    expect(run().disabled).toBe(true);
    expect(screen.getByTestId('lesson-run-refused')).toBeTruthy();
  });

  it('says why in Chinese too', () => {
    act(() => langStore.getState().setLang('zh'));
    const { worker } = renderStep();
    act(() => worker.emit({ type: 'error', where: 'configure', message: REFUSAL }));
    expect(screen.getByTestId('lesson-run-refused').textContent).toBe(STRINGS.zh.fixSettings);
    expect(screen.getAllByTestId('knob-conflict')[0]!.textContent).toBe(
      '与 binlog_order_commits 冲突：alisql_binlog_in_redo_v1 需要 binlog_order_commits=false（当前为 true）：与 AliSQL 一样，V1 让每个线程自己提交',
    );
  });
});
