// The articles' citations in the reader's language. lessons/*/cited.json
// carries each text a reader sees (an article's title, where in it the
// figures are, its setup, what the machine was fitted to, each figure's label and note) in English and,
// beside it (`title_zh`, `label_zh`…), in Chinese; where a Chinese text is
// missing, the English shows rather than nothing.
import type { Lang } from '../lang/lang';
import type { CitedDoc, CitedFigure } from './lesson-format.js';

const pick = (en: string, zh: string | undefined, lang: Lang): string => (lang === 'zh' && zh?.trim() ? zh : en);

export const articleTitle = (doc: Pick<CitedDoc, 'source'>, lang: Lang) => pick(doc.source.title, doc.source.title_zh, lang);
export const articleWhere = (doc: Pick<CitedDoc, 'source'>, lang: Lang) => pick(doc.source.where, doc.source.where_zh, lang);
export const articleSetup = (doc: Pick<CitedDoc, 'setup' | 'setup_zh'>, lang: Lang) => pick(doc.setup, doc.setup_zh, lang);
export const articleCalibration = (doc: Pick<CitedDoc, 'calibration' | 'calibration_zh'>, lang: Lang) =>
  pick(doc.calibration, doc.calibration_zh, lang);
export const figureLabel = (figure: Pick<CitedFigure, 'label' | 'label_zh'>, lang: Lang) => pick(figure.label, figure.label_zh, lang);

export function figureNote(figure: Pick<CitedFigure, 'note' | 'note_zh'>, lang: Lang): string | undefined {
  return figure.note === undefined ? undefined : pick(figure.note, figure.note_zh, lang);
}

/**
 * The cited figure behind a line of tests/fidelity/report.json: the report
 * copies a figure's English label and note, the Chinese stay in cited.json.
 */
export function citedFigureFor(docs: CitedDoc[], line: { experiment: string; label: string; metric: string }): CitedFigure | undefined {
  return docs.find((d) => d.experiment === line.experiment)?.figures.find((f) => f.label === line.label && f.metric === line.metric);
}
