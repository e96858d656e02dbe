// How the fidelity page writes a figure's number: about three significant
// digits, so measured and modelled line up for the eye.

/**
 * Whole numbers from 100 up (with thousands separators), one decimal from
 * 10, two below; a zero is "0" (a stall's minimum of 0 TPS was no
 * measurement to two decimals).
 */
export function figureDigits(v: number): string {
  if (v === 0) return '0';
  return Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
}
