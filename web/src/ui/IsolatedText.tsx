// A message that quotes what someone typed or linked must not let that
// value reorder the rest: a U+202E (right-to-left override) in a link's
// value would otherwise reverse the whole banner after it. Each quoted
// value ("…", “…”, or the core's FSI…PDI) is drawn in a <bdi>, which the
// bidi algorithm treats as a closed box; so is any other stretch that
// carries a bidi control (a value with a quote inside it). The text itself
// is unchanged: the same characters, only isolated.
import type { ReactNode } from 'react';

const QUOTED = /("[^"\n]*"|“[^”\n]*”|\u2068[^\u2069]*\u2069)/;
const CONTROLS = '\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069';
/** A word (no spaces) holding a bidi control. */
const WORD_WITH_CONTROL = new RegExp(`([^\\s${CONTROLS}]*[${CONTROLS}]\\S*)`);

/** The message's text as nodes, every quoted value (and any word with a bidi control) isolated. */
export function isolateValues(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  text.split(QUOTED).forEach((part, i) => {
    if (part === '') return;
    if (i % 2 === 1) {
      // The quotes stay outside, in the message's direction; the value inside.
      if (part.startsWith('\u2068')) out.push(<bdi key={i}>{part}</bdi>);
      else out.push(part[0], <bdi key={i}>{part.slice(1, -1)}</bdi>, part.at(-1));
      return;
    }
    part.split(WORD_WITH_CONTROL).forEach((piece, j) => {
      if (piece === '') return;
      out.push(j % 2 === 1 ? <bdi key={`${i}.${j}`}>{piece}</bdi> : piece);
    });
  });
  return out;
}

export function IsolatedText({ text }: { text: string }) {
  return <>{isolateValues(text)}</>;
}
