// What the lesson column shows as a step moves on. The column scrolls on its
// own (sticky beside the lab), and what it shows must not depend on where
// keyboard focus happens to be: a new step shows its top (presenting: its
// question, the room has to read it), a reveal shows its verdict.

/** Gap kept between what is shown and the column's edge (px). */
const GAP = 8;

export interface Span {
  top: number;
  bottom: number;
}

/**
 * The least scroll from the top that shows `span` (content px) whole in a
 * view `viewHeight` tall; its top first when it is taller than the view.
 */
export function scrollToShow(span: Span, viewHeight: number, gap = GAP): number {
  let target = 0;
  if (span.bottom + gap > viewHeight) target = span.bottom + gap - viewHeight;
  if (span.top - gap < target) target = span.top - gap;
  return Math.max(0, target);
}

/** The lesson column around el when it scrolls by itself (phones: the page scrolls instead, null). */
function scrollingPane(el: Element): HTMLElement | null {
  const pane = el.closest<HTMLElement>('.lesson-pane');
  if (!pane) return null;
  const overflow = getComputedStyle(pane).overflowY;
  return overflow === 'auto' || overflow === 'scroll' ? pane : null;
}

/** el's extent in the pane's content (px from the content's top). */
function spanIn(pane: HTMLElement, el: Element): Span {
  const r = el.getBoundingClientRect();
  const offset = pane.getBoundingClientRect().top + pane.clientTop - pane.scrollTop;
  return { top: r.top - offset, bottom: r.bottom - offset };
}

/** A step just opened: the column from its top; presenting, scrolled on until the question is whole. */
export function showStepOpening(step: HTMLElement, presenting: boolean): void {
  const pane = scrollingPane(step);
  if (!pane) return;
  const question = presenting ? step.querySelector('[data-testid="prediction"]') : null;
  pane.scrollTop = question ? scrollToShow(spanIn(pane, question), pane.clientHeight) : 0;
}

/** The answer appeared: its verdict (and the run's figures under it) at the column's top. */
export function showReveal(reveal: HTMLElement): void {
  const pane = scrollingPane(reveal);
  if (!pane) return;
  pane.scrollTop = Math.max(0, spanIn(pane, reveal).top - GAP);
}
