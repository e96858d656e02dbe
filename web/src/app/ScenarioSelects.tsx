// The preset and machine pickers, shared by the lab's scenario panel and
// each side of the A/B comparison.
import { useRef } from 'react';
import type { Schema } from '../model/schema';
import { useSchemaText } from '../model/schema-i18n';
import { useT } from '../lang/use-words';
import { useSelectCut } from './use-select-cut';

interface SelectProps {
  schema: Schema;
  id: string;
  testId: string;
  label: string;
  value: string | null;
  onChange: (name: string) => void;
}

export function PresetSelect({ schema, id, testId, label, value, changed = [], onChange }: SelectProps & { changed?: readonly string[] }) {
  const { presetLabel } = useSchemaText();
  const t = useT().lab;
  const chosen = schema.presets.find((p) => p.name === value);
  // The preset's name describes the preset: once the scenario changes knobs
  // on top of it, the closed box says so first (its end is often cut).
  const name = chosen ? (changed.length ? t.presetChangedFrom(presetLabel(chosen)) : presetLabel(chosen)) : '';
  const title = chosen && changed.length ? `${presetLabel(chosen)} — ${t.presetChangedKnobs(changed)}` : name;
  const ref = useRef<HTMLSelectElement>(null);
  const cut = useSelectCut(ref, name);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {/* Where the box cuts the name, its title and the line under it (FullName) give it whole. */}
      <select ref={ref} id={id} data-testid={testId} data-changed={changed.length ? changed.join(',') : undefined} value={value ?? ''} title={title || undefined} onChange={(e) => onChange(e.target.value)}>
        {value === null ? <option value="">(none)</option> : null}
        {schema.presets.map((p) => (
          <option key={p.name} value={p.name}>
            {p === chosen ? name : presetLabel(p)}
          </option>
        ))}
      </select>
      <FullName name={name} cut={cut} testId={testId} />
    </>
  );
}

export function MachineSelect({ schema, id, testId, label, value, onChange }: SelectProps) {
  const { machineLabel } = useSchemaText();
  const chosen = schema.machines.find((m) => m.name === value);
  const name = chosen ? machineLabel(chosen) : '';
  const ref = useRef<HTMLSelectElement>(null);
  const cut = useSelectCut(ref, name);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} data-testid={testId} value={value ?? ''} title={name || undefined} onChange={(e) => onChange(e.target.value)}>
        {schema.machines.map((m) => (
          <option key={m.name} value={m.name}>
            {machineLabel(m)}
          </option>
        ))}
        {/* A machine imported from a machine file (app/ImportMachine.tsx). */}
        {value && !chosen && <option value={value}>{value}</option>}
      </select>
      <FullName name={name} cut={cut} testId={testId} />
    </>
  );
}

/**
 * The chosen name in full, under a select too narrow to show it. Hidden from
 * screen readers: the select already says it.
 */
function FullName({ name, cut, testId }: { name: string; cut: boolean; testId: string }) {
  if (!cut) return null;
  return (
    <span className="field-hint select-full-name" aria-hidden="true" data-testid={`${testId}-full-name`}>
      {name}
    </span>
  );
}
