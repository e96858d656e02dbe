// Per-segment averages (between knob changes): the before/after numbers.
import { useMemo, useState } from 'react';
import { fieldIndex } from '../model/schema';
import { Breakable } from '../ui/Breakable';
import { useLab, useLabContext } from '../ui/lab-context';
import { useT } from '../lang/use-words';
import { segmentStats, type Segment, type SegmentColumns } from './segment-stats';
import { formatSI } from './format';
import { useTransientDraw } from './use-transient';

export function SegmentTable() {
  const { store } = useLabContext();
  const t = useT().lab;
  const schema = useLab((s) => s.schema);
  const [segments, setSegments] = useState<Segment[]>([]);
  const cols = useMemo<SegmentColumns>(() => {
    if (!schema) return {};
    const f = fieldIndex(schema);
    return { t: f.get('t_s'), tps: f.get('tps'), latAvg: f.get('lat_avg_ms') ?? f.get('latency_avg_ms'), latP95: f.get('lat_p95_ms') ?? f.get('latency_p95_ms'), latP99: f.get('lat_p99_ms'), latMax: f.get('lat_max_ms') };
  }, [schema]);
  useTransientDraw(
    store,
    (s) => setSegments(segmentStats(s.rows, cols, s.scenario.schedule, s.scenario.reportIntervalS, s.nowNs / 1e9)),
    [cols],
    250,
  );
  return (
    <section className="panel" aria-labelledby="segments-title">
      <h2 id="segments-title">{t.averages}</h2>
      <p className="hint">{t.averagesHint}</p>
      {/* A phone narrower than the table's eight columns scrolls it inside the panel, never the page. */}
      <div className="segments-scroll">
      <table className="segments" data-testid="segments">
        <thead>
          <tr>
            <th scope="col">{t.colFrom}</th>
            <th scope="col">{t.colChange}</th>
            <th scope="col">{t.colIntervals}</th>
            <th scope="col">{t.colTps}</th>
            <th scope="col">{t.colAvg}</th>
            <th scope="col">{t.colP95}</th>
            <th scope="col">{t.colP99}</th>
            <th scope="col">{t.colMax}</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((g, i) => (
            <tr key={i} data-testid={`segment-${i}`} data-tps={Number.isFinite(g.tps) ? g.tps.toFixed(2) : ''}>
              <td>{formatSI(g.fromS, 4)} s</td>
              <td>{g.change ? <Breakable text={g.change} /> : t.segmentStart}</td>
              <td>{g.intervals}</td>
              <td>{Number.isFinite(g.tps) ? g.tps.toFixed(0) : '–'}</td>
              <td>{Number.isFinite(g.latAvgMs) ? g.latAvgMs.toFixed(2) : '–'}</td>
              <td>{Number.isFinite(g.latP95Ms) ? g.latP95Ms.toFixed(2) : '–'}</td>
              <td data-testid={`segment-${i}-p99`}>{Number.isFinite(g.latP99Ms) ? g.latP99Ms.toFixed(2) : '–'}</td>
              <td data-testid={`segment-${i}-max`}>{Number.isFinite(g.latMaxMs) ? g.latMaxMs.toFixed(2) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </section>
  );
}
