// The header's height as --header-h on <html>: presenter.css keeps the
// header (with the simulated clock) stuck at the top and puts the sticky
// lesson column, and anything focus scrolls to, just below it. The header
// wraps to one to three rows with the screen and the language, so it is
// measured, not guessed.
import { useCallback, useRef } from 'react';

/** A ref callback for the header element. */
export function useHeaderHeight(): (el: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') {
      root.style.removeProperty('--header-h');
      return;
    }
    observer.current = new ResizeObserver(() => root.style.setProperty('--header-h', `${el.getBoundingClientRect().height}px`));
    observer.current.observe(el);
  }, []);
}
