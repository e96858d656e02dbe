// The lab's way into the A/B comparison: a header button, and the slot the
// comparison replaces the lab with. The comparison's code loads on first open.
import { lazy, Suspense } from 'react';
import { useT } from '../lang/use-words';
import { OPEN_COMPARE_HASH } from '../ui/compare-route';

const CompareView = lazy(() => import('./CompareView').then((m) => ({ default: m.CompareView })));

export function CompareButton() {
  const t = useT().lab;
  return (
    <button type="button" className="compare-toggle" data-testid="compare-open" onClick={() => (window.location.hash = OPEN_COMPARE_HASH)}>
      {t.compare}
    </button>
  );
}

export function CompareSlot() {
  const t = useT().lab;
  return (
    <Suspense fallback={<p className="panel" aria-busy="true">{t.compareLoading}</p>}>
      <CompareView />
    </Suspense>
  );
}
