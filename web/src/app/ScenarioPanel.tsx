// Preset, machine, seed and run length. Changing any of them restarts the run.
import { findMachine, findPreset } from '../model/schema';
import { useSchemaText } from '../model/schema-i18n';
import { useT } from '../lang/use-words';
import { useLab, useLabContext } from '../ui/lab-context';
import { NumberField } from '../controls/NumberField';
import { MachineSelect, PresetSelect } from './ScenarioSelects';

export function ScenarioPanel() {
  const { store, controller } = useLabContext();
  const schema = useLab((s) => s.schema);
  const scenario = useLab((s) => s.scenario);
  const t = useT().lab;
  const { machineSource } = useSchemaText();
  if (!schema) return null;
  const restartWith = (ok: boolean) => {
    if (ok) controller.configure();
    return ok;
  };
  const preset = scenario.preset ? findPreset(schema, scenario.preset) : undefined;
  const machine = findMachine(schema, scenario.machine);
  const source = machine ? machineSource(machine) : '';
  return (
    <fieldset className="panel scenario-panel">
      <legend>{t.scenario}</legend>
      <div className="field">
        <PresetSelect schema={schema} id="preset-select" testId="preset" label={t.preset} value={scenario.preset} changed={Object.keys(scenario.overrides)} onChange={(name) => restartWith(store.getState().applyPreset(name))} />
        {preset?.article ? <span className="field-hint">{t.fromArticle(preset.article)}</span> : null}
        {/* The preset's label describes the preset, not the knobs this scenario changes on top of it. */}
        {Object.keys(scenario.overrides).length ? (
          <span className="field-hint" data-testid="preset-changed">
            {t.presetChanged(Object.keys(scenario.overrides))}
          </span>
        ) : null}
      </div>
      <div className="field">
        <MachineSelect schema={schema} id="machine-select" testId="machine" label={t.machine} value={scenario.machine} onChange={(name) => restartWith(store.getState().setMachine(name))} />
        {/* What the article states about its machine and what the model assumes. */}
        {source ? (
          <details className="field-hint machine-source" data-testid="machine-source">
            <summary>{t.machineSource}</summary>
            <p>{source}</p>
          </details>
        ) : null}
      </div>
      <div className="field-row">
        <NumberField field="seed" label={t.seed} testId="seed" value={scenario.seed} onCommit={(t) => restartWith(store.getState().setSeed(t))} />
        <NumberField field="duration" label={t.duration} testId="duration" value={scenario.durationS} onCommit={(t) => restartWith(store.getState().setDuration(t))} />
        <NumberField field="reportInterval" label={t.reportEvery} testId="report-interval" value={scenario.reportIntervalS} onCommit={(t) => restartWith(store.getState().setReportInterval(t))} />
      </div>
    </fieldset>
  );
}
