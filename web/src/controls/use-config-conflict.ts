// Which knobs the core's refusal of the configuration names (model/config-error.ts),
// so the knob panel and a lesson's "Try these" show it beside those knobs,
// in the lab's language where the refusal is one the lab can say in Chinese
// (model/config-error-i18n.ts).
import { useMemo } from 'react';
import { knobsNamedBy } from '../model/config-error';
import { refusalMessageIn, refusalReasonIn } from '../model/config-error-i18n';
import { useT } from '../lang/use-words';
import { useLab } from '../ui/lab-context';
import { useLang } from '../lang/lang-store';

/**
 * What to show under a knob the refusal names: the other knobs it names and
 * the core's reason (or the whole message when it names only this knob);
 * undefined for the other knobs, and when nothing is refused.
 */
export function useConfigConflict(): (knob: string) => string | undefined {
  const message = useLab((s) => s.configError);
  const conflictWith = useT().lab.conflictWith;
  const lang = useLang();
  return useMemo(() => {
    const named = message ? knobsNamedBy(message) : null;
    return (knob) => {
      if (!message || !named?.knobs.includes(knob)) return undefined;
      const others = named.knobs.filter((k) => k !== knob);
      return others.length ? conflictWith(others, refusalReasonIn(named, lang)) : refusalMessageIn(message, lang);
    };
  }, [message, conflictWith, lang]);
}
