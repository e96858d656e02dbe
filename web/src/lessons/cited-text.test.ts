// The articles' citations in Chinese: every text of lessons/*/cited.json a
// reader sees has a Chinese twin with the English one's numbers and names,
// and the lab picks it in Chinese (the English where a twin is missing).
import { describe, expect, it } from 'vitest';
import { CITED } from './catalog';
import { articleSetup, articleTitle, articleWhere, citedFigureFor, figureLabel, figureNote } from './cited-text';
import type { CitedDoc } from './lesson-format.js';

const CJK = /[\u3400-\u9fff\uff0c\uff1a]/;
/** Numbers in a text ("5.7.38", "1,000,000", "S000" gives 000). */
const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
/** Knob and variable names (innodb_thread_concurrency, max_binlog_size) and settings (sync_binlog=0). */
const names = (text: string) => text.match(/[A-Za-z]\w*_\w+(?:=\d+)?/g) ?? [];
/** English words a Chinese citation should not carry over (product and MySQL terms are kept). */
const ENGLISH = /\b(threads|no binlog|buffer pool \d+ GB,|vs|gain|between|time|length|article|table|tables|figure|figures|text|given|measured|lowest|steady|about|with|its|the|and|of|on|from)\b/;

/** What is wrong with one Chinese text against its English. */
function problems(where: string, en: string | undefined, zh: string | undefined): string[] {
  if (en === undefined) return zh === undefined ? [] : [`${where}: Chinese without English`];
  if (!zh?.trim()) return [`${where}: no Chinese for "${en}"`];
  const out: string[] = [];
  if (!CJK.test(zh)) out.push(`${where}: no Chinese in "${zh}"`);
  if (ENGLISH.test(zh)) out.push(`${where}: English words left in "${zh}"`);
  if (numbers(zh).join(' ') !== numbers(en).join(' ')) out.push(`${where}: numbers ${numbers(zh).join(' ')} in Chinese, ${numbers(en).join(' ')} in English`);
  for (const n of names(en)) if (!zh.includes(n)) out.push(`${where}: "${n}" is not kept as it is`);
  return out;
}

describe('the articles\' citations in Chinese', () => {
  it('reads all five articles', () => {
    expect(CITED.map((d) => d.source.id).sort()).toEqual(['S000', 'S001', 'S002', 'S003', 'S004']);
  });

  it('every title, setup, source note, figure label and figure note of cited.json has its Chinese, with the same numbers and names', () => {
    const found = CITED.flatMap((d) => [
      ...problems(`${d.source.id} title_zh`, d.source.title, d.source.title_zh),
      ...problems(`${d.source.id} where_zh`, d.source.where, d.source.where_zh),
      ...problems(`${d.source.id} setup_zh`, d.setup, d.setup_zh),
      ...problems(`${d.source.id} calibration_zh`, d.calibration, d.calibration_zh),
      ...d.figures.flatMap((f) => [
        ...problems(`${d.source.id} ${f.label} label_zh`, f.label, f.label_zh),
        ...problems(`${d.source.id} ${f.label} note_zh`, f.note, f.note_zh),
      ]),
    ]);
    expect(found).toEqual([]);
  });

  it('every article says what its machine was fitted to', () => {
    for (const d of CITED) expect(d.calibration?.trim(), d.source.id).toBeTruthy();
  });

  it('one label has one Chinese, whichever metric of it is quoted', () => {
    for (const d of CITED) {
      const zhByLabel = new Map<string, Set<string | undefined>>();
      for (const f of d.figures) zhByLabel.set(f.label, (zhByLabel.get(f.label) ?? new Set()).add(f.label_zh));
      for (const [label, zh] of zhByLabel) expect([...zh], `${d.source.id} ${label}`).toHaveLength(1);
    }
  });

  it('picks the Chinese in Chinese, the English in English, and the English where the Chinese is missing', () => {
    const s000 = CITED.find((d) => d.source.id === 'S000')!;
    expect(articleTitle(s000, 'zh')).toBe(s000.source.title_zh);
    expect(articleTitle(s000, 'en')).toBe(s000.source.title);
    expect(articleWhere(s000, 'zh')).toMatch(/^文章 S000 的结果表格/);
    expect(articleSetup(s000, 'zh')).toMatch(/^MySQL 5\.7\.38，112 核/);
    const line = { experiment: s000.experiment, label: '256 threads, binlog ON, innodb_thread_concurrency=16, innodb_spin_wait_delay=6', metric: 'tps' };
    const figure = citedFigureFor(CITED, line)!;
    expect(figureLabel(figure, 'zh')).toBe('256 线程，binlog ON，innodb_thread_concurrency=16，innodb_spin_wait_delay=6');
    expect(figureLabel(figure, 'en')).toBe(line.label);
    expect(citedFigureFor(CITED, { ...line, metric: 'nope' })).toBeUndefined();
    const bare: CitedDoc = { ...s000, source: { ...s000.source, title_zh: undefined, where_zh: ' ' }, setup_zh: undefined };
    expect(articleTitle(bare, 'zh')).toBe(s000.source.title);
    expect(articleWhere(bare, 'zh')).toBe(s000.source.where);
    expect(figureNote({ note: 'time between stalls' }, 'zh')).toBe('time between stalls');
    expect(figureNote({}, 'zh')).toBeUndefined();
  });
});
