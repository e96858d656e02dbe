import { describe, expect, it } from 'vitest';
import { figureDigits } from './figure-digits';

describe('a fidelity figure\'s digits', () => {
  it('writes a zero as "0", cited or modelled', () => {
    expect(figureDigits(0)).toBe('0');
    expect(figureDigits(-0)).toBe('0');
  });

  it('keeps about three significant digits for every other number', () => {
    expect(figureDigits(50267.4)).toBe('50,267');
    expect(figureDigits(-1234)).toBe('-1,234');
    expect(figureDigits(100)).toBe('100');
    expect(figureDigits(12.34)).toBe('12.3');
    expect(figureDigits(10)).toBe('10.0');
    expect(figureDigits(1.5)).toBe('1.50');
    expect(figureDigits(0.004)).toBe('0.00');
  });
});
