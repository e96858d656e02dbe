// The preset and machine pickers, shared by the lab's scenario panel and
// each side of the A/B comparison.
import type { Schema } from '../sim/schema';
import { useSchemaText } from '../sim/schema-i18n';

interface SelectProps {
  schema: Schema;
  id: string;
  testId: string;
  label: string;
  value: string | null;
  onChange: (name: string) => void;
}

export function PresetSelect({ schema, id, testId, label, value, onChange }: SelectProps) {
  const { presetLabel } = useSchemaText();
  const chosen = schema.presets.find((p) => p.name === value);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {/* The title carries the whole label where the box cuts it. */}
      <select id={id} data-testid={testId} value={value ?? ''} title={chosen ? presetLabel(chosen) : undefined} onChange={(e) => onChange(e.target.value)}>
        {value === null ? <option value="">(none)</option> : null}
        {schema.presets.map((p) => (
          <option key={p.name} value={p.name}>
            {presetLabel(p)}
          </option>
        ))}
      </select>
    </>
  );
}

export function MachineSelect({ schema, id, testId, label, value, onChange }: SelectProps) {
  const { machineLabel } = useSchemaText();
  const chosen = schema.machines.find((m) => m.name === value);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid={testId} value={value ?? ''} title={chosen ? machineLabel(chosen) : undefined} onChange={(e) => onChange(e.target.value)}>
        {schema.machines.map((m) => (
          <option key={m.name} value={m.name}>
            {machineLabel(m)}
          </option>
        ))}
      </select>
    </>
  );
}
