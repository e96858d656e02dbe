// The lab's way into the A/B comparison: a header button, and the slot the
// comparison replaces the lab with. The comparison's code loads on first open.
import { lazy, Suspense } from 'react';
import { OPEN_COMPARE_HASH } from './compare-route';

const CompareView = lazy(() => import('./CompareView').then((m) => ({ default: m.CompareView })));

export function CompareButton() {
  return (
    <button type="button" className="compare-toggle" data-testid="compare-open" onClick={() => (window.location.hash = OPEN_COMPARE_HASH)}>
      Compare A/B
    </button>
  );
}

export function CompareSlot() {
  return (
    <Suspense fallback={<p className="panel" aria-busy="true">Loading the A/B comparison…</p>}>
      <CompareView />
    </Suspense>
  );
}
