// Where each part of an exported chart image goes: the title on top, the
// legend under it (entries flowing into rows), the chart, then the caption.
// Pure arithmetic on a text-measuring function, so a test can check the
// layout without a canvas; figure-canvas.ts draws it.
import type { LegendEntry } from './figure-legend';

/** What the image says besides the chart itself. */
export interface FigureText {
  title: string;
  legend: LegendEntry[];
  caption: string;
}

/** Width in CSS px of `text` set in `font` (a canvas context's measureText, or a fake). */
export type Measure = (text: string, font: string) => number;

// System fonts only: the page loads no web fonts (offline, strict CSP).
const FAMILY = "system-ui, 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif";

/**
 * The frame's sizes in CSS px for chart type `k` times the lab's own (10 px
 * tick labels): presenter mode draws its charts in larger type, and the
 * title, legend and caption grow with it.
 */
export function figureStyle(k = 1) {
  const n = (v: number) => v * k;
  return {
    /** Line widths and swatch sizes grow with the type too. */
    scale: k,
    pad: n(14),
    /** Space between the title, legend, chart and caption. */
    gap: n(6),
    /** Narrower charts are centred in this width, so title and caption keep room to wrap. */
    minWidth: n(360),
    // Regular weight thickened by an outline of `stroke` px: the Chinese system font has no bold
    // face, so a bold title would set its English words bold and its Chinese ones not.
    title: { font: `${n(16)}px ${FAMILY}`, lineHeight: n(21), color: '#1b1f24', stroke: n(0.7) },
    legend: { font: `${n(12)}px ${FAMILY}`, lineHeight: n(18), color: '#3a3f45', swatchWidth: n(18), swatchGap: n(5), itemGap: n(14) },
    caption: { font: `${n(11)}px ${FAMILY}`, lineHeight: n(15), color: '#5a6068' },
  };
}

export type FigureStyle = ReturnType<typeof figureStyle>;

/** The frame around a chart in the lab's own type size. */
export const FIGURE_STYLE = figureStyle(1);

export interface TextBlock {
  lines: string[];
  font: string;
  x: number;
  /** Top of the first line; each line is lineHeight tall, text centred in it. */
  top: number;
  lineHeight: number;
}

export interface PlacedEntry {
  entry: LegendEntry;
  x: number;
  /** Top of the entry's row (legend.lineHeight tall). */
  top: number;
}

export interface Box {
  x: number;
  top: number;
  width: number;
  height: number;
}

export interface FigureLayout {
  style: FigureStyle;
  width: number;
  height: number;
  title: TextBlock;
  legend: PlacedEntry[];
  chart: Box;
  caption: TextBlock;
}

// Where a line may break: between words (at plain spaces; a no-break space
// holds "Commit Pipeline Lab" together) and between any two Chinese
// characters, except that closing punctuation (，）：) never starts a line
// and an opening one (（) never ends it.
const CJK = '\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f';
const OPEN = '（「『【〈《';
const CLOSE = '、。，．：；！？）」』】〉》';
const SPACE = ' \\t\\n';
const TOKENS = new RegExp(`[${OPEN}]*[${CJK}][${CLOSE}]*|[^${SPACE}${CJK}]+[${CLOSE}]*[${SPACE}]*|[${SPACE}]+`, 'g');

/** `text` broken into lines at most `maxWidth` wide (between words, or between any two Chinese characters). */
export function wrapText(text: string, maxWidth: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
  };
  for (const token of text.match(TOKENS) ?? []) {
    if (width((line + token).trimEnd()) <= maxWidth) {
      line += token;
      continue;
    }
    push();
    if (width(token.trimEnd()) <= maxWidth) {
      line = token.trimStart();
      continue;
    }
    // A word wider than the whole line (a long knob name on a narrow chart): break it anywhere.
    for (const ch of token) {
      if (line && width((line + ch).trimEnd()) > maxWidth) push();
      line += ch;
    }
  }
  push();
  return lines;
}

/** The image's layout for a chart drawn `chart.width` x `chart.height` CSS px, its type `textScale` times the lab's. */
export function layoutFigure(text: FigureText, chart: { width: number; height: number }, measure: Measure, textScale = 1): FigureLayout {
  const S = figureStyle(textScale);
  const width = Math.max(S.minWidth, Math.ceil(chart.width) + 2 * S.pad);
  const textWidth = width - 2 * S.pad;
  let y = S.pad;

  const title: TextBlock = { lines: wrapText(text.title, textWidth, (s) => measure(s, S.title.font)), font: S.title.font, x: S.pad, top: y, lineHeight: S.title.lineHeight };
  y += title.lines.length * title.lineHeight + S.gap;

  const legend: PlacedEntry[] = [];
  let x = S.pad;
  let rows = 0;
  for (const entry of text.legend) {
    const w = S.legend.swatchWidth + S.legend.swatchGap + measure(entry.label, S.legend.font);
    if (rows === 0) rows = 1;
    else if (x > S.pad && x + w > S.pad + textWidth) {
      rows += 1;
      x = S.pad;
    }
    legend.push({ entry, x, top: y + (rows - 1) * S.legend.lineHeight });
    x += w + S.legend.itemGap;
  }
  if (rows > 0) y += rows * S.legend.lineHeight + S.gap;

  const box: Box = { x: Math.round((width - chart.width) / 2), top: y, width: chart.width, height: chart.height };
  y += chart.height + S.gap;

  const caption: TextBlock = { lines: wrapText(text.caption, textWidth, (s) => measure(s, S.caption.font)), font: S.caption.font, x: S.pad, top: y, lineHeight: S.caption.lineHeight };
  y += caption.lines.length * caption.lineHeight + S.pad;

  return { style: S, width, height: Math.ceil(y), title, legend, chart: box, caption };
}
