import { describe, expect, it } from 'vitest';
import { RowBuffer } from './row-buffer';

describe('RowBuffer', () => {
  it('grows, reads columns and halves', () => {
    const b = new RowBuffer(2, 1);
    for (let i = 0; i < 10; i++) b.push([i, i * 10]);
    b.append(new Float64Array([10, 100, 11, 110]));
    expect(b.count).toBe(12);
    expect(Array.from(b.column(1)).slice(-2)).toEqual([100, 110]);
    b.halve();
    expect(b.count).toBe(6);
    expect(Array.from(b.column(0))).toEqual([0, 2, 4, 6, 8, 10]);
  });
});
