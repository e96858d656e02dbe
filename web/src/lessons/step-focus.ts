// Keyboard focus across lesson navigation (list, steps, back to the list).
// Opening a lesson or a step replaces the control that was pressed, so the browser drops focus to
// <body> and a keyboard user would Tab through the whole header again.
// A navigation asks for focus here; the step that mounts next takes it on
// its heading. Steps shown for other reasons (a shared link) do not.
let headingWanted = false;

/** Call from a user's navigation (lesson link, Next, Previous, back to the list). */
export function focusNextStepHeading(): void {
  headingWanted = true;
}

/** The newly mounted step (or lesson list): true once if it should focus its heading. */
export function takeStepHeadingFocus(): boolean {
  const wanted = headingWanted;
  headingWanted = false;
  return wanted;
}

/** Focus is nowhere useful: on <body>, or on a container we parked it on. */
export function focusIsLost(parkedOn: Element | null): boolean {
  const a = document.activeElement;
  return a === null || a === document.body || (parkedOn !== null && a === parkedOn);
}
