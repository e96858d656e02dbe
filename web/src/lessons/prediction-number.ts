// Reading the learner's numeric prediction. Strict on purpose: "5k" or
// "about 1400" must be refused with a message, not read as NaN and left
// silently unanswered (or as 0x10 = 16, which Number() would accept).

/** What the learner typed, read as a number or refused. */
export type GuessReading = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; typed: string };

// Digits with an optional sign, decimal point and exponent: 1400, -3, 12.5, .5, 1.4e3.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
// Thousands separators people type: 1,400 · 1 400 · 1_400 (a narrow no-break space too).
const SEPARATORS = /[\s,_\u202f]/g;

export function readGuess(text: string): GuessReading {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const bare = typed.replace(SEPARATORS, '');
  const value = Number(bare);
  return NUMBER.test(bare) && Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid', typed };
}
