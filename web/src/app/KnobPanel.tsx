// All knobs, generated from the schema and grouped as the schema says.
import { useMemo } from 'react';
import { baseKnobs, initialKnobs } from '../sim/scenario';
import { GROUP_TITLES, knobsByGroup } from '../sim/schema';
import { useLab, useLabContext } from './lab-context';
import { KnobControl } from './KnobControl';

export function KnobPanel() {
  const { controller } = useLabContext();
  const schema = useLab((s) => s.schema);
  const scenario = useLab((s) => s.scenario);
  // Knob values follow the clock only when a scheduled change passes.
  const pending = useLab((s) => s.pendingKnobs);
  const changesPassed = useLab((s) => s.scenario.schedule.filter((c) => c.atNs <= s.nowNs).length);
  const groups = useMemo(() => (schema ? knobsByGroup(schema) : []), [schema]);
  const values = useMemo(() => {
    if (!schema) return {};
    const out = initialKnobs(schema, scenario);
    for (const c of scenario.schedule.slice(0, changesPassed)) out[c.knob] = c.value;
    return { ...out, ...pending };
  }, [schema, scenario, changesPassed, pending]);
  const base = useMemo(() => (schema ? baseKnobs(schema, scenario) : {}), [schema, scenario]);
  if (!schema) return null;
  return (
    <div className="knob-groups">
      {groups.map(({ group, knobs }) => (
        <fieldset key={group} className="panel knob-group" data-group={group}>
          <legend>{GROUP_TITLES[group] ?? group}</legend>
          {knobs.map((k) => (
            <KnobControl key={k.name} knob={k} value={values[k.name]} modified={values[k.name] !== base[k.name]} onCommit={(v) => controller.setKnob(k.name, v)} />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
