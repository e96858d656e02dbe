// How an article the lab cites is named to a reader: its original title,
// author, site, date and address (lessons/*/cited.json `source.article`),
// and, for a translation, the same for the original. A fact the lab's copy
// of the article does not state is null and is said to be missing, never
// guessed. Used by lesson answers, the fidelity page and exported figures.
import type { Lang } from '../lang/lang';

/** What is known of one publication; null: not stated in the copy the lab cites from. */
export interface ArticleFacts {
  /** The title as published, in the article's own language. */
  title: string | null;
  author: string | null;
  author_zh?: string | null;
  site: string | null;
  site_zh?: string | null;
  /** YYYY-MM-DD (or YYYY-MM, YYYY). */
  date: string | null;
  url: string | null;
}

export interface ArticleCitation extends ArticleFacts {
  /** The article is a translation of this one. */
  translation_of?: ArticleFacts;
}

/** One line of a citation: text, and the address to link (null: none known). */
export interface CitationLine {
  text: string;
  url: string | null;
}

const WORDS = {
  en: {
    quote: (s: string) => `“${s}”`,
    sep: ', ',
    missing: (what: string[]) => `not stated in the lab's copy: ${what.join(', ')}`,
    names: { title: 'title', author: 'author', site: 'site', date: 'date', url: 'address' },
    translationOf: 'Translated from: ',
  },
  zh: {
    quote: (s: string) => `《${s}》`,
    sep: '，',
    missing: (what: string[]) => `实验室所据副本未注明：${what.join('、')}`,
    names: { title: '标题', author: '作者', site: '网站', date: '日期', url: '网址' },
    translationOf: '译自：',
  },
} as const;

const pick = (en: string | null, zh: string | null | undefined, lang: Lang) => (lang === 'zh' && zh ? zh : en);

/** "“title”, author, site, date" plus what is not stated; the URL apart (a link). */
function factsText(f: ArticleFacts, lang: Lang): string {
  const w = WORDS[lang];
  const parts: string[] = [];
  const missing: string[] = [];
  const add = (key: keyof typeof w.names, v: string | null) => (v ? parts.push(key === 'title' ? w.quote(v) : v) : missing.push(w.names[key]));
  add('title', f.title);
  add('author', pick(f.author, f.author_zh, lang));
  add('site', pick(f.site, f.site_zh, lang));
  add('date', f.date);
  if (!f.url) missing.push(w.names.url);
  if (missing.length) parts.push(w.missing(missing));
  return parts.join(w.sep);
}

/**
 * The article's citation as lines: `id`'s own, then the original it
 * translates. `described`: what the lab calls the article (cited.json's
 * title), named where the copy gives no title of its own.
 */
export function citationLines(id: string, a: ArticleCitation, lang: Lang, described?: string): CitationLine[] {
  const name = !a.title && described ? `${id} (${described})` : id;
  const lines: CitationLine[] = [{ text: `${name}: ${factsText(a, lang)}`, url: a.url }];
  if (a.translation_of) lines.push({ text: WORDS[lang].translationOf + factsText(a.translation_of, lang), url: a.translation_of.url });
  return lines;
}

/** One line for a figure caption: every line with its address. */
export function citationCaption(id: string, a: ArticleCitation, lang: Lang, described?: string): string {
  return citationLines(id, a, lang, described)
    .map((l) => (l.url ? `${l.text}${WORDS[lang].sep}${l.url}` : l.text))
    .join(lang === 'zh' ? '；' : '; ');
}
