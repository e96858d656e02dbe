import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Staged, stageIn } from './staged';

// The lab page arrives a piece per frame (Total Blocking Time on phones);
// once all are in, the page is the one rendered in one go.
describe('Staged', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows piece 0 at once and the others one per frame, in order, then keeps them', async () => {
    const { container } = render(
      <div>
        {['zero', 'one', 'two', 'three'].map((word, at) => (
          <Staged key={word} at={at}>
            <i>{word}</i>
          </Staged>
        ))}
      </div>,
    );
    const shown = () => [...container.querySelectorAll('i')].map((e) => e.textContent);
    expect(shown()).toEqual(['zero']);
    stageIn(2);
    // One frame and the task after it bring one piece.
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toEqual(['zero', 'one']);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(shown()).toEqual(['zero', 'one', 'two']);
    stageIn(1); // never goes back
    stageIn(3);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(shown()).toEqual(['zero', 'one', 'two', 'three']);
  });
});
