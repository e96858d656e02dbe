// "Compare with your server": the scenario's recipe for a real MySQL or
// MariaDB (copy button), and the way back in: paste or drop sysbench
// output, server settings, status snapshots or a measured run file. The
// measured run is drawn beside the model's with the gap per metric.
import { useMemo, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { copyText, useCopiedFlag } from '../ui/copy-text';
import { useLab, useLabContext } from '../ui/lab-context';
import { useLang } from '../lang/lang-store';
import { initialKnobs, SCENARIO_LIMITS } from '../model/scenario';
import { fieldIndex } from '../model/schema';
import { formatSI } from '../viz/format';
import { gapRows } from './lab-gap';
import { MeasuredChart } from './MeasuredChart';
import { measuredStore, useMeasured } from './measured-store';
import type { PasteResult } from './paste-reader';
import { loadMeasured, PASTED, type LoadOutcome } from './measured-load';
import { MEASURED_KEY, measuredLinkStore, measuredRefText, useMeasuredLink, type MeasuredRef } from '../ui/measured-link';
import { OPEN_COMPARE_HASH } from '../ui/compare-route';
import type { Said } from './reader-words.js';
import { buildRecipe, RECIPE_WORDS, recipeText } from './recipe.js';
import { scenarioOfRunOnItsMachine } from './measured-scenario';
import { defaultMachineChecker } from '../controller/machine-file-checker';
import { SERVER_FAMILIES, type ServerFamily } from './server-settings.js';
import { pasteErrorText, useYourServerT, type YourServerStrings } from './yourserver-i18n';
import './yourserver.css';

/**
 * The recipe for the scenario of the store in context: the lab's, or one
 * side's in A/B (compare/SidePane.tsx). `testId` prefixes its test ids.
 */
export function ScenarioRecipe({ testId = 'recipe', heading = true }: { testId?: string; heading?: boolean }) {
  const t = useYourServerT();
  const lang = useLang();
  const schema = useLab((s) => s.schema);
  const scenario = useLab((s) => s.scenario);
  const [family, setFamily] = useState<ServerFamily>('mysql80');
  const [copied, flash] = useCopiedFlag();
  const [refused, setRefused] = useState(false);
  const text = useMemo(() => {
    if (!schema) return '';
    const knobs = initialKnobs(schema, scenario);
    const recipe = buildRecipe({ knobs, duration_s: scenario.durationS, report_interval_s: scenario.reportIntervalS }, family, schema.knobs, {
      label: scenario.preset ? `Commit Pipeline Lab, preset ${scenario.preset}` : undefined,
      lang,
    });
    return recipeText(recipe, RECIPE_WORDS[lang]);
  }, [schema, scenario, family, lang]);
  return (
    <div className="yourserver-recipe">
      {heading && <h3>{t.recipeHeading}</h3>}
      <div className="yourserver-row">
        <label>
          {t.server}{' '}
          <select value={family} onChange={(e) => setFamily(e.target.value as ServerFamily)} data-testid={`${testId}-server`}>
            {(Object.keys(SERVER_FAMILIES) as ServerFamily[]).map((f) => (
              <option key={f} value={f}>
                {SERVER_FAMILIES[f].label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-testid={`${testId}-copy`}
          onClick={async () => {
            const ok = await copyText(text);
            setRefused(!ok);
            if (ok) flash();
          }}
        >
          {copied ? t.copied : t.copy}
        </button>
      </div>
      {refused && <p className="yourserver-error">{t.copyRefused}</p>}
      <pre className="yourserver-recipe-text" data-testid={`${testId}-text`} tabIndex={0}>
        {text}
      </pre>
    </div>
  );
}

function Dropped({ t, lines }: { t: YourServerStrings; lines: Array<{ line: number; text: string; expected: Said }> }) {
  if (!lines.length) return null;
  return (
    <details className="yourserver-dropped" data-testid="paste-dropped">
      <summary>{t.dropped(lines.length)}</summary>
      <ul>
        {lines.slice(0, 200).map((d) => (
          <li key={d.line}>{t.droppedLine(d.line, d.text, t.pick(d.expected))}</li>
        ))}
      </ul>
    </details>
  );
}

function PasteSummary({ result }: { result: PasteResult }) {
  const t = useYourServerT();
  const { store } = useLabContext();
  if (result.kind === 'error') return <p className="yourserver-error" role="alert" data-testid="paste-error">{pasteErrorText(t, result.error)}</p>;
  const parts: ReactElement[] = [];
  if (result.kind === 'sysbench' || result.kind === 'run-file') {
    const log = result.log;
    parts.push(
      <p key="log">
        {t.readSysbench(log.intervals.length, log.final !== null, log.format ?? 'sysbench')}
      </p>,
      <Dropped key="dropped" t={t} lines={log.dropped} />,
    );
  }
  const status = result.kind === 'status' || result.kind === 'run-file' ? result.status : null;
  if (status?.seconds) {
    parts.push(<p key="status">{t.readStatus(status.seconds)}</p>);
    if (status.notes.length) parts.push(<p key="notes" className="yourserver-note">{t.statusNotes} {status.notes.map(t.pick).join(' ')}</p>);
  }
  const variables = result.kind === 'variables' || result.kind === 'run-file' ? result.variables : null;
  if (variables) {
    parts.push(
      <div key="vars" data-testid="paste-variables">
        <p>{t.readVariables(variables.applied.length, variables.ignored.length, variables.refused.length)}</p>
        {variables.applied.length > 0 && (
          <details open={result.kind === 'variables'}>
            <summary>{t.appliedHeading}</summary>
            <ul>
              {variables.applied.map((a) => (
                <li key={`${a.line}-${a.variable}`}>
                  {a.variable} = {a.value} → {a.knob} = {String(a.knobValue)}
                </li>
              ))}
            </ul>
            {result.kind === 'variables' && (
              <button
                type="button"
                onClick={() => {
                  for (const a of variables.applied) store.getState().setInitialKnob(a.knob, a.knobValue);
                }}
              >
                {t.applyKnobs}
              </button>
            )}
          </details>
        )}
        {variables.refused.length > 0 && (
          <details open>
            <summary>{t.refusedHeading(variables.refused.length)}</summary>
            <ul>
              {variables.refused.map((r) => (
                <li key={`${r.line}-${r.variable}`}>{t.pick(r.message)}</li>
              ))}
            </ul>
          </details>
        )}
        {variables.ignored.length > 0 && (
          <details>
            <summary>{t.ignoredHeading(variables.ignored.length)}</summary>
            <ul>
              {variables.ignored.map((r) => (
                <li key={`${r.line}-${r.variable}`}>
                  {r.variable} = {r.value}: {t.pick(r.reason)}
                </li>
              ))}
            </ul>
          </details>
        )}
        <Dropped t={t} lines={variables.dropped} />
      </div>,
    );
  }
  return <div data-testid="paste-summary">{parts}</div>;
}

function GapTable() {
  const t = useYourServerT();
  const schema = useLab((s) => s.schema);
  useLab((s) => s.resultsVersion); // re-read the rows as the model runs
  const rows = useLab((s) => s.rows);
  const log = useMeasured((s) => s.log);
  const status = useMeasured((s) => s.status);
  if (!schema || (!log && !status)) return null;
  const gaps = gapRows(rows, fieldIndex(schema), log, status).filter((g) => g.measured !== null);
  const fmt = (v: number | null) => (v === null ? '–' : formatSI(v, 3));
  return (
    <table className="yourserver-gap" data-testid="measured-gap">
      <caption>{t.gapHeading}</caption>
      <thead>
        <tr>
          {t.gapCols.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {gaps.map((g) => (
          <tr key={g.key} data-metric={g.key}>
            <th scope="row">{t.metric[g.key]}</th>
            <td>{fmt(g.model)}</td>
            <td>{fmt(g.measured)}</td>
            <td>{g.gapPct === null ? '–' : `${g.gapPct >= 0 ? '+' : ''}${g.gapPct.toFixed(0)}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The run a link names by reference: asked for again, by its file name and fingerprint. */
function LinkWants({ onFile }: { onFile: (file: File) => void }) {
  const t = useYourServerT();
  const wanted = useMeasuredLink((s) => s.wanted);
  const fileRef = useRef<HTMLInputElement>(null);
  if (!wanted) return null;
  const name = wanted.name === PASTED ? t.pasted : wanted.name;
  return (
    <div className="yourserver-wanted" role="status" data-testid="measured-wanted">
      <p>{wanted.name === PASTED ? t.linkWantsPasted(wanted.fp) : t.linkWants(name, wanted.fp)}</p>
      <div className="yourserver-row">
        <button type="button" data-testid="measured-wanted-choose" onClick={() => fileRef.current?.click()}>
          {t.chooseWanted(name)}
        </button>
        <button type="button" data-testid="measured-wanted-forget" onClick={() => measuredLinkStore.getState().setWanted(null)}>
          {t.forgetWanted}
        </button>
        <input
          ref={fileRef}
          type="file"
          hidden
          data-testid="measured-wanted-file"
          accept=".json,.txt,.log,text/plain,application/json"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}

/** A run that is not the one the link named: said, not drawn unless the reader asks. */
export function Mismatch({ mismatch, onForce }: { mismatch: NonNullable<LoadOutcome['mismatch']>; onForce: () => void }) {
  const t = useYourServerT();
  const name = (r: MeasuredRef) => (r.name === PASTED ? t.pasted : r.name);
  return (
    <div className="yourserver-error" role="alert" data-testid="measured-mismatch">
      <p>{t.notTheLinkedRun(name(mismatch.got), mismatch.got.fp, name(mismatch.wanted), mismatch.wanted.fp)}</p>
      <button type="button" data-testid="measured-mismatch-force" onClick={onForce}>
        {t.drawAnyway}
      </button>
    </div>
  );
}

/** Sets the lab to the run file's scenario (on its machine file when it has one), so the model beside it runs what was measured. */
function RunSettingsButton() {
  const t = useYourServerT();
  const { store, controller } = useLabContext();
  const run = useMeasured((s) => s.run);
  const [note, setNote] = useState<string | null>(null);
  if (!run) return null;
  return (
    <div className="yourserver-row">
      <button
        type="button"
        data-testid="measured-run-settings"
        onClick={async () => {
          const s = store.getState();
          if (!s.schema) return;
          const r = await scenarioOfRunOnItsMachine(s.schema, run, s.scenario, defaultMachineChecker());
          // The run's length, so the model covers the seconds that were measured.
          const d = run.scenario.duration_s;
          const { min, max } = SCENARIO_LIMITS.durationS;
          s.setScenario(typeof d === 'number' && d >= min && d <= max ? { ...r.scenario, durationS: d, reportIntervalS: Math.min(r.scenario.reportIntervalS, d) } : r.scenario);
          controller.configure();
          setNote(t.runSettingsDone(Object.keys(r.scenario.overrides).length, r.scenario.machine, Boolean(r.scenario.machineFile), r.skipped, r.machineRefused));
        }}
      >
        {t.runSettings}
      </button>
      {note && (
        <span className="yourserver-note" role="status" data-testid="measured-run-settings-note">
          {note}
        </span>
      )}
    </div>
  );
}

export function YourServerPanel() {
  const t = useYourServerT();
  const schema = useLab((s) => s.schema);
  const source = useMeasured((s) => s.source);
  const ref = useMeasured((s) => s.ref);
  const hasLog = useMeasured((s) => s.log !== null);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<{ out: LoadOutcome; text: string; name: string | null } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const read = (value: string, name: string | null, force = false) => {
    if (!schema) return;
    setOutcome({ out: loadMeasured(value, name, schema.knobs, force), text: value, name });
  };
  const readFile = async (file: File) => {
    const value = await file.text();
    setText(value); // what was dropped stays in the box, never lost
    read(value, file.name);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const file = e.dataTransfer.files[0];
    if (file) void readFile(file);
  };

  return (
    <section className="panel yourserver-panel" aria-labelledby="yourserver-title" data-testid="yourserver-panel">
      <h2 id="yourserver-title">{t.title}</h2>
      <p className="yourserver-intro">{t.intro}</p>
      <ScenarioRecipe />
      <div className="yourserver-import" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <h3>{t.importHeading}</h3>
        <LinkWants onFile={(f) => void readFile(f)} />
        <label htmlFor="yourserver-paste">{t.pasteLabel}</label>
        <textarea id="yourserver-paste" data-testid="paste-box" rows={6} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        <div className="yourserver-row">
          <button type="button" data-testid="paste-read" onClick={() => read(text, null)}>
            {t.read}
          </button>
          <button type="button" onClick={() => fileRef.current?.click()}>
            {t.chooseFile}
          </button>
          <input
            ref={fileRef}
            type="file"
            hidden
            data-testid="paste-file"
            accept=".json,.txt,.log,.cnf,.tsv,text/plain,application/json"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void readFile(f);
              e.target.value = '';
            }}
          />
          {source && (
            <button
              type="button"
              onClick={() => {
                measuredStore.getState().clear();
                setOutcome(null);
              }}
            >
              {t.remove}
            </button>
          )}
        </div>
        <p className="yourserver-note">{t.measureHint}</p>
        {outcome?.out.mismatch && <Mismatch mismatch={outcome.out.mismatch} onForce={() => read(outcome.text, outcome.name, true)} />}
        {outcome && !outcome.out.mismatch && <PasteSummary result={outcome.out.result} />}
      </div>
      {source && (
        <p className="yourserver-source" data-testid="measured-source">
          {t.source(source === PASTED ? t.pasted : source)}
          {ref ? ` ${t.fingerprint(ref.fp)}` : ''}
        </p>
      )}
      {hasLog && (
        <>
          <p className="yourserver-note">
            <a href={`${OPEN_COMPARE_HASH}&b.${MEASURED_KEY}=${encodeURIComponent(ref ? measuredRefText(ref) : '')}`} data-testid="measured-open-compare" hidden={!ref}>
              {t.openInCompare}
            </a>
          </p>
          <RunSettingsButton />
          <MeasuredChart metric="tps" />
          <MeasuredChart metric="p95" />
        </>
      )}
      <GapTable />
    </section>
  );
}
