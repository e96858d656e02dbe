// Which key does what in presenter mode (clickers send PageDown/PageUp,
// sometimes Space, `.` or `b`), and the list the `?` overlay shows.
// No listener here: the lab's is in presenter-boot.ts, and the A/B
// comparison takes the playback keys for its own run (compare-shortcuts.ts).
import { ownsKeys } from '../app/shortcuts';
import { KEY_HELP } from '../lang/key-help';

export type PresenterAction = 'next' | 'prev' | 'reset' | 'fullscreen' | 'blank' | 'keys';

/** The key list as the A/B comparison reads it: its own meanings, without the keys it ignores. */
export const compareKeyRows = (): number[] => KEY_HELP.flatMap((k, row) => (k.compare === null ? [] : [row]));

/** The action for a key, or null. Space is left to buttons and links (it activates them). */
export function presenterAction(key: string, presenting: boolean, onActivatable = false): PresenterAction | null {
  if (key === '?') return 'keys';
  if (!presenting) return null;
  switch (key) {
    case 'PageDown':
    case 'ArrowRight':
      return 'next';
    case ' ':
      return onActivatable ? null : 'next';
    case 'PageUp':
    case 'ArrowLeft':
      return 'prev';
    case 'r':
    case 'Home':
      return 'reset';
    case 'f':
      return 'fullscreen';
    case 'b':
      return 'blank';
    default:
      return null;
  }
}

/** Elements that act on Space or the arrow keys themselves. */
export const ACTIVATABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"]';
export const ARROW_WIDGETS = '[role="slider"], [role="radiogroup"], [role="tablist"], [role="listbox"], [role="menu"], [role="grid"], [role="tree"]';

/**
 * The action for a key press where it happened, or null: never from a form
 * field or dialog, nor the arrows in a widget that uses them, nor Space on
 * something Space activates.
 */
export function presenterKeyAction(e: KeyboardEvent, presenting: boolean): PresenterAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || ownsKeys(e.target, e.key)) return null;
  const t = e.target as Element | null;
  const inWidget = (sel: string) => !!t && typeof t.closest === 'function' && !!t.closest(sel);
  if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && inWidget(ARROW_WIDGETS)) return null;
  return presenterAction(e.key, presenting, inWidget(ACTIVATABLE));
}
