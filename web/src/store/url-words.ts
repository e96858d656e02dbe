// What the lab says about a link's fields it cannot use, in English and
// Chinese: the lab's hash (url-state.ts), a moment's t, h, layout and lang
// (app/moment.ts) and the A/B comparison's hash (compare/compare-url.ts),
// and why a moment could not be captured for a link.
// Every message names the field, the value and what is allowed, then what
// the lab does instead. The decoders work out those facts once and word
// them in both languages (inEachLang), so the page can show either and
// re-word the messages on screen when the reader switches language.
// Field names, values, knob and preset names stay as written in the link.
import type { Lang } from '../lang/lang';
import { ALLOWED_EN, ALLOWED_ZH } from '../lang/allowed-words';
import { REFUSAL_WORDS } from '../model/refusal-words';
import { shownValue } from '../lang/local-text';

const en = {
  allowed: ALLOWED_EN,
  unreadable: 'URL: the address could not be read; using the defaults.',
  /** The field as the message names it. */
  field: (name: string) => `URL field "${shownValue(name)}"`,
  /** A scheduled change's value, named by its knob. */
  atField: (knob: string) => `URL field "at" (${knob})`,
  /** The usual message: `then` says what the lab does instead. */
  notAllowed: (field: string, value: string, expected: string, then: string) => `${REFUSAL_WORDS.en.notAllowed(field, value, expected)} ${then}`,
  using: (value: unknown) => `Using ${JSON.stringify(value)} instead.`,
  changeIgnored: 'This change is ignored.',
  readAsVersion: (version: string) => `Reading the rest as version ${version}.`,
  noKnob: (field: string, name: string) => `${field}: there is no knob "${shownValue(name)}"; ignored.`,
  needsKPrefix: (field: string, knob: string, allowed: string) => `${field} is not known; ignored. Knobs take a "k." prefix: k.${knob}=<${allowed}>.`,
  unknownField: (field: string, known: string[]) => `${field} is not known; ignored. Known fields: ${known.join(', ')}, and k.<knob> for any knob.`,
  atShape: '<ns>:<knob>:<value> with a known knob and a time within the run',
  atMostDuration: (durationS: number) => `at most the duration (${durationS} s)`,
  // A moment (app/moment.ts).
  wholeNs: 'the simulated time in whole nanoseconds (e.g. 2500000000 for 2.5 s)',
  startAtZero: 'Starting at 0 instead.',
  hWithoutT: (value: string) => `URL field "h": "${value}" is not allowed without "t" (it says how far the run had gone past t); ignored.`,
  hNotNs: (value: string) => `URL field "h": "${value}" is not allowed; expected whole nanoseconds, at least "t"; ignored.`,
  keepLayout: 'Keeping the current layout.',
  keepLang: 'Keeping the current language.',
  tPastEnd: (value: number, endNs: number) => `URL field "t": "${value}" is not allowed; expected whole nanoseconds from 0 to ${endNs} (this run's length). Starting at 0 instead.`,
  hOutOfRun: (value: number, t: number, endNs: number) => `URL field "h": "${value}" is not allowed; expected whole nanoseconds from t (${t}) to ${endNs} (this run's length); ignored.`,
  momentUnreached: (t: number) => `The linked moment (t=${t}) could not be reached; the run is shown from where it stopped.`,
  // Why "Copy link to this moment" could not settle the run on a moment.
  runDidNotPause: 'the run did not pause',
  runDidNotReachMoment: 'the run did not reach the moment',
  // The A/B comparison (compare/compare-url.ts).
  notOnASide: (field: string, side: string) =>
    `${field} is not allowed in a comparison: a side takes ${side}.preset, ${side}.machine and ${side}.k.<knob>; seed, dur, ri and speed are shared by both sides. Ignored.`,
  notInComparison: (field: string) => `${field} is not known in a comparison; ignored.`,
  midRunChangesLeftOut: (n: number) =>
    `Compare starts both sides from the lab's knob values at 0 s; the lab's ${n} mid-run change${n === 1 ? '' : 's'} ${n === 1 ? 'is' : 'are'} left out.`,
  bCopyOfA: "B is a copy of A instead (with B's other fields on top).",
  bKeepsPresetMachine: "B keeps its preset's machine instead.",
  bKeepsAMachine: "B keeps A's machine instead.",
};

export type UrlWords = typeof en;

const zh: UrlWords = {
  allowed: ALLOWED_ZH,
  unreadable: 'URL：地址无法读取，改用默认值。',
  field: (name) => `URL 字段 "${shownValue(name)}"`,
  atField: (knob) => `URL 字段 "at"（${knob}）`,
  notAllowed: (field, value, expected, then) => `${REFUSAL_WORDS.zh.notAllowed(field, value, expected)}${then}`,
  using: (value) => `改用 ${JSON.stringify(value)}。`,
  changeIgnored: '忽略这次改动。',
  readAsVersion: (version) => `其余字段按版本 ${version} 读取。`,
  noKnob: (field, name) => `${field}：没有名为 "${shownValue(name)}" 的参数；已忽略。`,
  needsKPrefix: (field, knob, allowed) => `${field} 无法识别，已忽略。参数要加 "k." 前缀：k.${knob}=<${allowed}>。`,
  unknownField: (field, known) => `${field} 无法识别，已忽略。可用的字段：${known.join('、')}，以及任一参数的 k.<参数名>。`,
  atShape: '<纳秒>:<参数名>:<值>，参数须存在，时间须在运行时长之内',
  atMostDuration: (durationS) => `不超过运行时长（${durationS} 秒）`,
  wholeNs: '以整纳秒计的模拟时间（例如 2500000000 表示 2.5 秒）',
  startAtZero: '改为从 0 开始。',
  hWithoutT: (value) => `URL 字段 "h"：没有 "t" 时不接受 "${value}"（h 表示运行在 t 之后已经走到哪里）；已忽略。`,
  hNotNs: (value) => `URL 字段 "h"："${value}" 不可用；应为整纳秒数，且不小于 "t"；已忽略。`,
  keepLayout: '保持当前布局。',
  keepLang: '保持当前语言。',
  tPastEnd: (value, endNs) => `URL 字段 "t"："${value}" 不可用；应为 0 到 ${endNs} 之间的整纳秒数（这次运行的时长）。改为从 0 开始。`,
  hOutOfRun: (value, t, endNs) => `URL 字段 "h"："${value}" 不可用；应为 t（${t}）到 ${endNs}（这次运行的时长）之间的整纳秒数；已忽略。`,
  momentUnreached: (t) => `无法到达链接中的时刻（t=${t}）；显示的是运行停下的地方。`,
  runDidNotPause: '运行没有停下来',
  runDidNotReachMoment: '运行没有到达这一时刻',
  notOnASide: (field, side) => `${field} 不能用在对比中：每一侧只接受 ${side}.preset、${side}.machine 和 ${side}.k.<参数名>；seed、dur、ri 和 speed 由两侧共用。已忽略。`,
  notInComparison: (field) => `${field} 在对比中无法识别，已忽略。`,
  midRunChangesLeftOut: (n) => `对比让两侧都从实验室在 0 秒时的参数值开始；实验室运行中途的 ${n} 处改动不带入对比。`,
  bCopyOfA: 'B 改为 A 的副本（再叠加 B 的其他字段）。',
  bKeepsPresetMachine: 'B 改用它的预设所用的机器。',
  bKeepsAMachine: 'B 保留 A 的机器。',
};

export const URL_WORDS: Record<Lang, UrlWords> = { en, zh };
