import { describe, expect, it } from 'vitest';
import { citationCaption, citationLines, type ArticleCitation } from './article-citation';

const files = import.meta.glob<{ source: { id: string; article?: ArticleCitation } }>('../../../lessons/*/cited.json', { eager: true, import: 'default' });
const sources = Object.values(files).map((d) => d.source);

describe('article citations (lessons/*/cited.json source.article)', () => {
  it('every one of the five articles has its citation: title, author, site, date, address (null only where the copy does not state it)', () => {
    expect(sources.map((s) => s.id).sort()).toEqual(['S000', 'S001', 'S002', 'S003', 'S004']);
    for (const s of sources) {
      expect(s.article, s.id).toBeDefined();
      for (const k of ['title', 'author', 'site', 'date', 'url'] as const) expect(s.article, `${s.id} ${k}`).toHaveProperty(k);
    }
  });

  it('S004 cites the Chinese translation and the Percona original', () => {
    const a = sources.find((s) => s.id === 'S004')!.article!;
    expect(a.title).toBe('二进制日志和文件系统是如何影响MySQL的性能的(译自Percona)');
    expect(a.translation_of?.url).toBe('https://www.percona.com/blog/2018/05/04/how-binary-logs-and-filesystems-affect-mysql-performance/');
    const en = citationLines('S004', a, 'en');
    expect(en).toHaveLength(2);
    expect(en[1]!.text).toContain('Translated from: “How Binary Logs (and Filesystems) Affect MySQL Performance”');
    expect(en[1]!.text).toContain('2018-05-04');
    expect(citationCaption('S004', a, 'zh')).toContain('译自：《How Binary Logs (and Filesystems) Affect MySQL Performance》');
  });

  it('a fact the copy does not state is said to be missing, in both languages', () => {
    const a: ArticleCitation = { title: '你的MySQL5.5还好么?', author: null, site: null, date: null, url: null };
    expect(citationLines('S002', a, 'en')[0]!.text).toBe("S002: “你的MySQL5.5还好么?”, not stated in the lab's copy: author, site, date, address");
    expect(citationLines('S002', a, 'zh')[0]!.text).toBe('S002: 《你的MySQL5.5还好么?》，实验室所据副本未注明：作者、网站、日期、网址');
    // No title in the copy: the article is named by what the lab calls it.
    const none: ArticleCitation = { title: null, author: null, site: null, date: null, url: null };
    expect(citationLines('S001', none, 'en', 'Periodic TPS collapse')[0]!.text).toBe("S001 (Periodic TPS collapse): not stated in the lab's copy: title, author, site, date, address");
  });
});
