// When a step's search ends, its Cancel button disappears; focus then
// returns to the control that started the search. Only then: a page load
// (searching false from the start) takes no focus.
import { useEffect, useRef } from 'react';

export function useFocusAfterSearch(searching: boolean, target: () => HTMLElement | null | undefined): void {
  const wasSearching = useRef(false);
  useEffect(() => {
    if (wasSearching.current && !searching && document.activeElement === document.body) target()?.focus();
    wasSearching.current = searching;
    // target reads refs when called; only the end of a search matters.
  }, [searching]);
}
