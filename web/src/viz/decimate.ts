// Keeps at most two points (min and max) per pixel column, so a long run
// draws in constant time and spikes (rotation stalls) stay visible.
export function decimate(xs: ArrayLike<number>, ys: ArrayLike<number>, x0: number, x1: number, pixels: number): Array<[number, number]> {
  const n = Math.min(xs.length, ys.length);
  const out: Array<[number, number]> = [];
  if (n <= pixels * 2 || x1 <= x0) {
    for (let i = 0; i < n; i++) if (Number.isFinite(ys[i]!)) out.push([xs[i]!, ys[i]!]);
    return out;
  }
  const width = (x1 - x0) / pixels;
  let bucket = -1;
  let minI = -1;
  let maxI = -1;
  const flush = () => {
    if (minI < 0) return;
    const a = Math.min(minI, maxI);
    const b = Math.max(minI, maxI);
    out.push([xs[a]!, ys[a]!]);
    if (b !== a) out.push([xs[b]!, ys[b]!]);
  };
  for (let i = 0; i < n; i++) {
    const y = ys[i]!;
    if (!Number.isFinite(y)) continue;
    const b = Math.floor((xs[i]! - x0) / width);
    if (b !== bucket) {
      flush();
      bucket = b;
      minI = maxI = i;
    } else {
      if (y < ys[minI]!) minI = i;
      if (y > ys[maxI]!) maxI = i;
    }
  }
  flush();
  return out;
}
