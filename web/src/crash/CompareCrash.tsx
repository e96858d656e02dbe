// The A/B comparison's crash: both sides crash at the same instant (the
// lockstep pair shares one clock) and their recoveries and ledgers stand
// side by side; with a replica on either side, both replicas crash
// together too. Keys as in the lab: c, Shift+C, v.
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useLab, useLabContext } from '../ui/lab-context';
import { captureMoment } from '../app/moment';
import { ownsKeys } from '../app/shortcuts';
import { inEachLang } from '../lang/local-text';
import type { LabStore } from '../store/lab-store';
import { PrimaryView, ReplicaView } from './CrashPanel';
import { CRASH_WORDS, fmt, useCrashWords } from './crash-i18n';
import { parseCrash, type CrashKind, type CrashOutcome, type CrashTarget } from './crash-result';
import './crash.css';

const hasReplica = (s: ReturnType<LabStore['getState']>) => s.currentKnobs()['replica'] === true && s.currentKnobs()['log_bin'] !== false;

export function CompareCrash({ sides }: { sides: Record<'a' | 'b', LabStore> }) {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  const { w, lang } = useCrashWords();
  const n = fmt(lang);
  const replicaA = useStore(sides.a, hasReplica);
  const replicaB = useStore(sides.b, hasReplica);
  const anyReplica = replicaA || replicaB;
  const [pair, setPair] = useState<{ a: CrashOutcome | null; b: CrashOutcome | null; target: CrashTarget } | null>(null);
  const [working, setWorking] = useState(false);
  const busy = useRef(false);

  const crash = async (kind: CrashKind, target: CrashTarget = 'primary') => {
    if (busy.current || store.getState().load !== 'ready') return;
    busy.current = true;
    setWorking(true);
    try {
      await captureMoment(store, controller);
      const { json } = await controller.requestCrash(kind, target);
      const v = JSON.parse(json) as { a: unknown; b: unknown };
      // A side without a replica has nothing to crash: said on that side.
      const side = (x: unknown) => {
        const c = parseCrash(JSON.stringify(x));
        return target === 'replica' && !c.replica_restart ? null : c;
      };
      setPair({ a: side(v.a), b: side(v.b), target });
      store.getState().clearTopic('crash');
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      store.getState().pushMessage('error', inEachLang((l) => CRASH_WORDS[l].failed(why)), 'crash');
    }
    busy.current = false;
    setWorking(false);
  };
  const crashRef = useRef(crash);
  crashRef.current = crash;
  const replicaRef = useRef(anyReplica);
  replicaRef.current = anyReplica;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || ownsKeys(e.target, e.key)) return;
      if (e.key === 'c') void crashRef.current('mysqld');
      else if (e.key === 'C') void crashRef.current('power');
      else if (e.key === 'v' && replicaRef.current) void crashRef.current('os', 'replica');
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A new run (play, reset, another pair) leaves the crash behind.
  useEffect(() => store.subscribe((s, prev) => {
    if (s.status === 'playing' && prev.status !== 'playing') setPair(null);
  }), [store]);

  return (
    <section className="panel crash-panel" aria-labelledby="compare-crash-title" data-testid="compare-crash">
      <h3 id="compare-crash-title">{w.title}</h3>
      <p className="crash-intro">{w.intro}</p>
      <div className="crash-buttons">
        <button type="button" data-testid="compare-crash-mysqld" disabled={load !== 'ready' || working} onClick={() => void crash('mysqld')}>
          {w.crashMysqld}
        </button>
        <button type="button" data-testid="compare-crash-os" disabled={load !== 'ready' || working} onClick={() => void crash('power')}>
          {w.crashOs}
        </button>
        {anyReplica && (
          <button type="button" data-testid="compare-crash-replica" disabled={load !== 'ready' || working} onClick={() => void crash('os', 'replica')}>
            {w.crashReplicas}
          </button>
        )}
        {working && <span role="status">{w.working}</span>}
      </div>
      <p className="crash-keys">{anyReplica ? w.keys : w.keysNoReplica}</p>
      {pair && (
        <div className="crash-pair">
          {(['a', 'b'] as const).map((side) => {
            const c = pair[side];
            if (!c)
              return (
                <div key={side} className="crash-result" data-testid={`compare-crash-${side}`} data-target={pair.target} data-none>
                  <p className="crash-headline">
                    <strong>{side.toUpperCase()}</strong> · {w.noReplicaSide}
                  </p>
                </div>
              );
            return (
              <div key={side} className="crash-result" data-testid={`compare-crash-${side}`} data-kind={c.kind} data-at-ns={c.at_ns} data-target={c.target}>
                <p className="crash-headline">
                  <strong>{side.toUpperCase()}</strong> · {w.kind[c.kind === 'power' && !c.volatile_cache ? 'os' : c.kind]} {w.at((c.at_ns / 1e9).toFixed(6))}
                  {c.target === 'replica' ? `, ${w.onReplica}` : ''}
                </p>
                {c.target === 'replica' ? <ReplicaView c={c} w={w} n={n} /> : <PrimaryView c={c} w={w} n={n} />}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
