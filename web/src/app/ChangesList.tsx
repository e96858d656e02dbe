// Knob changes made during the run. They are part of the scenario (and the
// link): Reset replays them at the same simulated instants.
import { knobValueShown } from '../model/knob-values';
import { useT } from '../lang/use-words';
import { useLab, useLabContext } from '../ui/lab-context';

export function ChangesList() {
  const { store, controller } = useLabContext();
  const schedule = useLab((s) => s.scenario.schedule);
  const t = useT().lab;
  return (
    <section className="panel" aria-labelledby="changes-title">
      <h2 id="changes-title">{t.changes}</h2>
      {schedule.length === 0 ? (
        <p className="hint">{t.changesHint}</p>
      ) : (
        <ol className="changes" data-testid="changes">
          {schedule.map((c, i) => (
            <li key={`${c.atNs}-${c.knob}-${i}`}>
              <span>
                {t.changeAt((c.atNs / 1e9).toFixed(6))}
                <code>{c.knob}</code> = {knobValueShown(c.value)}
              </span>
              <button
                type="button"
                className="dismiss"
                aria-label={t.removeChange(c.knob, (c.atNs / 1e9).toFixed(3))}
                onClick={() => {
                  store.getState().removeScheduledChange(i);
                  controller.reset();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
