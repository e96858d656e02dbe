// "Import your machine": a machine file pasted, dropped or chosen is
// checked by the core (in a worker of its own) and summarised, or its
// refusal shown; the text stays as typed either way. Applied, the lab runs
// on it: the scenario carries the file to the core (model/scenario.ts).
import { useState, type DragEvent } from 'react';
import { useLang } from '../lang/lang-store';
import type { MachineCheck, MachineChecker } from '../model/machine-file';
import { withOverride, type LabScenario } from '../model/scenario';
import { findKnob } from '../model/schema';
import { defaultMachineChecker } from '../controller/machine-file-checker';
import { useLabContext } from '../ui/lab-context';
import { IMPORT_MACHINE_WORDS } from './import-machine-i18n';
import './import-machine.css';

export function ImportMachine({ checker }: { checker?: MachineChecker }) {
  const { store, controller } = useLabContext();
  const lang = useLang();
  const w = IMPORT_MACHINE_WORDS[lang];
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MachineCheck | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);

  const check = async (content: string) => {
    setBusy(true);
    setApplied(false);
    setUnreadable(null);
    try {
      setResult(await (checker ?? defaultMachineChecker())(content));
    } finally {
      setBusy(false);
    }
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const content = await file.text();
      setText(content);
      await check(content);
    } catch (e) {
      setUnreadable((e as Error).message);
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    void readFile(e.dataTransfer.files[0]);
  };
  // As choosing a machine does: its hardware knobs become explicit (they
  // win over a preset's), and the core receives the file itself.
  const apply = () => {
    const s = store.getState();
    if (!result?.ok || !s.schema) return;
    const { name, label, knobs } = result.machine;
    let next: LabScenario = { ...s.scenario, machine: name, machineFile: { file: result.file, machine: { name, label, knobs } } };
    for (const [k, v] of Object.entries(knobs)) if (findKnob(s.schema, k)) next = withOverride(s.schema, next, k, v);
    s.setScenario(next);
    controller.configure();
    setApplied(true);
  };

  const m = result?.ok ? result.machine : null;
  return (
    <section className="panel import-machine" aria-labelledby="import-machine-title" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <h2 id="import-machine-title">{w.title}</h2>
      <p className="hint">{w.hint}</p>
      <label htmlFor="import-machine-text">{w.fileLabel}</label>
      <textarea
        id="import-machine-text"
        data-testid="import-machine-text"
        rows={5}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="import-machine-buttons">
        <button type="button" disabled={busy || text.trim() === ''} onClick={() => void check(text)} data-testid="import-machine-check">
          {busy ? w.checking : w.check}
        </button>
        <label className="import-machine-choose">
          {w.choose}
          <input type="file" accept=".json,application/json" onChange={(e) => void readFile(e.target.files?.[0])} data-testid="import-machine-file" />
        </label>
      </div>
      {unreadable !== null && (
        <p role="alert" className="import-machine-error">
          {w.unreadable(unreadable)}
        </p>
      )}
      {result && !result.ok && (
        <div role="alert" className="import-machine-error" data-testid="import-machine-error">
          <p>
            {w.refused}
            {w.coreSays}
          </p>
          <p lang="en">{result.error}</p>
        </div>
      )}
      {m && (
        <div data-testid="import-machine-summary">
          <p>
            {w.summary({
              label: m.label,
              name: m.name,
              cores: Number(m.knobs.cores),
              ghz: Number(m.knobs.cpu_ghz),
              cls: String(m.knobs.cpu_class),
              p50: m.device.fsync_us,
              p99: m.device.fsync_p99_us,
              mbps: m.device.mbps,
            })}
            {m.cpu_scale !== 1 ? ` ${w.fitted(m.cpu_scale)}` : ''}
          </p>
          <button type="button" onClick={apply} data-testid="import-machine-apply">
            {w.apply}
          </button>
          {applied && <p className="hint">{w.applied(m.name)}</p>}
        </div>
      )}
    </section>
  );
}
