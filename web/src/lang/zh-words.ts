// The Chinese halves of the lab's big word tables (the animation's, the lab
// chrome's and the core schema's), once zh-loader.ts has fetched them. A
// table is built with byLang: English at hand, Chinese read from here. This
// file imports nothing, so every table can use it without a loop through
// the loader.
import type { Lang } from './lang';

let tables: Record<string, unknown> | null = null;

/** Called by zh-loader.ts with the Chinese chunk's tables, by name. */
export function keepZhTables(loaded: Record<string, unknown>): void {
  tables = loaded;
}

export function isZhLoaded(): boolean {
  return tables !== null;
}

/**
 * A table in each language: English at hand, Chinese picked on first use,
 * either by its name in the chunk (zh-tables.ts) or made from other tables.
 * Reading `.zh` before loadZh() has resolved is a bug in the caller, so it
 * throws rather than show English or missing keys.
 */
export function byLang<T>(en: T, zhName: string | (() => T)): Record<Lang, T> {
  let zh: T | undefined;
  return {
    en,
    get zh(): T {
      if (!tables) throw new Error('Chinese text read before it loaded: switch with langStore.setLang, which waits for loadZh()');
      return (zh ??= typeof zhName === 'function' ? zhName() : (tables[zhName] as T));
    },
  };
}
