// The knob values in force at the simulated clock: the scenario's start
// values, the scheduled changes the clock has passed, and edits not yet
// applied. Shared by the knob panel and a lesson's tuning controls.
import { useMemo } from 'react';
import { baseKnobs, initialKnobs } from '../model/scenario';
import type { KnobValue, Schema } from '../model/schema';
import { useLab } from '../ui/lab-context';

export interface ShownKnobs {
  schema: Schema | null;
  values: Record<string, KnobValue>;
  base: Record<string, KnobValue>;
  /** Knobs changed during the run so far (mid-run changes the clock has passed, and edits on their way). */
  changedMidRun: ReadonlySet<string>;
}

export function useShownKnobs(): ShownKnobs {
  const schema = useLab((s) => s.schema);
  const scenario = useLab((s) => s.scenario);
  const pending = useLab((s) => s.pendingKnobs);
  const changesPassed = useLab((s) => s.scenario.schedule.filter((c) => c.atNs <= s.nowNs).length);
  const values = useMemo(() => {
    if (!schema) return {};
    const out = initialKnobs(schema, scenario);
    for (const c of scenario.schedule.slice(0, changesPassed)) out[c.knob] = c.value;
    return { ...out, ...pending };
  }, [schema, scenario, changesPassed, pending]);
  const base = useMemo(() => (schema ? baseKnobs(schema, scenario) : {}), [schema, scenario]);
  const changedMidRun = useMemo(
    () => new Set([...scenario.schedule.slice(0, changesPassed).map((c) => c.knob), ...Object.keys(pending)]),
    [scenario, changesPassed, pending],
  );
  return { schema, values, base, changedMidRun };
}
