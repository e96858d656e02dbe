// B as a measured run in the A/B comparison: the way in (a run file or
// sysbench output, or the run the lab already shows), the pane that stands
// for B while it is measured (what it is, where its figures come from), and
// the request for the file when a link names the run by reference.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useLab } from '../ui/lab-context';
import { useMeasuredLink, type MeasuredRef } from '../ui/measured-link';
import { loadMeasured, PASTED, type LoadOutcome } from '../yourserver/measured-load';
import { measuredStore, useMeasured } from '../yourserver/measured-store';
import { scenarioOfRunOnItsMachine } from '../yourserver/measured-scenario';
import { defaultMachineChecker } from '../controller/machine-file-checker';
import { Mismatch } from '../yourserver/YourServerPanel';
import { pasteErrorText, useYourServerT } from '../yourserver/yourserver-i18n';
import type { CompareSession } from './compare-session';
import { measuredFields, measuredLengthS } from './measured-rows';
import { useMeasuredSideWords } from './measured-side-words';

/** Reads a chosen file into the measured store and makes it B (`force`: it replaces whatever a link asked for). */
function useReadIntoB(session: CompareSession) {
  const schema = useLab((s) => s.schema);
  const [outcome, setOutcome] = useState<{ out: LoadOutcome; text: string; name: string } | null>(null);
  const read = (text: string, name: string, force: boolean) => {
    if (!schema) return;
    const out = loadMeasured(text, name, schema.knobs, force);
    setOutcome({ out, text, name });
    const m = measuredStore.getState();
    if (out.ref && m.log) session.setMeasuredB(out.ref, measuredLengthS(measuredFields({ log: m.log, status: m.status, variables: m.variables })));
  };
  const readFile = async (file: File, force: boolean) => read(await file.text(), file.name, force);
  return { outcome, read, readFile };
}

function FileButton({ label, testId, onFile }: { label: string; testId: string; onFile: (f: File) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" data-testid={`${testId}-button`} onClick={() => ref.current?.click()}>
        {label}
      </button>
      <input
        ref={ref}
        type="file"
        hidden
        data-testid={testId}
        accept=".json,.txt,.log,text/plain,application/json"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onFile(f);
          e.target.value = '';
        }}
      />
    </>
  );
}

function Refusal({ outcome }: { outcome: { out: LoadOutcome } | null }) {
  const t = useYourServerT();
  const w = useMeasuredSideWords();
  const r = outcome?.out.result;
  if (!r || outcome.out.mismatch) return null;
  if (r.kind === 'error')
    return (
      <p className="yourserver-error" role="alert" data-testid="b-measured-error">
        {w.readError(pasteErrorText(t, r.error))}
      </p>
    );
  if (r.kind !== 'sysbench' && r.kind !== 'run-file')
    return (
      <p className="yourserver-error" role="alert" data-testid="b-measured-error">
        {w.readError(t.kind[r.kind])}
      </p>
    );
  return null;
}

/** In B's pane while B is the model: make it a measured run. */
export function MeasuredBChooser({ session }: { session: CompareSession }) {
  const w = useMeasuredSideWords();
  const t = useYourServerT();
  const shown = useMeasured((s) => (s.log ? s.ref : null));
  const { outcome, readFile } = useReadIntoB(session);
  const logLength = () => {
    const m = measuredStore.getState();
    return m.log ? measuredLengthS(measuredFields({ log: m.log, status: m.status, variables: m.variables })) : undefined;
  };
  return (
    <div className="compare-measured-choose">
      <div className="yourserver-row">
        {shown && (
          <button type="button" data-testid="b-measured-use" onClick={() => session.setMeasuredB(shown, logLength())}>
            {w.useShown(shown.name === PASTED ? t.pasted : shown.name)}
          </button>
        )}
        <FileButton label={w.chooseRun} testId="b-measured-file" onFile={(f) => void readFile(f, true)} />
      </div>
      <Refusal outcome={outcome} />
    </div>
  );
}

/** B's pane while B is a measured run. */
export function MeasuredSidePane({ session, bRef }: { session: CompareSession; bRef: MeasuredRef }) {
  const w = useMeasuredSideWords();
  const t = useYourServerT();
  const schema = useLab((s) => s.schema);
  const m = useMeasured((s) => s);
  const wanted = useMeasuredLink((s) => s.wanted);
  const { outcome, read, readFile } = useReadIntoB(session);
  const [aNote, setANote] = useState<string | null>(null);
  const here = m.ref?.fp === bRef.fp && m.log !== null;
  const fields = useMemo(() => (here && m.log ? measuredFields({ log: m.log, status: m.status, variables: m.variables }) : null), [here, m.log, m.status, m.variables]);
  const name = bRef.name === PASTED ? t.pasted : bRef.name;
  // Both sides run for the measured run's length (a link or the lab's button may not say it).
  const lengthS = fields ? measuredLengthS(fields) : 0;
  useEffect(() => {
    if (lengthS > 0) session.setMeasuredB(bRef, lengthS);
  }, [session, bRef, lengthS]);
  return (
    <section className="panel compare-pane compare-pane-b compare-pane-measured" aria-labelledby="pane-b-title" data-testid="pane-b" data-measured={here ? 'drawn' : 'wanted'}>
      <div className="pane-head">
        <h2 id="pane-b-title">
          <span className="side-badge side-badge-b">B</span> <span className="measured-badge" data-testid="pane-b-measured-badge">{w.badge}</span> {name}
        </h2>
        <span className="hint">{w.fingerprint(bRef.fp)}</span>
      </div>
      {here && fields ? (
        <>
          <p data-testid="pane-b-measured-what">
            {w.what(m.run?.server?.version ?? w.unknownServer, m.log!.intervals.length, String(m.log!.threads ?? m.log!.intervals[0]?.threads ?? '?'), measuredLengthS(fields))}
          </p>
          <p className="hint">{w.sources}</p>
        </>
      ) : (
        <div className="yourserver-wanted" role="status" data-testid="pane-b-wanted">
          <p>{bRef.name === PASTED ? w.wantsPasted(bRef.fp) : w.wants(name, bRef.fp)}</p>
          {bRef.name !== PASTED && <FileButton label={w.choose(name)} testId="b-wanted-file" onFile={(f) => void readFile(f, wanted?.fp !== bRef.fp)} />}
        </div>
      )}
      {outcome?.out.mismatch && <Mismatch mismatch={outcome.out.mismatch} onForce={() => read(outcome.text, outcome.name, true)} />}
      <Refusal outcome={outcome} />
      <div className="yourserver-row">
        {here && m.run && schema && (
          <button
            type="button"
            data-testid="pane-b-a-from-run"
            onClick={async () => {
              const r = await scenarioOfRunOnItsMachine(schema, m.run!, session.scenarios().a, defaultMachineChecker());
              session.load(r.scenario, r.scenario);
              session.setMeasuredB(bRef, measuredLengthS(fields!));
              const onMachine = r.scenario.machineFile ? w.onRunMachine(r.scenario.machine) : '';
              setANote(w.aFromRunDone(Object.keys(r.scenario.overrides).length, r.skipped, r.machineFileName, r.machineRefused) + onMachine);
            }}
          >
            {w.aFromRun}
          </button>
        )}
        <button type="button" data-testid="pane-b-back-to-model" onClick={() => session.setMeasuredB(null)}>
          {w.backToModel}
        </button>
      </div>
      {aNote && (
        <p className="hint" role="status" data-testid="pane-b-a-note">
          {aNote}
        </p>
      )}
    </section>
  );
}

export function useMeasuredB(session: CompareSession): MeasuredRef | null {
  return useStore(session.measuredB, (s) => s.ref);
}
