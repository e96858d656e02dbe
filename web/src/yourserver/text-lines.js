// Small text helpers shared by the pasted-input parsers (sysbench logs,
// server variables, status snapshots). Plain JavaScript so the node
// scripts (npm run measure, npm run sim -- --recipe) import it as is.

/** Splits on any line end (\n, \r\n or a lone \r). */
export function splitLines(text) {
  return String(text ?? '').split(/\r\n|\r|\n/);
}

/**
 * A decimal number as tools print it in any locale: "1391.16" or "1391,16"
 * (a comma decimal separator; sysbench prints two decimals, so a comma
 * followed by digits is never a thousands separator here). Returns NaN
 * for anything else, including "" and "12abc".
 */
export function parseDecimal(text) {
  const s = String(text ?? '').trim();
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/.test(s)) return NaN;
  return Number(s.replace(',', '.'));
}

/** At most 200 characters of a line, for messages that quote it. */
export function quoteLine(text) {
  const s = String(text);
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}
