// "Try these": the knobs a step invites the learner to change, drawn as in
// the lab's knob panel.
import { useLabContext } from '../ui/lab-context';
import { KnobControl } from '../controls/KnobControl';
import { useShownKnobs } from '../controls/use-shown-knobs';
import { useNotLiveNote } from '../controls/use-not-live-note';
import { useConfigConflict } from '../controls/use-config-conflict';
import { findKnob } from '../model/schema';

export function TuneKnobs({ names, title }: { names: string[]; title: string }) {
  const { controller } = useLabContext();
  const { schema, values, base, changedMidRun } = useShownKnobs();
  const conflict = useConfigConflict();
  const liveNoteOf = useNotLiveNote(changedMidRun);
  if (!schema) return null;
  return (
    <fieldset className="panel lesson-tune" data-testid="lesson-tune">
      <legend>{title}</legend>
      {names.map((name) => {
        const k = findKnob(schema, name);
        return k ? <KnobControl key={name} knob={k} value={values[name]} modified={values[name] !== base[name]} helpShown liveNote={liveNoteOf(k)} conflict={conflict(name)} onCommit={(v) => controller.setKnob(name, v)} /> : null;
      })}
    </fieldset>
  );
}
