// Preset, machine, seed and run length. Changing any of them restarts the run.
import { SCENARIO_LIMITS } from '../sim/scenario';
import { findPreset } from '../sim/schema';
import { useLab, useLabContext } from './lab-context';
import { NumberField } from './NumberField';

export function ScenarioPanel() {
  const { store, controller } = useLabContext();
  const schema = useLab((s) => s.schema);
  const scenario = useLab((s) => s.scenario);
  if (!schema) return null;
  const restartWith = (ok: boolean) => {
    if (ok) controller.configure();
    return ok;
  };
  const preset = scenario.preset ? findPreset(schema, scenario.preset) : undefined;
  return (
    <fieldset className="panel scenario-panel">
      <legend>Scenario</legend>
      <div className="field">
        <label htmlFor="preset-select">Preset</label>
        <select id="preset-select" data-testid="preset" value={scenario.preset ?? ''} onChange={(e) => restartWith(store.getState().applyPreset(e.target.value))}>
          {scenario.preset === null ? <option value="">(none)</option> : null}
          {schema.presets.map((p) => (
            <option key={p.name} value={p.name}>
              {p.label ?? p.name}
            </option>
          ))}
        </select>
        {preset?.article ? <span className="field-hint">From article {preset.article}.</span> : null}
      </div>
      <div className="field">
        <label htmlFor="machine-select">Machine</label>
        <select id="machine-select" data-testid="machine" value={scenario.machine} onChange={(e) => restartWith(store.getState().setMachine(e.target.value))}>
          {schema.machines.map((m) => (
            <option key={m.name} value={m.name}>
              {m.label ?? m.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <NumberField label="Seed" testId="seed" value={scenario.seed} min={SCENARIO_LIMITS.seed.min} max={SCENARIO_LIMITS.seed.max} step={1} onCommit={(t) => restartWith(store.getState().setSeed(t))} />
        <NumberField label="Duration (s)" testId="duration" value={scenario.durationS} min={SCENARIO_LIMITS.durationS.min} max={SCENARIO_LIMITS.durationS.max} onCommit={(t) => restartWith(store.getState().setDuration(t))} />
        <NumberField label="Report every (s)" testId="report-interval" value={scenario.reportIntervalS} min={SCENARIO_LIMITS.reportIntervalS.min} max={SCENARIO_LIMITS.reportIntervalS.max} onCommit={(t) => restartWith(store.getState().setReportInterval(t))} />
      </div>
    </fieldset>
  );
}
