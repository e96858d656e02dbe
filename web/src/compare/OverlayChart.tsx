// One metric, A and B on the same axes: A a solid line, B a dashed one, so
// the gap between them is the difference (and no two y-scales mislead).
// Drawn outside React, at most every 50 ms, like the lab's charts.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { line } from 'd3-shape';
import { useEffect, useRef, useState } from 'react';
import { useLabContext } from '../ui/lab-context';
import type { LabState } from '../store/lab-state';
import { decimate } from '../viz/decimate';
import { formatSI } from '../viz/format';
import { useTransientDraw } from '../viz/use-transient';
import type { CompareMetric } from './compare-metrics';
import type { Rows } from './compare-diff';
import { SIDE_STYLE } from './side-style';
import { useCompareT } from './compare-i18n';

/** Used until the chart area is measured; CSS sets the area's height (taller in presenter mode). */
const HEIGHT = 170;
/** Below this a measured height is a layout in progress, not the chart's. */
const MIN_HEIGHT = 100;
const M = { top: 8, right: 12, bottom: 22, left: 52 };

export interface OverlayChartProps {
  metric: CompareMetric;
  /** The metric's columns in a core's row (B's are coreStride further). */
  cols: number[];
  tCol: number | undefined;
  coreStride: number;
  /** The rows to draw (B measured: compare/measured-rows.ts); the pair's own by default. */
  rowsOf?: (s: LabState) => Rows;
  /** What each side is, after its name in the legend ("model", "measured: yours"); nothing when both are the model. */
  sideKinds?: { a: string; b: string };
}

function formatValue(metric: CompareMetric, v: number): string {
  return metric.unit === 'ms' ? `${formatSI(v)} ms` : formatSI(v);
}

export function OverlayChart({ metric, cols, tCol, coreStride, rowsOf, sideKinds }: OverlayChartProps) {
  const { store } = useLabContext();
  const svgRef = useRef<SVGSVGElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const latestRef = useRef<Array<HTMLSpanElement | null>>([null, null]);
  const [width, setWidth] = useState(480);
  const [height, setHeight] = useState(HEIGHT);
  const t = useCompareT();
  const label = t.metrics[metric.id] ?? metric.label;

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 480);
      const h = Math.floor(entries[0]?.contentRect.height ?? HEIGHT);
      if (w > 0) setWidth(w);
      if (h >= MIN_HEIGHT) setHeight(h);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const draw = (s: LabState) => {
    const svg = svgRef.current;
    if (!svg) return;
    const innerW = Math.max(200, width) - M.left - M.right;
    const innerH = height - M.top - M.bottom;
    const ri = s.scenario.reportIntervalS;
    // The whole run's length from the start: both lines grow left to right on a fixed axis.
    const x1 = Math.max(s.durationNs / 1e9, s.horizonNs / 1e9, ri);
    const x = scaleLinear().domain([0, x1]).range([0, innerW]);
    const rows = rowsOf ? rowsOf(s) : s.rows;
    const xs = new Float64Array(rows.count);
    const ys = [new Float64Array(rows.count), new Float64Array(rows.count)];
    let yMax = 0;
    for (let r = 0; r < rows.count; r++) {
      xs[r] = tCol !== undefined ? rows.get(r, tCol) : (r + 1) * ri;
      for (const side of [0, 1]) {
        let v = 0;
        for (const c of cols) v += rows.get(r, c + side * coreStride);
        ys[side]![r] = v;
        if (Number.isFinite(v) && v > yMax) yMax = v;
      }
    }
    const y = scaleLinear()
      .domain([0, yMax > 0 ? yMax * 1.08 : 1])
      .nice(4)
      .range([innerH, 0]);
    const root = select(svg);
    root.select<SVGGElement>('g.x-axis').call(axisBottom(x).ticks(Math.max(2, Math.floor(innerW / 80))).tickFormat((v) => `${formatSI(Number(v), 4)}s`));
    root.select<SVGGElement>('g.y-axis').call(axisLeft(y).ticks(4).tickFormat((v) => formatSI(Number(v), 3)));
    const gen = line<[number, number]>()
      .x((q) => x(q[0]))
      .y((q) => y(q[1]));
    const paths = svg.querySelectorAll<SVGPathElement>('path.series');
    const latest: string[] = [];
    ys.forEach((col, side) => {
      paths[side]?.setAttribute('d', gen(decimate(xs, col, 0, x1, innerW)) ?? '');
      const last = col.length ? col[col.length - 1]! : NaN;
      const text = Number.isFinite(last) ? formatValue(metric, last) : '–';
      latest.push(text);
      const el = latestRef.current[side];
      if (el) el.textContent = text;
    });
    svg.setAttribute('aria-label', t.chartLabel(label, latest[0]!, latest[1]!));
  };

  useTransientDraw(store, draw, [width, height, cols, tCol, coreStride, t, rowsOf], 50);

  const innerH = height - M.top - M.bottom;
  return (
    <figure className="chart compare-chart" data-chart={`compare-${metric.id}`}>
      <figcaption>
        <span className="chart-title">{label}</span>
        <span className="legend">
          {(['a', 'b'] as const).map((side, i) => (
            <span key={side} className="legend-item">
              <span className={`swatch swatch-side-${side}`} aria-hidden="true" />
              {SIDE_STYLE[side].name}
              {sideKinds ? <span className="legend-kind" data-testid={`compare-kind-${metric.id}-${side}`}>{` ${sideKinds[side]}`}</span> : null} ({t.line[SIDE_STYLE[side].line]}){' '}
              <span
                className="latest"
                data-testid={`compare-latest-${metric.id}-${side}`}
                ref={(el) => {
                  latestRef.current[i] = el;
                }}
              >
                –
              </span>
            </span>
          ))}
        </span>
      </figcaption>
      <div ref={wrapRef} className="chart-area">
        <svg ref={svgRef} width={width} height={height} role="img" aria-label={label}>
          <g transform={`translate(${M.left},${M.top})`}>
            <g className="x-axis" transform={`translate(0,${innerH})`} />
            <g className="y-axis" />
            {(['a', 'b'] as const).map((side) => (
              <path key={side} className={`series series-side-${side}`} fill="none" stroke={SIDE_STYLE[side].color} strokeWidth={2.2} strokeDasharray={SIDE_STYLE[side].dash} />
            ))}
          </g>
        </svg>
      </div>
    </figure>
  );
}
