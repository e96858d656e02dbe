// The note under a knob changed during the run that MySQL cannot change on a
// running server (log_bin needs a restart, the commit algorithm is another
// server build): the lab switches it live because that shows the effect, and
// says so. Which knobs those are comes from the schema (Knob.change).
import { useT } from '../lang/use-words';
import { notLiveInMysql, type Knob } from '../model/schema';

/** The note for a knob, given the knobs changed mid-run so far (useShownKnobs). */
export function useNotLiveNote(changedMidRun: ReadonlySet<string>): (knob: Knob) => string | undefined {
  const t = useT().lab;
  return (knob) => {
    const how = changedMidRun.has(knob.name) ? notLiveInMysql(knob) : null;
    return how ? t.notLiveInMysql[how] : undefined;
  };
}
