// The lab page arrives a piece per frame once the model is ready (the
// animation, each knob group, the crash panel, each chart, the rest), so no
// single task renders, styles and lays out ~1,500 elements at once (Total
// Blocking Time on a phone). Each piece waits in a <Staged at={n}>, which
// alone re-renders when the count reaches it: pieces already in are not
// rendered again. Once everything is in, nothing differs from a page
// rendered in one go; the count never goes back, so the page comes back
// whole at once (after the A/B comparison, say).
import { useSyncExternalStore, type ReactNode } from 'react';

let reached = 0;
let target = 0;
let pending = false;
const listeners = new Set<() => void>();

function advance() {
  pending = false;
  reached += 1;
  for (const l of listeners) l();
  if (reached < target) schedule();
}

/** After the next frame has painted: a task of its own, with its own style and layout. */
function schedule() {
  if (pending) return;
  pending = true;
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(advance, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(advance, 0));
}

/** Bring pieces 1..total in, one per frame (pieces already in stay). */
export function stageIn(total: number): void {
  target = Math.max(target, total);
  if (reached < target) schedule();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Whether piece `at` is in (0: always). */
export function useStaged(at: number): boolean {
  return useSyncExternalStore(subscribe, () => reached >= at);
}

/** `children` once piece `at` is in. */
export function Staged({ at, children }: { at: number; children: ReactNode }) {
  return useStaged(at) ? children : null;
}
