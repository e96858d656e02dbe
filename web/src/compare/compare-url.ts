// The A/B comparison as a URL hash:
//   #compare=1&seed=1&dur=30&speed=max&a.preset=…&a.k.log_bin=false&b.preset=…&b.k.log_bin=true
// Each side is the lab's own URL encoding (web/src/store/url-state.ts) of its
// preset, machine and knobs, with "a." or "b." in front; seed, duration,
// report interval and speed are shared, written once. B without a preset or
// machine of its own is A with B's knobs. Decoding never throws:
// a bad field is reported by name, value and what is allowed, and falls back.
import type { Speed } from '../sim/protocol';
import type { LabScenario } from '../sim/scenario';
import { findMachine, findPreset, type Schema } from '../sim/schema';
import { decodeUrlState, encodeUrlState } from '../store/url-state';

export const COMPARE_URL_VERSION = '1';

export type Side = 'a' | 'b';
export const SIDES: Side[] = ['a', 'b'];

export interface CompareState {
  a: LabScenario;
  b: LabScenario;
  speed: Speed;
}

export interface DecodedCompare extends CompareState {
  problems: string[];
}

/** Keys a side carries (after its "a." / "b."); the rest of a run is shared. */
const isSideKey = (key: string) => key === 'preset' || key === 'machine' || key.startsWith('k.');
const SHARED_KEYS = ['seed', 'dur', 'ri', 'speed'];

/** A side's preset, machine and knob overrides, in the lab's URL encoding. */
export function sideParams(schema: Schema, scenario: LabScenario): URLSearchParams {
  const all = new URLSearchParams(encodeUrlState(schema, { scenario: { ...scenario, schedule: [] }, speed: 1 }).slice(1));
  const out = new URLSearchParams();
  for (const [k, v] of all) if (isSideKey(k)) out.append(k, v);
  return out;
}

/** B runs with A's seed, duration and report interval, and no mid-run changes. */
export function withSharedRun(a: LabScenario, b: LabScenario): LabScenario {
  return { ...b, seed: a.seed, durationS: a.durationS, reportIntervalS: a.reportIntervalS, schedule: [] };
}

export function encodeCompareHash(schema: Schema, { a, b, speed }: CompareState): string {
  const p = new URLSearchParams();
  p.set('compare', COMPARE_URL_VERSION);
  p.set('seed', String(a.seed));
  p.set('dur', String(a.durationS));
  if (a.reportIntervalS !== 1) p.set('ri', String(a.reportIntervalS));
  if (speed !== 1) p.set('speed', String(speed));
  for (const side of SIDES) for (const [k, v] of sideParams(schema, side === 'a' ? a : b)) p.append(`${side}.${k}`, v);
  return '#' + p.toString();
}

/** url-state names fields as they appear in its own hash: put the side in front of the side's keys. */
function onSide(message: string, side: Side): string {
  return message.replace(/URL field "((?:preset|machine|k\.[^"]*))"/g, `URL field "${side}.$1"`);
}

/**
 * Reads a compare hash. `fallback` is A when the hash names no A (the lab's
 * current scenario when Compare opens from the lab); B defaults to a copy of A.
 */
export function decodeCompareHash(schema: Schema, hash: string, fallback: LabScenario): DecodedCompare {
  const problems: string[] = [];
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const shared = new URLSearchParams();
  const sides: Record<Side, URLSearchParams> = { a: new URLSearchParams(), b: new URLSearchParams() };
  for (const [key, value] of params) {
    const m = /^([ab])\.(.+)$/.exec(key);
    if (key === 'compare') {
      if (value !== COMPARE_URL_VERSION) problems.push(`URL field "compare": "${value}" is not allowed; expected ${COMPARE_URL_VERSION}. Reading the rest as version ${COMPARE_URL_VERSION}.`);
    } else if (SHARED_KEYS.includes(key)) shared.append(key, value);
    else if (m && isSideKey(m[2]!)) sides[m[1] as Side].append(m[2]!, value);
    else if (m) problems.push(`URL field "${key}" is not allowed in a comparison: a side takes ${m[1]}.preset, ${m[1]}.machine and ${m[1]}.k.<knob>; seed, dur, ri and speed are shared by both sides. Ignored.`);
    else problems.push(`URL field "${key}" is not known in a comparison; ignored.`);
  }

  // A: its side fields and the shared ones through the lab's own decoder.
  const aParams = [...sides.a.keys()].length ? sides.a : sideParams(schema, fallback);
  if (![...sides.a.keys()].length) {
    // A is the lab's scenario: keep its run settings unless the hash sets them.
    const keep: Record<string, number> = { seed: fallback.seed, dur: fallback.durationS, ri: fallback.reportIntervalS };
    for (const [k, v] of Object.entries(keep)) if (!shared.has(k)) shared.set(k, String(v));
    const n = fallback.schedule.length;
    if (n) problems.push(`Compare starts both sides from the lab's knob values at 0 s; the lab's ${n} mid-run change${n === 1 ? '' : 's'} ${n === 1 ? 'is' : 'are'} left out.`);
  }
  const decodedA = decodeUrlState(schema, `${aParams.toString()}&${shared.toString()}`);
  problems.push(...decodedA.problems.map((p) => onSide(p, 'a')));
  const a: LabScenario = { ...decodedA.scenario, schedule: [] };

  // A preset or machine B names that does not exist counts as not named: B
  // stays a copy of A (the lab's decoder would fall back to its default preset).
  const presetB = sides.b.get('preset');
  if (presetB !== null && !findPreset(schema, presetB)) {
    problems.push(`URL field "b.preset": "${presetB}" is not allowed; expected one of ${schema.presets.map((x) => x.name).join(', ')}. B is a copy of A instead (with B's other fields on top).`);
    sides.b.delete('preset');
  }
  const machineB = sides.b.get('machine');
  if (machineB !== null && !findMachine(schema, machineB)) {
    problems.push(`URL field "b.machine": "${machineB}" is not allowed; expected one of ${schema.machines.map((m) => m.name).join(', ')}. B keeps ${sides.b.has('preset') ? "its preset's machine" : "A's machine"} instead.`);
    sides.b.delete('machine');
  }

  // B: a copy of A, changed by B's fields. B's own preset or machine
  // replaces A's as its base; B's knobs apply on top of whichever base.
  let b = a;
  if ([...sides.b.keys()].length) {
    let bParams = sides.b;
    if (!sides.b.has('preset') && !sides.b.has('machine')) {
      // A's knobs first, then B's: the later value wins, and a bad one of B's
      // falls back to A's (the decoder falls back to the value read so far).
      bParams = sideParams(schema, a);
      for (const [key, value] of sides.b) bParams.append(key, value);
    }
    const decodedB = decodeUrlState(schema, bParams.toString());
    problems.push(...decodedB.problems.map((p) => onSide(p, 'b')));
    b = decodedB.scenario;
  }
  return { a, b: withSharedRun(a, b), speed: decodedA.speed, problems };
}
