// What a preset name may be, said compactly: the lab has 21 presets, and a
// message listing every name took five lines over the demo (presenter mode).
// The refusal names the closest few to what was typed and points to the
// Preset list, which has them all.
import type { AllowedWords } from '../lang/allowed-words';
import type { Schema } from './schema';
import { machineLabel, presetLabel } from './schema-i18n';
import { isZhLoaded } from '../lang/zh-words';
import type { Lang } from '../lang/lang';

/**
 * A refusal is worded in every language the moment it is made, often before
 * the Chinese chunk has loaded (a link opened in English): its labels are
 * then the English ones, never a read of Chinese text that is not there.
 */
const labelLang = (lang: Lang): Lang => (lang === 'zh' && !isZhLoaded() ? 'en' : lang);

const CLOSEST = 3;

/** Edits (insert, delete, replace a character) turning a into b. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The `count` names nearest to `typed` (case ignored), nearest first; ties keep the list's order. */
export function closestNames(typed: string, names: readonly string[], count = CLOSEST): string[] {
  const t = typed.toLowerCase();
  return names
    .map((name, i) => ({ name, i, d: distance(t, name.toLowerCase()) }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .slice(0, count)
    .map((x) => x.name);
}

/**
 * "one of the 21 presets in the Preset list (closest: “label” (name); …)" in
 * the given words: each by the label the Preset list shows, with the name a
 * link uses (names alone read as internal ids).
 */
export function allowedPresets(schema: Schema, typed: string): (words: AllowedWords) => string {
  const names = schema.presets.map((p) => p.name);
  const closest = closestNames(typed, names).map((n) => schema.presets.find((p) => p.name === n)!);
  return (words) => words.presetOf(names.length, closest.map((p) => words.named(presetLabel(p, labelLang(words.lang)), p.name)));
}

/** Every machine, by its label with the name a link uses. */
export function allowedMachines(schema: Schema): (words: AllowedWords) => string {
  return (words) => words.oneOf(schema.machines.map((m) => words.named(machineLabel(m, labelLang(words.lang)), m.name)));
}
