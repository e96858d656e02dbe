// How the lab says what a knob accepts (model/knob-values.ts allowedText), in
// each language. Small and always at hand: a refusal is worded the moment
// it is made, in every language.

import type { Lang } from './lang';

/** The words of allowedText, in English (ALLOWED_EN) and Chinese (ALLOWED_ZH). */
export interface AllowedWords {
  /** Which language these are (a preset's or machine's label is looked up in it). */
  lang: Lang;
  /** A preset or machine as a person knows it, by its label, with the name a link uses. */
  named(label: string, name: string): string;
  int(min: string, max: string): string;
  float(min: string, max: string): string;
  bool: string;
  oneOf(values: readonly string[]): string;
  /** A preset name (allowed-presets.ts): how many there are, the closest to what was typed, where they all are. */
  presetOf(total: number, closest: readonly string[]): string;
}

export const ALLOWED_EN: AllowedWords = {
  lang: 'en',
  named: (label, name) => `“${label}” (${name})`,
  int: (min, max) => `an integer from ${min} to ${max}`,
  float: (min, max) => `a number from ${min} to ${max}`,
  bool: 'true or false',
  oneOf: (values) => `one of ${values.join(', ')}`,
  presetOf: (total, closest) => `one of the ${total} presets in the Preset list (closest: ${closest.join('; ')})`,
};

export const ALLOWED_ZH: AllowedWords = {
  lang: 'zh',
  named: (label, name) => `“${label}”（${name}）`,
  int: (min, max) => `${min} 到 ${max} 的整数`,
  float: (min, max) => `${min} 到 ${max} 的数`,
  bool: 'true 或 false',
  oneOf: (values) => `${values.join('、')} 之一`,
  presetOf: (total, closest) => `“预设”列表中的 ${total} 个预设之一（最接近的：${closest.join('、')}）`,
};
