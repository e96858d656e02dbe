import { beforeEach, describe, expect, it } from 'vitest';
import { measuredHashPart, measuredLinkStore, readMeasuredRef } from './measured-link';

describe('a measured run in a link, by reference', () => {
  beforeEach(() => measuredLinkStore.setState({ shown: null, wanted: null }));

  it('reads fingerprint~name and refuses anything else, naming field, value and shape, in both languages', () => {
    expect(readMeasuredRef('measured', '0123456789abcdef~run 1.json')).toEqual({ ref: { fp: '0123456789abcdef', name: 'run 1.json' } });
    const bad = readMeasuredRef('b.measured', 'xyz');
    expect('problem' in bad && bad.problem.en).toBe('URL field "b.measured": "xyz" is not allowed; expected <16 hex digits>~<file name>, as the lab writes it. No measured run is asked for.');
    expect('problem' in bad && bad.problem.zh).toContain('<16 位十六进制>~<文件名>');
  });

  it('the hash names the run on screen, else the one a link still waits for; showing it ends the wait', () => {
    expect(measuredHashPart()).toBe('');
    const ref = { fp: '0123456789abcdef', name: 'a b.json' };
    measuredLinkStore.getState().setWanted(ref);
    expect(measuredHashPart()).toBe('&measured=0123456789abcdef%7Ea+b.json');
    measuredLinkStore.getState().setShown({ ...ref });
    expect(measuredLinkStore.getState().wanted).toBeNull();
    const other = { fp: 'ffffffffffffffff', name: 'other.json' };
    measuredLinkStore.getState().setWanted(other);
    expect(measuredLinkStore.getState().wanted).toEqual(other); // a different run still waits
    expect(measuredHashPart()).toContain('0123456789abcdef'); // what is on screen goes in the link
  });
});
