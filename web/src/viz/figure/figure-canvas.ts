// Draws an exported chart image: the chart (its SVG, as the page drew it)
// framed by its title, legend and caption, on a white canvas, then encodes
// it as PNG. Text is set in the system's fonts; nothing is fetched.
import type { Swatch } from './figure-legend';
import { layoutFigure, type FigureLayout, type FigureStyle, type FigureText, type TextBlock } from './figure-layout';

/** Device pixels per CSS px: sharp on a projector and on a high-density screen. */
export const FIGURE_SCALE = 2;

const dashArray = (dash: string | undefined): number[] => (dash ? dash.split(/[\s,]+/).map(Number) : []);

function drawSwatch(ctx: CanvasRenderingContext2D, style: FigureStyle, swatch: Swatch, x: number, midY: number): void {
  const w = style.legend.swatchWidth;
  const k = style.scale;
  ctx.save();
  if (swatch.kind === 'area') {
    ctx.fillStyle = swatch.color;
    ctx.fillRect(x + 3 * k, midY - 5 * k, w - 6 * k, 10 * k);
  } else {
    ctx.strokeStyle = swatch.color;
    ctx.setLineDash(dashArray(swatch.dash).map((d) => d * k));
    ctx.beginPath();
    if (swatch.kind === 'line') {
      ctx.lineWidth = 2 * k;
      ctx.moveTo(x, midY);
      ctx.lineTo(x + w, midY);
    } else {
      ctx.lineWidth = 1.5 * k;
      ctx.moveTo(x + w / 2, midY - 7 * k);
      ctx.lineTo(x + w / 2, midY + 7 * k);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** `stroke`: an outline of that width in the text's colour, to embolden it in any script. */
function drawText(ctx: CanvasRenderingContext2D, block: TextBlock, color: string, stroke = 0): void {
  ctx.font = block.font;
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineWidth = stroke;
  ctx.lineJoin = 'round';
  ctx.textBaseline = 'middle';
  block.lines.forEach((line, i) => {
    const y = block.top + (i + 0.5) * block.lineHeight;
    ctx.fillText(line, block.x, y);
    if (stroke > 0) ctx.strokeText(line, block.x, y);
  });
}

/** Paints a laid-out figure; `chart` is the chart's image, drawn into its box. */
export function drawFigure(ctx: CanvasRenderingContext2D, layout: FigureLayout, chart: CanvasImageSource): void {
  const S = layout.style;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, layout.width, layout.height);
  drawText(ctx, layout.title, S.title.color, S.title.stroke);
  ctx.font = S.legend.font;
  ctx.textBaseline = 'middle';
  for (const { entry, x, top } of layout.legend) {
    const midY = top + S.legend.lineHeight / 2;
    drawSwatch(ctx, S, entry.swatch, x, midY);
    ctx.fillStyle = S.legend.color;
    ctx.fillText(entry.label, x + S.legend.swatchWidth + S.legend.swatchGap, midY);
  }
  const { x, top, width, height } = layout.chart;
  ctx.drawImage(chart, x, top, width, height);
  drawText(ctx, layout.caption, S.caption.color);
}

/** The lab's chart tick labels are 10 px (styles.css); presenter mode sets them larger. */
const LAB_TICK_PX = 10;

/** How much larger than the lab's the chart's type is as drawn (1 where it cannot be read). */
export function chartTextScale(svg: Element): number {
  const tick = svg.querySelector('g.y-axis text');
  const px = tick ? parseFloat(getComputedStyle(tick).fontSize) : NaN;
  return Number.isFinite(px) && px > LAB_TICK_PX ? Math.min(3, px / LAB_TICK_PX) : 1;
}

/** The PNG of a chart SVG document (as export.ts serializes it) framed by `text`, its type `textScale` times the lab's. */
export async function figurePng(svgText: string, chartWidth: number, chartHeight: number, text: FigureText, textScale = 1): Promise<Blob> {
  // A data: URL (allowed by the page's CSP img-src) of the SVG text.
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const layout = layoutFigure(text, { width: chartWidth, height: chartHeight }, (s, font) => {
    ctx.font = font;
    return ctx.measureText(s).width;
  }, textScale);
  canvas.width = Math.round(layout.width * FIGURE_SCALE);
  canvas.height = Math.round(layout.height * FIGURE_SCALE);
  ctx.scale(FIGURE_SCALE, FIGURE_SCALE);
  drawFigure(ctx, layout, img);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'));
}
