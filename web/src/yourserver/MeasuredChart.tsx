// One metric, the model's run and the measured one on the same axes: the
// model a solid line, "measured: yours" a dashed one (never colour alone).
// Drawn outside React, at most every 50 ms, like the lab's charts.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { line } from 'd3-shape';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLab, useLabContext } from '../ui/lab-context';
import { fieldIndex } from '../model/schema';
import type { LabState } from '../store/lab-state';
import { formatSI } from '../viz/format';
import { OKABE_ITO } from '../viz/palette';
import { useTransientDraw } from '../viz/use-transient';
import { measuredSeries } from './lab-gap';
import { useMeasured } from './measured-store';
import { useYourServerT } from './yourserver-i18n';

const HEIGHT = 160;
const M = { top: 8, right: 12, bottom: 22, left: 52 };
export const MEASURED_STYLE = {
  model: { color: OKABE_ITO.blue, dash: undefined },
  measured: { color: OKABE_ITO.vermillion, dash: '7 4' },
} as const;

export function MeasuredChart({ metric }: { metric: 'tps' | 'p95' }) {
  const { store } = useLabContext();
  const t = useYourServerT();
  const schema = useLab((s) => s.schema);
  const log = useMeasured((s) => s.log);
  const svgRef = useRef<SVGSVGElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(480);
  const title = metric === 'tps' ? t.chartTps : t.chartP95;
  const col = useMemo(() => (schema ? fieldIndex(schema).get(metric === 'tps' ? 'tps' : 'lat_p95_ms') : undefined), [schema, metric]);
  const tCol = useMemo(() => (schema ? fieldIndex(schema).get('t_s') : undefined), [schema]);
  const measured = useMemo(() => (log ? measuredSeries(log) : null), [log]);

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 480);
      if (w > 0) setWidth(w);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const draw = (s: LabState) => {
    const svg = svgRef.current;
    if (!svg || !measured) return;
    const innerW = Math.max(200, width) - M.left - M.right;
    const innerH = HEIGHT - M.top - M.bottom;
    const ri = s.scenario.reportIntervalS;
    const model: Array<[number, number]> = [];
    for (let r = 0; r < s.rows.count && col !== undefined; r++) {
      model.push([tCol !== undefined ? s.rows.get(r, tCol) : (r + 1) * ri, s.rows.get(r, col)]);
    }
    const ys = metric === 'tps' ? measured.tps : measured.lat;
    const real = measured.t.map((x, i): [number, number] => [x, ys[i]!]);
    const x1 = Math.max(s.durationNs / 1e9, real.length ? real[real.length - 1]![0] : 0, ri);
    const yMax = Math.max(0, ...model.map((p) => p[1]).filter(Number.isFinite), ...ys);
    const x = scaleLinear().domain([0, x1]).range([0, innerW]);
    const y = scaleLinear()
      .domain([0, yMax > 0 ? yMax * 1.08 : 1])
      .nice(4)
      .range([innerH, 0]);
    const root = select(svg);
    root.select<SVGGElement>('g.x-axis').call(axisBottom(x).ticks(Math.max(2, Math.floor(innerW / 80))).tickFormat((v) => `${formatSI(Number(v), 4)}s`));
    root.select<SVGGElement>('g.y-axis').call(axisLeft(y).ticks(4).tickFormat((v) => formatSI(Number(v), 3)));
    const gen = line<[number, number]>()
      .defined((p) => Number.isFinite(p[1]))
      .x((p) => x(p[0]))
      .y((p) => y(p[1]));
    svg.querySelector('path.series-model')?.setAttribute('d', gen(model) ?? '');
    svg.querySelector('path.series-measured')?.setAttribute('d', gen(real) ?? '');
    const last = (pts: Array<[number, number]>) => (pts.length ? formatSI(pts[pts.length - 1]![1], 3) : '–');
    svg.setAttribute('aria-label', t.chartLabel(title, last(model), last(real)));
  };

  useTransientDraw(store, draw, [width, col, tCol, measured, t], 50);

  if (!measured) return null;
  const innerH = HEIGHT - M.top - M.bottom;
  return (
    <figure className="chart measured-chart" data-chart={`measured-${metric}`}>
      <figcaption>
        <span className="chart-title">{title}</span>
        <span className="legend">
          <span className="legend-item">
            <span className="swatch swatch-model" aria-hidden="true" />
            {t.legendModel}
          </span>{' '}
          <span className="legend-item" data-testid={`measured-legend-${metric}`}>
            <span className="swatch swatch-measured" aria-hidden="true" />
            {t.legendMeasured}
          </span>
        </span>
      </figcaption>
      <div ref={wrapRef} className="chart-area">
        <svg ref={svgRef} width={width} height={HEIGHT} role="img" aria-label={title}>
          <g transform={`translate(${M.left},${M.top})`}>
            <g className="x-axis" transform={`translate(0,${innerH})`} />
            <g className="y-axis" />
            <path className="series series-model" fill="none" stroke={MEASURED_STYLE.model.color} strokeWidth={2} />
            <path className="series series-measured" fill="none" stroke={MEASURED_STYLE.measured.color} strokeWidth={2.2} strokeDasharray={MEASURED_STYLE.measured.dash} />
          </g>
        </svg>
      </div>
    </figure>
  );
}
