// The legend of an exported chart image: one entry per thing drawn, each
// with a swatch drawn the way the chart draws it (a line, dashed or not; a
// filled band for a stacked series; a vertical mark), so a reader of a slide
// can tell them apart without the page.
import type { FigureStrings } from './figure-i18n';

export type Swatch =
  /** A series line; `dash` as in SVG stroke-dasharray ("4 3"). */
  | { kind: 'line'; color: string; dash?: string }
  /** A stacked series: a filled band. */
  | { kind: 'area'; color: string }
  /** A vertical mark across the plot (knob change, rotation, cursor). */
  | { kind: 'mark'; color: string; dash?: string };

export interface LegendEntry {
  label: string;
  swatch: Swatch;
}

/** A series as the chart drew it, its label already in the reader's language. */
export interface DrawnSeries {
  label: string;
  color: string;
  dashed?: boolean;
}

/** Which of the lab chart's marks are on the plot at export time. */
export interface DrawnMarks {
  knobChange: boolean;
  rotation: boolean;
  cursor: boolean;
}

/** Same look as the live chart: TimeSeriesChart's dash and styles.css's marks and cursor. */
export const SERIES_DASH = '4 3';
export const MARK_STYLE = {
  knobChange: { color: '#000000', dash: '3 3' },
  rotation: { color: '#666666' },
  cursor: { color: '#d55e00' },
} as const;

/** The legend of a lab chart: its series in order, then the marks it shows. */
export function chartLegend(series: DrawnSeries[], stacked: boolean, marks: DrawnMarks, words: FigureStrings): LegendEntry[] {
  const out: LegendEntry[] = series.map((s) => ({
    label: s.label,
    swatch: stacked ? { kind: 'area', color: s.color } : { kind: 'line', color: s.color, ...(s.dashed ? { dash: SERIES_DASH } : {}) },
  }));
  if (marks.knobChange) out.push({ label: words.knobChange, swatch: { kind: 'mark', ...MARK_STYLE.knobChange } });
  if (marks.rotation) out.push({ label: words.rotation, swatch: { kind: 'mark', ...MARK_STYLE.rotation } });
  if (marks.cursor) out.push({ label: words.cursor, swatch: { kind: 'mark', ...MARK_STYLE.cursor } });
  return out;
}

/** What an exported chart SVG shows besides its series (read from the drawing, so the legend matches it). */
export function drawnMarks(svg: Element): DrawnMarks {
  return {
    knobChange: svg.querySelector('line.mark-knob') !== null,
    rotation: svg.querySelector('line.mark-rotation') !== null,
    cursor: svg.querySelector('line.cursor')?.getAttribute('visibility') === 'visible',
  };
}
