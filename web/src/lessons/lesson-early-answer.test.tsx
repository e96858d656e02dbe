// "Show the answer now" before the run has finished: the answer shows at
// once, the run goes to the moment it describes (its cue), finishes on
// demand at full speed, and the run's own figures wait for its end; a part of a run is never set beside whole-run figures (lesson
// 02 step 1 revealed before the first rotation showed "your run: lowest
// 1-s TPS 53,278" beside the article's 0).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSchema, makeRows, makeSnapshot } from '../worker/testing/fake-worker';
import type { RunStatus } from '../model/run';
import { LESSON_STRINGS as STRINGS } from './lesson-i18n';
import { LessonPanel } from './LessonPanel';
import { lessonStore } from './lesson-store';
import { renderInLab } from '../app/testing/render-in-lab';
import { langStore } from '../lang/lang-store';

function renderStep() {
  // Lesson 02 step 1: 26 simulated seconds, answer due at 13 s; the figures quote whole-run TPS.
  const lab = renderInLab(<LessonPanel />, () => lessonStore.getState().show('02-rotation-stalls', 0));
  act(() => lab.worker.emit({ type: 'configured', durationNs: 26e9 }));
  const frame = (nowNs: number, status: RunStatus) => {
    const firstRow = lab.store.getState().rows.count;
    const whole = Math.floor(nowNs / 1e9);
    const rows = makeRows(fixtureSchema, Array.from({ length: Math.max(0, whole - firstRow) }, (_, i) => ({ t_s: firstRow + i + 1, tps: 53_000 })));
    act(() => lab.worker.emit({ type: 'frame', nowNs, status, firstRow, rows, snapshot: makeSnapshot({ nowUs: nowNs / 1000 }), events: 1, busyMs: 0 }));
  };
  return { ...lab, frame };
}

beforeEach(() => act(() => langStore.getState().setLang('en')));
afterEach(() => {
  cleanup();
  act(() => lessonStore.getState().setOpen(false));
});

describe('the answer shown before the run has finished', () => {
  it('goes to the moment the answer describes (the cue), and shows the run\'s figures only once it has reached the end', () => {
    const { worker, frame } = renderStep();
    fireEvent.click(screen.getByTestId('option-2'));
    fireEvent.click(screen.getByTestId('lesson-run'));
    frame(5.2e9, 'playing');
    fireEvent.click(screen.getByTestId('lesson-reveal-now'));
    expect(screen.getByTestId('verdict')).toBeTruthy();
    expect(worker.last('play')).toMatchObject({ fastToNs: 13e9, untilNs: 13e9 });
    // Five seconds in: no per-second figures of the run, and the answer says where it is.
    expect(screen.queryByTestId('live-summary')).toBeNull();
    expect(document.querySelectorAll('[data-testid="figure-chart"] [data-kind="live"]')).toHaveLength(0);
    expect(screen.getByTestId('run-not-done').textContent).toContain(STRINGS.en.runNotDone('5.2', '26'));
    // Paused at the cue: the rest of the run is a button away.
    frame(13e9, 'paused');
    fireEvent.click(screen.getByTestId('lesson-finish-run'));
    expect(worker.last('play')).toMatchObject({ fastToNs: 26e9 });
    frame(18e9, 'playing');
    expect(screen.queryByTestId('live-summary')).toBeNull();
    frame(26e9, 'finished');
    expect(screen.queryByTestId('run-not-done')).toBeNull();
    expect(screen.getByTestId('live-summary')).toBeTruthy();
  });

  it('paused short of the end (presenting at the cue, say): offers to finish the run at full speed', () => {
    const { worker, frame } = renderStep();
    fireEvent.click(screen.getByTestId('option-2'));
    fireEvent.click(screen.getByTestId('lesson-run'));
    frame(13e9, 'paused');
    act(() => lessonStore.getState().setPhase('revealed'));
    expect(screen.queryByTestId('live-summary')).toBeNull();
    fireEvent.click(screen.getByTestId('lesson-finish-run'));
    expect(worker.last('play')).toMatchObject({ fastToNs: 26e9 });
  });
});
