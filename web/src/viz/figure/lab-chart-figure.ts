// The title, legend and caption of one of the lab's live charts as an
// exported image shows them, in the lab's language: the series the chart
// resolved (a series whose field the core lacks is not drawn, so not
// listed) and the marks on its plot at that moment.
import type { Lang } from '../../lessons/catalog';
import { STRINGS } from '../../lessons/i18n';
import type { LabState } from '../../store/lab-store';
import type { ChartSpec, SeriesSpec } from '../chart-specs';
import { chartTitle, seriesLabel } from '../chart-text';
import { scenarioCaption } from './figure-caption';
import { FIGURE_STRINGS } from './figure-i18n';
import type { FigureText } from './figure-layout';
import { chartLegend, drawnMarks } from './figure-legend';

export function labChartFigure(spec: ChartSpec, drawn: SeriesSpec[], svg: Element, state: Pick<LabState, 'schema' | 'scenario'>, lang: Lang): FigureText {
  const words = FIGURE_STRINGS[lang];
  const t = STRINGS[lang];
  const series = drawn.map((s) => ({ label: seriesLabel(s.label, t), color: s.color, dashed: s.dashed }));
  return {
    title: words.titles[spec.id] ?? chartTitle(spec, t),
    legend: chartLegend(series, spec.stacked === true, drawnMarks(svg), words),
    caption: state.schema ? scenarioCaption(state.schema, state.scenario, lang, words) : words.lab,
  };
}
