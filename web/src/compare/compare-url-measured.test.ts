import { describe, expect, it } from 'vitest';
import { scenarioFromPreset } from '../model/scenario';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { decodeCompareHash, encodeCompareHash } from './compare-url';

describe('compare URL: B as a measured run, by reference', () => {
  const a = scenarioFromPreset(schema, 's000_binlog_off_256');
  const lab = a;

  it('writes b.measured=<fingerprint>~<file> and reads it back; without it B is the model', () => {
    const ref = { fp: '0123456789abcdef', name: 'my run.json' };
    const hash = encodeCompareHash(schema, { a, b: a, speed: 1, bMeasured: ref });
    expect(hash).toContain('b.measured=0123456789abcdef%7Emy+run.json');
    const back = decodeCompareHash(schema, hash, lab);
    expect(back.problems).toEqual([]);
    expect(back.bMeasured).toEqual(ref);
    expect(decodeCompareHash(schema, encodeCompareHash(schema, { a, b: a, speed: 1 }), lab).bMeasured).toBeNull();
  });

  it('a bad reference is refused by name and value, B stays the model; A cannot be a measured run', () => {
    const d = decodeCompareHash(schema, '#compare=1&b.measured=nothex~x&a.measured=0123456789abcdef~y', lab);
    expect(d.bMeasured).toBeNull();
    expect(d.problems.map((p) => p.en)).toEqual([
      'URL field "b.measured": "nothex~x" is not allowed; expected <16 hex digits>~<file name>, as the lab writes it. No measured run is asked for.',
      expect.stringContaining('URL field "a.measured" is not allowed in a comparison'),
    ]);
  });
});
