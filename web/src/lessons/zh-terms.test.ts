// The Chinese string tables (and any Chinese in the source beside them) use
// the lab's one word for each thing, as the lessons do (tests/lessons). A
// scan of the source text rather than of the tables' values, so the words
// inside templates and functions are checked too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ZH_ONE_WORD } from './zh-terms.js';

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = join(here, '..');
const repo = join(webSrc, '../..');
const theList = join(here, 'zh-terms.js');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    // Tests and the list itself quote the words they look for.
    return /\.(tsx?|jsx?|mjs|css|json)$/.test(e.name) && !/\.test\./.test(e.name) && path !== theList ? [path] : [];
  });
}

/** Every line of `files` that uses a word the lab avoids, as "file:line: word: say ...". */
function offWords(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').flatMap((line, i) =>
      ZH_ONE_WORD.filter(({ avoid }) => avoid.test(line)).map(({ avoid, say }) => `${relative(repo, file)}:${i + 1}: "${line.match(avoid)?.[0]}": say ${say}`),
    ),
  );
}

describe('one Chinese word for each thing', () => {
  it('web/src and the fidelity report (shown on fidelity.html) use the lab\'s words: 切换, 睡眠, page cache, latch, 槽位', () => {
    const files = [...sourceFiles(webSrc), join(repo, 'tests/fidelity/report.json'), join(repo, 'tests/fidelity/phenomena.mjs')];
    expect(files.length).toBeGreaterThan(50);
    expect(offWords(files)).toEqual([]);
  });
});
