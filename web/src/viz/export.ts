// Exports: a chart as SVG (computed styles inlined, so it stands alone) or
// PNG (that SVG drawn on a canvas under its title and legend, over a
// caption naming the scenario: figure/), a run's metrics as CSV / JSON in the
// core's own layout (`--format csv` / `--format json`), its interval log as
// sysbench text. Loaded on demand (dynamic import), never in the initial bundle.
import { chartTextScale, figurePng } from './figure/figure-canvas';
import { drawingBox } from './figure/drawing-box';
import type { FigureText } from './figure/figure-layout';
import { sysbenchColumns, sysbenchLine, type LogPercentile } from './sysbench-format';

/** Presentation properties copied from computed style onto each SVG node, as attributes. */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'visibility',
  'display',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'shape-rendering',
] as const;

/** A chart's standalone SVG document and its size in CSS px. */
export interface ChartSvg {
  text: string;
  width: number;
  height: number;
}

/**
 * A standalone SVG document of a live chart, with a title and a white
 * background, covering all it draws (labels past its box included:
 * figure/drawing-box.ts). `edit` changes the copy once its styles are fixed
 * (figure/playback-mark.ts shows the playback cursor).
 */
export function serializeSvg(svg: SVGSVGElement, title: string, edit?: (clone: SVGSVGElement) => void): ChartSvg {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const src = [svg, ...Array.from(svg.querySelectorAll('*'))];
  const dst = [clone, ...Array.from(clone.querySelectorAll('*'))];
  src.forEach((el, i) => {
    const cs = getComputedStyle(el);
    const out = dst[i] as SVGElement | undefined;
    if (!out) return;
    // Presentation attributes, not a style attribute: the page's
    // Content-Security-Policy (no 'unsafe-inline' styles) refuses the latter.
    for (const p of STYLE_PROPS) {
      const v = cs.getPropertyValue(p);
      if (v) out.setAttribute(p, v);
    }
  });
  // Edited while the copy still has the page's classes (the cursor is found by its class); they mean nothing alone.
  edit?.(clone);
  for (const el of dst) el.removeAttribute('class');
  const { x, y, width, height } = drawingBox(svg);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
  clone.removeAttribute('role');
  const ns = 'http://www.w3.org/2000/svg';
  const t = document.createElementNS(ns, 'title');
  t.textContent = title;
  const bg = document.createElementNS(ns, 'rect');
  for (const [k, v] of Object.entries({ x, y, width, height })) bg.setAttribute(k, String(v));
  bg.setAttribute('fill', '#ffffff');
  clone.insertBefore(bg, clone.firstChild);
  clone.insertBefore(t, clone.firstChild);
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`, width, height };
}

/** Saves a blob through a temporary Blob URL. */
export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** SVG: the chart alone, titled. PNG: the chart framed by its title, legend and caption (a slide shows it alone). `edit`: as serializeSvg's. */
export async function exportChart(svg: SVGSVGElement, figure: FigureText, base: string, kind: 'svg' | 'png', edit?: (clone: SVGSVGElement) => void): Promise<void> {
  const chart = serializeSvg(svg, figure.title, edit);
  if (kind === 'svg') download(new Blob([chart.text], { type: 'image/svg+xml' }), `${base}.svg`);
  else download(await figurePng(chart.text, chart.width, chart.height, figure, chartTextScale(svg)), `${base}.png`);
}

/** A run's interval records as plain rows. */
export interface RunTable {
  fields: string[];
  rows: number[][];
}

const num = (v: number) => (Number.isFinite(v) ? String(v) : '');

/** `--format csv`: a header of the core's field names, one row per interval. */
export function runCsv(t: RunTable): string {
  return [t.fields.join(','), ...t.rows.map((r) => r.map(num).join(','))].join('\n') + '\n';
}

/** `--format json`: layout_version, scenario, interval_fields, intervals, summary. */
export function runJson(t: RunTable, scenario: unknown, summary: unknown, layoutVersion: number): string {
  return JSON.stringify({ layout_version: layoutVersion, scenario, interval_fields: t.fields, intervals: t.rows.map((r) => r.map((v) => (Number.isFinite(v) ? v : null))), summary }, null, 1) + '\n';
}

/** The interval log as sysbench 1.0 progress lines, with the log's percentile (--percentile=N). */
export function runSysbench(t: RunTable, reportIntervalS: number, threads: number, percentile: LogPercentile = 95): string {
  const cols = sysbenchColumns(new Map(t.fields.map((f, i) => [f, i])));
  return t.rows.map((r, i) => sysbenchLine((c) => (c === undefined ? undefined : r[c]), cols, { t: (i + 1) * reportIntervalS, threads }, percentile)).join('\n') + '\n';
}
