// The caption line of an exported chart image: which scenario ran (preset
// or machine, in the reader's language), the moment shown, the knobs changed
// from it (a few, then a count), the seed, and the lab's name. Enough to
// rerun it; the file name and the link carry the rest.
import type { Lang } from '../../lang/lang';
import { knobValueShown, knobValueText } from '../../model/knob-values';
import type { KnobValue } from '../../model/schema';
import type { LabScenario } from '../../model/scenario';
import { findMachine, findPreset, type Schema } from '../../model/schema';
import { machineLabel, presetLabel } from '../../model/schema-i18n';
import { citationCaption, type ArticleCitation } from '../../model/article-citation';
import type { FigureStrings } from './figure-i18n';

/** Changes named in the caption before the rest become "+N more": a slide caption stays one or two lines. */
export const MAX_CHANGES_NAMED = 3;

/** The preset's label, or the machine's when there is no preset (both when the machine is not the preset's). */
export function scenarioName(schema: Schema, scenario: LabScenario, lang: Lang, words: FigureStrings): string {
  const machine = findMachine(schema, scenario.machine);
  const machineText = words.machine(machine ? machineLabel(machine, lang) : scenario.machine);
  const preset = scenario.preset ? findPreset(schema, scenario.preset) : undefined;
  if (!preset) return machineText;
  const presetText = words.preset(presetLabel(preset, lang));
  const presetMachine = preset.scenario.machine;
  return presetMachine !== undefined && presetMachine !== scenario.machine ? `${presetText}${words.listSep}${machineText}` : presetText;
}

/** Seconds as the caption writes them: at most three decimals (a millisecond), no trailing zeros. */
const seconds = (ns: number) => String(Number((ns / 1e9).toFixed(3)));

/** The moment shown, of the whole time axis ("at 3.804 s of 14 s"). */
export function momentText(atNs: number, endNs: number, words: FigureStrings): string {
  return words.moment(seconds(atNs), seconds(endNs));
}

/**
 * A knob's setting as a DBA reads it: a switch ON or OFF as SHOW VARIABLES
 * shows it, and log_bin as "binlog ON" / "binlog OFF" (never log_bin=false).
 */
function settingText(knob: string, v: KnobValue, words: FigureStrings): string {
  if (knob === 'log_bin' && typeof v === 'boolean') return words.binlog(v);
  return words.setting(knob, typeof v === 'boolean' ? knobValueShown(v) : knobValueText(v));
}

/** Knobs set before the run, then those changed during it (with their instant); '' when there are none. */
export function knobChanges(scenario: LabScenario, words: FigureStrings, max = MAX_CHANGES_NAMED): string {
  const all = [
    ...Object.entries(scenario.overrides).map(([knob, v]) => settingText(knob, v, words)),
    ...scenario.schedule.map((c) => words.at(settingText(c.knob, c.value, words), seconds(c.atNs))),
  ];
  const named = all.slice(0, max);
  if (all.length > max) named.push(words.moreChanges(all.length - max));
  return named.length ? words.changed(named.join(words.listSep)) : '';
}

/** The article the scenario's preset reproduces, cited in full; '' when it names none (or cited.json has no citation for it). */
export function sourceText(
  schema: Schema,
  scenario: LabScenario,
  lang: Lang,
  words: FigureStrings,
  cite: (id: string) => ArticleCitation | undefined,
  described?: (id: string, lang: Lang) => string | undefined,
): string {
  const id = scenario.preset ? findPreset(schema, scenario.preset)?.article : undefined;
  const article = id ? cite(id) : undefined;
  return id && article ? words.source(citationCaption(id, article, lang, described?.(id, lang))) : '';
}

/** The whole caption: scenario, moment (`moment`, momentText's; '' for none), changes (if any), seed, lab, and the article cited (`source`, sourceText's). */
export function scenarioCaption(schema: Schema, scenario: LabScenario, lang: Lang, words: FigureStrings, moment = '', source = ''): string {
  return [scenarioName(schema, scenario, lang, words), moment, knobChanges(scenario, words), words.seed(scenario.seed), words.lab, source].filter(Boolean).join(words.partSep);
}
