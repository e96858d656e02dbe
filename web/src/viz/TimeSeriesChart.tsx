// A live time-series chart. React renders the frame once; D3 computes
// scales, axes and path strings; redraws happen outside React.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { area, line } from 'd3-shape';
import { useEffect, useMemo, useRef, useState } from 'react';
import { knobValueShown } from '../model/knob-values';
import { fieldIndex } from '../model/schema';
import type { LabState } from '../store/lab-state';
import { SAMPLE_INDEX } from '../store/samples';
import { useLabContext, useLab } from '../ui/lab-context';
import { useT } from '../lang/use-words';
import { labSaid } from '../lang/lab-said';
import { chartEndS } from './chart-domain';
import { resolveInterval, type ChartSpec, type SeriesSpec } from './chart-specs';
import { chartHelp, chartTitle, seriesLabel } from './chart-text';
import { decimate } from './decimate';
import { formatBytes, formatReadout, formatSI } from './format';
import { OKABE_ITO } from './palette';
import { useTransientDraw } from './use-transient';
import { readoutAt, type PlottedSeries, type Readout } from './readout';
import { langStore } from '../lang/lang-store';

/** Used until the chart area is measured; CSS sets the area's height (taller in presenter mode). */
const HEIGHT = 150;
/** Below this a measured height is a layout in progress, not the chart's (compact: the presenter's small chart). */
const MIN_HEIGHT = { full: 100, compact: 60 };
const M = { top: 8, right: 12, bottom: 22, left: 52 };

/** A series bound to its data: interval columns (summed) or one sample column. */
type Resolved = { spec: SeriesSpec; kind: 'interval' | 'sample'; cols: number[] };

function formatValue(unit: ChartSpec['unit'], v: number): string {
  switch (unit) {
    case 'bytes':
      return formatBytes(v);
    case 'bytes_per_s':
      return `${formatBytes(v)}/s`;
    case 'ms':
      return `${formatReadout(v)} ms`;
    case 'percent':
      return `${formatReadout(v)} %`;
    default:
      return formatReadout(v);
  }
}

let labelCtx: CanvasRenderingContext2D | null | undefined;

/**
 * Width of the widest y-axis label in the labels' font (0 where SVG is not
 * laid out, as in jsdom). Measured on a canvas: getBBox made the browser lay
 * out the whole page once per chart while the lab first drew (~200 ms).
 */
function widestLabel(svg: SVGSVGElement): number {
  const labels = [...svg.querySelectorAll<SVGTextElement>('g.y-axis text')];
  if (!labels[0] || typeof labels[0].getBBox !== 'function') return 0;
  labelCtx ??= document.createElement('canvas').getContext('2d');
  if (!labelCtx) return Math.max(...labels.map((t) => t.getBBox().width));
  const cs = getComputedStyle(labels[0]);
  labelCtx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  return Math.max(...labels.map((t) => labelCtx!.measureText(t.textContent ?? '').width));
}

function axisFormat(unit: ChartSpec['unit']): (v: number) => string {
  if (unit === 'bytes' || unit === 'bytes_per_s') return (v) => formatBytes(v).replace(' ', '');
  if (unit === 'percent') return (v) => `${formatSI(v, 3)}%`;
  return (v) => formatSI(v, 3);
}

/**
 * compact: the small copy presenter mode shows beside the animation (no
 * export buttons; its own test ids, "<id>-compact", beside the full chart's).
 */
export function TimeSeriesChart({ spec, compact = false, place = 'compact' }: { spec: ChartSpec; compact?: boolean; /** A compact copy's test-id suffix, where several are on the page ("lesson"). */ place?: string }) {
  const key = compact ? `${spec.id}-${place}` : spec.id;
  const minHeight = compact ? MIN_HEIGHT.compact : MIN_HEIGHT.full;
  const { store, controller } = useLabContext();
  const t = useT();
  const title = chartTitle(spec, t);
  const xRef = useRef({ x1: 1, innerW: 1 });
  const schema = useLab((s) => s.schema);
  const svgRef = useRef<SVGSVGElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const latestRef = useRef<HTMLSpanElement[]>([]);
  const rotationLegendRef = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState(480);
  const [height, setHeight] = useState(HEIGHT);
  // Left margin: wide enough for the widest y label (projector type, "600MiB").
  const [left, setLeft] = useState(M.left);
  const yLabelsRef = useRef('');  // the y labels last measured (measuring forces a layout)
  // What the last draw plotted, for the hover readout (readout.ts).
  const plotted = useRef<PlottedSeries[]>([]);
  const [hover, setHover] = useState<{ px: number; readout: Readout } | null>(null);

  const resolved = useMemo<Resolved[]>(() => {
    if (!schema) return [];
    const fields = fieldIndex(schema);
    const out: Resolved[] = [];
    for (const s of spec.series) {
      for (const src of s.sources) {
        if (src.kind === 'interval') {
          const col = resolveInterval(fields, src.fields);
          if (col !== undefined) {
            out.push({ spec: s, kind: 'interval', cols: [col] });
            break;
          }
        } else if (src.kind === 'intervalSum') {
          const cols = src.fields.map((f) => fields.get(f)).filter((c): c is number => c !== undefined);
          if (cols.length) {
            out.push({ spec: s, kind: 'interval', cols });
            break;
          }
        } else {
          out.push({ spec: s, kind: 'sample', cols: [SAMPLE_INDEX[src.field]] });
          break;
        }
      }
    }
    return out;
  }, [schema, spec]);
  const tCol = useMemo(() => (schema ? fieldIndex(schema).get('t_s') : undefined), [schema]);
  const rotationsCol = useMemo(() => (schema ? fieldIndex(schema).get('rotations') : undefined), [schema]);

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 480);
      const h = Math.floor(entries[0]?.contentRect.height ?? HEIGHT);
      if (w > 0) setWidth(w);
      if (h >= minHeight) setHeight(h);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [minHeight]);

  const draw = (s: LabState) => {
    const svg = svgRef.current;
    if (!svg) return;
    const w = Math.max(compact ? 120 : 200, width);
    const innerW = w - left - M.right;
    const innerH = height - M.top - M.bottom;
    const nowS = s.nowNs / 1e9;
    const ri = s.scenario.reportIntervalS;
    // The whole run from the start (it does not grow while playing); after
    // seeking back, a cursor shows where the animation is.
    const x1 = chartEndS(s);
    xRef.current = { x1, innerW };
    const x = scaleLinear().domain([0, x1]).range([0, innerW]);

    // Gather each series' points.
    const rows = s.rows;
    const rowT = (r: number) => (tCol !== undefined ? rows.get(r, tCol) : (r + 1) * ri);
    const rowTs = new Float64Array(rows.count);
    for (let r = 0; r < rows.count; r++) rowTs[r] = rowT(r);
    const sampleTs = s.samples.column(0);
    const data = resolved.map((r) => {
      const xs = r.kind === 'interval' ? rowTs : sampleTs;
      const buf = r.kind === 'interval' ? rows : s.samples;
      const ys = buf.column(r.cols[0]!);
      for (const c of r.cols.slice(1)) {
        const more = buf.column(c);
        for (let i = 0; i < ys.length; i++) ys[i] = ys[i]! + more[i]!;
      }
      const scale = r.spec.scale ?? 1;
      if (scale !== 1) for (let i = 0; i < ys.length; i++) ys[i] = ys[i]! * scale;
      return { r, xs, ys };
    });
    plotted.current = data.map((d) => ({ label: seriesLabel(d.r.spec.label, t), color: d.r.spec.color, interval: d.r.kind === 'interval', xs: d.xs, ys: d.ys }));
    let yMax = 0;
    let stackedPts: Array<Array<[number, number, number]>> = [];
    if (spec.stacked) {
      // Stack interval series on shared rows (all stacked series are interval or all sample).
      const n = Math.min(...data.map((d) => d.ys.length), Infinity);
      const base = new Float64Array(Number.isFinite(n) ? n : 0);
      stackedPts = data.map((d) => {
        const pts: Array<[number, number, number]> = [];
        for (let i = 0; i < base.length; i++) {
          const y0 = base[i]!;
          const y1 = y0 + (Number.isFinite(d.ys[i]!) ? d.ys[i]! : 0);
          base[i] = y1;
          pts.push([d.xs[i]!, y0, y1]);
        }
        return pts;
      });
      for (const v of base) yMax = Math.max(yMax, v);
    } else {
      for (const d of data) for (const v of d.ys) if (Number.isFinite(v) && v > yMax) yMax = v;
    }
    // Byte charts get round binary ticks (16 MiB, not 16.8 MB).
    const isBytes = spec.unit === 'bytes' || spec.unit === 'bytes_per_s';
    const unitDiv = !isBytes ? 1 : yMax >= 2 ** 30 ? 2 ** 30 : yMax >= 2 ** 20 || yMax === 0 ? 2 ** 20 : yMax >= 1024 ? 1024 : 1;
    // A fixed top (100 %) unless the data passes it.
    if (spec.yMax !== undefined && yMax <= spec.yMax) yMax = spec.yMax / 1.08;
    const inUnits = scaleLinear()
      .domain([0, yMax > 0 ? (yMax * 1.08) / unitDiv : 1])
      .nice(4);
    const y = scaleLinear()
      .domain([0, (inUnits.domain()[1] ?? 1) * unitDiv])
      .range([innerH, 0]);
    // An empty chart shows a plain 0..1 unit axis rather than odd fractions.
    const yTicks = yMax > 0 ? inUnits.ticks(4).map((v) => v * unitDiv) : [0, unitDiv];

    const root = select(svg);
    root.select<SVGGElement>('g.x-axis').call(axisBottom(x).ticks(Math.max(2, Math.floor(innerW / 80))).tickFormat((v) => `${formatSI(Number(v), 4)}s`));
    const yFormat = axisFormat(spec.unit);
    root.select<SVGGElement>('g.y-axis').call(axisLeft(y).tickValues(yTicks).tickFormat((v) => yFormat(Number(v))));
    // The labels and the chart's size (the presenter layout changes both type and size).
    const yLabels = `${width}x${height}:${yTicks.map(yFormat).join('|')}`;
    if (yLabels !== yLabelsRef.current) {
      yLabelsRef.current = yLabels;
      const need = Math.max(M.left, Math.ceil(widestLabel(svg)) + 12);  // tick (6) + gap + a little air
      if (need !== left) setLeft(need);  // redraws with the new margin
    }

    const paths = svg.querySelectorAll<SVGPathElement>('path.series');
    data.forEach((d, i) => {
      const p = paths[i];
      if (!p) return;
      if (spec.stacked) {
        const pts = stackedPts[i] ?? [];
        const gen = area<[number, number, number]>()
          .x((q) => x(q[0]))
          .y0((q) => y(q[1]))
          .y1((q) => y(q[2]));
        p.setAttribute('d', gen(pts) ?? '');
      } else {
        const pts = decimate(d.xs, d.ys, 0, x1, innerW);
        const gen = line<[number, number]>()
          .x((q) => x(q[0]))
          .y((q) => y(q[1]));
        p.setAttribute('d', gen(pts) ?? '');
      }
      const latest = latestRef.current[i];
      if (latest) {
        const v = d.ys.length ? d.ys[d.ys.length - 1]! : NaN;
        latest.textContent = formatValue(spec.unit, v);
      }
    });

    // Marks: knob changes (dashed) and binlog rotations (solid ticks).
    const marks: Array<{ t: number; kind: 'knob' | 'rotation'; label: string }> = [];
    for (const c of s.scenario.schedule) if (c.atNs <= s.nowNs) marks.push({ t: c.atNs / 1e9, kind: 'knob', label: `${c.knob} = ${knobValueShown(c.value)}` });
    if (spec.showRotations) {
      if (rotationsCol !== undefined) {
        // The field counts rotations that ended in the interval; the stall
        // ends inside it, so the mark goes at its start, beside the dip.
        for (let r = 0; r < rows.count; r++) if (rows.get(r, rotationsCol) > 0) marks.push({ t: Math.max(0, rowT(r) - ri), kind: 'rotation', label: 'binlog rotated' });
      } else for (const m of s.marks) if (m.kind === 'rotation') marks.push({ t: m.atNs / 1e9, kind: 'rotation', label: m.label });
    }
    if (rotationLegendRef.current) rotationLegendRef.current.hidden = !marks.some((m) => m.kind === 'rotation');
    root
      .select<SVGGElement>('g.marks')
      .selectAll<SVGLineElement, (typeof marks)[number]>('line')
      .data(marks)
      .join('line')
      .attr('class', (m) => `mark mark-${m.kind}`)
      .attr('x1', (m) => x(m.t))
      .attr('x2', (m) => x(m.t))
      .attr('y1', 0)
      .attr('y2', innerH);
    const cursor = svg.querySelector<SVGLineElement>('line.cursor');
    if (cursor) {
      const past = s.nowNs < s.horizonNs;
      cursor.setAttribute('x1', String(x(nowS)));
      cursor.setAttribute('x2', String(x(nowS)));
      cursor.setAttribute('visibility', past ? 'visible' : 'hidden');
    }
    svg.setAttribute('aria-label', `${title}: ${data.map((d, i) => `${seriesLabel(d.r.spec.label, t)} ${latestRef.current[i]?.textContent ?? ''}`).join(', ')}`);
  };

  useTransientDraw(store, draw, [width, height, left, resolved, tCol, rotationsCol, title], 50);

  const innerH = height - M.top - M.bottom;
  return (
    <figure className={compact ? 'chart chart-compact' : 'chart'} data-chart={key}>
      <figcaption>
        <span className="chart-title" title={chartHelp(spec, t)}>
          {title}
        </span>
        <span className="legend">
          {resolved.map((r, i) => (
            <span key={r.spec.label} className="legend-item">
              <span className="swatch" style={{ background: r.spec.color }} aria-hidden="true" />
              {seriesLabel(r.spec.label, t)}{' '}
              <span
                className="latest"
                data-testid={`latest-${key}-${r.spec.label.replace(/\s+/g, '-')}`}
                ref={(el) => {
                  if (el) latestRef.current[i] = el;
                }}
              >
                –
              </span>
            </span>
          ))}
          {spec.showRotations && (
            <span className="legend-item" ref={rotationLegendRef} hidden>
              <span className="swatch swatch-rotation" aria-hidden="true" /> {t.rotation}
            </span>
          )}
        </span>
        {compact ? null : (
        <span className="chart-export">
          {(['svg', 'png'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="chart-export-button"
              aria-label={t.exportChart(title, kind.toUpperCase())}
              data-testid={`export-${spec.id}-${kind}`}
              onClick={() => {
                const svg = svgRef.current;
                if (!svg) return;
                const s = store.getState();
                const base = `commitlab-${spec.id}-${s.scenario.preset ?? s.scenario.machine}-${(s.nowNs / 1e9).toFixed(3)}s`;
                // The image carries its own title, legend and caption (figure/), in the lab's language,
                // and marks the moment it shows (figure/playback-mark.ts).
                Promise.all([import('./export'), import('./figure/lab-chart-figure'), import('./figure/playback-mark')])
                  .then(([ex, fig, mark]) => ex.exportChart(svg, fig.labChartFigure(spec, resolved.map((r) => r.spec), svg, s, langStore.getState().lang), base, kind, mark.marksMoment(s) ? mark.showPlaybackMark : undefined))
                  .catch((e: unknown) => s.pushMessage('error', labSaid((w) => w.exportFailed((e as Error).message)), 'export'));
              }}
            >
              {kind.toUpperCase()}
            </button>
          ))}
        </span>
        )}
      </figcaption>
      <div ref={wrapRef} className="chart-area">
        <svg
          ref={svgRef}
          width={width}
          height={height}
          role="img"
          aria-label={title}
          onClick={(e) => {
            // Clicking a chart moves the animation there (time travel through checkpoints).
            const { x1, innerW } = xRef.current;
            const px = e.clientX - e.currentTarget.getBoundingClientRect().left - left;
            if (px >= 0 && px <= innerW && store.getState().horizonNs > 0) controller.seek(Math.min((px / innerW) * x1 * 1e9, store.getState().horizonNs));
          }}
          onPointerMove={(e) => {
            // Hovering reads the values under the pointer (a click still jumps there).
            const { x1, innerW } = xRef.current;
            const px = e.clientX - e.currentTarget.getBoundingClientRect().left - left;
            const r = px >= 0 && px <= innerW ? readoutAt(plotted.current, (px / innerW) * x1, store.getState().scenario.reportIntervalS, (v) => formatValue(spec.unit, v)) : null;
            setHover(r ? { px, readout: r } : null);
          }}
          onPointerLeave={() => setHover(null)}
        >
          <g transform={`translate(${left},${M.top})`}>
            <g className="x-axis" transform={`translate(0,${innerH})`} />
            <g className="y-axis" />
            {resolved.map((r) => (
              <path
                key={r.spec.label}
                className={`series${spec.stacked ? ' stacked' : ''}`}
                fill={spec.stacked ? r.spec.color : 'none'}
                stroke={spec.stacked ? 'none' : r.spec.color}
                strokeWidth={1.6}
                strokeDasharray={r.spec.dashed ? '4 3' : undefined}
              />
            ))}
            <g className="marks" stroke={OKABE_ITO.black} />
            <line className="cursor" y1={0} y2={innerH} visibility="hidden" />
            {hover ? <line className="hover-line" x1={hover.px} x2={hover.px} y1={0} y2={innerH} /> : null}
          </g>
        </svg>
        {hover ? (
          <div
            className="chart-readout"
            data-testid={`readout-${key}`}
            aria-hidden="true"
            style={{ [hover.px + left > width / 2 ? 'right' : 'left']: hover.px + left > width / 2 ? width - (hover.px + left) + 8 : hover.px + left + 8 }}
          >
            <div className="readout-time">{t.readoutTime(formatSI(hover.readout.fromS, 4), formatSI(hover.readout.toS, 4))}</div>
            {hover.readout.values.map((v) => (
              <div key={v.label} className="readout-row">
                <span className="swatch" style={{ background: v.color }} /> {v.label} <strong>{v.text}</strong>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </figure>
  );
}
