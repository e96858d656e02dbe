// The scenario's own number fields (seed, duration, report interval): what
// each accepts, and a refusal naming the field as the scenario panel labels
// it, so the message under the box and the summary use the same name.
import { inEachLang } from '../lang/local-text';
import { numberFromText, rejectMessage, type Checked } from './knob-values';
import { REFUSAL_WORDS } from './refusal-words';
import { SCENARIO_LIMITS } from './scenario';

export type ScenarioField = 'seed' | 'duration' | 'reportInterval';

const RULES: Record<ScenarioField, { min: number; max: number; integer: boolean }> = {
  seed: { ...SCENARIO_LIMITS.seed, integer: true },
  duration: { ...SCENARIO_LIMITS.durationS, integer: false },
  reportInterval: { ...SCENARIO_LIMITS.reportIntervalS, integer: false },
};

export function scenarioFieldRule(field: ScenarioField) {
  return RULES[field];
}

/** Reads a scenario field from text (or a number); a refusal names field, value and what is allowed. */
export function checkScenarioField(field: ScenarioField, raw: unknown): Checked<number> {
  const { min, max, integer } = RULES[field];
  const n = typeof raw === 'number' ? raw : numberFromText(raw);
  if (n === null || !Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    const name = inEachLang((lang) => REFUSAL_WORDS[lang].fields[field]);
    return { ok: false, message: rejectMessage(name, String(raw), (w) => (integer ? w.int : w.float)(String(min), String(max))) };
  }
  return { ok: true, value: n };
}
