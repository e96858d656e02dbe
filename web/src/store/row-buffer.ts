// Append-only table of float64 rows with amortised growth. Charts read it
// in place; it lives outside React state so frames cost no re-render.
export class RowBuffer {
  data: Float64Array;
  count = 0;

  constructor(readonly stride: number, capacityRows = 256) {
    this.data = new Float64Array(Math.max(1, capacityRows) * stride);
  }

  get(row: number, col: number): number {
    return this.data[row * this.stride + col] ?? NaN;
  }

  /** Appends whole rows (length must be a multiple of stride). */
  append(rows: ArrayLike<number>): void {
    const n = Math.floor(rows.length / this.stride);
    if (n === 0) return;
    this.reserve(this.count + n);
    this.data.set(rows.length === n * this.stride ? rows : Array.prototype.slice.call(rows, 0, n * this.stride), this.count * this.stride);
    this.count += n;
  }

  push(row: ArrayLike<number>): void {
    this.reserve(this.count + 1);
    for (let i = 0; i < this.stride; i++) this.data[this.count * this.stride + i] = row[i] ?? NaN;
    this.count++;
  }

  /** Keeps every other row: bounds memory of long slow-motion sampling. */
  halve(): void {
    const s = this.stride;
    let w = 0;
    for (let r = 0; r < this.count; r += 2, w++) this.data.copyWithin(w * s, r * s, r * s + s);
    this.count = w;
  }

  clear(): void {
    this.count = 0;
  }

  column(col: number): Float64Array {
    const out = new Float64Array(this.count);
    for (let r = 0; r < this.count; r++) out[r] = this.data[r * this.stride + col]!;
    return out;
  }

  private reserve(rows: number): void {
    if (rows * this.stride <= this.data.length) return;
    let cap = this.data.length / this.stride;
    while (cap < rows) cap *= 2;
    const next = new Float64Array(cap * this.stride);
    next.set(this.data.subarray(0, this.count * this.stride));
    this.data = next;
  }
}
