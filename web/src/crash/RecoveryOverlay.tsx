// Recovery, animated over the pipeline after a crash: InnoDB's redo scan
// up to what survived, the scan of the last binlog file with its torn
// tail cut, the prepared transactions sent by the XID rule to commit or
// rollback, then what the crash cost, lost work in red. It plays by
// itself (about a second a phase), follows the crash panel's "Step
// through recovery" when stepping, and jumps to the end with
// prefers-reduced-motion. Drawn on a canvas laid over the animation's lanes.
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../lang/lang-store';
import { useCrash } from './crash-actions';
import { CRASH_WORDS, fmt, type RecoveryAnimWords } from './crash-i18n';
import { phaseAt, PHASE_S, recoveryPlan, type BarPart, type RecoveryPlan } from './recovery-plan';

// The crash panel's class colours (crash.css, Okabe-Ito).
// Text in the loss colour is darker, to read at 4.5:1 on white (crash.css --crash-lost-text).
const LOST_TEXT = '#a33b00';
const COLOURS = { durable: '#009e73', cache: '#e69f00', buffer: '#d55e00', torn: '#d55e00', ok: '#009e73', lost: '#d55e00', engine_only: '#e69f00', binlog_only: '#cc79a7', rolled: '#7a7f87' };

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function drawBar(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, bar: BarPart[], lit: number, words: RecoveryAnimWords, showLost: boolean, fg: string, readTo: string) {
  let cx = x;
  for (const p of bar) {
    const pw = p.share * w;
    ctx.fillStyle = COLOURS[p.cls];
    ctx.globalAlpha = p.cls === 'durable' ? 1 : 0.75;
    ctx.fillRect(cx, y, pw, h);
    ctx.globalAlpha = 1;
    if (p.cls !== 'durable' && showLost) {
      // What the crash took: outlined in red and named.
      ctx.strokeStyle = COLOURS.lost;
      ctx.lineWidth = 2;
      ctx.strokeRect(cx + 1, y + 1, pw - 2, h - 2);
      ctx.beginPath();
      ctx.moveTo(cx, y);
      ctx.lineTo(cx + pw, y + h);
      ctx.moveTo(cx + pw, y);
      ctx.lineTo(cx, y + h);
      ctx.stroke();
    }
    cx += pw;
  }
  // Not yet read by recovery: greyed.
  if (lit < 1) {
    ctx.fillStyle = 'rgba(128,128,128,0.55)';
    ctx.fillRect(x + lit * w, y, (1 - lit) * w, h);
    ctx.fillStyle = fg;
    ctx.fillRect(x + lit * w - 1, y - 3, 2, h + 6);
  }
  ctx.strokeStyle = fg;
  ctx.lineWidth = 1;
  ctx.strokeRect(x, y, w, h);
  if (showLost) {
    // Where recovery stopped reading.
    ctx.fillStyle = '#006e50';
    ctx.fillText(readTo, x, y + h + 12);
    const lostShare = bar.filter((p) => p.cls !== 'durable').reduce((a, p) => a + p.share, 0);
    if (lostShare > 0) {
      const torn = bar.some((p) => p.cls === 'torn');
      ctx.fillStyle = LOST_TEXT;
      ctx.textAlign = 'right';
      ctx.fillText(torn ? `${words.torn} · ${words.lost}` : words.lost, x + w, y + h + 12);
      ctx.textAlign = 'left';
    }
  }
}

function draw(ctx: CanvasRenderingContext2D, W: number, H: number, plan: RecoveryPlan, index: number, progress: number, words: RecoveryAnimWords, n: (x: number) => string, fg: string) {
  const pad = 12;
  const barW = W - 2 * pad;
  const phase = plan.phases[index]!;
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.fillStyle = fg;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(words.title, pad, 20);
  ctx.font = '12px system-ui, sans-serif';
  ctx.fillText(words.phase[phase], pad, 37);
  // One dot per phase: done, on, to come.
  plan.phases.forEach((_, i) => {
    ctx.beginPath();
    ctx.arc(W - pad - (plan.phases.length - 1 - i) * 14 - 4, 33, 4, 0, 2 * Math.PI);
    ctx.fillStyle = i < index || (i === index && progress >= 1) ? COLOURS.ok : i === index ? COLOURS.cache : 'rgba(128,128,128,0.5)';
    ctx.fill();
  });
  ctx.font = '12px system-ui, sans-serif';
  const at = (p: string) => plan.phases.indexOf(p as never);
  const reached = (p: string) => at(p) >= 0 && (at(p) < index || (at(p) === index && progress > 0));
  const through = (p: string) => (at(p) < index ? 1 : at(p) === index ? progress : 0);
  let y = 60;
  // 1. Redo: the scan reads to the durable end; the rest is gone.
  ctx.fillStyle = fg;
  ctx.fillText(words.redoScan, pad, y);
  drawBar(ctx, pad, y + 5, barW, 14, plan.redo, reached('redo') ? through('redo') * plan.redoScanEnd + (through('redo') >= 1 ? 1 - plan.redoScanEnd : 0) : 0, words, through('redo') >= 1, fg, `${words.durable}: LSN ${n(plan.redoDurableLsn)}`);
  y += 52;
  if (plan.binlog) {
    ctx.fillStyle = fg;
    ctx.fillText(words.binlogScan, pad, y);
    const t = through('binlog');
    drawBar(ctx, pad, y + 5, barW, 14, plan.binlog, reached('binlog') ? t * plan.binlogScanEnd + (t >= 1 ? 1 - plan.binlogScanEnd : 0) : 0, words, t >= 1, fg, `${words.durable}: ${n(plan.binlogValidBytes)} B`);
    y += 52;
    // 3. Prepared transactions move to commit (XID found) or rollback.
    if (reached('xa') && plan.dotsCommitted + plan.dotsRolledBack > 0) {
      const t3 = through('xa');
      ctx.fillStyle = fg;
      ctx.fillText(words.prepared, pad, y);
      const from = pad;
      const toC = pad + barW * 0.45;
      const toR = pad + barW * 0.75;
      const cell = 7;
      const perRow = 10;
      const ease = t3 * t3 * (3 - 2 * t3);
      const dot = (i: number, target: number, k: number, colour: string) => {
        const sx = from + (i % perRow) * cell + 3;
        const sy = y + 10 + Math.floor(i / perRow) * cell;
        const tx = target + (k % perRow) * cell + 3;
        const ty = y + 10 + Math.floor(k / perRow) * cell;
        ctx.beginPath();
        ctx.arc(sx + (tx - sx) * ease, sy + (ty - sy) * ease, 2.6, 0, 2 * Math.PI);
        ctx.fillStyle = t3 >= 1 ? colour : COLOURS.cache;
        ctx.fill();
      };
      for (let i = 0; i < plan.dotsCommitted; i++) dot(i, toC, i, COLOURS.ok);
      for (let i = 0; i < plan.dotsRolledBack; i++) dot(plan.dotsCommitted + i, toR, i, COLOURS.rolled);
      if (t3 >= 1) {
        // The verdicts, one line each under the dots.
        const rows = Math.ceil(Math.max(plan.dotsCommitted, plan.dotsRolledBack, 1) / perRow);
        let ty = y + 14 + rows * cell + 8;
        if (plan.committedByXid > 0) {
          ctx.fillStyle = '#006e50';
          ctx.fillText(words.committedByXid(n(plan.committedByXid)), pad, ty);
          ty += 15;
        }
        if (plan.rolledBack > 0) {
          ctx.fillStyle = fg;
          ctx.fillText(words.rolledBack(n(plan.rolledBack)), pad, ty);
        }
      }
    } else if (reached('xa')) {
      ctx.fillStyle = fg;
      ctx.fillText(`${words.prepared}: 0`, pad, y);
    }
    y += 76;
  } else {
    ctx.fillStyle = fg;
    ctx.fillText(words.redoOnly, pad, y);
    y += 24;
  }
  // 4. The ledger: what the crash cost, in red when anything acknowledged is not fully back.
  if (reached('ledger')) {
    const t4 = through('ledger');
    let cx = pad;
    for (const part of plan.ledger) {
      const w = part.share * barW * Math.min(1, t4 * 2);
      ctx.fillStyle = COLOURS[part.cls];
      ctx.fillRect(cx, y, w, 12);
      cx += w;
    }
    ctx.font = '600 14px system-ui, sans-serif';
    ctx.fillStyle = plan.unrecovered > 0 ? LOST_TEXT : '#006e50';
    ctx.fillText(plan.unrecovered > 0 ? words.lostAcked(n(plan.unrecovered)) : words.noneLost, pad, y + 30);
  }
}

export function RecoveryOverlay() {
  const outcome = useCrash((s) => s.outcome);
  const stepping = useCrash((s) => s.stepping);
  const replays = useCrash((s) => s.replays);
  const lang = useLang();
  const words = CRASH_WORDS[lang].recovery;
  const n = fmt(lang);
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [phase, setPhase] = useState<{ index: number; done: boolean }>({ index: 0, done: false });
  const plan = outcome ? recoveryPlan(outcome) : null;
  // The crash the learner stepped through: once the steps end it shows the end, not a replay.
  const steppedFor = useRef<typeof outcome>(null);
  const seenReplays = useRef(replays);

  useEffect(() => {
    const el = canvas.current;
    const box = wrap.current;
    if (!plan || !el || !box) return;
    const total = plan.phases.length * PHASE_S;
    if (replays !== seenReplays.current) {
      seenReplays.current = replays;
      steppedFor.current = null;
    }
    if (stepping !== undefined) steppedFor.current = outcome;
    // Stepping through: the panel's step decides the phase; after the last step, the end.
    const fixed: number | null = reducedMotion() || (stepping === undefined && steppedFor.current === outcome) ? total : null;
    const start = performance.now();
    let raf = 0;
    const frame = () => {
      const W = box.clientWidth;
      const H = box.clientHeight;
      const dpr = Math.min(2, globalThis.devicePixelRatio || 1);
      if (el.width !== Math.round(W * dpr) || el.height !== Math.round(H * dpr)) {
        el.width = Math.round(W * dpr);
        el.height = Math.round(H * dpr);
      }
      const ctx = el.getContext('2d');
      let at: { index: number; progress: number };
      if (stepping !== undefined) at = { index: Math.min(stepping - 1, plan.phases.length - 2), progress: 1 };
      else at = phaseAt(plan, fixed ?? (performance.now() - start) / 1000);
      if (ctx) {
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        ctx.clearRect(0, 0, W, H);
        draw(ctx, W, H, plan, at.index, at.progress, words, n, getComputedStyle(box).color);
      }
      const done = at.index === plan.phases.length - 1 && at.progress >= 1;
      setPhase((p) => (p.index === at.index && p.done === done ? p : { index: at.index, done }));
      if (!done && stepping === undefined) raf = requestAnimationFrame(frame);
    };
    frame();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => requestAnimationFrame(frame));
    ro?.observe(box);
    return () => {
      cancelAnimationFrame(raf);
      ro?.disconnect();
    };
    // plan is derived from outcome; words and n from lang.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, stepping, replays, lang]);

  if (!outcome || !plan) return null;
  const current = plan.phases[phase.index]!;
  return (
    <div ref={wrap} className="recovery-overlay" data-testid="recovery-overlay" data-phase={current} data-done={phase.done || undefined}>
      <canvas ref={canvas} aria-hidden="true" />
      <p className="visually-hidden" aria-live="polite">
        {`${words.title}: ${words.phase[current]}`}
      </p>
      {phase.done && stepping === undefined && (
        <button type="button" className="link-button recovery-replay" data-testid="recovery-replay" onClick={() => useCrash.getState().set({ replays: useCrash.getState().replays + 1 })}>
          {words.replay}
        </button>
      )}
    </div>
  );
}
