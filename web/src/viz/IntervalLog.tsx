// The sysbench-style interval log, appended as rows arrive. Lines are added
// to the DOM directly (no React render per frame); only the last are kept.
import { useId, useMemo, useRef } from 'react';
import { fieldIndex } from '../model/schema';
import { useLab, useLabContext } from '../ui/lab-context';
import { useT } from '../lang/use-words';
import { LOG_PERCENTILES, sysbenchColumns, sysbenchLine, type LogPercentile } from './sysbench-format';
import { useTransientDraw } from './use-transient';

const MAX_LINES = 400;

export function IntervalLog() {
  const { store } = useLabContext();
  const schema = useLab((s) => s.schema);
  const preRef = useRef<HTMLDivElement>(null);
  const shown = useRef({ rows: 0, buffer: null as unknown, percentile: 95 as LogPercentile });
  const t = useT().lab;
  const percentile = useLab((s) => s.logPercentile);
  const percentileId = useId();
  const cols = useMemo(() => (schema ? sysbenchColumns(fieldIndex(schema)) : {}), [schema]);

  useTransientDraw(
    store,
    (s) => {
      const pre = preRef.current;
      if (!pre) return;
      const st = shown.current;
      // Another percentile rewrites every line, as a rerun with --percentile=N would print them.
      if (st.buffer !== s.rows || s.rows.count < st.rows || st.percentile !== s.logPercentile) {
        st.buffer = s.rows;
        st.percentile = s.logPercentile;
        st.rows = 0;
        pre.replaceChildren();
      }
      if (s.rows.count === 0) {
        // Rewritten every time: the language may have changed.
        const empty = pre.firstElementChild?.className === 'log-empty' ? pre.firstElementChild : document.createElement('div');
        empty.className = 'log-empty';
        if (empty.textContent !== t.noInterval) empty.textContent = t.noInterval;
        if (empty.parentNode !== pre || pre.childElementCount !== 1) pre.replaceChildren(empty);
        return;
      }
      if (s.rows.count === st.rows && pre.childElementCount > 0) return;
      if (st.rows === 0) pre.replaceChildren();
      const atBottom = pre.scrollHeight - pre.scrollTop - pre.clientHeight < 24;
      const fragment = document.createDocumentFragment();
      const threads = Number(s.currentKnobs()['threads'] ?? 0);
      for (let r = st.rows; r < s.rows.count; r++) {
        const line = sysbenchLine((c) => (c === undefined ? undefined : s.rows.get(r, c)), cols, {
          t: (r + 1) * s.scenario.reportIntervalS,
          threads,
        }, s.logPercentile);
        const div = document.createElement('div');
        div.textContent = line;
        fragment.appendChild(div);
      }
      st.rows = s.rows.count;
      pre.appendChild(fragment);
      while (pre.childElementCount > MAX_LINES) pre.firstElementChild!.remove();
      if (atBottom) pre.scrollTop = pre.scrollHeight;
    },
    [cols, t.noInterval, percentile],
    100,
  );

  return (
    <section className="panel log-panel" aria-labelledby="log-title">
      <h2 id="log-title">{t.intervalLog}</h2>
      <p className="log-options">
        <label htmlFor={percentileId}>{t.logPercentile}</label>{' '}
        <select
          id={percentileId}
          data-testid="log-percentile"
          value={percentile}
          title={t.logPercentileHint}
          onChange={(e) => store.getState().setLogPercentile(Number(e.target.value) as LogPercentile)}
        >
          {LOG_PERCENTILES.map((p) => (
            <option key={p} value={p}>
              {`--percentile=${p}`}
            </option>
          ))}
        </select>
      </p>
      <div ref={preRef} className="interval-log" tabIndex={0} role="log" aria-label={t.intervalLogLabel} data-testid="interval-log" />
    </section>
  );
}
