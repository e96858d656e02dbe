// A text the lab shows in whichever language the reader has chosen. The
// store keeps every language's wording and the page picks one when it
// draws, so switching the language re-words what is already on screen.
import type { Lang } from './lang';

export type LocalText = Record<Lang, string>;

/** The same message said in each of the lab's languages. */
export function inEachLang(say: (lang: Lang) => string): LocalText {
  return { en: say('en'), zh: say('zh') };
}

/** Words the lab did not write (a browser's or the core's reason): the same in every language. */
export function asWritten(text: string): LocalText {
  return inEachLang(() => text);
}

/** Chinese sets a Latin word or number apart with a space, but not more Chinese. */
/** A value someone typed or linked, as a message quotes it: at most 60 characters, then how long it was. */
export function shownValue(value: string): string {
  const chars = Array.from(value);
  return chars.length <= 60 ? value : `${chars.slice(0, 60).join('')}… (${chars.length})`;
}

export function latinSpace(next: string): string {
  return /^[\x21-\x7e]/.test(next) ? ' ' : '';
}

/** An error whose reason the lab words itself, in each language (its message is the English). */
export class LocalError extends Error {
  constructor(readonly said: LocalText) {
    super(said.en);
  }
}

/** Why `e` happened, in each language: a LocalError's words, else its message as written. */
export function reasonOf(e: unknown): LocalText {
  if (e instanceof LocalError) return e.said;
  return asWritten(e instanceof Error ? e.message : String(e));
}
