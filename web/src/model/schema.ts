// Types of the core's self-description (cl_schema_json, docs/outputs.md)
// and small lookups over it. The UI never hard-codes a knob: it reads them here.

export type KnobValue = number | boolean | string;

/**
 * How the setting changes on a real server (the core's schema says):
 * SET GLOBAL or sysctl -w, a restart (log_bin), another server version or
 * build (the commit algorithm), or the benchmark or machine itself.
 */
export type KnobChange = 'dynamic' | 'restart' | 'server_version' | 'setup';

interface KnobBase {
  name: string;
  mysql?: string;
  group: string;
  unit?: string;
  help?: string;
  label?: string;
  change?: KnobChange;
}
export interface NumberKnob extends KnobBase {
  type: 'int' | 'float';
  min: number;
  max: number;
  default: number;
  step?: number;
}
export interface BoolKnob extends KnobBase {
  type: 'bool';
  default: boolean;
}
export interface EnumKnob extends KnobBase {
  type: 'enum';
  values: string[];
  default: string;
}
export type Knob = NumberKnob | BoolKnob | EnumKnob;

export interface MachineProfile {
  name: string;
  label?: string;
  source?: string;
  cores?: number;
  knobs?: Record<string, KnobValue>;
  [key: string]: unknown;
}

export interface PresetScenario {
  machine?: string;
  seed?: number;
  duration_s?: number;
  report_interval_s?: number;
  knobs?: Record<string, KnobValue>;
  [key: string]: unknown;
}
export interface Preset {
  name: string;
  label?: string;
  article?: string;
  scenario: PresetScenario;
}

export interface FieldInfo {
  name: string;
  unit?: string;
  help?: string;
}
export interface ThreadState {
  code: number;
  name: string;
  label?: string;
}

export interface Schema {
  layout_version: number;
  knobs: Knob[];
  groups: string[];
  machines: MachineProfile[];
  presets: Preset[];
  interval_fields: FieldInfo[];
  thread_states: ThreadState[];
}

/** Heading shown for each knob group (unknown groups show their own name). */
export const GROUP_TITLES: Record<string, string> = {
  workload: 'Workload',
  innodb: 'InnoDB',
  binlog: 'Binlog & commit algorithm',
  durability: 'Durability',
  replica: 'Replica',
  hardware: 'Hardware',
};

/** The way MySQL changes this server setting when it cannot change on a running server; null when it can (or is no server setting). */
export function notLiveInMysql(knob: Knob): 'restart' | 'server_version' | null {
  return knob.change === 'restart' || knob.change === 'server_version' ? knob.change : null;
}

export function findKnob(schema: Schema, name: string): Knob | undefined {
  return schema.knobs.find((k) => k.name === name);
}

export function findMachine(schema: Schema, name: string): MachineProfile | undefined {
  return schema.machines.find((m) => m.name === name);
}

export function findPreset(schema: Schema, name: string): Preset | undefined {
  return schema.presets.find((p) => p.name === name);
}

/** Index of each interval field by name, so readers look names up once. */
export function fieldIndex(schema: Schema): Map<string, number> {
  return new Map(schema.interval_fields.map((f, i) => [f.name, i]));
}

/** Knobs grouped in schema order; knobs of unlisted groups go last. */
export function knobsByGroup(schema: Schema): Array<{ group: string; knobs: Knob[] }> {
  const order = [...schema.groups];
  for (const k of schema.knobs) if (!order.includes(k.group)) order.push(k.group);
  return order
    .map((group) => ({ group, knobs: schema.knobs.filter((k) => k.group === group) }))
    .filter((g) => g.knobs.length > 0);
}

/** Loose shape check of a schema received from the core. */
export function checkSchema(value: unknown): string | null {
  const s = value as Partial<Schema> | null;
  if (!s || typeof s !== 'object') return 'schema is not an object';
  for (const key of ['knobs', 'groups', 'machines', 'presets', 'interval_fields'] as const) {
    if (!Array.isArray(s[key])) return `schema.${key} is missing or not a list`;
  }
  return null;
}
