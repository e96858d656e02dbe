// Everything the Chinese chunk holds: the Chinese halves of the big string
// tables, each kept beside its English half and typed by it. Loaded only
// through zh-loader.ts (a static import would pull it into the initial
// JavaScript).
export { zh as viz } from './viz-words.zh';
export { zh as lab } from './lab-words.zh';
export { KNOB_HELP_ZH as knobHelp, KNOB_UNIT_ZH as knobUnit, MACHINE_ZH as machines, PRESET_LABEL_ZH as presetLabels } from './schema-words.zh';
