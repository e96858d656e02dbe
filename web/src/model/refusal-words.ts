// How the lab refuses a value typed or chosen on the page (a knob, the seed,
// duration or report interval, a preset, a machine), in English and Chinese:
// the field, the value and what is allowed, worded like a link's bad fields
// (store/url-words.ts). Knob, preset and machine names stay as written.
import type { Lang } from '../lang/lang';
import { latinSpace, shownValue } from '../lang/local-text';

const en = {
  notAllowed: (field: string, value: string, expected: string) => `${field}: "${shownValue(value)}" is not allowed; expected ${expected}.`,
  unknownKnob: (field: string) => `${field}: unknown knob.`,
  /** A field of one side of the A/B comparison ("B: threads"). */
  onSide: (side: string, field: string) => `${side}: ${field}`,
  /** The scenario's own fields, as the scenario panel labels them. */
  fields: {
    seed: 'Seed',
    duration: 'Duration (s)',
    reportInterval: 'Report every (s)',
    preset: 'preset',
    machine: 'machine',
  },
};

export type RefusalWords = typeof en;

const zh: RefusalWords = {
  notAllowed: (field, value, expected) => `${field}："${shownValue(value)}" 不可用；应为${latinSpace(expected)}${expected}。`,
  unknownKnob: (field) => `${field}：没有这个参数。`,
  onSide: (side, field) => `${side}：${field}`,
  // As the scenario panel labels them.
  fields: {
    seed: '随机种子',
    duration: '时长（秒）',
    reportInterval: '报告间隔（秒）',
    preset: '预设',
    machine: '机器',
  },
};

export const REFUSAL_WORDS: Record<Lang, RefusalWords> = { en, zh };
