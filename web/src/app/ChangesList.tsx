// Knob changes made during the run. They are part of the scenario (and the
// link): Reset replays them at the same simulated instants.
import { knobValueText } from '../sim/knob-values';
import { useLab, useLabContext } from './lab-context';

export function ChangesList() {
  const { store, controller } = useLabContext();
  const schedule = useLab((s) => s.scenario.schedule);
  return (
    <section className="panel" aria-labelledby="changes-title">
      <h2 id="changes-title">Changes during the run</h2>
      {schedule.length === 0 ? (
        <p className="hint">Change a knob while the run plays or is paused: it applies from that instant, is marked on the charts, and is replayed by Reset.</p>
      ) : (
        <ol className="changes" data-testid="changes">
          {schedule.map((c, i) => (
            <li key={`${c.atNs}-${c.knob}-${i}`}>
              <span>
                at {(c.atNs / 1e9).toFixed(6)} s: <code>{c.knob}</code> = {knobValueText(c.value)}
              </span>
              <button
                type="button"
                className="dismiss"
                aria-label={`Remove change of ${c.knob} at ${(c.atNs / 1e9).toFixed(3)} s and restart`}
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
