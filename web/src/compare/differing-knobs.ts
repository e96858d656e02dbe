// Which settings differ between A and B: the machine and every knob, each
// compared at its value in force at 0 s (preset, machine and overrides resolved),
// worded for people (a switch reads ON / OFF).
import { knobValueShown, knobValueText } from '../model/knob-values';
import { initialKnobs, type LabScenario } from '../model/scenario';
import type { Schema } from '../model/schema';

export interface KnobDifference {
  /** A knob name, or "machine". */
  name: string;
  a: string;
  b: string;
}

export function differingKnobs(schema: Schema, a: LabScenario, b: LabScenario): KnobDifference[] {
  const out: KnobDifference[] = [];
  if (a.machine !== b.machine) out.push({ name: 'machine', a: a.machine, b: b.machine });
  const ka = initialKnobs(schema, a);
  const kb = initialKnobs(schema, b);
  for (const k of schema.knobs) {
    const va = ka[k.name];
    const vb = kb[k.name];
    if (va !== undefined && vb !== undefined && knobValueText(va) !== knobValueText(vb)) out.push({ name: k.name, a: knobValueShown(va), b: knobValueShown(vb) });
  }
  return out;
}
