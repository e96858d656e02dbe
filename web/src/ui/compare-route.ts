// Whether the A/B comparison is open: the hash starts with "compare".
// Part of the lab's initial code, so it stays tiny; the comparison itself
// loads on first open (CompareEntry.tsx).
import { useSyncExternalStore } from 'react';

export function isCompareHash(hash: string): boolean {
  return /^#?compare(?:[=&]|$)/.test(hash);
}

/** Opens Compare with A = the lab's current scenario and B a copy of it. */
export const OPEN_COMPARE_HASH = '#compare=1';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useCompareOpen(): boolean {
  return useSyncExternalStore(subscribe, () => isCompareHash(window.location.hash));
}
