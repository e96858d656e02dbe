// The crash lab under the animation: buttons (and keys) that crash the run
// where it is, then the frozen state of the logs, the recovery steps and
// the ledger as a table and a small chart.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { copyText } from '../ui/copy-text';
import { useLab, useLabContext } from '../ui/lab-context';
import { momentHashPart } from '../app/moment';
import { ownsKeys } from '../app/shortcuts';
import { stateHash } from '../app/url-sync';
import { asWritten } from '../lang/local-text';
import { crashNow, startCrashLink, useCrash } from './crash-actions';
import { fmt, useCrashWords, type CrashWords } from './crash-i18n';
import { crashField, ledgerRows, type CrashOutcome } from './crash-result';
import { CrashSweepPanel } from './CrashSweepPanel';
import './crash.css';

const CLASS_COLOURS = { ok: 'var(--crash-ok)', lost: 'var(--crash-lost)', engine_only: 'var(--crash-engine)', binlog_only: 'var(--crash-binlog)' };

/** One log at the crash: its durable part, then what only the page cache or the process held. */
function LogBar({ label, parts }: { label: string; parts: Array<{ name: string; bytes: number; cls: string }> }) {
  const shown = parts.filter((p) => p.bytes > 0);
  const total = shown.reduce((a, p) => a + p.bytes, 0) || 1;
  return (
    <div className="crash-log">
      <span className="crash-log-name">{label}</span>
      <div className="crash-log-bar" role="img" aria-label={`${label}: ${shown.map((p) => p.name).join(', ')}`}>
        {shown.map((p) => (
          <span key={p.name} className={`crash-seg ${p.cls}`} style={{ flexGrow: Math.max(p.bytes / total, 0.04) }} title={p.name} />
        ))}
      </div>
      <span className="crash-log-legend">{shown.map((p) => p.name).join(' · ')}</span>
    </div>
  );
}

/** The recovery steps in the server's order, worded. */
export function recoverySteps(c: CrashOutcome, w: CrashWords, n: (x: number) => string): string[] {
  const r = c.recovery!;
  const steps = [w.stepRedo(n(r.redo_durable_lsn), n(r.redo_end_lsn - r.redo_durable_lsn))];
  if (r.rules === 'redo_only') return [...steps, w.stepRedoOnly];
  if (r.rules === 'xa_binlog_from_redo') steps.push(w.stepBinlogFromRedo);
  steps.push(w.stepBinlog(r.binlog_file, n(r.binlog_valid_end), n(r.last_gtid_in_binlog), n(Math.max(0, r.binlog_durable - r.binlog_valid_end))));
  steps.push(w.stepXa(n(r.prepared_committed), n(r.prepared_rolled_back)));
  steps.push(w.stepNewFile(r.new_binlog_file));
  return steps;
}

/** upTo: recovery steps shown so far (stepping through); the ledger comes after the last. */
export function PrimaryView({ c, w, n, upTo }: { c: CrashOutcome; w: CrashWords; n: (x: number) => string; upTo?: number }) {
  const r = c.recovery!;
  const steps = recoverySteps(c, w, n);
  const l = c.ledger!;
  const rows = ledgerRows(l);
  const total = Math.max(1, rows.reduce((a, x) => a + x.n, 0));
  const redoWindow = Math.max(1, r.redo_end_lsn - r.redo_durable_lsn);
  const binlogOff = r.rules === 'redo_only';
  return (
    <>
      <h4>{w.frozen}</h4>
      <LogBar
        label={w.redo}
        parts={[
          { name: `${w.durable}: LSN ${n(r.redo_durable_lsn)}`, bytes: redoWindow, cls: 'durable' },
          { name: `${w.pageCache}: ${w.bytes(n(r.redo_written_lsn - r.redo_durable_lsn))}`, bytes: r.redo_written_lsn - r.redo_durable_lsn, cls: 'cache' },
          { name: `${w.logBuffer}: ${w.bytes(n(r.redo_end_lsn - r.redo_written_lsn))}`, bytes: r.redo_end_lsn - r.redo_written_lsn, cls: 'buffer' },
        ]}
      />
      {!binlogOff && (
        <LogBar
          label={`${w.binlog} ${r.binlog_file}`}
          parts={[
            { name: `${w.durable}: ${w.bytes(n(r.binlog_valid_end - r.binlog_file_start))}`, bytes: r.binlog_valid_end - r.binlog_file_start, cls: 'durable' },
            { name: `${w.tornTail}: ${w.bytes(n(Math.max(0, r.binlog_durable - r.binlog_valid_end)))}`, bytes: Math.max(0, r.binlog_durable - r.binlog_valid_end), cls: 'torn' },
            { name: `${w.pageCache}: ${w.bytes(n(Math.max(0, r.binlog_written - Math.max(r.binlog_durable, r.binlog_valid_end))))}`, bytes: Math.max(0, r.binlog_written - Math.max(r.binlog_durable, r.binlog_valid_end)), cls: 'cache' },
          ]}
        />
      )}
      <h4>{w.steps}</h4>
      <ol className="crash-steps" data-testid="crash-steps">
        {steps.slice(0, upTo ?? steps.length).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      {upTo !== undefined && upTo <= steps.length ? null : (
        <>
      <h4>{w.ledger}</h4>
      <p>{w.acked(n(l.acknowledged))}</p>
      <table className="crash-ledger" data-testid="crash-ledger">
        <tbody>
          {rows.map((x) => (
            <tr key={x.cls} data-class={x.cls} className={x.n > 0 && x.cls !== 'ok' ? 'bad' : undefined}>
              <th scope="row">
                <span className="crash-swatch" style={{ background: CLASS_COLOURS[x.cls] }} />
                {w.cls[x.cls]}
              </th>
              <td>{n(x.n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <svg className="crash-chart" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={w.chartLabel}>
        {
          rows.reduce<{ x: number; els: ReactElement[] }>(
            (acc, row) => {
              const width = (row.n / total) * 100;
              acc.els.push(<rect key={row.cls} x={acc.x} y={0} width={width} height={8} fill={CLASS_COLOURS[row.cls]} />);
              acc.x += width;
              return acc;
            },
            { x: 0, els: [] },
          ).els
        }
      </svg>
      <p>{w.unacked(n(l.unacked_committed), n(l.unacked_binlog_only))}</p>
      {l.approximate > 0 && <p className="crash-note">{w.approximate(n(l.approximate))}</p>}
      {c.replica && (
        <>
          <p data-testid="crash-replica">{w.replicaVs(n(c.replica.received), n(c.replica.ahead), n(c.replica.behind))}</p>
          {c.replica.ahead > 0 && <p className="crash-note">{w.replicaAheadNote}</p>}
        </>
      )}
        </>
      )}
    </>
  );
}

export function ReplicaView({ c, w, n }: { c: CrashOutcome; w: CrashWords; n: (x: number) => string }) {
  const r = c.replica_restart;
  if (!r) return null;
  return (
    <>
      <h4>{w.frozen}</h4>
      <LogBar
        label={w.relay}
        parts={[
          { name: `${w.durable}: ${w.relayKept(n(r.relay_durable), n(r.received))}`, bytes: Math.max(1, r.relay_durable), cls: 'durable' },
          { name: w.pageCache, bytes: r.received - r.relay_durable, cls: 'cache' },
        ]}
      />
      <ul className="crash-steps">
        {w
          .restartLines({ received: n(r.received), kept: n(r.relay_durable), applied: n(r.applied), data: n(r.data_applied), applier: n(r.applier_position), receiver: n(r.receiver_position) })
          .map((line) => (
            <li key={line}>{line}</li>
          ))}
      </ul>
      <p className={r.outcome === 'clean' ? 'crash-verdict' : 'crash-verdict bad'} data-testid="crash-restart" data-outcome={r.outcome}>
        {w.restart[r.outcome]} {r.reapplied > 0 && w.reapplied(n(r.reapplied), r.error_code)} {r.skipped > 0 && w.skipped(n(r.skipped))}
      </p>
    </>
  );
}

export function CrashPanel() {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  const replicaOn = useLab((s) => s.currentKnobs()['replica'] === true);
  const { outcome, working, horizonNs, set, stepping } = useCrash();
  const setStepping = (s: number | undefined) => set({ stepping: s });
  const { w, lang } = useCrashWords();
  const n = fmt(lang);
  const [copied, setCopied] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startCrashLink(store, controller);
  }, [store, controller]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || ownsKeys(e.target, e.key)) return;
      if (e.key === 'c') void crashNow(store, controller, 'mysqld');
      else if (e.key === 'C') void crashNow(store, controller, 'power');
      else if (e.key === 'v' && store.getState().currentKnobs()['replica'] === true) void crashNow(store, controller, 'os', 'replica');
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store, controller]);

  // A new run (another scenario, a reset, play) leaves the crash behind.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        const c = useCrash.getState().outcome;
        if (c && (s.scenario !== prev.scenario || s.status === 'playing' || (s.nowNs !== c.at_ns && s.status !== 'searching'))) set({ outcome: null });
      }),
    [store, set],
  );

  const copyLink = async () => {
    if (!outcome) return;
    const link =
      location.href.split('#')[0] +
      stateHash(store.getState()) +
      momentHashPart(outcome.at_ns, Math.max(horizonNs, outcome.at_ns)) +
      '&' +
      crashField({ atNs: outcome.at_ns, kind: outcome.kind, target: outcome.target });
    if (await copyText(link)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } else {
      store.getState().pushMessage('info', asWritten(link), 'crash');
    }
  };

  const disabled = load !== 'ready' || working;
  return (
    <section className="panel crash-panel" aria-labelledby="crash-title" data-testid="crash-panel">
      <h3 id="crash-title">{w.title}</h3>
      <p className="crash-intro">{w.intro}</p>
      <div className="crash-buttons">
        <button type="button" data-testid="crash-mysqld" disabled={disabled} onClick={() => void crashNow(store, controller, 'mysqld')}>
          {w.crashMysqld}
        </button>
        <button type="button" data-testid="crash-os" disabled={disabled} onClick={() => void crashNow(store, controller, 'power')}>
          {w.crashOs}
        </button>
        {replicaOn && (
          <button type="button" data-testid="crash-replica" disabled={disabled} onClick={() => void crashNow(store, controller, 'os', 'replica')}>
            {w.crashReplica}
          </button>
        )}
        {working && <span role="status">{w.working}</span>}
      </div>
      <p className="crash-keys">{w.keys}</p>
      {outcome && (
        <div className="crash-result" data-testid="crash-result" data-kind={outcome.kind} data-at-ns={outcome.at_ns} aria-live="polite">
          <p className="crash-headline">
            {/* A power cut on a device that keeps what it acknowledged is an OS crash for the logs. */}
            <strong>{w.kind[outcome.kind === 'power' && !outcome.volatile_cache ? 'os' : outcome.kind]}</strong> {w.at((outcome.at_ns / 1e9).toFixed(6))}
            {outcome.target === 'replica' ? `, ${w.onReplica}` : ''}
          </p>
          {outcome.target === 'primary' ? <PrimaryView c={outcome} w={w} n={n} upTo={stepping} /> : <ReplicaView c={outcome} w={w} n={n} />}
          <div className="crash-buttons">
            {outcome.target === 'primary' &&
              (stepping === undefined ? (
                <button type="button" className="link-button" data-testid="crash-step-through" onClick={() => setStepping(1)}>
                  {w.stepThrough}
                </button>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  data-testid="crash-next-step"
                  onClick={() => setStepping(stepping + 1 > recoverySteps(outcome, w, n).length ? undefined : stepping + 1)}
                >
                  {w.nextStep}
                </button>
              ))}
            <button type="button" className="link-button" data-testid="crash-copy-link" onClick={() => void copyLink()}>
              {copied ? w.linkCopied : w.copyLink}
            </button>
            <button type="button" className="link-button" onClick={() => set({ outcome: null })}>
              {w.close}
            </button>
          </div>
        </div>
      )}
      <CrashSweepPanel />
    </section>
  );
}
