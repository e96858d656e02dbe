// While the comparison is open, its controller takes the lab's playback keys
// (k play/pause, . step), never from form fields. It listens in the capture
// phase and stops the key there, so the lab's own handler (app/shortcuts.ts)
// does not also start the lab's hidden run.
// In presenter mode it takes the clicker's keys too (the same map as the
// lab's, presenter/presenter-keys.ts): next plays or pauses both sides,
// reset starts both again at 0 s, and previous does nothing (no lesson
// steps here; a lesson left open in the lab must not move). Full screen,
// blank and the list of keys stay with presenter/presenter-boot.ts, which
// also brings a blanked screen back on any key.
import { layoutStore } from '../ui/layout-store';
import { ownsKeys } from '../app/shortcuts';
import { presenterKeyAction } from '../presenter/presenter-keys';
import { presenterStore } from '../presenter/presenter-store';
import type { LabController } from '../controller/lab-controller';

export function startCompareShortcuts(controller: LabController, win: Window = window): () => void {
  const take = (e: KeyboardEvent) => {
    e.stopPropagation();
    e.preventDefault();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || ownsKeys(e.target, e.key)) return;
    if (presenterStore.getState().blank) return;
    if (e.key === 'k' || e.key === '.') {
      take(e);
      if (e.key === 'k') controller.togglePlay();
      else controller.step();
      return;
    }
    const action = presenterKeyAction(e, layoutStore.getState().layout === 'presenter');
    if (action !== 'next' && action !== 'prev' && action !== 'reset') return;
    take(e);
    if (action === 'next') controller.togglePlay();
    else if (action === 'reset') controller.reset();
  };
  win.addEventListener('keydown', onKey, true);
  return () => win.removeEventListener('keydown', onKey, true);
}
