// Text on the animation's canvases that stays inside its room: cut with an
// ellipsis rather than drawn over a neighbour (at 390 px, or during a
// rotation when every note on the storage strip is long at once).

/** All fitText needs of a canvas context (a test can pass a fake). */
type Measure = { measureText(text: string): { width: number } };

/** `text`, or its longest prefix plus "…" that is at most `maxW` wide ("" when not even "…" fits). */
export function fitText(ctx: Measure, text: string, maxW: number): string {
  if (ctx.measureText(text).width <= maxW) return text;
  if (ctx.measureText('…').width > maxW) return '';
  let lo = 0;
  let hi = text.length;
  // Binary search on the prefix length: measureText is the cost here.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${text.slice(0, mid).trimEnd()}…`).width <= maxW) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/**
 * The first of `wordings` (longest first) at most `maxW` wide; the last one
 * cut with "…" when not even it fits. Shorter wordings say the same thing
 * in fewer words, so a narrow animation reads whole words, not a cut phrase.
 */
export function fitWordings(ctx: Measure, wordings: readonly string[], maxW: number): string {
  for (const w of wordings) if (ctx.measureText(w).width <= maxW) return w;
  return fitText(ctx, wordings.at(-1) ?? '', maxW);
}

/** Horizontal spans already written on one line; a new label that would overlap one is skipped. */
export class LabelRow {
  private spans: Array<[number, number]> = [];

  /** Claims [x0, x1) when free; false when it overlaps a label already placed. */
  claim(x0: number, x1: number): boolean {
    if (this.spans.some(([a, b]) => x0 < b && a < x1)) return false;
    this.spans.push([x0, x1]);
    return true;
  }
}

/** The canvas type size the strips and box counts are laid out for. */
export const BASE_FONT_PX = 11;

/**
 * How much larger than BASE_FONT_PX the page wants the animation's canvas
 * text: the CSS font size of a canvas `el` (styles.css sets 11 px,
 * presenter.css more with the projector theme), 1 when it has none.
 */
export function canvasTextScale(el: Element): number {
  const px = parseFloat(getComputedStyle(el).fontSize);
  return Number.isFinite(px) && px > 0 ? px / BASE_FONT_PX : 1;
}

/** The scaling a context needs for drawScaled (a test can pass a recording fake). */
type Scalable = { save(): void; restore(): void; scale(x: number, y: number): void };

/**
 * Draws a strip laid out at BASE_FONT_PX `scale` times bigger: text, rows
 * and bars grow together, so the layout that keeps labels apart holds at
 * any size. `draw` gets the width in its own (unscaled) units.
 */
export function drawScaled<C extends Scalable>(ctx: C, w: number, scale: number, draw: (ctx: C, w: number) => void): void {
  ctx.save();
  ctx.scale(scale, scale);
  draw(ctx, w / scale);
  ctx.restore();
}
