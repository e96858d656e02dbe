// Many crashes: the run crashed at N instants in the worker (chunked,
// cancellable, with progress), then the loss distribution per crash kind
// as a table and a small plot. Sweeps of other settings stay beside it.
import { useEffect, useId, useState } from 'react';
import { useLab, useLabContext } from '../ui/lab-context';
import type { CrashSweepEvent } from '../controller/lab-controller';
import { fmt, useCrashWords, type SweepWords } from './crash-i18n';
import type { CrashKind } from './crash-result';
import {
  keepSweep,
  LOSS_CLASSES,
  parseSweep,
  plotPoints,
  primaryRows,
  readSweepCount,
  replicaRows,
  settingLabel,
  SWEEP_DEFAULT,
  SWEEP_MAX,
  SWEEP_MIN,
  useSweep,
  type KeptSweep,
} from './crash-sweep';

const KIND_COLOURS: Record<CrashKind, string> = { mysqld: 'var(--crash-engine)', os: 'var(--crash-lost)', power: 'var(--crash-binlog)' };

function SweepPlot({ k, w, n }: { k: KeptSweep; w: SweepWords; n: (x: number) => string }) {
  const pts = plotPoints(k.result);
  const maxBad = Math.max(1, ...pts.map((p) => p.bad));
  const W = 300;
  const H = 90;
  const left = 34;
  const bottom = 16;
  const x = (s: number) => left + (s / Math.max(k.durationS, 1e-9)) * (W - left - 4);
  const y = (v: number) => H - bottom - (v / maxBad) * (H - bottom - 6);
  const replica = k.result.target === 'replica';
  return (
    <figure className="sweep-plot">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={w.plotLabel(k.setting)} data-testid="sweep-plot">
        <line x1={left} y1={H - bottom} x2={W - 2} y2={H - bottom} className="sweep-axis" />
        <line x1={left} y1={4} x2={left} y2={H - bottom} className="sweep-axis" />
        <text x={left - 3} y={y(maxBad) + 3} textAnchor="end" className="sweep-tick">
          {n(maxBad)}
        </text>
        <text x={left - 3} y={H - bottom} textAnchor="end" className="sweep-tick">
          0
        </text>
        <text x={W - 2} y={H - 3} textAnchor="end" className="sweep-tick">
          {`${k.durationS} s`}
        </text>
        <text x={left} y={H - 3} className="sweep-tick">
          {w.plotX}
        </text>
        {/* A power cut often loses what an OS crash loses: its ring leaves the OS crash's dot visible inside. */}
        {pts.map((p, i) =>
          p.kind === 'power' ? (
            <circle key={i} cx={x(p.atS)} cy={y(p.bad)} r={3.6} fill="none" stroke={KIND_COLOURS[p.kind]} strokeWidth={1.2} data-kind={p.kind} />
          ) : (
            <circle key={i} cx={x(p.atS)} cy={y(p.bad)} r={2.2} fill={KIND_COLOURS[p.kind]} data-kind={p.kind} />
          ),
        )}
      </svg>
      <figcaption>
        {replica ? w.plotYReplica : w.plotY}:{' '}
        {k.result.kinds.map((kind) => (
          <span key={kind} className="sweep-key">
            <span className="crash-swatch" style={kind === 'power' ? { border: `2px solid ${KIND_COLOURS[kind]}`, borderRadius: '50%' } : { background: KIND_COLOURS[kind], borderRadius: '50%' }} />
            {w.kindShort[kind]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function SweepTable({ k, w, n }: { k: KeptSweep; w: SweepWords; n: (x: number) => string }) {
  const r = k.result;
  if (r.target === 'replica') {
    return (
      <table className="sweep-table" data-testid="sweep-table" data-setting={k.setting} data-target="replica">
        <thead>
          <tr>
            <th scope="col">{w.kind}</th>
            <th scope="col">{w.clean}</th>
            <th scope="col">{w.reapply}</th>
            <th scope="col">{w.skip}</th>
            <th scope="col">{w.broken}</th>
          </tr>
        </thead>
        <tbody>
          {replicaRows(r).map((row) => (
            <tr key={row.kind} data-kind={row.kind}>
              <th scope="row">{w.kindShort[row.kind]}</th>
              <td data-col="clean">{`${n(row.clean)} / ${n(row.crashes)}`}</td>
              <td data-col="reapply" className={row.reapply > 0 ? 'bad' : undefined}>{`${n(row.reapply)} / ${n(row.crashes)}`}</td>
              <td data-col="skip" className={row.skip > 0 ? 'bad' : undefined}>{`${n(row.skip)} / ${n(row.crashes)}`}</td>
              <td data-col="broken">{`${n(row.relay_log_broken)} / ${n(row.crashes)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const hasReplica = primaryRows(r).some((row) => row.replicaAhead > 0);
  return (
    <table className="sweep-table" data-testid="sweep-table" data-setting={k.setting} data-target="primary">
      <thead>
        <tr>
          <th scope="col">{w.kind}</th>
          <th scope="col">{w.losing}</th>
          {LOSS_CLASSES.map((c) => (
            <th key={c} scope="col">
              {w.cls[c]}
            </th>
          ))}
          {hasReplica && <th scope="col">{w.replicaAhead}</th>}
        </tr>
      </thead>
      <tbody>
        {primaryRows(r).map((row) => (
          <tr key={row.kind} data-kind={row.kind}>
            <th scope="row">{w.kindShort[row.kind]}</th>
            <td data-col="losing" className={row.losing > 0 ? 'bad' : undefined}>{`${n(row.losing)} / ${n(row.crashes)}`}</td>
            {LOSS_CLASSES.map((c) => (
              <td key={c} data-col={c} className={row.max[c] > 0 ? 'bad' : undefined}>
                {w.meanMax(n(row.mean[c]), n(row.max[c]))}
              </td>
            ))}
            {hasReplica && <td data-col="replica_ahead">{`${n(row.replicaAhead)} / ${n(row.crashes)}`}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CrashSweepPanel() {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  const replicaOn = useLab((s) => s.currentKnobs()['replica'] === true);
  const { running, done, total, kept, set } = useSweep();
  const { w: words, lang } = useCrashWords();
  const w = words.sweep;
  const n = fmt(lang);
  const [text, setText] = useState(String(SWEEP_DEFAULT));
  const [target, setTarget] = useState<'primary' | 'replica'>('primary');
  const [note, setNote] = useState<'cancelled' | { failed: string } | null>(null);
  const countId = useId();
  const count = readSweepCount(text);
  const effectiveTarget = replicaOn ? target : 'primary';

  // Leaving the page (or the lab) stops a sweep under way.
  useEffect(() => () => {
    if (useSweep.getState().running) controller.cancelCrashSweep();
  }, [controller]);

  const start = () => {
    if (count === null || running) return;
    const s = store.getState();
    const setting = settingLabel(s.currentKnobs());
    const durationS = s.durationNs / 1e9;
    setNote(null);
    set({ running: true, done: 0, total: count });
    controller.startCrashSweep(count, effectiveTarget, (e: CrashSweepEvent) => {
      if (e.state === 'progress') set({ done: e.done, total: e.total });
      else if (e.state === 'cancelled') {
        set({ running: false });
        setNote('cancelled');
      } else if (e.state === 'error') {
        set({ running: false });
        setNote({ failed: e.message ?? '' });
      } else {
        try {
          const result = parseSweep(e.json ?? '');
          set({ running: false, done: e.done, kept: keepSweep(useSweep.getState().kept, { id: Date.now(), setting, durationS, result }) });
        } catch (err) {
          set({ running: false });
          setNote({ failed: err instanceof Error ? err.message : String(err) });
        }
      }
    });
  };

  return (
    <div className="crash-sweep" data-testid="crash-sweep">
      <h4>{w.title}</h4>
      <p className="crash-intro">{w.intro}</p>
      <div className="crash-buttons">
        <label htmlFor={countId}>{w.count}</label>
        <input
          id={countId}
          type="text"
          inputMode="numeric"
          size={4}
          value={text}
          aria-invalid={count === null}
          aria-describedby={`${countId}-help`}
          data-testid="sweep-count"
          onChange={(e) => setText(e.target.value)}
        />
        <span id={`${countId}-help`} className="crash-note">
          {count === null ? <span role="alert">{w.badCount(text, SWEEP_MIN, SWEEP_MAX)}</span> : w.countHelp}
        </span>
        {replicaOn && (
          <label>
            {w.target}{' '}
            <select value={target} onChange={(e) => setTarget(e.target.value as 'primary' | 'replica')} data-testid="sweep-target">
              <option value="primary">{w.targetPrimary}</option>
              <option value="replica">{w.targetReplica}</option>
            </select>
          </label>
        )}
        {running ? (
          <button type="button" data-testid="sweep-cancel" onClick={() => controller.cancelCrashSweep()}>
            {w.cancel}
          </button>
        ) : (
          <button type="button" data-testid="sweep-run" disabled={load !== 'ready' || count === null} onClick={start}>
            {w.run}
          </button>
        )}
      </div>
      {running && (
        <div className="sweep-progress">
          <progress max={Math.max(1, total)} value={done} data-testid="sweep-progress" aria-label={w.progress(done, total)} />
          <span role="status">{w.progress(done, total)}</span>
        </div>
      )}
      {note === 'cancelled' && <p role="status" className="crash-note">{w.cancelled}</p>}
      {note !== null && note !== 'cancelled' && <p role="alert" className="crash-note bad">{w.failed(note.failed)}</p>}
      {kept.map((k) => (
        <section key={k.id} className="sweep-result" data-testid="sweep-result" aria-label={k.setting}>
          <p className="sweep-setting">
            <strong>{k.setting}</strong> · {k.result.target === 'replica' ? w.targetReplica : w.targetPrimary}
          </p>
          {/* Focusable: a narrow screen scrolls the table sideways by keyboard too. */}
          <div className="sweep-table-wrap" tabIndex={0} role="region" aria-label={`${w.title}: ${k.setting}`}>
            <SweepTable k={k} w={w} n={n} />
          </div>
          <p className="crash-note">{w.caption(k.result.instants, String(k.durationS))}</p>
          <SweepPlot k={k} w={w} n={n} />
        </section>
      ))}
      {kept.length > 0 && !running && (
        <button type="button" className="link-button" onClick={() => set({ kept: [] })}>
          {w.clear}
        </button>
      )}
    </div>
  );
}
