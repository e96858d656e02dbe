import { describe, expect, it } from 'vitest';
import { readGuess } from './prediction-number';
import { LESSON_STRINGS as STRINGS } from './lesson-i18n';

describe('reading a numeric prediction', () => {
  it('reads plain numbers, with or without thousands separators', () => {
    expect(readGuess('1400')).toEqual({ kind: 'number', value: 1400 });
    expect(readGuess(' 1,400 ')).toEqual({ kind: 'number', value: 1400 });
    expect(readGuess('1 400')).toEqual({ kind: 'number', value: 1400 });
    expect(readGuess('12.5')).toEqual({ kind: 'number', value: 12.5 });
    expect(readGuess('.5')).toEqual({ kind: 'number', value: 0.5 });
    expect(readGuess('1.4e3')).toEqual({ kind: 'number', value: 1400 });
    expect(readGuess('-3')).toEqual({ kind: 'number', value: -3 });
  });

  it('treats blank as not answered yet, not as an error', () => {
    expect(readGuess('')).toEqual({ kind: 'empty' });
    expect(readGuess('   ')).toEqual({ kind: 'empty' });
  });

  it('refuses what is not a number and keeps the text as typed', () => {
    for (const typed of ['about 5k', '5k', 'abc', '0x10', 'Infinity', '1.2.3', '50%', '-']) {
      expect(readGuess(typed)).toEqual({ kind: 'invalid', typed });
    }
    expect(readGuess('  lots ')).toEqual({ kind: 'invalid', typed: 'lots' });
  });

  it('accepts the unit’s sign after the number: 12% when the unit is “% more peak TPS”, 1400 TPS when it is TPS', () => {
    expect(readGuess('12%', '% more peak TPS')).toEqual({ kind: 'number', value: 12 });
    expect(readGuess(' 12 % ', '% more peak TPS')).toEqual({ kind: 'number', value: 12 });
    expect(readGuess('12％', '% 峰值 TPS 提升')).toEqual({ kind: 'number', value: 12 });
    expect(readGuess('1,400 TPS', 'TPS')).toEqual({ kind: 'number', value: 1400 });
    expect(readGuess('1400tps', 'TPS')).toEqual({ kind: 'number', value: 1400 });
    // Only the unit's own sign, once, after a number.
    expect(readGuess('12 TPS', '% more peak TPS')).toEqual({ kind: 'invalid', typed: '12 TPS' });
    expect(readGuess('12%%', '% more peak TPS')).toEqual({ kind: 'invalid', typed: '12%%' });
    expect(readGuess('%', '% more peak TPS')).toEqual({ kind: 'invalid', typed: '%' });
    expect(readGuess('12%', 'TPS')).toEqual({ kind: 'invalid', typed: '12%' });
  });

  it('names what was typed and what is allowed, in both languages', () => {
    for (const t of Object.values(STRINGS)) {
      const msg = t.badGuess('about 5k', 'TPS');
      expect(msg).toContain('“about 5k”');
      expect(msg).toContain('1400');
      expect(msg).toContain('TPS');
    }
  });
});
