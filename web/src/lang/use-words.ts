// The big word tables in the language the lab shows (React hooks). Apart
// from the tables, which the Chinese chunk's halves are typed by: a table
// that read the language store would reach the chunk again through it.
import { useLang } from './lang-store';
import { STRINGS, type Strings } from './lab-words';
import { VIZ_STRINGS, type VizStrings } from './viz-words';

/** The lab chrome's words (lab-words.ts). */
export function useT(): Strings {
  return STRINGS[useLang()];
}

/** The animation's words in the language picked in the header. */
export function useVizT(): VizStrings {
  return VIZ_STRINGS[useLang()];
}
