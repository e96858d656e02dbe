// What a side changes on top of its preset, for the side's title: the
// preset's label describes the preset, so once a knob (or the machine)
// differs, the title must say so or it reads as the preset's own settings.
import { knobValueShown } from '../model/knob-values';
import { baseKnobs, type LabScenario } from '../model/scenario';
import { findPreset, type Schema } from '../model/schema';

/** "name=value" for the machine (when not the preset's) and every knob the side overrides, in the schema's order. */
export function presetChanges(schema: Schema, scenario: LabScenario): string[] {
  if (!scenario.preset) return [];
  const out: string[] = [];
  const presetMachine = findPreset(schema, scenario.preset)?.scenario.machine;
  if (typeof presetMachine === 'string' && presetMachine !== scenario.machine) out.push(`machine=${scenario.machine}`);
  const base = baseKnobs(schema, scenario);
  for (const k of schema.knobs) {
    const v = scenario.overrides[k.name];
    if (v !== undefined && v !== base[k.name]) out.push(`${k.name}=${knobValueShown(v)}`);
  }
  return out;
}
