import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScenarioPanel } from './ScenarioPanel';
import { renderInLab } from './testing/render-in-lab';
import { langStore } from '../lang/lang-store';

afterEach(cleanup);

/** Types `text` into the scenario field with this test id and leaves it. */
function type(container: HTMLElement, testId: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)!;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('seed, duration and report interval refuse a value like a knob does', () => {
  it('one message under the field, named by its label; the summary lists it; no separate alert', () => {
    const { container, store } = renderInLab(<ScenarioPanel />);
    const duration = type(container, 'duration', '0');
    const field = duration.closest('.field') as HTMLElement;
    expect(within(field).getByRole('alert').textContent).toBe('Duration (s): "0" is not allowed; expected a number from 1 to 3600.');
    expect(duration.getAttribute('aria-invalid')).toBe('true');
    expect(duration.getAttribute('aria-describedby')).toBe(within(field).getByRole('alert').id);
    // The summary names it as the label does; nothing else says it again.
    expect(Object.values(store.getState().invalidFields).map((f) => [f.label, f.typed])).toEqual([['Duration (s)', '0']]);
    expect(store.getState().messages).toEqual([]);
    // Fixed: the message and the summary's entry go, the run takes the value.
    type(container, 'duration', '12');
    expect(within(field).queryByRole('alert')).toBeNull();
    expect(store.getState().invalidFields).toEqual({});
    expect(store.getState().scenario.durationS).toBe(12);
  });

  it('keeps text that is not a number as typed and quotes it', () => {
    const { container, store } = renderInLab(<ScenarioPanel />);
    const seed = type(container, 'seed', 'abc');
    expect(seed.value).toBe('abc');
    expect(within(seed.closest('.field') as HTMLElement).getByRole('alert').textContent).toBe('Seed: "abc" is not allowed; expected an integer from 0 to 4294967295.');
    expect(Object.values(store.getState().invalidFields).map((f) => [f.label, f.typed, f.inUse])).toEqual([['Seed', 'abc', '1']]);
    const every = type(container, 'report-interval', '-2');
    expect(within(every.closest('.field') as HTMLElement).getByRole('alert').textContent).toBe('Report every (s): "-2" is not allowed; expected a number from 0.1 to 60.');
  });

  it('words the message in Chinese with the Chinese label, and re-words it on a switch', () => {
    const { container } = renderInLab(<ScenarioPanel />);
    const duration = type(container, 'duration', '0');
    const alert = () => within(duration.closest('.field') as HTMLElement).getByRole('alert').textContent;
    act(() => langStore.getState().setLang('zh'));
    try {
      expect(alert()).toBe('时长（秒）："0" 不可用；应为 1 到 3600 的数。');
      expect(container.querySelector(`label[for="${duration.id}"]`)!.textContent).toBe('时长（秒）');
    } finally {
      act(() => langStore.getState().setLang('en'));
    }
    expect(alert()).toBe('Duration (s): "0" is not allowed; expected a number from 1 to 3600.');
  });
});

describe('the preset picker says when the scenario changes knobs on top of the preset', () => {
  it('the closed select reads "<preset> (2 knobs changed)" and its title lists the knobs, in both languages', () => {
    const { container, store, controller } = renderInLab(<ScenarioPanel />);
    const select = container.querySelector<HTMLSelectElement>('[data-testid="preset"]')!;
    const shown = () => select.options[select.selectedIndex]!.textContent;
    const name = shown()!;
    expect(name).not.toMatch(/Changed/);
    act(() => void controller.setKnob('threads', 1));
    act(() => void controller.setKnob('log_bin', false));
    expect(Object.keys(store.getState().scenario.overrides)).toEqual(['threads', 'log_bin']);
    expect(shown()).toBe(`${name} (2 knobs changed)`);
    expect(container.querySelector('[data-testid="preset-face"]')!.textContent).toBe(`${name} (2 knobs changed)`);
    expect(select.title).toBe(`${name} — changed: threads, log_bin`);
    act(() => langStore.getState().setLang('zh'));
    try {
      expect(shown()).toMatch(/（改了 2 个参数）$/);
      expect(select.title).toMatch(/ — 已改：threads、log_bin$/);
    } finally {
      act(() => langStore.getState().setLang('en'));
    }
  });
});
