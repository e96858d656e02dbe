// The area an exported chart must cover. The live chart lets its axis
// labels overflow its <svg> box (styles.css: overflow visible), so the page
// shows them whole; an image of the chart is cut at its box, which cut the
// last time label ("120s", or any label in presenter type) in half. The
// export therefore covers the box and everything drawn outside it, measured
// from the drawing itself, whatever the label, language or type size.

/** A rectangle in the chart's own CSS px (its SVG user units). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest whole-pixel rectangle holding both `a` and `b` (a drawing's edge rounded outward, never cut). */
export function unionRect(a: Rect, b: Rect): Rect {
  const x = Math.floor(Math.min(a.x, b.x));
  const y = Math.floor(Math.min(a.y, b.y));
  const right = Math.ceil(Math.max(a.x + a.width, b.x + b.width));
  const bottom = Math.ceil(Math.max(a.y + a.height, b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The chart's box grown to hold all it draws (just the box where nothing is laid out, as in jsdom). */
export function drawingBox(svg: SVGSVGElement): Rect {
  const box = { x: 0, y: 0, width: svg.width.baseVal.value || svg.getBoundingClientRect().width, height: svg.height.baseVal.value || svg.getBoundingClientRect().height };
  if (typeof svg.getBBox !== 'function') return box;
  const drawn = svg.getBBox();
  return drawn.width > 0 && drawn.height > 0 ? unionRect(box, drawn) : box;
}
