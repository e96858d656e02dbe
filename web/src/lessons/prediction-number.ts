// Reading the learner's numeric prediction. Strict on purpose: "5k" or
// "about 1400" must be refused with a message, not read as NaN and left
// silently unanswered (or as 0x10 = 16, which Number() would accept).

/** What the learner typed, read as a number or refused. */
export type GuessReading = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; typed: string };

// Digits with an optional sign, decimal point and exponent: 1400, -3, 12.5, .5, 1.4e3.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
// Thousands separators people type: 1,400 · 1 400 · 1_400 (a narrow no-break space too).
const SEPARATORS = /[\s,_\u202f]/g;

/**
 * The sign a guess may end with: the first word of the prediction's unit
 * ("%" of "% more peak TPS", "TPS"), so "12%" or "1400 TPS" reads as the
 * number the box beside it asks for. A full-width ％ (Chinese input) counts as %.
 */
function withoutUnit(typed: string, unit: string): string {
  const sign = unit.trim().split(/\s+/)[0] ?? '';
  if (!sign) return typed;
  const signs = sign === '%' ? ['%', '％'] : [sign];
  for (const s of signs) {
    if (typed.length > s.length && typed.toLowerCase().endsWith(s.toLowerCase())) return typed.slice(0, -s.length).trimEnd();
  }
  return typed;
}

/** What the learner typed, as a number in the prediction's unit (which the text may end with). */
export function readGuess(text: string, unit = ''): GuessReading {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const bare = withoutUnit(typed, unit).replace(SEPARATORS, '');
  const value = Number(bare);
  return NUMBER.test(bare) && Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid', typed };
}
