import { describe, expect, it } from 'vitest';
import { checkKnobValue, knobValueJson } from './knob-values';
import { findKnob } from './schema';
import { fixtureSchema } from '../worker/testing/fake-worker';

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
    if (!c.ok) expect(c.message).toEqual({ en: 'threads: "99999" is not allowed; expected an integer from 1 to 4096.', zh: 'threads："99999" 不可用；应为 1 到 4096 的整数。' });
    const e = checkKnobValue(knob('commit_algorithm'), 'fast');
    if (!e.ok) expect(e.message.en).toMatch(/^commit_algorithm: "fast" is not allowed; expected one of .*group_commit_57/);
    if (!e.ok) expect(e.message.zh).toMatch(/^commit_algorithm："fast" 不可用；应为 .*group_commit_57.* 之一。$/);
    const b = checkKnobValue(knob('log_bin'), 'maybe', { en: 'B: log_bin', zh: 'B：log_bin' });
    if (!b.ok) expect(b.message).toEqual({ en: 'B: log_bin: "maybe" is not allowed; expected true or false.', zh: 'B：log_bin："maybe" 不可用；应为 true 或 false。' });
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
