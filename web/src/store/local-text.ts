// A text the lab shows in whichever language the reader has chosen. The
// store keeps every language's wording and the page picks one when it
// draws, so switching the language re-words what is already on screen.
import type { Lang } from '../lessons/catalog';

export type LocalText = Record<Lang, string>;

/** The same message said in each of the lab's languages. */
export function inEachLang(say: (lang: Lang) => string): LocalText {
  return { en: say('en'), zh: say('zh') };
}
