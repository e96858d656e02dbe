// The scenario as the lab edits it, and the JSON the core receives.
// Knob values resolve in layers: schema default < machine profile < preset
// < the user's overrides. Only overrides travel (with the preset's name), so
// the core stays the authority on what a preset and a machine mean.
import { findMachine, findPreset, type KnobValue, type Schema } from './schema';

/** A knob change at a simulated instant (a mid-run change, replayed on reset). */
export interface ScheduledChange {
  atNs: number;
  knob: string;
  value: KnobValue;
}

/** A machine file the lab imported (app/ImportMachine.tsx): the file the core runs, and the machine it became. */
export interface ImportedMachineFile {
  file: Record<string, unknown>;
  machine: { name: string; label: string; knobs: Record<string, KnobValue> };
}

export interface LabScenario {
  preset: string | null;
  machine: string;
  /** In force while `machine` is its name (choosing a built-in machine leaves it unused). */
  machineFile?: ImportedMachineFile;
  seed: number;
  durationS: number;
  reportIntervalS: number;
  overrides: Record<string, KnobValue>;
  schedule: ScheduledChange[];
}

/** What cl_create receives (docs/outputs.md "Scenario"). */
export interface CoreScenario {
  machine: string;
  seed: number;
  duration_s: number;
  report_interval_s: number;
  preset?: string;
  knobs: Record<string, KnobValue>;
  machine_file?: Record<string, unknown>;
}

/** The scenario's imported machine file, if its machine is that file's. */
export function importedMachine(scenario: Pick<LabScenario, 'machine' | 'machineFile'>): ImportedMachineFile | undefined {
  return scenario.machineFile && scenario.machineFile.machine.name === scenario.machine ? scenario.machineFile : undefined;
}

/** A scheduled change as the core reads it (scenario files, `npm run sim -- --scenario`). */
export interface CoreScheduledChange {
  at_s: number;
  knob: string;
  value: KnobValue;
}

export function toCoreSchedule(schedule: ScheduledChange[]): CoreScheduledChange[] {
  return schedule.map((c) => ({ at_s: c.atNs / 1e9, knob: c.knob, value: c.value }));
}

/** The scenario with its schedule, as a file the core replays (the lab's JSON export). */
export function toReplayableScenario(scenario: LabScenario): CoreScenario & { schedule: CoreScheduledChange[] } {
  return { ...toCoreScenario(scenario), schedule: toCoreSchedule(scenario.schedule) };
}

export const SCENARIO_LIMITS = {
  seed: { min: 0, max: 4294967295 },
  durationS: { min: 1, max: 3600 },
  reportIntervalS: { min: 0.1, max: 60 },
} as const;

export const DEFAULT_DURATION_S = 60;
export const DEFAULT_REPORT_INTERVAL_S = 1;

/** Default scenario: the first preset if there is one, else the first machine. */
export function defaultScenario(schema: Schema): LabScenario {
  const preset = schema.presets[0];
  if (preset) return scenarioFromPreset(schema, preset.name);
  return {
    preset: null,
    machine: schema.machines[0]?.name ?? '',
    seed: 1,
    durationS: DEFAULT_DURATION_S,
    reportIntervalS: DEFAULT_REPORT_INTERVAL_S,
    overrides: {},
    schedule: [],
  };
}

export function scenarioFromPreset(schema: Schema, name: string): LabScenario {
  const preset = findPreset(schema, name);
  const s = preset?.scenario ?? {};
  return {
    preset: preset ? preset.name : null,
    machine: typeof s.machine === 'string' && findMachine(schema, s.machine) ? s.machine : schema.machines[0]?.name ?? '',
    seed: typeof s.seed === 'number' ? s.seed : 1,
    durationS: typeof s.duration_s === 'number' ? s.duration_s : DEFAULT_DURATION_S,
    reportIntervalS: typeof s.report_interval_s === 'number' ? s.report_interval_s : DEFAULT_REPORT_INTERVAL_S,
    overrides: {},
    schedule: [],
  };
}

/** Knob values before the user's overrides: default < machine < preset. */
export function baseKnobs(schema: Schema, scenario: Pick<LabScenario, 'machine' | 'preset' | 'machineFile'>): Record<string, KnobValue> {
  const out: Record<string, KnobValue> = {};
  for (const k of schema.knobs) out[k.name] = k.default;
  const imported = importedMachine(scenario);
  const machine = imported ? { knobs: imported.machine.knobs } : findMachine(schema, scenario.machine);
  if (machine) {
    const fromMachine = { ...(machine as Record<string, unknown>), ...(machine.knobs ?? {}) };
    for (const k of schema.knobs) {
      const v = fromMachine[k.name];
      if (v !== undefined && typeof v === typeof k.default) out[k.name] = v as KnobValue;
    }
  }
  const preset = scenario.preset ? findPreset(schema, scenario.preset) : undefined;
  for (const [name, v] of Object.entries(preset?.scenario.knobs ?? {})) {
    if (name in out) out[name] = v;
  }
  return out;
}

/** Knob values at t = 0. */
export function initialKnobs(schema: Schema, scenario: LabScenario): Record<string, KnobValue> {
  return { ...baseKnobs(schema, scenario), ...scenario.overrides };
}

/** Knob values in force at simulated time tNs (initial values + schedule so far). */
export function knobsAt(schema: Schema, scenario: LabScenario, tNs: number): Record<string, KnobValue> {
  const out = initialKnobs(schema, scenario);
  for (const c of scenario.schedule) if (c.atNs <= tNs) out[c.knob] = c.value;
  return out;
}

/** Sets an initial knob value, dropping the override when it equals the base. */
export function withOverride(schema: Schema, scenario: LabScenario, name: string, value: KnobValue): LabScenario {
  const base = baseKnobs(schema, scenario);
  const overrides = { ...scenario.overrides };
  if (base[name] === value) delete overrides[name];
  else overrides[name] = value;
  return { ...scenario, overrides };
}

export function toCoreScenario(scenario: LabScenario): CoreScenario {
  const core: CoreScenario = {
    machine: scenario.machine,
    seed: scenario.seed,
    duration_s: scenario.durationS,
    report_interval_s: scenario.reportIntervalS,
    knobs: { ...scenario.overrides },
  };
  if (scenario.preset) core.preset = scenario.preset;
  const imported = importedMachine(scenario);
  if (imported) core.machine_file = imported.file;
  return core;
}

/** What the compare controller sends as its scenario: A's, with B's beside it. */
export interface PairScenario extends CoreScenario {
  b: CoreScenario;
}
