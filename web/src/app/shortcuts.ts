// Keyboard shortcuts that never steal keys from form controls.
import type { LabController } from '../sim/lab-controller';

/** True when the element owns its keys: a form field (typing) or a modal dialog. */
export function ownsKeys(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return !!t && typeof t.closest === 'function' && (!!t.closest('input, select, textarea, [contenteditable="true"], dialog') || t.isContentEditable);
}

export function startShortcuts(controller: LabController, doc: Document = document): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (ownsKeys(e.target)) return;
    if (e.key === 'k') controller.togglePlay();
    else if (e.key === '.') controller.step();
    else return;
    e.preventDefault();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
