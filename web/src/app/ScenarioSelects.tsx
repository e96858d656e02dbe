// The preset and machine pickers, shared by the lab's scenario panel and
// each side of the A/B comparison.
//
// Preset and machine names run to 350-650 pixels and a sidebar gives a
// select about 270: a native select's closed box cannot wrap, so it cut
// them at every laptop width. The closed box shown is a face that wraps
// the whole name over as many lines as it needs; the native select lies on
// it, transparent, so a click, a tap or the keyboard opens the usual list
// (and screen readers read the select, not the face).
import type { ReactNode } from 'react';
import type { Schema } from '../model/schema';
import { useSchemaText } from '../model/schema-i18n';
import { useT } from '../lang/use-words';

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
  // Once the scenario changes knobs on top of the preset, the closed box says how many.
  const name = chosen ? (changed.length ? t.presetWithChanges(presetLabel(chosen), changed.length) : presetLabel(chosen)) : '';
  const title = chosen && changed.length ? `${presetLabel(chosen)} — ${t.presetChangedKnobs(changed)}` : name;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <SelectFace name={name || '(none)'} testId={testId}>
        <select id={id} data-testid={testId} data-changed={changed.length ? changed.join(',') : undefined} value={value ?? ''} title={title || undefined} onChange={(e) => onChange(e.target.value)}>
          {value === null ? <option value="">(none)</option> : null}
          {schema.presets.map((p) => (
            <option key={p.name} value={p.name}>
              {p === chosen ? name : presetLabel(p)}
            </option>
          ))}
        </select>
      </SelectFace>
    </>
  );
}

export function MachineSelect({ schema, id, testId, label, value, onChange }: SelectProps) {
  const { machineLabel } = useSchemaText();
  const chosen = schema.machines.find((m) => m.name === value);
  const name = chosen ? machineLabel(chosen) : (value ?? '');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <SelectFace name={name} testId={testId}>
        <select id={id} data-testid={testId} value={value ?? ''} title={name || undefined} onChange={(e) => onChange(e.target.value)}>
          {schema.machines.map((m) => (
            <option key={m.name} value={m.name}>
              {machineLabel(m)}
            </option>
          ))}
          {/* A machine imported from a machine file (app/ImportMachine.tsx). */}
          {value && !chosen && <option value={value}>{value}</option>}
        </select>
      </SelectFace>
    </>
  );
}

/** The closed box: the chosen name whole (wrapped), with the select laid transparently over it. */
function SelectFace({ name, testId, children }: { name: string; testId: string; children: ReactNode }) {
  return (
    <span className="select-face-wrap">
      <span className="select-face" aria-hidden="true" data-testid={`${testId}-face`}>
        {name}
      </span>
      {children}
    </span>
  );
}
