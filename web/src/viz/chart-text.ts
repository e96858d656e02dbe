// A chart's title and series names in the reader's language. chart-specs.ts
// keeps the English words, which are also the charts' test ids; i18n.ts
// maps them for the other languages (English maps nothing: falls through).
import type { Strings } from '../lang/lab-words';
import type { ChartSpec } from './chart-specs';

export function chartTitle(spec: ChartSpec, t: Strings): string {
  return t.chartTitles[spec.id] ?? spec.title;
}

export function chartHelp(spec: ChartSpec, t: Strings): string | undefined {
  return t.chartHelp[spec.id] ?? spec.help;
}

export function seriesLabel(label: string, t: Strings): string {
  return t.seriesLabels[label] ?? label;
}
