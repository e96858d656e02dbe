// The preset and machine pickers, shared by the lab's scenario panel and
// each side of the A/B comparison.
import type { Schema } from '../sim/schema';

interface SelectProps {
  schema: Schema;
  id: string;
  testId: string;
  label: string;
  value: string | null;
  onChange: (name: string) => void;
}

export function PresetSelect({ schema, id, testId, label, value, onChange }: SelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid={testId} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {value === null ? <option value="">(none)</option> : null}
        {schema.presets.map((p) => (
          <option key={p.name} value={p.name}>
            {p.label ?? p.name}
          </option>
        ))}
      </select>
    </>
  );
}

export function MachineSelect({ schema, id, testId, label, value, onChange }: SelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid={testId} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {schema.machines.map((m) => (
          <option key={m.name} value={m.name}>
            {m.label ?? m.name}
          </option>
        ))}
      </select>
    </>
  );
}
