// All knobs, generated from the schema and grouped as the schema says.
import { useMemo } from 'react';
import { GROUP_TITLES, knobsByGroup } from '../model/schema';
import { useT } from '../lang/use-words';
import { useLabContext } from '../ui/lab-context';
import { KnobControl } from '../controls/KnobControl';
import { useConfigConflict } from '../controls/use-config-conflict';
import { useShownKnobs } from '../controls/use-shown-knobs';
import { useNotLiveNote } from '../controls/use-not-live-note';
import { inertUnder } from '../model/knob-inert';
import { Staged } from '../ui/staged';

/** Knob groups the page brings in one by one as it loads (the schema has six). */
export const KNOB_GROUP_PIECES = 6;

/**
 * `notes`: a short remark shown beside some knobs (the A/B comparison marks knobs that differ).
 * `stageFrom`: the groups arrive one per frame from this piece on (the lab page as it loads, ui/staged.tsx).
 */
export function KnobPanel({ notes, stageFrom }: { notes?: Record<string, string>; stageFrom?: number } = {}) {
  const { controller } = useLabContext();
  const t = useT().lab;
  // Knob values follow the clock only when a scheduled change passes.
  const { schema, values, base, changedMidRun } = useShownKnobs();
  const conflict = useConfigConflict();
  const liveNoteOf = useNotLiveNote(changedMidRun);
  const groups = useMemo(() => (schema ? knobsByGroup(schema) : []), [schema]);
  const inertOf = (name: string) => {
    const workload = inertUnder(name, values);
    return workload ? t.knobInert(workload) : undefined;
  };
  if (!schema) return null;
  return (
    <div className="knob-groups">
      {groups.map(({ group, knobs }, i) => (
        // Groups beyond the pieces the page plans for come with its last group.
        <Staged key={group} at={stageFrom === undefined ? 0 : stageFrom + Math.min(i, KNOB_GROUP_PIECES - 1)}>
          <fieldset className="panel knob-group" data-group={group}>
            <legend>{t.groupTitles[group] ?? GROUP_TITLES[group] ?? group}</legend>
            {knobs.map((k) => (
              <KnobControl key={k.name} knob={k} value={values[k.name]} modified={values[k.name] !== base[k.name]} note={notes?.[k.name]} inert={inertOf(k.name)} liveNote={liveNoteOf(k)} conflict={conflict(k.name)} onCommit={(v) => controller.setKnob(k.name, v)} />
            ))}
          </fieldset>
        </Staged>
      ))}
    </div>
  );
}
