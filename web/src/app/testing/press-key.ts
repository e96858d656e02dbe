// Tests: a keydown as a keyboard sends it, on `target`; true if a listener took it (preventDefault).
export function pressKey(key: string, target: Element = document.body): boolean {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e.defaultPrevented;
}
