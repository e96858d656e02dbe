import { describe, expect, it } from 'vitest';
import { momentUrl, splitMoment } from './moment';

describe('shareable moments', () => {
  it('takes t and layout out of the hash, keeping the rest in order', () => {
    const { rest, moment } = splitMoment('#v=1&preset=p&seed=3&t=1500000000&layout=presenter&lesson=l1&step=2');
    expect(rest).toBe('#v=1&preset=p&seed=3&lesson=l1&step=2');
    expect(moment).toEqual({ atNs: 1_500_000_000, layout: 'presenter', problems: [] });
  });
  it('leaves a hash without moment fields untouched', () => {
    expect(splitMoment('#v=1&preset=p').rest).toBe('#v=1&preset=p');
    expect(splitMoment('#v=1&preset=p').moment.atNs).toBeNull();
  });
  it('reports bad values and drops them', () => {
    const { rest, moment } = splitMoment('#seed=1&t=1.5s&layout=huge');
    expect(rest).toBe('#seed=1');
    expect(moment.atNs).toBeNull();
    expect(moment.layout).toBeNull();
    expect(moment.problems).toHaveLength(2);
    expect(moment.problems[0]).toContain('"t": "1.5s"');
  });
  it('builds a link from the current address, replacing an older moment', () => {
    const url = momentUrl('http://127.0.0.1:1/lab/#v=1&preset=p&t=5', 2_000_001_000, 'presenter');
    expect(url).toBe('http://127.0.0.1:1/lab/#v=1&preset=p&t=2000001000&layout=presenter');
    expect(momentUrl('http://h/#v=1', 0, 'lab')).toBe('http://h/#v=1');
  });
});
