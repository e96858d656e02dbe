// The core's own words in the lab's languages: each knob's help line and
// unit, each preset's label, each machine profile's label and source note.
// The core and its schema (knobs.h, presets.cc, machines.cc) stay English;
// the Chinese is looked up by knob, preset or machine name in
// lang/schema-words.zh.ts (loaded only for Chinese readers: lang/zh-loader.ts),
// falling back to the schema's English when a name has no entry.
import type { Lang } from '../lang/lang';
import { byLang } from '../lang/zh-words';
import type { Knob, MachineProfile, Preset } from './schema';
import { useLang } from '../lang/lang-store';

// Each language's words by name; English has none of its own (the schema's are English).
const KNOB_HELP = byLang<Record<string, string>>({}, 'knobHelp');
const KNOB_UNIT = byLang<Record<string, string>>({}, 'knobUnit');
const PRESET_LABEL = byLang<Record<string, string>>({}, 'presetLabels');
const MACHINE = byLang<Record<string, { label: string; source: string }>>({}, 'machines');

/** A knob's help line in a language (the schema's English when there is no entry). */
export function knobHelp(knob: Pick<Knob, 'name' | 'help'>, lang: Lang): string {
  return KNOB_HELP[lang][knob.name] ?? knob.help ?? '';
}

/** A knob's unit in a language (the schema's own when there is no entry); '' when it has none. */
export function knobUnit(knob: Pick<Knob, 'unit'>, lang: Lang): string {
  const unit = knob.unit ?? '';
  return (unit ? KNOB_UNIT[lang][unit] : undefined) ?? unit;
}

/** A preset's label in a language (then the schema's English, then its name). */
export function presetLabel(preset: Pick<Preset, 'name' | 'label'>, lang: Lang): string {
  return PRESET_LABEL[lang][preset.name] ?? preset.label ?? preset.name;
}

/** A machine profile's label in a language (then the schema's English, then its name). */
export function machineLabel(machine: Pick<MachineProfile, 'name' | 'label'>, lang: Lang): string {
  return MACHINE[lang][machine.name]?.label ?? machine.label ?? machine.name;
}

/** A machine profile's source note in a language (then the schema's English, then nothing). */
export function machineSource(machine: Pick<MachineProfile, 'name' | 'source'>, lang: Lang): string {
  return MACHINE[lang][machine.name]?.source ?? machine.source ?? '';
}

/** The lookups bound to the language the lab shows. */
export function useSchemaText() {
  const lang = useLang();
  return {
    lang,
    knobHelp: (knob: Pick<Knob, 'name' | 'help'>) => knobHelp(knob, lang),
    knobUnit: (knob: Pick<Knob, 'unit'>) => knobUnit(knob, lang),
    presetLabel: (preset: Pick<Preset, 'name' | 'label'>) => presetLabel(preset, lang),
    machineLabel: (machine: Pick<MachineProfile, 'name' | 'label'>) => machineLabel(machine, lang),
    machineSource: (machine: Pick<MachineProfile, 'name' | 'source'>) => machineSource(machine, lang),
  };
}
