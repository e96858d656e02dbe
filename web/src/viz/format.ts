// Number formatting for axes, readouts and the log.
export function formatSI(v: number, digits = 3): string {
  if (!Number.isFinite(v)) return '–';
  const a = Math.abs(v);
  const units: Array<[number, string]> = [
    [1e12, 'T'],
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [f, u] of units) if (a >= f) return `${Number((v / f).toPrecision(digits))}${u}`;
  return `${Number(v.toPrecision(digits))}`;
}

/** A live readout: like formatSI, but a value too small to read (a queue
 * that is almost always empty, 0.000257) shows as "<0.01", not six digits. */
export function formatReadout(v: number): string {
  if (Number.isFinite(v) && v !== 0 && Math.abs(v) < 0.01) return v > 0 ? '<0.01' : '>−0.01';
  return formatSI(v);
}

export function formatBytes(v: number): string {
  if (!Number.isFinite(v)) return '–';
  const a = Math.abs(v);
  const units: Array<[number, string]> = [
    [2 ** 40, 'TiB'],
    [2 ** 30, 'GiB'],
    [2 ** 20, 'MiB'],
    [2 ** 10, 'KiB'],
  ];
  for (const [f, u] of units) if (a >= f) return `${Number((v / f).toPrecision(3))} ${u}`;
  return `${Math.round(v)} B`;
}

/** Simulated clock: "12.345 678 901 s" style with enough digits for slow motion. */
export function formatSimTime(ns: number): string {
  const s = Math.floor(ns / 1e9);
  const frac = Math.floor(ns % 1e9)
    .toString()
    .padStart(9, '0');
  return `${s}.${frac.slice(0, 3)} ${frac.slice(3, 6)} ${frac.slice(6, 9)} s`;
}
