// The articles' citations for an exported figure's caption, read from
// lessons/*/cited.json at build time. Only the export's chunk (loaded when
// a chart is saved) carries them, never the initial bundle.
import type { ArticleCitation } from '../../model/article-citation';

const files = import.meta.glob<{ source: { id: string; article?: ArticleCitation } }>('../../../../lessons/*/cited.json', { eager: true, import: 'default' });

/** The citation of article `id` (S000…S004), if cited.json gives one. */
export function articleCitation(id: string): ArticleCitation | undefined {
  for (const doc of Object.values(files)) if (doc.source.id === id && doc.source.article) return doc.source.article;
  return undefined;
}
