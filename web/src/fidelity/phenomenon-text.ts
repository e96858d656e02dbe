// A phenomenon's texts in the page's language. report.json carries each
// text in English and, beside it (`title_zh`…), in Chinese; where a Chinese
// field is missing or empty (a report written before it had one), the
// English shows rather than nothing.
import type { Lang } from '../lang/lang';
import type { PhenomenonVerdict } from '../model/report-types';

export interface PhenomenonText {
  title: string;
  article: string;
  model: string;
  weak?: string;
  known_miss?: string;
  caveat?: string;
}

/** The report's fields that are text for the reader, each with a `_zh` twin. */
export const PHENOMENON_TEXT_FIELDS = ['title', 'article', 'model', 'weak', 'known_miss', 'caveat'] as const;

export function phenomenonText(p: PhenomenonVerdict, lang: Lang): PhenomenonText {
  const pick = (en: string, zh: string | undefined): string => (lang === 'zh' && zh?.trim() ? zh : en);
  const text: PhenomenonText = { title: pick(p.title, p.title_zh), article: pick(p.article, p.article_zh), model: pick(p.model, p.model_zh) };
  if (p.weak) text.weak = pick(p.weak, p.weak_zh);
  if (p.known_miss) text.known_miss = pick(p.known_miss, p.known_miss_zh);
  if (p.caveat) text.caveat = pick(p.caveat, p.caveat_zh);
  return text;
}
