import { describe, expect, it } from 'vitest';
import { ZH_ONE_WORD } from '../lessons/zh-terms.js';
import { RECIPE_WORDS } from './recipe.js';
import { YOURSERVER_STRINGS } from './yourserver-i18n';

/** Every text of a table, functions called with sample arguments. */
function texts(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (typeof table === 'function') return [String((table as (...a: unknown[]) => unknown)(3, 'x', 'y', ['z'], 'w'))];
  if (Array.isArray(table)) return table.flatMap(texts);
  if (table && typeof table === 'object') return Object.values(table).flatMap(texts);
  return [];
}

describe('compare with your server, in English and Chinese', () => {
  it('no text is empty, and the Chinese differs from the English', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const s of [...texts(YOURSERVER_STRINGS[lang]), ...texts(RECIPE_WORDS[lang])]) expect(s.trim().length, lang).toBeGreaterThan(0);
    }
    expect(YOURSERVER_STRINGS.zh.title).not.toBe(YOURSERVER_STRINGS.en.title);
    expect(YOURSERVER_STRINGS.zh.legendMeasured).toBe('实测：你的服务器');
  });

  it("the Chinese uses the lab's one word for each thing", () => {
    const zh = [...texts(YOURSERVER_STRINGS.zh), ...texts(RECIPE_WORDS.zh)].join('\n');
    for (const { avoid, say } of ZH_ONE_WORD) expect(zh, say).not.toMatch(avoid);
  });
});
