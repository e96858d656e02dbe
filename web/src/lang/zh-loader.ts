// The Chinese halves of the lab's big word tables come in a chunk of their
// own (zh-tables.ts), fetched only when the lab is shown in Chinese:
// English readers never download them. lang-store.ts switches to Chinese
// only once loadZh() has resolved, so a table's `.zh` (zh-words.ts byLang)
// is always there when a Chinese page reads it. The small tables messages
// are worded from (local-text.ts) stay whole: a message is said in both
// languages the moment it is pushed.
import { isZhLoaded, keepZhTables } from './zh-words';

export { isZhLoaded };

let loading: Promise<void> | null = null;

/** Fetches the Chinese tables (once; a failed fetch may be tried again). */
export function loadZh(): Promise<void> {
  loading ??= import('./zh-tables').then(
    (m) => keepZhTables(m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
