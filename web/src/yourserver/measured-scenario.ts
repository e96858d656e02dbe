// The lab scenario a measured run ran: the run file's resolved knobs (every
// knob, as npm run measure resolved them) laid over a built-in machine, so A
// in the comparison (or the lab) models what was measured. A knob the lab
// does not know or a value it refuses is listed, not guessed; a run whose
// model ran on a machine file keeps the lab's machine (the file is imported
// with "Import your machine") and leaves the hardware knobs to it.
import { checkKnobValue } from '../model/knob-values';
import { withOverride, type LabScenario } from '../model/scenario';
import { findKnob, findMachine, type Schema } from '../model/schema';
import type { MachineChecker } from '../model/machine-file';
import type { MeasuredRunFile } from './run-file.js';

export interface RunScenario {
  scenario: LabScenario;
  /** Knobs left out: unknown, refused, or hardware knobs of a machine file. */
  skipped: string[];
  /** The machine file the run's model used, by name, when it is not loaded here. */
  machineFileName: string | null;
}

export function scenarioOfRun(schema: Schema, run: MeasuredRunFile, base: LabScenario): RunScenario {
  const rs = run.scenario;
  const machineFile = rs.machine_file && typeof rs.machine_file === 'object' ? String((rs.machine_file as { name?: unknown }).name ?? rs.machine ?? '') : null;
  const machine = !machineFile && typeof rs.machine === 'string' && findMachine(schema, rs.machine) ? rs.machine : base.machine;
  const seed = typeof rs.seed === 'number' && Number.isInteger(rs.seed) && rs.seed >= 0 ? rs.seed : base.seed;
  let scenario: LabScenario = { ...base, preset: null, machine, machineFile: undefined, seed, overrides: {}, schedule: [] };
  const skipped: string[] = [];
  for (const [name, raw] of Object.entries(rs.knobs ?? {})) {
    const knob = findKnob(schema, name);
    if (!knob || (machineFile && knob.group === 'hardware')) {
      skipped.push(name);
      continue;
    }
    const c = checkKnobValue(knob, raw);
    if (c.ok) scenario = withOverride(schema, scenario, name, c.value);
    else skipped.push(name);
  }
  return { scenario, skipped, machineFileName: machineFile };
}

/**
 * The same, on the run's own machine when its model ran on a machine file
 * (npm run measure puts it in the run file): the core checks the file (as
 * "Import your machine" does) and the scenario carries it, so the model
 * uses that machine's measured facts. A file the core refuses leaves the
 * lab's machine, with the core's reason.
 */
export async function scenarioOfRunOnItsMachine(
  schema: Schema,
  run: MeasuredRunFile,
  base: LabScenario,
  checker: MachineChecker,
): Promise<RunScenario & { machineRefused: string | null }> {
  const r = scenarioOfRun(schema, run, base);
  if (!r.machineFileName || !run.scenario.machine_file) return { ...r, machineRefused: null };
  const check = await checker(JSON.stringify(run.scenario.machine_file));
  if (!check.ok) return { ...r, machineRefused: check.error };
  const { name, label, knobs } = check.machine;
  let scenario: LabScenario = { ...r.scenario, machine: name, machineFile: { file: check.file, machine: { name, label, knobs } } };
  // As choosing a machine does: its hardware knobs become explicit (ImportMachine.tsx).
  for (const [k, v] of Object.entries(knobs)) if (findKnob(schema, k)) scenario = withOverride(schema, scenario, k, v);
  const hardware = new Set(Object.keys(knobs));
  return { scenario, skipped: r.skipped.filter((k) => !hardware.has(k)), machineFileName: null, machineRefused: null };
}
