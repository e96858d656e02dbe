// The title, legend and caption of one of the lab's live charts as an
// exported image shows them, in the lab's language: the series the chart
// resolved (a series whose field the core lacks is not drawn, so not
// listed), the marks on its plot at that moment, the playback cursor where
// the export adds it (playback-mark.ts), and the moment in the caption.
import type { Lang } from '../../lang/lang';
import { STRINGS } from '../../lang/lab-words';
import type { LabState } from '../../store/lab-state';
import type { ChartSpec, SeriesSpec } from '../chart-specs';
import { chartEndS } from '../chart-domain';
import { chartTitle, seriesLabel } from '../chart-text';
import { momentText, scenarioCaption, sourceText } from './figure-caption';
import { articleCitation, articleDescribed } from './figure-sources';
import { FIGURE_STRINGS } from './figure-i18n';
import type { FigureText } from './figure-layout';
import { chartLegend, drawnMarks } from './figure-legend';
import { marksMoment, type MomentState } from './playback-mark';

export function labChartFigure(spec: ChartSpec, drawn: SeriesSpec[], svg: Element, state: Pick<LabState, 'schema'> & MomentState, lang: Lang): FigureText {
  const words = FIGURE_STRINGS[lang];
  const t = STRINGS[lang];
  const series = drawn.map((s) => ({ label: seriesLabel(s.label, t), color: s.color, dashed: s.dashed }));
  const marks = drawnMarks(svg);
  const moment = state.nowNs > 0 ? momentText(state.nowNs, chartEndS(state) * 1e9, words) : '';
  return {
    title: words.titles[spec.id] ?? chartTitle(spec, t),
    legend: chartLegend(series, spec.stacked === true, { ...marks, cursor: marks.cursor || marksMoment(state) }, words),
    caption: state.schema ? scenarioCaption(state.schema, state.scenario, lang, words, moment, sourceText(state.schema, state.scenario, lang, words, articleCitation, articleDescribed)) : words.lab,
  };
}
