// What a preset name may be, said compactly: the lab has 21 presets, and a
// message listing every name took five lines over the demo (presenter mode).
// The refusal names the closest few to what was typed and points to the
// Preset list, which has them all.
import type { AllowedWords } from '../lang/allowed-words';
import type { Schema } from './schema';

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

/** "one of the 21 presets in the Preset list (closest: …)" in the given words. */
export function allowedPresets(schema: Schema, typed: string): (words: AllowedWords) => string {
  const names = schema.presets.map((p) => p.name);
  return (words) => words.presetOf(names.length, closestNames(typed, names));
}
