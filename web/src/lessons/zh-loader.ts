// The Chinese halves of the lab's big string tables (the animation's, the
// lab chrome's and the core schema's) come in a chunk of their own
// (zh-tables.ts), fetched only when the lab is shown in Chinese: English
// readers never download them. lesson-store.ts switches to Chinese only
// once loadZh() has resolved, so a table's `.zh` is always there when a
// Chinese page reads it. The small tables messages are worded from
// (store/local-text.ts) stay whole: a message is said in both languages
// the moment it is pushed.
import type { Lang } from './catalog';

export type ZhTables = typeof import('./zh-tables');

let tables: ZhTables | null = null;
let loading: Promise<ZhTables> | null = null;

/** Fetches the Chinese tables (once; a failed fetch may be tried again). */
export function loadZh(): Promise<ZhTables> {
  loading ??= import('./zh-tables').then(
    (m) => (tables = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

export function isZhLoaded(): boolean {
  return tables !== null;
}

/**
 * A table in each language: English at hand, Chinese picked from the loaded
 * chunk on first use. Reading `.zh` before loadZh() has resolved is a bug
 * in the caller, so it throws rather than show English or missing keys.
 */
export function byLang<T>(en: T, pickZh: (zh: ZhTables) => T): Record<Lang, T> {
  let zh: T | undefined;
  return {
    en,
    get zh(): T {
      if (!tables) throw new Error('Chinese text read before it loaded: switch with lessonStore.setLang, which waits for loadZh()');
      return (zh ??= pickZh(tables));
    },
  };
}
