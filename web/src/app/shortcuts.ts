// Keyboard shortcuts that never steal keys from form controls.
import type { LabController } from '../sim/lab-controller';

export function startShortcuts(controller: LabController, doc: Document = document): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target as HTMLElement | null;
    if (t && (t.closest('input, select, textarea, [contenteditable="true"]') || t.isContentEditable)) return;
    if (e.key === 'k') controller.togglePlay();
    else if (e.key === '.') controller.step();
    else return;
    e.preventDefault();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
