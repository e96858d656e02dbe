// The articles' citations for an exported figure's caption, read from
// lessons/*/cited.json at build time. Only the export's chunk (loaded when
// a chart is saved) carries them, never the initial bundle.
import type { ArticleCitation } from '../../model/article-citation';

import type { Lang } from '../../lang/lang';

interface Source {
  id: string;
  title: string;
  title_zh?: string;
  article?: ArticleCitation;
}
const files = import.meta.glob<{ source: Source }>('../../../../lessons/*/cited.json', { eager: true, import: 'default' });

/** The citation of article `id` (S000…S004), if cited.json gives one. */
export function articleCitation(id: string): ArticleCitation | undefined {
  for (const doc of Object.values(files)) if (doc.source.id === id && doc.source.article) return doc.source.article;
  return undefined;
}

/** What the lab calls article `id` (cited.json's title), in `lang`. */
export function articleDescribed(id: string, lang: Lang): string | undefined {
  const s = Object.values(files).find((d) => d.source.id === id)?.source;
  return s ? (lang === 'zh' && s.title_zh ? s.title_zh : s.title) : undefined;
}
