// One-click pairs that teach something, and the run settings both sides
// share (seed, duration, report interval).
import { useState } from 'react';
import { useStore } from 'zustand';
import { NumberField } from '../controls/NumberField';
import { useLab } from '../ui/lab-context';
import type { LabScenario } from '../model/scenario';
import type { CompareSession } from './compare-session';
import { QUICK_STARTS } from './quick-starts';
import { useCompareT } from './compare-i18n';

export function QuickStarts({ session }: { session: CompareSession }) {
  const scenario = useLab((s) => s.scenario);
  const t = useCompareT();
  const a = useStore(session.sides.a, (s) => s.scenario);
  const b = useStore(session.sides.b, (s) => s.scenario);
  // A quick start stays pressed only while both sides are still what it loaded.
  const [loaded, setLoaded] = useState<{ id: string; a: LabScenario; b: LabScenario } | null>(null);
  const picked = loaded && loaded.a === a && loaded.b === b ? loaded.id : null;
  const teaches = picked ? t.quickStarts[picked]?.teaches : undefined;
  return (
    <section className="panel compare-quick" aria-labelledby="quick-title">
      <div className="compare-quick-row">
        <h2 id="quick-title">{t.quickTitle}</h2>
        <div className="quick-list">
          {QUICK_STARTS.map((q) => (
            <button
              key={q.id}
              type="button"
              aria-pressed={picked === q.id}
              data-testid={`quick-${q.id}`}
              onClick={() => {
                session.loadQuickStart(q);
                setLoaded({ id: q.id, a: session.sides.a.getState().scenario, b: session.sides.b.getState().scenario });
              }}
            >
              {t.quickStarts[q.id]?.label ?? q.id}
            </button>
          ))}
        </div>
        <fieldset className="compare-shared">
          <legend>{t.bothSides}</legend>
          <NumberField field="seed" label={t.seed} testId="compare-seed" value={scenario.seed} onCommit={(t) => session.setShared('seed', t)} />
          <NumberField field="duration" label={t.duration} testId="compare-duration" value={scenario.durationS} onCommit={(t) => session.setShared('duration', t)} />
          <NumberField field="reportInterval" label={t.reportEvery} testId="compare-interval" value={scenario.reportIntervalS} onCommit={(t) => session.setShared('interval', t)} />
        </fieldset>
      </div>
      <p className="hint" aria-live="polite">
        {teaches ?? t.quickDefault}
      </p>
    </section>
  );
}
