// The whole scenario (and speed) as a URL hash, so any state is a link.
// Decoding never throws: each bad field is reported (field, value, what is
// allowed) and replaced by its fallback; the good fields are kept.
import { allowedMachines, allowedPresets } from '../model/allowed-presets';
import { allowedText, checkKnobValue, knobValueText, numberFromText } from '../model/knob-values';
import type { Speed } from '../model/run';
import {
  baseKnobs,
  defaultScenario,
  scenarioFromPreset,
  SCENARIO_LIMITS,
  type LabScenario,
  type ScheduledChange,
} from '../model/scenario';
import { findKnob, findMachine, findPreset, type Schema } from '../model/schema';
import { inEachLang, type LocalText } from '../lang/local-text';
import { isSpeed, SPEED_STOPS } from './playback-slice';
import { URL_WORDS, type UrlWords } from './url-words';

export const URL_VERSION = '1';

export interface UrlState {
  scenario: LabScenario;
  speed: Speed;
}

export interface DecodedUrl extends UrlState {
  /** Each bad field, said in every language (url-words.ts). */
  problems: LocalText[];
}

/** Fields url-sync, the lessons and moments read from the same hash. */
// crash belongs to the crash lab (web/src/crash/crash-actions.ts).
// measured belongs to "Compare with your server" (ui/measured-link.ts).
const KNOWN_FIELDS = ['preset', 'machine', 'seed', 'dur', 'ri', 'speed', 'v', 'at', 'lesson', 'step', 'answer', 'layout', 'lang', 't', 'h', 'crash', 'measured'];

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

/**
 * `sideName` is put before the fields a side of the A/B comparison carries
 * ("b." gives "b.preset", "b.k.threads") so messages name them as the link does.
 */
export function decodeUrlState(schema: Schema, hash: string, sideName = ''): DecodedUrl {
  const problems: LocalText[] = [];
  const say = (words: (w: UrlWords) => string) => problems.push(inEachLang((lang) => words(URL_WORDS[lang])));
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    params = new URLSearchParams();
    say((w) => w.unreadable);
  }
  /** A bad value: `allowed` and `then` are worded in each language. */
  const bad = (field: string, value: string, allowed: (w: UrlWords) => string, then: (w: UrlWords) => string) =>
    say((w) => w.notAllowed(w.field(field), value, allowed(w), then(w)));
  const using = (fallback: unknown) => (w: UrlWords) => w.using(fallback);
  const names = (list: Array<{ name: string }>) => list.map((x) => x.name);

  let scenario = defaultScenario(schema);
  const presetName = params.get('preset');
  if (presetName !== null) {
    if (findPreset(schema, presetName)) scenario = scenarioFromPreset(schema, presetName);
    else bad(`${sideName}preset`, presetName, (w) => allowedPresets(schema, presetName)(w.allowed), using(scenario.preset));
  }

  const machine = params.get('machine');
  if (machine !== null) {
    if (findMachine(schema, machine)) scenario = { ...scenario, machine };
    else bad(`${sideName}machine`, machine, (w) => allowedMachines(schema)(w.allowed), using(scenario.machine));
  }

  const num = (field: string, key: 'seed' | 'durationS' | 'reportIntervalS', integer: boolean) => {
    const raw = params.get(field);
    if (raw === null) return;
    const { min, max } = SCENARIO_LIMITS[key];
    // The same number grammar as k.* and the core: "0x10" is not 16.
    const n = numberFromText(raw) ?? NaN;
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      bad(field, raw, (w) => (integer ? w.allowed.int : w.allowed.float)(String(min), String(max)), using(scenario[key]));
    } else scenario = { ...scenario, [key]: n };
  };
  num('seed', 'seed', true);
  num('dur', 'durationS', false);
  num('ri', 'reportIntervalS', false);
  if (scenario.reportIntervalS > scenario.durationS) {
    const { durationS } = scenario;
    bad('ri', String(scenario.reportIntervalS), (w) => w.atMostDuration(durationS), using(1));
    scenario = { ...scenario, reportIntervalS: Math.min(1, scenario.durationS) };
  }

  const overrides = { ...scenario.overrides };
  const schedule: ScheduledChange[] = [];
  let speed: Speed = 1;
  for (const [key, raw] of params) {
    if (key.startsWith('k.')) {
      const name = key.slice(2);
      const field = `${sideName}${key}`;
      const knob = findKnob(schema, name);
      if (!knob) {
        say((w) => w.noKnob(w.field(field), name));
        continue;
      }
      const c = checkKnobValue(knob, raw);
      if (c.ok) overrides[name] = c.value;
      else bad(field, raw, (w) => allowedText(knob, w.allowed), using(overrides[name] ?? baseKnobs(schema, scenario)[name]));
    } else if (key === 'at') {
      const m = /^(\d+):([A-Za-z0-9_]+):(.*)$/.exec(raw);
      const knob = m ? findKnob(schema, m[2]!) : undefined;
      const atNs = m ? Number(m[1]) : NaN;
      if (!m || !knob || !Number.isSafeInteger(atNs) || atNs > scenario.durationS * 1e9) {
        bad('at', raw, (w) => w.atShape, (w) => w.changeIgnored);
        continue;
      }
      const c = checkKnobValue(knob, m[3]);
      if (c.ok) schedule.push({ atNs, knob: knob.name, value: c.value });
      else say((w) => w.notAllowed(w.atField(knob.name), m[3]!, allowedText(knob, w.allowed), w.changeIgnored));
    } else if (key === 'speed') {
      const v: unknown = raw === 'max' ? 'max' : Number(raw);
      if (isSpeed(v)) speed = v;
      else bad('speed', raw, (w) => w.allowed.oneOf(SPEED_STOPS.map(String)), using(1));
    } else if (key === 'v') {
      if (raw !== URL_VERSION) bad('v', raw, () => URL_VERSION, (w) => w.readAsVersion(URL_VERSION));
    } else if (!KNOWN_FIELDS.includes(key)) {
      // lesson and step belong to the lessons panel (web/src/lessons/lesson-actions.ts);
      // layout, lang, t and h to a moment (app/moment.ts), which url-sync takes out first.
      const knob = findKnob(schema, key);
      say((w) => (knob ? w.needsKPrefix(w.field(key), key, allowedText(knob, w.allowed)) : w.unknownField(w.field(key), KNOWN_FIELDS)));
    }
  }
  schedule.sort((a, b) => a.atNs - b.atNs);
  return { scenario: { ...scenario, overrides, schedule }, speed, problems };
}
