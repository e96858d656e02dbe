// The `?` overlay: every key the lab answers to, in a modal dialog (focus
// moves in, stays in, Escape closes it and focus returns where it was).
import { useEffect, useRef } from 'react';
import { useLayout } from '../ui/layout-store';
import { useT } from '../lang/use-words';
import { useCompareOpen } from '../ui/compare-route';
import { compareKeyRows } from './presenter-keys';
import { KEY_HELP } from '../lang/key-help';
import { presenterStore } from './presenter-store';

export function KeysOverlay() {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const presenting = useLayout() === 'presenter';
  const t = useT().lab;
  // The comparison answers some keys differently and ignores Page Up (compare-shortcuts.ts).
  const inCompare = useCompareOpen();
  const rows = inCompare ? compareKeyRows() : KEY_HELP.map((_, row) => row);
  const help = inCompare ? t.keyHelpCompare : t.keyHelp;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    dialog.showModal();
  }, []);

  const close = () => {
    presenterStore.getState().setKeysOpen(false);
    returnFocus.current?.focus?.();
  };
  return (
    // onClose: Escape (the dialog's own cancel) and the button both end here.
    <dialog ref={ref} className="keys-overlay" aria-labelledby="keys-title" data-testid="keys-overlay" onClose={close}>
      <h2 id="keys-title">{t.keys}</h2>
      <p className="hint">{presenting ? t.keysOn : t.keysOff}</p>
      <table className="keys-table">
        <thead>
          <tr>
            <th scope="col">{t.keysColKey}</th>
            <th scope="col">{t.keysColWhat}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const k = KEY_HELP[row]!;
            return (
              <tr key={k.keys.join()} data-testid="keys-row">
                <td>
                  {k.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? ' ' : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </td>
                <td>
                  {help[row] ?? k.what}
                  {k.presenterOnly && !presenting ? <span className="keys-presenter">{t.keysPresenterTag}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={() => ref.current?.close()} data-testid="keys-close">
        {t.keysClose}
      </button>
    </dialog>
  );
}
