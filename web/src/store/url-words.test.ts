// A link's bad fields are reported in Chinese as well as English, with the
// same facts: the field, the value, what is allowed and what the lab does
// instead, from the lab's hash, a moment's fields and the A/B comparison.
import { describe, expect, it } from 'vitest';
import { splitMoment } from '../app/moment';
import { decodeCompareHash } from '../compare/compare-url';
import { scenarioFromPreset, type LabScenario } from '../model/scenario';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import type { LocalText } from '../lang/local-text';
import { decodeUrlState } from './url-state';

const lab: LabScenario = { ...scenarioFromPreset(schema, 's000_binlog_on_256'), schedule: [{ atNs: 1e9, knob: 'threads', value: 8 }] };

/** Every problem the three decoders report for a batch of bad links. */
function allProblems(): LocalText[] {
  const lab_ = [
    '#k.threads=abc&preset=nope&seed=-1&dur=x',
    '#machine=cray&ri=99&dur=5&speed=7&v=3',
    '#bogus=1&threads=2&k.nope=1&k.log_bin=maybe&k.commit_algorithm=zz',
    '#dur=2&at=garbage&at=1:threads:0',
  ].flatMap((h) => decodeUrlState(schema, h).problems);
  const moment = ['#t=1.5s&layout=huge&lang=fr', '#h=5', '#t=1&h=x'].flatMap((h) => splitMoment(h).moment.problems);
  const compare = [
    '#compare=2&b.k.sync_binlog=zz&a.preset=nope&b.seed=4&c.preset=x',
    '#compare=1&a.preset=s000_binlog_off_16&b.preset=nope&b.machine=mainframe',
  ].flatMap((h) => decodeCompareHash(schema, h, lab).problems);
  return [...lab_, ...moment, ...compare];
}

const CJK = /[\u3400-\u9fff]/;
/** The English message's own words: none may be left in the Chinese. */
const ENGLISH_WORDS = /URL field|not allowed|expected|instead|ignored|Ignored|Using|Keeping|Reading|Starting|Known fields|not known|left out|a copy of|keeps|integer|number from|one of|true or false/;
/** What a message quotes: field names and values ("k.threads", "abc"). */
const quoted = (text: string) => [...text.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
/** The numbers in a message (limits, fallbacks, times), once each. */
const numbers = (text: string) => [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])].sort();

describe('a link\'s bad fields in Chinese', () => {
  it('says each problem in Chinese with the English one\'s field, value, limits and fallback', () => {
    const problems = allProblems();
    expect(problems.length).toBeGreaterThan(20);
    for (const p of problems) {
      expect(p.zh, p.en).toMatch(CJK);
      expect(p.zh, p.en).not.toMatch(ENGLISH_WORDS);
      for (const q of quoted(p.en)) expect(p.zh, p.en).toContain(`"${q}"`);
      expect(numbers(p.zh), p.en).toEqual(numbers(p.en));
    }
  });

  it('words the commonest ones as a DBA reads them', () => {
    const [threads] = decodeUrlState(schema, '#preset=s000_binlog_on_16&k.threads=abc').problems;
    expect(threads).toEqual({
      en: 'URL field "k.threads": "abc" is not allowed; expected an integer from 1 to 4096. Using 16 instead.',
      zh: 'URL 字段 "k.threads"："abc" 不可用；应为 1 到 4096 的整数。改用 16。',
    });
    expect(decodeUrlState(schema, '#preset=nope').problems[0]!.zh).toMatch(/^URL 字段 "preset"："nope" 不可用；应为“预设”列表中的 21 个预设之一（最接近的：“[^”]+”（[a-z0-9_]+）、“[^”]+”（[a-z0-9_]+）、“[^”]+”（[a-z0-9_]+））。改用 "s000_binlog_on_256"。$/);
    expect(decodeUrlState(schema, '#dur=x').problems[0]!.zh).toBe('URL 字段 "dur"："x" 不可用；应为 1 到 3600 的数。改用 30。');
    expect(decodeCompareHash(schema, '#compare=1&b.k.sync_binlog=zz', { ...lab, schedule: [] }).problems.map((p) => p.zh)).toEqual([
      'URL 字段 "b.k.sync_binlog"："zz" 不可用；应为 0 到 1,000,000,000 的整数。改用 1。',
    ]);
    expect(splitMoment('#t=1.5s').moment.problems[0]!.zh).toBe('URL 字段 "t"："1.5s" 不可用；应为以整纳秒计的模拟时间（例如 2500000000 表示 2.5 秒）。改为从 0 开始。');
  });

  it('names a side\'s fields as the comparison link does, in both languages', () => {
    const [p] = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&b.k.threads=abc', lab).problems;
    expect(p!.en).toMatch(/^URL field "b\.k\.threads": "abc"/);
    expect(p!.zh).toMatch(/^URL 字段 "b\.k\.threads"："abc"/);
  });
});
