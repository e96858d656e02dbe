import { describe, expect, it } from 'vitest';
import { fixtureSchema } from '../worker/testing/fake-worker';
import { labScenarioFromJson } from './catalog';
import { checkLesson } from './lesson-check.js';

// Issue 22 item 14: a lesson's scenario file runs in the lab as the printed
// `npm run sim` command runs it, or the difference is said by name.
describe('lesson scenario files in the lab', () => {
  const preset = fixtureSchema.presets[0]!.name;

  it('applies the schedule and the lab limits, and refuses physics by name', () => {
    const res = labScenarioFromJson(fixtureSchema, 'x/scenarios/a.json', {
      preset,
      duration_s: 4,
      schedule: [
        { at_s: 2, knob: 'threads', value: 8 },
        { at_s: 9, knob: 'threads', value: 4 },
        { at_s: 1, knob: 'threads', value: 2, unit: 's' },
      ],
      physics: { client_rtt_us: 90 },
    });
    expect(res.scenario!.schedule).toEqual([{ atNs: 2e9, knob: 'threads', value: 8 }]);
    const text = res.problems.map((p) => p.en).join('\n');
    expect(text).toContain('physics');
    expect(text).toContain('schedule[1]');
    expect(text).toContain('schedule[2]');
    expect(res.problems).toHaveLength(3);
  });

  it('keeps the lab duration limits', () => {
    const res = labScenarioFromJson(fixtureSchema, 'x/scenarios/a.json', { preset, duration_s: 86400 });
    expect(res.scenario!.durationS).not.toBe(86400);
    expect(res.problems.map((p) => p.en).join()).toContain('86400');
  });

  it('the lesson checker flags physics and durations the lab cannot run', () => {
    const lesson = { meta: {}, intro: '', steps: [{ id: 'one', line: 3, body: 'b', scenario: 'scenarios/a.json' }], problems: [] };
    const scenarios = { '99-x/scenarios/a.json': { preset, duration_s: 86400, physics: { client_rtt_us: 90 } } };
    const ctx = { lessonDir: '99-x', preview: false, citedDocs: [], report: { phenomena: [] }, scenarios };
    const problems = checkLesson(lesson as never, ctx as never);
    const text = problems.map((p) => p.en).join('\n');
    expect(text).toContain('physics');
    expect(text).toContain('duration_s 86400');
  });
});
