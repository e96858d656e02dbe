// While presenting, a radio, checkbox, slider or select set with the mouse
// (or a touch) lets go of keyboard focus once set: otherwise the clicker's
// arrows and Space would go on changing it (→ picking another answer, the
// slider another speed) instead of driving the talk. A control reached with
// the keyboard (Tab) keeps focus and all its keys.
const CLICKED = 'input[type="radio"], input[type="checkbox"], input[type="range"]';
// A select only once its list has closed on a choice (a click on it opens the list).
const CHANGED = `${CLICKED}, select`;

export function startReleasingPointerFocus(presenting: () => boolean, doc: Document = document): () => void {
  // What last moved: a pointer, or a key (Space on a focused checkbox also "clicks" it).
  let byPointer = false;
  const onPointer = () => (byPointer = true);
  const onKey = () => (byPointer = false);
  // A click that sets a radio or checkbox (also through its label), or a
  // slider's press and release; change: a slider dragged off itself, a select's list.
  const releaseFrom = (controls: string) => (e: Event) => {
    const t = e.target as HTMLElement | null;
    if (!byPointer || !presenting() || !t || typeof t.matches !== 'function' || !t.matches(controls)) return;
    if (doc.activeElement === t) t.blur();
  };
  const onClick = releaseFrom(CLICKED);
  const onChange = releaseFrom(CHANGED);
  doc.addEventListener('pointerdown', onPointer, true);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('click', onClick);
  doc.addEventListener('change', onChange);
  return () => {
    doc.removeEventListener('pointerdown', onPointer, true);
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('change', onChange);
  };
}
