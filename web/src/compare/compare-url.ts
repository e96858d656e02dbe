// The A/B comparison as a URL hash:
//   #compare=1&seed=1&dur=30&speed=max&a.preset=…&a.k.log_bin=false&b.preset=…&b.k.log_bin=true
// Each side is the lab's own URL encoding (web/src/store/url-state.ts) of its
// preset, machine and knobs, with "a." or "b." in front; seed, duration,
// report interval and speed are shared, written once. B without a preset or
// machine of its own is A with B's knobs. `layout` and `lang` say how the
// page looks, as in the lab's links (app/link-view.ts). Decoding never throws:
// a bad field is reported by name, value and what is allowed, and falls back.
import { allowedPresets } from '../model/allowed-presets';
import { linkViewHashPart, readLinkView, VIEW_KEYS, type LinkView, type PageView } from '../app/link-view';
import type { Speed } from '../model/run';
import type { LabScenario } from '../model/scenario';
import { findMachine, findPreset, type Schema } from '../model/schema';
import { inEachLang, type LocalText } from '../lang/local-text';
import { decodeUrlState, encodeUrlState } from '../store/url-state';
import { URL_WORDS, type UrlWords } from '../store/url-words';
import { MEASURED_KEY, measuredRefText, readMeasuredRef, type MeasuredRef } from '../ui/measured-link';

export const COMPARE_URL_VERSION = '1';

export type Side = 'a' | 'b';
export const SIDES: Side[] = ['a', 'b'];

export interface CompareState {
  a: LabScenario;
  b: LabScenario;
  speed: Speed;
  /** B is this measured run (by reference: `b.measured=<fingerprint>~<file>`), not the model. */
  bMeasured?: MeasuredRef | null;
}

export interface DecodedCompare extends CompareState {
  bMeasured: MeasuredRef | null;
  /** The layout and language the link asks for (null: keep the reader's). */
  view: LinkView;
  /** Each bad field, said in every language (store/url-words.ts). */
  problems: LocalText[];
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

/** `view`: the page's layout and language, written as the lab writes them (nothing for the defaults). */
export function encodeCompareHash(schema: Schema, { a, b, speed, bMeasured }: CompareState, view: PageView = { layout: 'lab', lang: 'en' }): string {
  const p = new URLSearchParams();
  p.set('compare', COMPARE_URL_VERSION);
  p.set('seed', String(a.seed));
  p.set('dur', String(a.durationS));
  if (a.reportIntervalS !== 1) p.set('ri', String(a.reportIntervalS));
  if (speed !== 1) p.set('speed', String(speed));
  for (const side of SIDES) for (const [k, v] of sideParams(schema, side === 'a' ? a : b)) p.append(`${side}.${k}`, v);
  if (bMeasured) p.set(`b.${MEASURED_KEY}`, measuredRefText(bMeasured));
  return '#' + p.toString() + linkViewHashPart(view);
}

/**
 * Reads a compare hash. `fallback` is A when the hash names no A (the lab's
 * current scenario when Compare opens from the lab); B defaults to a copy of A.
 */
export function decodeCompareHash(schema: Schema, hash: string, fallback: LabScenario): DecodedCompare {
  const problems: LocalText[] = [];
  const say = (words: (w: UrlWords) => string) => problems.push(inEachLang((lang) => words(URL_WORDS[lang])));
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const shared = new URLSearchParams();
  const viewParams = new URLSearchParams();
  const sides: Record<Side, URLSearchParams> = { a: new URLSearchParams(), b: new URLSearchParams() };
  let bMeasured: MeasuredRef | null = null;
  for (const [key, value] of params) {
    const m = /^([ab])\.(.+)$/.exec(key);
    if (key === `b.${MEASURED_KEY}`) {
      const r = readMeasuredRef(key, value);
      if ('problem' in r) problems.push(r.problem);
      else bMeasured = r.ref;
    } else if (key === 'compare') {
      if (value !== COMPARE_URL_VERSION) say((w) => w.notAllowed(w.field('compare'), value, COMPARE_URL_VERSION, w.readAsVersion(COMPARE_URL_VERSION)));
    } else if (SHARED_KEYS.includes(key)) shared.append(key, value);
    else if ((VIEW_KEYS as readonly string[]).includes(key)) viewParams.append(key, value);
    else if (m && isSideKey(m[2]!)) sides[m[1] as Side].append(m[2]!, value);
    else if (m) say((w) => w.notOnASide(w.field(key), m[1]!));
    else say((w) => w.notInComparison(w.field(key)));
  }

  // A: its side fields and the shared ones through the lab's own decoder.
  const aParams = [...sides.a.keys()].length ? sides.a : sideParams(schema, fallback);
  if (![...sides.a.keys()].length) {
    // A is the lab's scenario: keep its run settings unless the hash sets them.
    const keep: Record<string, number> = { seed: fallback.seed, dur: fallback.durationS, ri: fallback.reportIntervalS };
    for (const [k, v] of Object.entries(keep)) if (!shared.has(k)) shared.set(k, String(v));
    const n = fallback.schedule.length;
    if (n) say((w) => w.midRunChangesLeftOut(n));
  }
  // The decoder names a side's fields as this hash does ("a.preset", "a.k.threads").
  const decodedA = decodeUrlState(schema, `${aParams.toString()}&${shared.toString()}`, 'a.');
  problems.push(...decodedA.problems);
  const { problems: viewProblems, ...view } = readLinkView(viewParams);
  problems.push(...viewProblems);
  const a: LabScenario = { ...decodedA.scenario, schedule: [] };

  // A preset or machine B names that does not exist counts as not named: B
  // stays a copy of A (the lab's decoder would fall back to its default preset).
  const presetB = sides.b.get('preset');
  if (presetB !== null && !findPreset(schema, presetB)) {
    say((w) => w.notAllowed(w.field('b.preset'), presetB, allowedPresets(schema, presetB)(w.allowed), w.bCopyOfA));
    sides.b.delete('preset');
  }
  const machineB = sides.b.get('machine');
  if (machineB !== null && !findMachine(schema, machineB)) {
    const keeps = sides.b.has('preset') ? 'bKeepsPresetMachine' : 'bKeepsAMachine';
    say((w) => w.notAllowed(w.field('b.machine'), machineB, w.allowed.oneOf(schema.machines.map((m) => m.name)), w[keeps]));
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
    const decodedB = decodeUrlState(schema, bParams.toString(), 'b.');
    problems.push(...decodedB.problems);
    b = decodedB.scenario;
  }
  return { a, b: withSharedRun(a, b), speed: decodedA.speed, view, problems, bMeasured };
}
