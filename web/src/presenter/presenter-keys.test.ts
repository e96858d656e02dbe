import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pressKey } from '../app/testing/press-key';
import { layoutStore } from '../ui/layout-store';
import { lessonStore } from '../lessons/lesson-store';
import type { LabController } from '../controller/lab-controller';
import { createLabStore } from '../store/lab-store';
import { startPresenter } from './presenter-boot';
import { STRINGS } from '../lang/lab-words';
import { compareKeyRows, presenterAction } from './presenter-keys';
import { KEY_HELP } from '../lang/key-help';
import { presenterStore } from './presenter-store';

describe('presenter key map', () => {
  it('maps clicker keys only in presenter mode; ? works everywhere', () => {
    expect(presenterAction('PageDown', true)).toBe('next');
    expect(presenterAction('ArrowRight', true)).toBe('next');
    expect(presenterAction(' ', true)).toBe('next');
    expect(presenterAction('PageUp', true)).toBe('prev');
    expect(presenterAction('ArrowLeft', true)).toBe('prev');
    expect(presenterAction('r', true)).toBe('reset');
    expect(presenterAction('Home', true)).toBe('reset');
    expect(presenterAction('f', true)).toBe('fullscreen');
    expect(presenterAction('b', true)).toBe('blank');
    expect(presenterAction('?', true)).toBe('keys');
    expect(presenterAction('?', false)).toBe('keys');
    for (const key of ['PageDown', 'PageUp', ' ', 'r', 'Home', 'f', 'b', 'ArrowRight']) expect(presenterAction(key, false)).toBeNull();
    // Step and play/pause stay with the lab's own shortcuts.
    expect(presenterAction('.', true)).toBeNull();
    expect(presenterAction('k', true)).toBeNull();
  });

  it('leaves Space to a focused button', () => {
    expect(presenterAction(' ', true, true)).toBeNull();
    expect(presenterAction('PageDown', true, true)).toBe('next');
  });

  it('lists every key it answers to', () => {
    const listed = KEY_HELP.flatMap((k) => k.keys).join(' ');
    for (const key of ['Page Down', 'Page Up', 'Space', '→', '←', 'r', 'Home', 'f', 'b', 'k', '.', '?', 'Esc']) expect(listed).toContain(key);
  });
});

describe('presenter keys on the page', () => {
  let stop: () => void;
  const controller = { togglePlay: vi.fn(), reset: vi.fn() } as unknown as LabController & { togglePlay: ReturnType<typeof vi.fn>; reset: ReturnType<typeof vi.fn> };
  const press = pressKey;

  beforeEach(() => {
    document.body.innerHTML =
      '<button id="b">b</button><input id="i"><div role="slider" tabindex="0" id="s"></div>' +
      '<label><input type="radio" name="r" id="r1">one</label><input type="radio" name="r" id="r2"><input type="range" id="speed"><input type="checkbox" id="c"><select id="sel"><option>a</option></select>';
    controller.togglePlay.mockClear();
    controller.reset.mockClear();
    lessonStore.setState({ open: false, lessonId: null });
    presenterStore.setState({ keysOpen: false, blank: false });
    layoutStore.getState().setLayout('lab');
    stop = startPresenter({ store: createLabStore(), controller });
  });
  afterEach(() => stop());

  it('sets the theme attribute from the layout', () => {
    expect(document.documentElement.dataset.layout).toBe('lab');
    layoutStore.getState().setLayout('presenter');
    expect(document.documentElement.dataset.layout).toBe('presenter');
  });

  it('in the lab, PageDown scrolls as usual; ? opens the list', () => {
    expect(press('PageDown')).toBe(false);
    expect(controller.togglePlay).not.toHaveBeenCalled();
    expect(press('?')).toBe(true);
    expect(presenterStore.getState().keysOpen).toBe(true);
  });

  it('presenting without a lesson: next plays or pauses, r resets, b blanks until any key', () => {
    layoutStore.getState().setLayout('presenter');
    expect(press('PageDown')).toBe(true);
    expect(press(' ')).toBe(true);
    expect(controller.togglePlay).toHaveBeenCalledTimes(2);
    press('r');
    press('Home');
    expect(controller.reset).toHaveBeenCalledTimes(2);
    press('b');
    expect(presenterStore.getState().blank).toBe(true);
    expect(press('PageDown')).toBe(true); // only brings the screen back
    expect(presenterStore.getState().blank).toBe(false);
    expect(controller.togglePlay).toHaveBeenCalledTimes(2);
  });

  it('never fires from form fields, widgets that use arrows, or a focused button for Space', () => {
    layoutStore.getState().setLayout('presenter');
    for (const key of ['PageDown', 'r', ' ', '?', 'b']) expect(press(key, document.getElementById('i')!)).toBe(false);
    expect(press('ArrowRight', document.getElementById('s')!)).toBe(false);
    expect(press(' ', document.getElementById('b')!)).toBe(false);
    expect(controller.togglePlay).not.toHaveBeenCalled();
    expect(controller.reset).not.toHaveBeenCalled();
    expect(presenterStore.getState().keysOpen).toBe(false);
    // A key a widget already handled is left alone.
    const e = new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true });
    e.preventDefault();
    document.body.dispatchEvent(e);
    expect(controller.togglePlay).not.toHaveBeenCalled();
  });

  it('a radio, checkbox or slider keeps only the keys it uses: Page Up/Down, letters and ? go to the talk', () => {
    layoutStore.getState().setLayout('presenter');
    const radio = document.getElementById('r1')!;
    const slider = document.getElementById('speed')!;
    const box = document.getElementById('c')!;
    for (const t of [radio, slider, box]) for (const key of ['ArrowRight', 'ArrowLeft', ' ', 'Home']) expect(press(key, t), `${t.id} ${key}`).toBe(false);
    expect(controller.togglePlay).not.toHaveBeenCalled();
    expect(controller.reset).not.toHaveBeenCalled();
    expect(press('PageDown', radio)).toBe(true);
    expect(press('PageDown', slider)).toBe(true); // not a bigger step of the slider
    expect(press('PageDown', box)).toBe(true);
    expect(controller.togglePlay).toHaveBeenCalledTimes(3);
    expect(press('r', radio)).toBe(true);
    expect(controller.reset).toHaveBeenCalledTimes(1);
    // A select and a text field still own every key.
    for (const id of ['sel', 'i']) expect(press('PageDown', document.getElementById(id)!)).toBe(false);
    expect(controller.togglePlay).toHaveBeenCalledTimes(3);
  });

  describe('a control set with the mouse lets go of focus while presenting', () => {
    const pointerClick = (el: HTMLElement) => {
      el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      el.focus();
      el.click();
    };

    it('radios (also through their label), checkboxes and sliders; a select once its choice is made', () => {
      layoutStore.getState().setLayout('presenter');
      for (const id of ['r1', 'r2', 'speed', 'c']) {
        const el = document.getElementById(id)!;
        pointerClick(el);
        expect(document.activeElement, id).not.toBe(el);
      }
      const radio = document.getElementById('r1') as HTMLInputElement;
      radio.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      radio.focus();
      radio.closest('label')!.click();
      expect(radio.checked).toBe(true);
      expect(document.activeElement).not.toBe(radio);
      // Clicking a select opens its list: it keeps focus until the choice changes it.
      const select = document.getElementById('sel')!;
      pointerClick(select);
      expect(document.activeElement).toBe(select);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(document.activeElement).not.toBe(select);
    });

    it('not a control reached and set with the keyboard, nor outside presenter mode', () => {
      layoutStore.getState().setLayout('presenter');
      const box = document.getElementById('c') as HTMLInputElement;
      box.dispatchEvent(new Event('pointerdown', { bubbles: true })); // an earlier click elsewhere
      box.focus();
      press(' ', box); // Space on a checkbox: a keydown, then a click
      box.click();
      expect(box.checked).toBe(true);
      expect(document.activeElement).toBe(box);
      layoutStore.getState().setLayout('lab');
      const radio = document.getElementById('r2')!;
      pointerClick(radio);
      expect(document.activeElement).toBe(radio);
    });
  });
});

describe('the key list in the A/B comparison', () => {
  it('leaves out the keys the comparison ignores and words the rest for both sides, in both languages', () => {
    const rows = compareKeyRows();
    expect(rows.map((r) => KEY_HELP[r]!.keys[0])).not.toContain('Page Up');
    for (const lang of ['en', 'zh'] as const) {
      const help = STRINGS[lang].lab.keyHelpCompare;
      expect(help).toHaveLength(KEY_HELP.length);
      // A row is shown exactly where it has words, and the ignored rows have none.
      expect(help.flatMap((h, row) => (h === null ? [] : [row]))).toEqual(rows);
    }
    expect(STRINGS.en.lab.keyHelpCompare[0]).toBe('Play / pause both sides');
  });
});
