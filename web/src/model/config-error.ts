// The core refuses some combinations of knob values when a run is
// configured; its message names the knobs: "knobs 'a' and 'b': why". The
// A/B comparison prefixes the side: "B: knobs 'a' and 'b': why". A single
// knob reads "knob 'a': why". The lab shows the message beside those knobs.

export interface NamedKnobs {
  /** 'a' or 'b' when the A/B comparison named the side. */
  side?: 'a' | 'b';
  knobs: string[];
  /** The rest of the message: why. */
  reason: string;
}

const NAMED = /^(?:([AB]): )?knobs? ('[A-Za-z0-9_]+'(?:(?:, | and )'[A-Za-z0-9_]+')*): /;

/** The knobs (and side) a core message names at its start; null when it names none. */
export function knobsNamedBy(message: string): NamedKnobs | null {
  const m = NAMED.exec(message);
  if (!m) return null;
  const knobs = [...m[2]!.matchAll(/'([A-Za-z0-9_]+)'/g)].map((k) => k[1]!);
  const reason = message.slice(m[0].length);
  return m[1] ? { side: m[1].toLowerCase() as 'a' | 'b', knobs, reason } : { knobs, reason };
}
