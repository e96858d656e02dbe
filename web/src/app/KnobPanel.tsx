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

/** Pieces the knobs arrive in as the page loads (KNOBS_PER_PIECE each; the last takes any beyond). */
export const KNOB_PIECES = 11;
const KNOBS_PER_PIECE = 4;

/**
 * `notes`: a short remark shown beside some knobs (the A/B comparison marks knobs that differ).
 * `stageFrom`: the knobs arrive a few per frame from this piece on (the lab page as it loads, ui/staged.tsx).
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
  // Knob number `n` in page order arrives with piece pieceOf(n).
  const pieceOf = (n: number) => (stageFrom === undefined ? 0 : stageFrom + Math.min(KNOB_PIECES - 1, Math.floor(n / KNOBS_PER_PIECE)));
  const firstOf = groups.map((_, i) => groups.slice(0, i).reduce((sum, g) => sum + g.knobs.length, 0));
  return (
    <div className="knob-groups">
      {groups.map(({ group, knobs }, i) => (
        <Staged key={group} at={pieceOf(firstOf[i]!)}>
          <fieldset className="panel knob-group" data-group={group}>
            <legend>{t.groupTitles[group] ?? GROUP_TITLES[group] ?? group}</legend>
            {knobs.map((k, j) => (
              <Staged key={k.name} at={pieceOf(firstOf[i]! + j)}>
                <KnobControl knob={k} value={values[k.name]} modified={values[k.name] !== base[k.name]} note={notes?.[k.name]} inert={inertOf(k.name)} liveNote={liveNoteOf(k)} conflict={conflict(k.name)} onCommit={(v) => controller.setKnob(k.name, v)} />
              </Staged>
            ))}
          </fieldset>
        </Staged>
      ))}
    </div>
  );
}
