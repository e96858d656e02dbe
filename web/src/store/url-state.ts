// The whole scenario (and speed) as a URL hash, so any state is a link.
// Decoding never throws: each bad field is reported (field, value, what is
// allowed) and replaced by its fallback; the good fields are kept.
import { allowedText, checkKnobValue, knobValueText } from '../sim/knob-values';
import type { Speed } from '../sim/protocol';
import {
  baseKnobs,
  defaultScenario,
  scenarioFromPreset,
  SCENARIO_LIMITS,
  type LabScenario,
  type ScheduledChange,
} from '../sim/scenario';
import { findKnob, findMachine, findPreset, type Schema } from '../sim/schema';
import { isSpeed, SPEED_STOPS } from './playback-slice';

export const URL_VERSION = '1';

export interface UrlState {
  scenario: LabScenario;
  speed: Speed;
}

export interface DecodedUrl extends UrlState {
  problems: string[];
}

export function encodeUrlState(schema: Schema, { scenario, speed }: UrlState): string {
  const p = new URLSearchParams();
  p.set('v', URL_VERSION);
  const base = scenario.preset ? scenarioFromPreset(schema, scenario.preset) : defaultScenario(schema);
  if (scenario.preset) p.set('preset', scenario.preset);
  if (scenario.machine !== base.machine || !scenario.preset) p.set('machine', scenario.machine);
  p.set('seed', String(scenario.seed));
  if (scenario.durationS !== base.durationS) p.set('dur', String(scenario.durationS));
  if (scenario.reportIntervalS !== base.reportIntervalS) p.set('ri', String(scenario.reportIntervalS));
  for (const k of schema.knobs) {
    const v = scenario.overrides[k.name];
    if (v !== undefined) p.set(`k.${k.name}`, knobValueText(v));
  }
  for (const c of scenario.schedule) p.append('at', `${c.atNs}:${c.knob}:${knobValueText(c.value)}`);
  if (speed !== 1) p.set('speed', String(speed));
  return '#' + p.toString();
}

function fallbackText(v: unknown): string {
  return ` Using ${JSON.stringify(v)} instead.`;
}

export function decodeUrlState(schema: Schema, hash: string): DecodedUrl {
  const problems: string[] = [];
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    params = new URLSearchParams();
    problems.push('URL: the address could not be read; using the defaults.');
  }
  const bad = (field: string, value: string, allowed: string, fallback: unknown) =>
    problems.push(`URL field "${field}": "${value}" is not allowed; expected ${allowed}.${fallbackText(fallback)}`);

  let scenario = defaultScenario(schema);
  const presetName = params.get('preset');
  if (presetName !== null) {
    if (findPreset(schema, presetName)) scenario = scenarioFromPreset(schema, presetName);
    else bad('preset', presetName, `one of ${schema.presets.map((x) => x.name).join(', ')}`, scenario.preset);
  }

  const machine = params.get('machine');
  if (machine !== null) {
    if (findMachine(schema, machine)) scenario = { ...scenario, machine };
    else bad('machine', machine, `one of ${schema.machines.map((m) => m.name).join(', ')}`, scenario.machine);
  }

  const num = (field: string, key: 'seed' | 'durationS' | 'reportIntervalS', integer: boolean) => {
    const raw = params.get(field);
    if (raw === null) return;
    const { min, max } = SCENARIO_LIMITS[key];
    const n = raw.trim() === '' ? NaN : Number(raw);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      bad(field, raw, `${integer ? 'an integer' : 'a number'} from ${min} to ${max}`, scenario[key]);
    } else scenario = { ...scenario, [key]: n };
  };
  num('seed', 'seed', true);
  num('dur', 'durationS', false);
  num('ri', 'reportIntervalS', false);
  if (scenario.reportIntervalS > scenario.durationS) {
    bad('ri', String(scenario.reportIntervalS), `at most the duration (${scenario.durationS} s)`, 1);
    scenario = { ...scenario, reportIntervalS: Math.min(1, scenario.durationS) };
  }

  const overrides = { ...scenario.overrides };
  const schedule: ScheduledChange[] = [];
  let speed: Speed = 1;
  for (const [key, raw] of params) {
    if (key.startsWith('k.')) {
      const name = key.slice(2);
      const knob = findKnob(schema, name);
      if (!knob) {
        problems.push(`URL field "${key}": there is no knob "${name}"; ignored.`);
        continue;
      }
      const c = checkKnobValue(knob, raw, `URL field "${key}"`);
      if (c.ok) overrides[name] = c.value;
      else problems.push(`${c.message}${fallbackText(overrides[name] ?? baseKnobs(schema, scenario)[name])}`);
    } else if (key === 'at') {
      const m = /^(\d+):([A-Za-z0-9_]+):(.*)$/.exec(raw);
      const knob = m ? findKnob(schema, m[2]!) : undefined;
      const atNs = m ? Number(m[1]) : NaN;
      if (!m || !knob || !Number.isSafeInteger(atNs) || atNs > scenario.durationS * 1e9) {
        bad('at', raw, `<ns>:<knob>:<value> with a known knob and a time within the run`, 'no change');
        continue;
      }
      const c = checkKnobValue(knob, m[3], `URL field "at" (${knob.name})`);
      if (c.ok) schedule.push({ atNs, knob: knob.name, value: c.value });
      else problems.push(`${c.message} This change is ignored.`);
    } else if (key === 'speed') {
      const v: unknown = raw === 'max' ? 'max' : Number(raw);
      if (isSpeed(v)) speed = v;
      else bad('speed', raw, `one of ${SPEED_STOPS.join(', ')}`, 1);
    } else if (key === 'v') {
      if (raw !== URL_VERSION) problems.push(`URL field "v": "${raw}" is not allowed; expected ${URL_VERSION}. Reading the rest as version ${URL_VERSION}.`);
    } else if (!['preset', 'machine', 'seed', 'dur', 'ri', 'lesson', 'step'].includes(key)) {
      // lesson and step belong to the lessons panel (web/src/lessons/lesson-actions.ts).
      const knob = findKnob(schema, key);
      problems.push(
        knob
          ? `URL field "${key}" is not known; ignored. Knobs take a "k." prefix: k.${key}=<${allowedText(knob)}>.`
          : `URL field "${key}" is not known; ignored. Known fields: preset, machine, seed, dur, ri, speed, v, at, lesson, step, layout, lang, t, h, and k.<knob> for any knob.`,
      );
    }
  }
  schedule.sort((a, b) => a.atNs - b.atNs);
  return { scenario: { ...scenario, overrides, schedule }, speed, problems };
}
