// The simulated clock, always visible; updated in place every frame.
import { useRef } from 'react';
import { useLabContext } from '../ui/lab-context';
import { useT } from '../lang/use-words';
import { formatSimTime } from './format';
import { useTransientDraw } from './use-transient';

export function SimClock() {
  const { store } = useLabContext();
  const ref = useRef<HTMLOutputElement>(null);
  const t = useT().lab;
  useTransientDraw(
    store,
    (s) => {
      const el = ref.current;
      if (!el) return;
      el.textContent = formatSimTime(s.nowNs);
      el.dataset.nowNs = String(s.nowNs);
    },
    [],
  );
  return (
    <div className="sim-clock">
      <span className="sim-clock-label" id="clock-label">
        {t.simTime}
      </span>
      <output ref={ref} aria-labelledby="clock-label" data-testid="sim-clock" data-now-ns="0">
        0.000 000 000 s
      </output>
    </div>
  );
}
