// What differs between A and B, every row marked (≠) and highlighted, with
// the buttons that make B a copy of A (or the reverse) or swap them.
import { Breakable } from '../ui/Breakable';
import type { CompareSession } from './compare-session';
import type { KnobDifference } from './differing-knobs';
import { useCompareT } from './compare-i18n';

export function DifferingKnobs({ session, differences }: { session: CompareSession; differences: KnobDifference[] }) {
  const { a, b } = session.scenarios();
  const t = useCompareT();
  return (
    <section className="panel compare-differ" aria-labelledby="differ-title" data-testid="differing-knobs">
      <h2 id="differ-title">{t.differTitle(differences.length)}</h2>
      {differences.length === 0 ? (
        <p className="hint">{t.differNone}</p>
      ) : (
        <table className="differ-table">
          <thead>
            <tr>
              <th scope="col">{t.differSetting}</th>
              <th scope="col">A</th>
              <th scope="col">B</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((d) => (
              <tr key={d.name} className="differ-row" data-knob-diff={d.name}>
                <th scope="row">
                  <span aria-hidden="true">≠ </span>
                  <code><Breakable text={d.name} /></code>
                </th>
                <td><Breakable text={d.a} /></td>
                <td><Breakable text={d.b} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="export-buttons differ-actions">
        <button type="button" data-testid="copy-a-to-b" onClick={() => session.load(a, a)}>
          {t.copyAtoB}
        </button>
        <button type="button" data-testid="copy-b-to-a" onClick={() => session.load(b, b)}>
          {t.copyBtoA}
        </button>
        <button type="button" data-testid="swap" onClick={() => session.load({ ...b, seed: a.seed, durationS: a.durationS, reportIntervalS: a.reportIntervalS }, a)}>
          {t.swap}
        </button>
      </div>
    </section>
  );
}
