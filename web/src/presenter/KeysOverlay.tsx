// The `?` overlay: every key the lab answers to, in a modal dialog (focus
// moves in, stays in, Escape closes it and focus returns where it was).
import { useEffect, useRef } from 'react';
import { useLayout } from '../app/layout-store';
import { KEY_HELP } from './presenter-keys';
import { presenterStore } from './presenter-store';

export function KeysOverlay() {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const presenting = useLayout() === 'presenter';

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
      <h2 id="keys-title">Keys</h2>
      <p className="hint">{presenting ? 'Presenter mode is on: every key below works (outside form fields).' : 'Keys marked “presenter” work in presenter mode (turn it on in the header, or add layout=presenter to the link).'}</p>
      <table className="keys-table">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {KEY_HELP.map((k) => (
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
                {k.what}
                {k.presenterOnly && !presenting ? <span className="keys-presenter"> (presenter)</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={() => ref.current?.close()} data-testid="keys-close">
        Close
      </button>
    </dialog>
  );
}
