// One side of the comparison: its name and preset (and what it changes on top), its own simulated clock
// (read from its own core, so lockstep is visible), preset and machine, and
// the lab's knob panel bound to this side (knobs that differ are marked).
import { useId, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LabContext, useLab, useLabContext } from '../ui/lab-context';
import { KnobPanel } from '../app/KnobPanel';
import { MachineSelect, PresetSelect } from '../app/ScenarioSelects';
import { findPreset } from '../model/schema';
import { useSchemaText } from '../model/schema-i18n';
import { formatSimTime } from '../viz/format';
import { useTransientDraw } from '../viz/use-transient';
import type { CompareSession } from './compare-session';
import type { Side } from './compare-url';
import type { KnobDifference } from './differing-knobs';
import { SIDE_STYLE } from './side-style';
import { presetChanges } from './preset-changes';
import { useCompareT } from './compare-i18n';
import { useMeasuredSideWords } from './measured-side-words';
import { ScenarioRecipe } from '../yourserver/YourServerPanel';

function PaneClock({ session, side }: { session: CompareSession; side: Side }) {
  const { store } = useLabContext();
  const ref = useRef<HTMLOutputElement>(null);
  const labelId = useId();
  const t = useCompareT();
  useTransientDraw(
    store,
    () => {
      const el = ref.current;
      if (!el) return;
      const ns = session.clocks.last[side === 'a' ? 0 : 1] ?? NaN;
      el.textContent = formatSimTime(ns);
      el.dataset.nowNs = String(ns);
    },
    [session, side],
  );
  return (
    <div className="sim-clock">
      <span className="sim-clock-label" id={labelId}>
        {t.simTime(SIDE_STYLE[side].name)}
      </span>
      <output ref={ref} aria-labelledby={labelId} data-testid={`pane-${side}-clock`} data-now-ns="0">
        0.000 000 000 s
      </output>
    </div>
  );
}

export function SidePane({ session, side, differences, extra, badge }: { session: CompareSession; side: Side; differences: KnobDifference[]; extra?: ReactNode; badge?: ReactNode }) {
  const schema = useLab((s) => s.schema);
  const scenario = useStore(session.sides[side], (s) => s.scenario);
  const presetId = useId();
  const machineId = useId();
  const t = useCompareT();
  const mw = useMeasuredSideWords();
  const { presetLabel } = useSchemaText();
  const other = side === 'a' ? 'b' : 'a';
  const name = SIDE_STYLE[side].name;
  const notes = Object.fromEntries(differences.map((d) => [d.name, t.differsFrom(SIDE_STYLE[other].name, d[other])]));
  if (!schema) return null;
  const preset = scenario.preset ? findPreset(schema, scenario.preset) : undefined;
  // The label is the preset's: knobs changed on top of it are named after it.
  const changes = presetChanges(schema, scenario);
  return (
    <section className={`panel compare-pane compare-pane-${side}`} aria-labelledby={`pane-${side}-title`} data-testid={`pane-${side}`}>
      <div className="pane-head">
        <h2 id={`pane-${side}-title`}>
          <span className={`side-badge side-badge-${side}`}>{name}</span> {badge ? <>{badge} </> : null}
          {preset ? presetLabel(preset) : scenario.machine}
          {changes.length ? (
            <>
              {' '}
              <span className="pane-title-changes" data-testid={`pane-${side}-changes`}>
                {t.titleChanged(changes)}
              </span>
            </>
          ) : null}
        </h2>
        <PaneClock session={session} side={side} />
      </div>
      <div className="pane-fields">
        <div className="field">
          <PresetSelect schema={schema} id={presetId} testId={`pane-${side}-preset`} label={t.presetLabel(name)} value={scenario.preset} changed={Object.keys(scenario.overrides)} onChange={(p) => session.setPreset(side, p)} />
        </div>
        <div className="field">
          <MachineSelect schema={schema} id={machineId} testId={`pane-${side}-machine`} label={t.machineLabel(name)} value={scenario.machine} onChange={(m) => session.setMachine(side, m)} />
        </div>
      </div>
      {extra}
      <details className="pane-recipe" data-testid={`pane-${side}-recipe`}>
        <summary>{mw.sideRecipe(name)}</summary>
        <LabContext.Provider value={{ store: session.sides[side], controller: session.sideControllers[side] }}>
          <ScenarioRecipe testId={`pane-${side}-recipe`} heading={false} />
        </LabContext.Provider>
      </details>
      <details className="pane-knobs" data-testid={`pane-${side}-knobs`}>
        <summary>
          {t.knobsSummary(name, differences.length, SIDE_STYLE[other].name)}
        </summary>
        <div className="pane-knob-scroll">
          <LabContext.Provider value={{ store: session.sides[side], controller: session.sideControllers[side] }}>
            <KnobPanel notes={notes} />
          </LabContext.Provider>
        </div>
      </details>
    </section>
  );
}
