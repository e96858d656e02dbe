import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runFingerprint, sha256Hex } from './run-fingerprint.js';

describe('run fingerprint', () => {
  it('is SHA-256, checked against node:crypto on lengths around the block edges', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
      expect(sha256Hex(bytes), `length ${n}`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reads Windows and Unix line ends as the same run, any other change as another', () => {
    const text = '[ 1s ] thds: 1 tps: 10.00 qps: 10.00 (r/w/o: 0.00/10.00/0.00) lat (ms,95%): 1.00 err/s: 0.00 reconn/s: 0.00\n';
    expect(runFingerprint(text)).toMatch(/^[0-9a-f]{16}$/);
    expect(runFingerprint(text.replace(/\n/g, '\r\n'))).toBe(runFingerprint(text));
    expect(runFingerprint(text.replace('10.00 qps', '10.01 qps'))).not.toBe(runFingerprint(text));
    expect(runFingerprint('中文 ü')).toBe(createHash('sha256').update('中文 ü').digest('hex').slice(0, 16));
  });
});
