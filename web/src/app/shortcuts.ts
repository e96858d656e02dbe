// Keyboard shortcuts that never steal keys from form controls.
import type { LabController } from '../controller/lab-controller';

/** Controls that are set, not typed in: they use only the arrows, Space, Home and End. */
const CHOICE_INPUT = 'input[type="radio"], input[type="checkbox"], input[type="range"]';
const CHOICE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Home', 'End']);

/**
 * True when the element owns its keys: a field one types in, a select or a
 * modal dialog owns them all; a radio, checkbox or slider only the keys it
 * uses (given `key`), so a shortcut or a clicker's Page Down still works
 * from one. A slider's Page Up/Down (a bigger step) go to the presenter:
 * a clicker sends nothing else.
 */
export function ownsKeys(target: EventTarget | null, key?: string): boolean {
  const t = target as HTMLElement | null;
  if (!t || typeof t.closest !== 'function') return false;
  if (t.closest('dialog, [contenteditable="true"]') || t.isContentEditable) return true;
  if (key !== undefined && t.matches(CHOICE_INPUT)) return CHOICE_KEYS.has(key);
  return !!t.closest('input, select, textarea');
}

export function startShortcuts(controller: LabController, doc: Document = document): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (ownsKeys(e.target, e.key)) return;
    if (e.key === 'k') controller.togglePlay();
    else if (e.key === '.') controller.step();
    else return;
    e.preventDefault();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
