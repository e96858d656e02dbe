// The citation of the articles a lesson answer or the fidelity page quotes:
// original title, author, site, date and address, and for a translation
// the original's too (model/article-citation.ts). Addresses are plain
// links: the lab itself fetches nothing.
import type { Lang } from '../lang/lang';
import { citationLines } from '../model/article-citation';
import type { CitedDoc } from './lesson-format.js';
import { articleTitle } from './cited-text';

const LABEL = { en: 'Source', zh: '出处' } as const;

export function ArticleSource({ docs, lang }: { docs: Array<Pick<CitedDoc, 'source'>>; lang: Lang }) {
  const seen = new Set<string>();
  const cited = docs.filter((d) => d.source.article && !seen.has(d.source.id) && seen.add(d.source.id));
  if (!cited.length) return null;
  return (
    <div className="article-source" data-testid="article-source">
      <strong>{LABEL[lang]}</strong>
      <ul>
        {cited.flatMap((d) =>
          citationLines(d.source.id, d.source.article!, lang, articleTitle(d, lang)).map((line, i) => (
            <li key={`${d.source.id}-${i}`} data-source={d.source.id}>
              {line.text}
              {line.url ? (
                <>
                  {lang === 'zh' ? '，' : ', '}
                  <a href={line.url} rel="noopener noreferrer" target="_blank">
                    {line.url}
                  </a>
                </>
              ) : null}
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
