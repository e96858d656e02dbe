// Cancel for a step's search ("Next stall" can run far ahead), shared by
// the header's toolbar and the animation's. Its place is kept while no
// search runs (hidden, not removed), so a search starting or ending never
// re-wraps the toolbar under the pointer.
import { useVizT } from '../lang/use-words';
import { useLab, useLabContext } from './lab-context';

export function CancelSearchButton({ testId }: { testId: string }) {
  const { controller } = useLabContext();
  const searching = useLab((s) => s.status === 'searching');
  const t = useVizT();
  return (
    <button
      type="button"
      // Pause cancels a search: the worker puts the run back where it began.
      onClick={controller.pause}
      disabled={!searching}
      className={searching ? 'cancel-search' : 'cancel-search is-idle'}
      aria-label={t.cancelLabel}
      title={t.cancelTitle}
      data-testid={testId}
    >
      {t.cancel}
    </button>
  );
}
