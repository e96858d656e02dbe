// Whether a select's closed box cuts its chosen option's name. Preset and
// machine names run to 350-650 pixels and the lab's sidebar gives a select
// about 270: the picker then spells the whole name out under the select
// instead of leaving it to a hover title.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Room the closed box's drop-down arrow takes beside the text (Chromium, Firefox). */
const ARROW_PX = 24;

let measureCtx: CanvasRenderingContext2D | null | undefined;

/** Whether `text`, in `select`'s font, is wider than its closed box shows. */
function cuts(select: HTMLSelectElement, text: string): boolean {
  measureCtx ??= document.createElement('canvas').getContext('2d');
  if (!measureCtx) return false;
  const cs = getComputedStyle(select);
  measureCtx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  const room = select.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - ARROW_PX;
  return measureCtx.measureText(text).width > room;
}

/** True while `ref`'s select is too narrow for `text`; checked again whenever it resizes. */
export function useSelectCut(ref: RefObject<HTMLSelectElement | null>, text: string): boolean {
  const [cut, setCut] = useState(false);
  // Observed from a layout effect and applied at once (flushSync): the
  // observer reports after the browser's layout and before its paint, so the
  // full name is there in the first frame and never pushes the knobs down a
  // frame later (layout shift), and measuring forces no extra layout.
  useLayoutEffect(() => {
    const el = ref.current;
    // No ResizeObserver (unit tests in jsdom, which has no canvas either): nothing to measure with.
    if (!el || !text || typeof ResizeObserver === 'undefined') {
      setCut(false);
      return;
    }
    const observer = new ResizeObserver(() => flushSync(() => setCut(cuts(el, text))));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, text]);
  return cut;
}
