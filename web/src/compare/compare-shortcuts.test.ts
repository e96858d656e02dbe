import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pressKey } from '../app/testing/press-key';
import { layoutStore } from '../ui/layout-store';
import { lessonStore } from '../lessons/lesson-store';
import { startPresenter } from '../presenter/presenter-boot';
import { presenterStore } from '../presenter/presenter-store';
import type { LabController } from '../controller/lab-controller';
import { createLabStore } from '../store/lab-store';
import { startCompareShortcuts } from './compare-shortcuts';

type Fake = LabController & { togglePlay: ReturnType<typeof vi.fn>; reset: ReturnType<typeof vi.fn>; step: ReturnType<typeof vi.fn> };
const fake = () => ({ togglePlay: vi.fn(), reset: vi.fn(), step: vi.fn() }) as unknown as Fake;

describe('the comparison\'s keys', () => {
  // The lab's controller and presenter keys stay installed underneath, as on the page.
  const lab = fake();
  const compare = fake();
  let stops: Array<() => void> = [];
  const press = pressKey;

  beforeEach(() => {
    document.body.innerHTML = '<input id="i"><button id="b">b</button>';
    for (const c of [lab, compare]) for (const f of [c.togglePlay, c.reset, c.step]) f.mockClear();
    // A lesson left open in the lab: presenting, its keys would move the lesson.
    lessonStore.setState({ open: true, lessonId: 'l1', step: 1 });
    presenterStore.setState({ keysOpen: false, blank: false });
    layoutStore.getState().setLayout('lab');
    stops = [startPresenter({ store: createLabStore(), controller: lab }), startCompareShortcuts(compare)];
  });
  afterEach(() => {
    for (const stop of stops) stop();
    lessonStore.setState({ open: false, lessonId: null, step: 0 });
  });

  it('k and . drive the comparison, not the hidden lab, in either layout', () => {
    press('k');
    press('.');
    layoutStore.getState().setLayout('presenter');
    press('k');
    expect(compare.togglePlay).toHaveBeenCalledTimes(2);
    expect(compare.step).toHaveBeenCalledTimes(1);
    expect(lab.togglePlay).not.toHaveBeenCalled();
  });

  it('presenting, the clicker plays, pauses and resets the comparison; previous does nothing', () => {
    layoutStore.getState().setLayout('presenter');
    expect(press('PageDown')).toBe(true);
    expect(press('ArrowRight')).toBe(true);
    expect(press(' ')).toBe(true);
    expect(compare.togglePlay).toHaveBeenCalledTimes(3);
    press('r');
    press('Home');
    expect(compare.reset).toHaveBeenCalledTimes(2);
    expect(press('PageUp')).toBe(true);
    expect(press('ArrowLeft')).toBe(true);
    expect(lessonStore.getState().step).toBe(1);
    expect(lab.togglePlay).not.toHaveBeenCalled();
    expect(lab.reset).not.toHaveBeenCalled();
    // ? and b stay the presenter's.
    press('?');
    expect(presenterStore.getState().keysOpen).toBe(true);
  });

  it('in the lab layout the clicker keys are left alone (PageDown scrolls)', () => {
    expect(press('PageDown')).toBe(false);
    expect(press('r')).toBe(false);
    expect(compare.togglePlay).not.toHaveBeenCalled();
    expect(compare.reset).not.toHaveBeenCalled();
  });

  it('never from form fields or Space on a button; a blanked screen comes back first', () => {
    layoutStore.getState().setLayout('presenter');
    for (const key of ['PageDown', 'r', 'k', ' ']) expect(press(key, document.getElementById('i')!)).toBe(false);
    expect(press(' ', document.getElementById('b')!)).toBe(false);
    expect(compare.togglePlay).not.toHaveBeenCalled();
    press('b');
    expect(presenterStore.getState().blank).toBe(true);
    press('PageDown');
    expect(presenterStore.getState().blank).toBe(false);
    expect(compare.togglePlay).not.toHaveBeenCalled();
    expect(lab.togglePlay).not.toHaveBeenCalled();
  });
});
