// While the comparison is open, its controller takes the lab's playback keys
// (k play/pause, . step), never from form fields. It listens in the capture
// phase and stops the key there, so the lab's own handler (app/shortcuts.ts)
// does not also start the lab's hidden run.
import type { LabController } from '../sim/lab-controller';

export function startCompareShortcuts(controller: LabController, win: Window = window): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || (e.key !== 'k' && e.key !== '.')) return;
    const t = e.target as HTMLElement | null;
    if (t && (t.closest?.('input, select, textarea, [contenteditable="true"]') || t.isContentEditable)) return;
    e.stopPropagation();
    e.preventDefault();
    if (e.key === 'k') controller.togglePlay();
    else controller.step();
  };
  win.addEventListener('keydown', onKey, true);
  return () => win.removeEventListener('keydown', onKey, true);
}
