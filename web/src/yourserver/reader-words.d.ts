// Types of reader-words.js (plain JavaScript so node scripts import it too).
/** A reader's message in each of the lab's languages (the lab's LocalText). */
export interface Said {
  en: string;
  zh: string;
}
type Words = Record<string, string | ((...args: any[]) => string)>;
export const READER_WORDS: { en: Words; zh: Words };
export function said(pick: (w: any) => string): Said;
export function saidWithShape(what: Said, shape: string): Said;
