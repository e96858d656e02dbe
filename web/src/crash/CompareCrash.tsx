// The A/B comparison's crash: both sides crash at the same instant (the
// lockstep pair shares one clock) and their recoveries and ledgers stand
// side by side.
import { useState } from 'react';
import { useLab, useLabContext } from '../ui/lab-context';
import { captureMoment } from '../app/moment';
import { inEachLang } from '../lang/local-text';
import { PrimaryView } from './CrashPanel';
import { CRASH_WORDS, fmt, useCrashWords } from './crash-i18n';
import { parseCrash, type CrashKind, type CrashOutcome } from './crash-result';
import './crash.css';

export function CompareCrash() {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  const { w, lang } = useCrashWords();
  const n = fmt(lang);
  const [pair, setPair] = useState<{ a: CrashOutcome; b: CrashOutcome } | null>(null);
  const [working, setWorking] = useState(false);

  const crash = async (kind: CrashKind) => {
    setWorking(true);
    try {
      await captureMoment(store, controller);
      const { json } = await controller.requestCrash(kind, 'primary');
      const v = JSON.parse(json) as { a: unknown; b: unknown };
      setPair({ a: parseCrash(JSON.stringify(v.a)), b: parseCrash(JSON.stringify(v.b)) });
      store.getState().clearTopic('crash');
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      store.getState().pushMessage('error', inEachLang((l) => CRASH_WORDS[l].failed(why)), 'crash');
    }
    setWorking(false);
  };

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
        {working && <span role="status">{w.working}</span>}
      </div>
      {pair && (
        <div className="crash-pair">
          {(['a', 'b'] as const).map((side) => {
            const c = pair[side];
            return (
              <div key={side} className="crash-result" data-testid={`compare-crash-${side}`} data-kind={c.kind} data-at-ns={c.at_ns}>
                <p className="crash-headline">
                  <strong>{side.toUpperCase()}</strong> · {w.kind[c.kind === 'power' && !c.volatile_cache ? 'os' : c.kind]} {w.at((c.at_ns / 1e9).toFixed(6))}
                </p>
                <PrimaryView c={c} w={w} n={n} />
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
