import { describe, expect, it } from 'vitest';
import { formatReadout, formatSI } from './format';

describe('formatReadout', () => {
  it('reads like formatSI for ordinary values', () => {
    expect(formatReadout(53739)).toBe(formatSI(53739));
    expect(formatReadout(4.76)).toBe('4.76');
    expect(formatReadout(0)).toBe('0');
  });
  it('shows a value too small to read as a bound, not six digits', () => {
    expect(formatReadout(0.000257)).toBe('<0.01');
    expect(formatReadout(-0.003)).toBe('>−0.01');
    expect(formatReadout(0.01)).toBe('0.01');
  });
  it('keeps a missing value as a dash', () => {
    expect(formatReadout(Number.NaN)).toBe('–');
  });
});
