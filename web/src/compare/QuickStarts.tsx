// One-click pairs that teach something, and the run settings both sides
// share (seed, duration, report interval).
import { useState } from 'react';
import { useStore } from 'zustand';
import { NumberField } from '../app/NumberField';
import { useLab } from '../app/lab-context';
import { SCENARIO_LIMITS, type LabScenario } from '../sim/scenario';
import type { CompareSession } from './compare-session';
import { QUICK_STARTS } from './quick-starts';

export function QuickStarts({ session }: { session: CompareSession }) {
  const scenario = useLab((s) => s.scenario);
  const a = useStore(session.sides.a, (s) => s.scenario);
  const b = useStore(session.sides.b, (s) => s.scenario);
  // A quick start stays pressed only while both sides are still what it loaded.
  const [loaded, setLoaded] = useState<{ id: string; a: LabScenario; b: LabScenario } | null>(null);
  const picked = loaded && loaded.a === a && loaded.b === b ? loaded.id : null;
  const teaches = QUICK_STARTS.find((q) => q.id === picked)?.teaches;
  return (
    <section className="panel compare-quick" aria-labelledby="quick-title">
      <div className="compare-quick-row">
        <h2 id="quick-title">Quick start</h2>
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
              {q.label}
            </button>
          ))}
        </div>
        <fieldset className="compare-shared">
          <legend>Both sides</legend>
          <NumberField label="Seed" testId="compare-seed" value={scenario.seed} min={SCENARIO_LIMITS.seed.min} max={SCENARIO_LIMITS.seed.max} step={1} onCommit={(t) => session.setShared('seed', t)} />
          <NumberField label="Duration (s)" testId="compare-duration" value={scenario.durationS} min={SCENARIO_LIMITS.durationS.min} max={SCENARIO_LIMITS.durationS.max} onCommit={(t) => session.setShared('duration', t)} />
          <NumberField label="Report every (s)" testId="compare-interval" value={scenario.reportIntervalS} min={SCENARIO_LIMITS.reportIntervalS.min} max={SCENARIO_LIMITS.reportIntervalS.max} onCommit={(t) => session.setShared('interval', t)} />
        </fieldset>
      </div>
      <p className="hint" aria-live="polite">
        {teaches ?? 'Both sides run the same workload with the same seed on one simulated clock; any knob can differ.'}
      </p>
    </section>
  );
}
