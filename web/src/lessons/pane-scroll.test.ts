import { describe, expect, it } from 'vitest';
import { scrollToShow } from './pane-scroll';

describe('scrollToShow: the least scroll that shows a question whole', () => {
  it('stays at the top when the question fits there', () => {
    expect(scrollToShow({ top: 300, bottom: 500 }, 640)).toBe(0);
  });
  it('scrolls just far enough to bring its bottom on screen, so what is above stays visible', () => {
    expect(scrollToShow({ top: 800, bottom: 1000 }, 640)).toBe(1000 + 8 - 640);
  });
  it('shows its top first when it is taller than the view', () => {
    expect(scrollToShow({ top: 800, bottom: 1600 }, 640)).toBe(800 - 8);
  });
});
