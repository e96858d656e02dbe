// Types of zh-terms.js (plain JavaScript so node tests import it too).

/** Each entry: a word the Chinese text avoids, and the word the lab's panels, animation and lessons use instead. */
export const ZH_ONE_WORD: readonly { avoid: RegExp; say: string }[];
