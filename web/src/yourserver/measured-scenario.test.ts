import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import schemaFixture from '../model/__fixtures__/schema.json';
import { defaultScenario, initialKnobs } from '../model/scenario';
import type { Schema } from '../model/schema';
import { scenarioOfRun, scenarioOfRunOnItsMachine } from './measured-scenario';
import { readRunFile } from './run-file.js';
import { fixturePath } from './testing/fixtures';

const schema = schemaFixture as unknown as Schema;

describe("a measured run's scenario in the lab", () => {
  const read = readRunFile(readFileSync(fixturePath('mariadb-10.11-run.json'), 'utf8'));
  if (read.error) throw new Error(read.error.en);

  it("gives the run's knobs on its built-in machine", () => {
    const r = scenarioOfRun(schema, read.run, defaultScenario(schema));
    expect(r.scenario.machine).toBe('laptop');
    expect(r.machineFileName).toBeNull();
    const k = initialKnobs(schema, r.scenario);
    for (const [name, v] of Object.entries(read.run.scenario.knobs)) if (!r.skipped.includes(name)) expect(k[name], name).toEqual(v);
    expect(k.threads).toBe(4);
  });

  it('leaves a machine file to "Import your machine", and an unknown knob or bad value out, by name', () => {
    const run = { ...read.run, scenario: { ...read.run.scenario, machine: 'my_box', machine_file: { name: 'my_box' }, knobs: { ...read.run.scenario.knobs, no_such_knob: 1, sync_binlog: -5 } } };
    const base = defaultScenario(schema);
    const r = scenarioOfRun(schema, run, base);
    expect(r.machineFileName).toBe('my_box');
    expect(r.scenario.machine).toBe(base.machine);
    expect(r.skipped).toEqual(expect.arrayContaining(['no_such_knob', 'sync_binlog', 'cores']));
  });
});

describe("a measured run's scenario on its own machine file", () => {
  const read = readRunFile(readFileSync(fixturePath('mariadb-10.11-run-with-machine.json'), 'utf8'));
  if (read.error) throw new Error(read.error.en);
  const mf = read.run.scenario.machine_file as { name: string; cores: number };

  it('the checked file becomes the machine and its hardware knobs; the other knobs are the run\'s', async () => {
    const checker = async () => ({ ok: true as const, file: mf as Record<string, unknown>, machine: { name: mf.name, label: 'here', source: '', knobs: { cores: mf.cores, cpu_ghz: 2.6 }, device: {} as never, cpu_scale: 1 } });
    const r = await scenarioOfRunOnItsMachine(schema, read.run, defaultScenario(schema), checker);
    expect(r.machineRefused).toBeNull();
    expect(r.scenario.machine).toBe('measured_here');
    expect(r.scenario.machineFile?.file).toBe(mf);
    const k = initialKnobs(schema, r.scenario);
    expect(k.cores).toBe(mf.cores);
    expect(k.threads).toBe(read.run.scenario.knobs.threads);
    expect(r.skipped).not.toContain('cores');
  });

  it("a file the core refuses keeps the lab's machine and says why", async () => {
    const r = await scenarioOfRunOnItsMachine(schema, read.run, defaultScenario(schema), async () => ({ ok: false, error: "field 'cores': 0 is not allowed" }));
    expect(r.machineRefused).toBe("field 'cores': 0 is not allowed");
    expect(r.scenario.machine).toBe(defaultScenario(schema).machine);
    expect(r.machineFileName).toBe('measured_here');
  });
});
