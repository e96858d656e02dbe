// The pipeline animation: stages of the algorithm in force as boxes (HTML
// titles placed by D3 band scales), every client thread as a token on a
// canvas, storage and cores strips beneath, time controls, a hover/focus
// story and a polite live summary. Frames reach the canvases through a
// store subscription and requestAnimationFrame, never React re-renders.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLab, useLabContext } from '../../ui/lab-context';
import { decodeDeviceOps, decodeSnapshot, kibInFlight, type SnapshotSummary } from '../../model/snapshot';
import { timed } from '../../controller/perf';
import type { RunStatus } from '../../model/run';
import { useLayout } from '../../ui/layout-store';
import { recordAnimFrame } from './anim-stats';
import { canvasTextScale, drawScaled } from './canvas-text';
import { boxTitleRoom } from './box-title-room';
import { CORES_H, drawCores } from './cores-strip';
import { PipelineControls } from './PipelineControls';
import { PresenterChart } from '../PresenterChart';
import { DeviceLog, drawStorage, STORAGE_H } from './storage-strip';
import { decodeLogThreads, renderLogThreads } from './log-threads';
import { parseStory, storyText } from './story';
import { drawnStages, type DrawnStages } from './stage-groups';
import { summarize } from './summary';
import { BOX_TITLE_LINES_H, boxRects, lanesHeight, TokenLayout, type Rect } from './token-layout';
import { TokenRenderer } from './token-renderer';
import { algorithmOf, CATEGORY_ORDER, CATEGORY_STYLE, compileTopology, topologyFor, type AlgorithmId } from './topology';
import { Breakable } from '../../ui/Breakable';
import { useT, useVizT } from '../../lang/use-words';

const LANE_HEIGHTS: [number, number] = [112, 176];
const SUMMARY_EVERY_MS = 1000;

/** The clock moves on its own: playing, or searching for the next stall. */
const isRunning = (status: RunStatus) => status === 'playing' || status === 'searching';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function sizeCanvas(canvas: HTMLCanvasElement, w: number, h: number): CanvasRenderingContext2D | null {
  const dpr = Math.min(2, globalThis.devicePixelRatio || 1);
  const W = Math.round(w * dpr);
  const H = Math.round(h * dpr);
  if (canvas.width !== W || canvas.height !== H) {
    canvas.width = W;
    canvas.height = H;
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
  }
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

/**
 * side: one side of the A/B comparison (its store is that side's view of
 * the lockstep pair): its name in the heading, no toolbar or presenter
 * chart (the comparison's playback bar drives both sides), no thread
 * stories (the pair answers them for A only), ids of its own.
 * overlay: drawn over the lanes (the crash lab's recovery, given by the page).
 */
export function PipelineView({ side, sideName, overlay }: { side?: 'a' | 'b'; sideName?: string; overlay?: ReactNode } = {}) {
  const { store, controller } = useLabContext();
  const schema = useLab((s) => s.schema);
  const algorithm = useLab((s) => algorithmOf(s.currentKnobs()) as AlgorithmId);
  const story = useLab((s) => s.story);
  // The core refused the configuration: the title follows the knobs, and
  // the summary says there is no run instead of describing the last one.
  const refused = useLab((s) => s.configError !== null);
  const vt = useVizT();
  const lt = useT().lab;
  const [width, setWidth] = useState(800);
  // Canvas text size relative to the strips' base layout (larger in presenter mode).
  const [textScale, setTextScale] = useState(1);
  // Room the box titles take (their type grows with the animation in presenter mode).
  const [titleH, setTitleH] = useState(BOX_TITLE_LINES_H);
  const screenLayout = useLayout();
  // Presenter mode keeps both lanes on a 720-pixel screen: the legend opens on demand.
  const [legendOpen, setLegendOpen] = useState(false);
  const legendId = useId();
  const presenting = screenLayout === 'presenter';
  const idEnd = side ? `-${side}` : '';
  const [reduced] = useState(prefersReducedMotion);
  const [hover, setHover] = useState<{ thread: number; x: number; y: number } | null>(null);
  const [followed, setFollowed] = useState<number | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const tokensRef = useRef<HTMLCanvasElement>(null);
  const storageRef = useRef<HTMLCanvasElement>(null);
  const coresRef = useRef<HTMLCanvasElement>(null);
  const logThreadsRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const announceRef = useRef<HTMLParagraphElement>(null);
  const highlightRef = useRef(-1);
  const redrawRef = useRef<() => void>(() => {});

  const stateNames = useMemo(() => schema?.thread_states.map((t) => t.name) ?? [], [schema]);
  const stateLabels = useMemo(() => schema?.thread_states.map((t) => t.label ?? '') ?? [], [schema]);
  const topology = useMemo(() => compileTopology(topologyFor(algorithm, vt), stateNames), [algorithm, stateNames, vt]);
  const rects = useMemo<Rect[]>(() => boxRects(topology, width, LANE_HEIGHTS), [topology, width]);
  const lanesH = lanesHeight(LANE_HEIGHTS);
  const layout = useMemo(() => new TokenLayout(), []);
  const renderer = useMemo(() => new TokenRenderer(), []);
  const deviceLog = useMemo(() => new DeviceLog(), []);

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 800);
      if (w > 0) setWidth(w);
      // The root font size moves with the screen in presenter mode, the box titles with the animation's width.
      if (storageRef.current) setTextScale(canvasTextScale(storageRef.current));
      setTitleH(boxTitleRoom(el));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  // The theme switch sets <html data-layout> before this render: its CSS already applies.
  useEffect(() => {
    if (storageRef.current) setTextScale(canvasTextScale(storageRef.current));
    if (wrapRef.current) setTitleH(boxTitleRoom(wrapRef.current));
  }, [screenLayout]);

  // The animation loop: new snapshots re-layout; tokens glide between them,
  // briefly next to how long threads stay in each box at the current pace.
  useEffect(() => {
    renderer.reset();
    renderer.textScale = textScale;
    renderer.rotationBanner = vt.storage.banner;
    renderer.boxFacts = vt.boxFacts;
    layout.textScale = textScale;
    layout.titleH = titleH;
    let raf = 0;
    let lastSnap: Int32Array | null = null;
    let snap: SnapshotSummary | null = null;
    // Each stage box's group, read off the same snapshot as the tokens' layout.
    let stages: DrawnStages = {};
    let binlogWritingKiB = 0;
    let lastSummary = -Infinity;
    let summaryTimer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let lastFrameWall = 0;
    // The strips are redrawn with a new snapshot, and when the run's status changes (the device lane says "ended").
    let stripsStale = false;

    const writeSummary = () => {
      // Cleared on every write so the next snapshot schedules the next one
      // (a fired timer left behind used to freeze the text until a pause).
      summaryTimer = undefined;
      const el = summaryRef.current;
      const s = store.getState();
      if (!el || !snap || !lastSnap) return;
      lastSummary = performance.now();
      // The snapshot the tokens are drawn from: the words describe the dots.
      const lines = summarize({ topology, words: lastSnap, knobs: s.currentKnobs(), binlogWritingKiB, ended: s.status === 'finished' }, vt);
      // One child per line: only lines that changed are announced.
      while (el.children.length < lines.length) el.appendChild(document.createElement('p'));
      while (el.children.length > lines.length) el.lastElementChild!.remove();
      lines.forEach((l, i) => {
        const p = el.children[i]!;
        if (p.textContent !== l) p.textContent = l;
      });
      el.dataset.nowUs = String(snap.nowUs);
      // Screen readers hear the summary only once the run stands still:
      // a once-a-second recital while playing would drown everything else.
      const announce = announceRef.current;
      if (announce && !isRunning(s.status)) announce.textContent = lines.join(' ');
    };
    const scheduleSummary = () => {
      const playing = isRunning(store.getState().status);
      const wait = playing ? SUMMARY_EVERY_MS - (performance.now() - lastSummary) : 0;
      if (summaryTimer) clearTimeout(summaryTimer);
      if (wait <= 0) writeSummary();
      else summaryTimer = setTimeout(writeSummary, wait);
    };

    const frame = (t: number) => {
      raf = 0;
      const t0 = performance.now();
      const s = store.getState();
      // A lesson's fast-forward or a step's search sends a frame a few times a
      // second (sim-runner.ts): tokens step with them, as under reduced motion,
      // rather than animate between them at 60 fps on cores the run needs.
      const still = reduced || s.fastForwarding || s.status === 'searching';
      let changed = false;
      let moving = false;
      timed(() => {
        if (s.snapshot && s.snapshot !== lastSnap) {
          lastSnap = s.snapshot;
          snap = decodeSnapshot(s.snapshot);
          layout.update(s.snapshot, topology, rects);
          stages = snap ? drawnStages(s.snapshot, topology, snap) : {};
          renderer.retarget(layout, snap?.nowUs ?? 0, t, isRunning(s.status), still);
          if (snap) {
            const ops = decodeDeviceOps(s.snapshot, snap.nowUs);
            deviceLog.update(snap, ops);
            binlogWritingKiB = kibInFlight(ops, 'binlog', snap.nowUs);
          }
          changed = true;
          // The words follow the dots and the clock frame by frame: written
          // once a second, they lagged the clock by a second of wall time
          // (many simulated seconds at full speed). Only changed lines are
          // touched, and they are announced only once the run stands still.
          if (summaryTimer) clearTimeout(summaryTimer);
          writeSummary();
        }
        const ctx = tokensRef.current && sizeCanvas(tokensRef.current, width, lanesH);
        if (ctx) {
          ctx.clearRect(0, 0, width, lanesH);
          renderer.highlight = highlightRef.current;
          moving = renderer.draw(ctx, layout, topology, rects, snap, stages, t, still);
        }
        if ((changed || stripsStale) && snap) {
          stripsStale = false;
          const sctx = storageRef.current && sizeCanvas(storageRef.current, width, STORAGE_H * textScale);
          if (sctx) {
            sctx.clearRect(0, 0, width, STORAGE_H * textScale);
            // About two seconds of wall time of device history at the current pace.
            const speed = s.speed === 'max' ? 0 : s.speed;
            const windowUs = Math.max(2000, speed > 0 ? speed * 2e6 : 2e5);
            const binlogOn = topology.algorithm !== 'binlog_off';
            drawScaled(sctx, width, textScale, (c, w) => drawStorage(c, w, snap!, deviceLog, windowUs, binlogOn, binlogWritingKiB, vt, s.status === 'finished'));
          }
          if (logThreadsRef.current && lastSnap) renderLogThreads(logThreadsRef.current, decodeLogThreads(lastSnap), vt.logThreads);
          const cctx = coresRef.current && sizeCanvas(coresRef.current, width, CORES_H * textScale);
          if (cctx) {
            cctx.clearRect(0, 0, width, CORES_H * textScale);
            drawScaled(cctx, width, textScale, (c, w) => drawCores(c, w, snap!.cores, snap!.coresWork, snap!.coresSpin, vt));
          }
        }
      });
      const now = performance.now();
      recordAnimFrame(now - t0, running ? now - lastFrameWall : null);
      lastFrameWall = now;
      running = moving;
      if (moving) raf = requestAnimationFrame(frame);
    };
    const request = () => {
      if (!raf) raf = requestAnimationFrame(frame);
    };
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.snapshot !== prev.snapshot || s.status !== prev.status) {
        // The device lane says "finished" apart from "in flight": redraw it when the status changes too.
        if (s.status !== prev.status) stripsStale = true;
        request();
      }
      if (s.status !== prev.status && !isRunning(s.status)) scheduleSummary();
      if (s.resultsVersion !== prev.resultsVersion && s.nowNs < prev.nowNs) deviceLog.reset();
    });
    redrawRef.current = request;
    request();
    return () => {
      unsubscribe();
      cancelAnimationFrame(raf);
      if (summaryTimer) clearTimeout(summaryTimer);
    };
  }, [store, topology, rects, width, lanesH, layout, renderer, deviceLog, stateNames, reduced, vt, textScale, titleH]);

  // No run: the last run's summary goes (the next run's first frame writes it anew).
  useEffect(() => {
    if (!refused) return;
    const el = summaryRef.current;
    if (el) {
      el.replaceChildren();
      delete el.dataset.nowUs;
    }
    if (announceRef.current) announceRef.current.textContent = '';
  }, [refused]);

  // The highlighted thread's story: asked for on hover/focus, refreshed as time moves.
  const active = hover?.thread ?? followed ?? -1;
  useEffect(() => {
    highlightRef.current = active;
    redrawRef.current();
    if (active < 0 || side) return;
    controller.requestStory(active);
    let lastNs = -1;
    const timer = setInterval(() => {
      const now = store.getState().nowNs;
      if (now !== lastNs) {
        lastNs = now;
        controller.requestStory(active);
      }
    }, 300);
    return () => clearInterval(timer);
  }, [active, controller, store, side]);

  const threads = useLab((s) => (s.snapshot ? (s.snapshot[1] ?? 0) : 0));
  const storyLines = useMemo(() => {
    if (!story || story.thread !== active) return null;
    const v = parseStory(story.json, story.nowNs / 1000, stateNames, stateLabels);
    return v ? storyText(v, vt, algorithm) : null;
  }, [story, active, stateNames, stateLabels, vt, algorithm]);

  const onMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - r.left;
    const y = e.clientY - r.top;
    const i = renderer.hit(layout, x, y);
    if (i >= 0) {
      if (hover?.thread !== i) setHover({ thread: i, x, y });
    } else if (hover) setHover(null);
  };

  const onKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (threads <= 0) return;
    const cur = followed ?? -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') setFollowed((cur + 1) % threads);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') setFollowed((cur - 1 + threads) % threads);
    else if (e.key === 'Escape') setFollowed(null);
    else return;
    e.preventDefault();
  };

  const tipPos = hover ? { left: Math.min(hover.x + 14, Math.max(0, width - 360)), top: hover.y + 14 } : { left: 8, top: lanesH - 8 };
  const laneTops = [0, LANE_HEIGHTS[0] + 16 + 8];
  const explain = <p className="hint pipeline-explain">{topology.explain}</p>;
  return (
    <section className={side ? `pipeline panel pipeline-side pipeline-side-${side}` : 'pipeline panel'} aria-labelledby={`pipeline-title${idEnd}`} data-testid={side ? `pipeline-${side}` : 'pipeline'} data-algorithm={algorithm} data-refused={refused || undefined}>
      <div className="pipeline-head">
        <h2 id={`pipeline-title${idEnd}`}>
          {side ? <span className={`side-badge side-badge-${side}`}>{sideName}</span> : null}
          {side ? ' ' : null}
          {vt.heading}
          <span data-testid="pipeline-algorithm">{topology.title}</span>
        </h2>
        {presenting && (
          <button type="button" className="pl-legend-toggle" aria-expanded={legendOpen} aria-controls={legendId} onClick={() => setLegendOpen(!legendOpen)} data-testid="pl-legend-toggle">
            {vt.legend} <span aria-hidden="true">{legendOpen ? '▴' : '▾'}</span>
          </button>
        )}
        {presenting ? null : explain}
      </div>
      {side ? null : presenting ? (
        // A small live TPS chart beside the explanation and the toolbar (lesson steps say "watch the TPS chart").
        <div className="pl-toolbar-row">
          <div className="pl-toolbar-main">
            {explain}
            <PipelineControls reduced={reduced} />
          </div>
          <PresenterChart />
        </div>
      ) : (
        <PipelineControls reduced={reduced} />
      )}
      <ul id={legendId} className="pipeline-legend" aria-label={vt.legend} hidden={presenting && !legendOpen} data-testid="pipeline-legend">
        {CATEGORY_ORDER.map((c) => (
          <li key={c}>
            <span className={`token-swatch token-${c}`} style={CATEGORY_STYLE[c].hollow ? { borderColor: CATEGORY_STYLE[c].color } : { background: CATEGORY_STYLE[c].color }} aria-hidden="true" />
            {vt.categories[c]}
          </li>
        ))}
        <li>
          <span className="token-swatch token-leader" aria-hidden="true" />
          {vt.leader}
        </li>
      </ul>
      <div
        ref={wrapRef}
        className="pipeline-area"
        style={{ height: lanesH }}
        tabIndex={0}
        role="group"
        aria-label={vt.areaLabel}
        aria-describedby={`pipeline-story${idEnd}`}
        onPointerMove={onMove}
        onPointerLeave={() => setHover(null)}
        onKeyDown={onKey}
        data-testid="pipeline-area"
      >
        <div className="lane-label" style={{ top: laneTops[0] }}>
          {vt.laneSql}
        </div>
        <div className="lane-label" style={{ top: laneTops[1] }}>
          {vt.laneCommit}
        </div>
        {topology.boxes.map((b, i) => {
          const r = rects[i]!;
          return (
            <div key={b.id} className={`pl-box pl-box-lane${b.lane}`} style={{ left: r.x, top: r.y, width: r.w, height: r.h }} title={b.help} data-box={b.id}>
              <span className="pl-box-title"><Breakable text={b.label} /></span>
            </div>
          );
        })}
        <canvas ref={tokensRef} className="pl-tokens" aria-hidden="true" />
        {overlay}
        {storyLines && (
          <div className="pl-story" style={tipPos} role="tooltip" data-testid="pipeline-story-tip">
            {storyLines.map((l) => (
              <p key={l}>{l}</p>
            ))}
          </div>
        )}
      </div>
      <p id={`pipeline-story${idEnd}`} className="visually-hidden" aria-live="polite">
        {followed !== null && storyLines ? storyLines.join(' ') : ''}
      </p>
      <canvas ref={storageRef} className="pl-storage" role="img" aria-label={vt.storageLabel} />
      <canvas ref={coresRef} className="pl-cores" role="img" aria-label={vt.coresLabel} />
      <div ref={logThreadsRef} className="pl-log-threads" hidden data-testid="pipeline-log-threads" />
      <details className="pl-summary-wrap" open={!side}>
        <summary>{vt.summaryTitle}</summary>
        {refused ? (
          <p className="pl-summary-refused" data-testid="pipeline-summary-refused">
            {lt.noRunRefused}
          </p>
        ) : null}
        <div ref={summaryRef} className="pl-summary" data-testid="pipeline-summary" hidden={refused} />
      </details>
      <p ref={announceRef} className="visually-hidden" aria-live="polite" data-testid="pipeline-summary-announce" />
    </section>
  );
}
