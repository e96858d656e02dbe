import { describe, expect, it } from 'vitest';
import { checkKnobValue, knobValueJson } from './knob-values';
import { findKnob } from './schema';
import { fixtureSchema } from './testing/fake-worker';

const knob = (name: string) => findKnob(fixtureSchema, name)!;

describe('checkKnobValue', () => {
  it('accepts values inside the schema range and types them', () => {
    expect(checkKnobValue(knob('threads'), '256')).toEqual({ ok: true, value: 256 });
    expect(checkKnobValue(knob('log_bin'), 'OFF')).toEqual({ ok: true, value: false });
    expect(checkKnobValue(knob('log_bin'), true)).toEqual({ ok: true, value: true });
    expect(checkKnobValue(knob('commit_algorithm'), 'group_commit_57')).toEqual({ ok: true, value: 'group_commit_57' });
    expect(checkKnobValue(knob('cpu_ghz'), '2.5')).toEqual({ ok: true, value: 2.5 });
  });

  it('names field, value and what is allowed when refusing', () => {
    const c = checkKnobValue(knob('threads'), '99999');
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.message).toBe('threads: "99999" is not allowed; expected an integer from 1 to 4096.');
    const e = checkKnobValue(knob('commit_algorithm'), 'fast');
    if (!e.ok) expect(e.message).toMatch(/^commit_algorithm: "fast" is not allowed; expected one of .*group_commit_57/);
    expect(checkKnobValue(knob('threads'), '1.5').ok).toBe(false);
    expect(checkKnobValue(knob('threads'), '').ok).toBe(false);
    expect(checkKnobValue(knob('threads'), '12abc').ok).toBe(false);
    expect(checkKnobValue(knob('log_bin'), 'maybe').ok).toBe(false);
  });

  it('produces the JSON scalar cl_set_knob expects', () => {
    expect(knobValueJson(knob('log_bin'), true)).toBe('true');
    expect(knobValueJson(knob('threads'), 16)).toBe('16');
    expect(knobValueJson(knob('commit_algorithm'), 'group_commit_57')).toBe('"group_commit_57"');
  });
});
