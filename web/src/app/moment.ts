// Shareable moments: a link that reopens the lab at one simulated instant,
// with exactly the figures that were on screen.
//
// The scenario hash (preset, machine, seed, knobs, scheduled changes, speed,
// the lesson step, the layout) gains `t=<ns>`, the time cursor, and, when
// the run had gone further before the user scrubbed back, `h=<ns>`, how far
// it had gone: the interval log and charts show everything up to h, the
// animation and clock show t. Reopening loads the scenario, seeks to h, then
// to t. The model is deterministic, so the same rows and summary come out.
//
// One subtlety makes "the same instant" exact: a run paused by the pacing
// clock or by Step may stop between two events that share a timestamp. A
// seek always runs every event up to its target, so capturing first seeks
// to the next whole microsecond: the page then shows the very state the link
// will rebuild (the clock moves by less than a microsecond).
//
// `t`, `h`, `layout` and `lang` are read by url-sync. t and h stay in the
// address while the page still shows that moment, so copying the address or
// reloading keeps it; they leave once the run moves (play, seek, another
// scenario): the address then says what is on screen.
import type { LabController } from '../controller/lab-controller';
import type { LabStore } from '../store/lab-store';
import { inEachLang, LocalError, type LocalText } from '../lang/local-text';
import { URL_WORDS, type UrlWords } from '../store/url-words';
import { readLinkView, VIEW_KEYS, type LinkView } from './link-view';
import type { LabState } from '../store/lab-state';

export const MOMENT_KEYS = ['t', 'h', ...VIEW_KEYS] as const;

/** `layout` and `lang` (null: keep the reader's) are link-view.ts's. */
export interface Moment extends LinkView {
  /** Time cursor, whole ns (null: none in the link). */
  atNs: number | null;
  /** How far the run had gone (null: to the cursor). */
  horizonNs: number | null;
  /** Each bad field, said in every language. */
  problems: LocalText[];
}

/** A message about the link's moment, in every language. */
const said = (words: (w: UrlWords) => string): LocalText => inEachLang((lang) => words(URL_WORDS[lang]));

const WHOLE_NS = /^\d{1,16}$/;

/** Takes the moment fields out of a hash; `rest` is the scenario hash for url-state. */
export function splitMoment(hash: string): { rest: string; moment: Moment } {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const params = new URLSearchParams(text);
  const moment: Moment = { atNs: null, horizonNs: null, layout: null, lang: null, problems: [] };
  if (!MOMENT_KEYS.some((k) => params.has(k))) return { rest: hash, moment };
  const t = params.get('t');
  if (t !== null) {
    if (WHOLE_NS.test(t) && Number.isSafeInteger(Number(t))) moment.atNs = Number(t);
    else moment.problems.push(said((w) => w.notAllowed(w.field('t'), t, w.wholeNs, w.startAtZero)));
  }
  const h = params.get('h');
  if (h !== null) {
    if (t === null) moment.problems.push(said((w) => w.hWithoutT(h)));
    else if (WHOLE_NS.test(h) && Number.isSafeInteger(Number(h))) moment.horizonNs = moment.atNs === null ? null : Number(h);
    else moment.problems.push(said((w) => w.hNotNs(h)));
  }
  // The page's look (layout, lang) is read as every link reads it.
  const view = readLinkView(params);
  moment.layout = view.layout;
  moment.lang = view.lang;
  moment.problems.push(...view.problems);
  for (const k of MOMENT_KEYS) params.delete(k);
  const rest = params.toString();
  return { rest: rest ? `#${rest}` : '', moment };
}

/** "&t=…[&h=…]" for a moment (nothing for the start of a run). */
export function momentHashPart(atNs: number, horizonNs: number): string {
  if (atNs <= 0 && horizonNs <= 0) return '';
  return `&t=${Math.round(atNs)}${horizonNs > atNs ? `&h=${Math.round(horizonNs)}` : ''}`;
}

/**
 * Resolves true when pred holds; false when `abandon` holds first (a newer
 * scenario took over) or after ms.
 */
export function waitForState(store: LabStore, pred: (s: LabState) => boolean, abandon: (s: LabState) => boolean = () => false, ms = 120_000): Promise<boolean> {
  return new Promise((resolve) => {
    const check = (s: LabState): boolean => {
      if (pred(s)) return finish(true);
      if (abandon(s)) return finish(false);
      return false;
    };
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      unsub();
      resolve(ok);
      return true;
    };
    const timer = setTimeout(() => finish(false), ms);
    const unsub = store.subscribe((s) => void check(s));
    check(store.getState());
  });
}

/** The next whole microsecond strictly after ns, at most end. */
export function settleNs(ns: number, endNs: number): number {
  return Math.min(endNs, (Math.floor(ns / 1000) + 1) * 1000);
}

/**
 * Pauses and settles the run on a state a link rebuilds exactly (see the
 * top of this file); returns the moment's time cursor and horizon.
 */
export async function captureMoment(store: LabStore, controller: LabController): Promise<{ atNs: number; horizonNs: number }> {
  const scenario = store.getState().scenario;
  const gone = (s: LabState) => s.scenario !== scenario;
  // A step's search is stopped too (it goes back to where the step began).
  const moving = (s: LabState) => s.status === 'playing' || s.status === 'searching';
  if (moving(store.getState())) {
    controller.pause();
    if (!(await waitForState(store, (s) => !moving(s), gone, 10_000))) throw new LocalError(said((w) => w.runDidNotPause));
  }
  const s = store.getState();
  if (s.nowNs === 0 && s.horizonNs === 0) return { atNs: 0, horizonNs: 0 };
  const end = s.durationNs;
  const t = s.nowNs >= end ? end : settleNs(s.nowNs, end);
  const h = s.horizonNs > t ? (s.horizonNs >= end ? end : settleNs(s.horizonNs, end)) : t;
  const seek = async (ns: number) => {
    controller.seek(ns);
    if (!(await waitForState(store, (x) => x.nowNs === ns && x.status !== 'playing', gone))) throw new LocalError(said((w) => w.runDidNotReachMoment));
  };
  if (h > t) await seek(h);
  if (t !== store.getState().nowNs) await seek(t);
  return { atNs: t, horizonNs: h };
}

/**
 * Shows a link's moment in the run just loaded from it: seeks to the
 * horizon, then to the cursor. Out-of-range values are reported and
 * dropped; the scenario stays. Call right after loadScenario (the worker
 * takes commands in order, so the seeks apply to that run). Resolves to
 * the moment shown (h dropped if it was out of range), or null if none.
 */
export async function applyMoment(store: LabStore, controller: LabController, moment: Moment): Promise<{ atNs: number; horizonNs: number } | null> {
  const s = store.getState();
  const t = moment.atNs;
  let h = moment.horizonNs;
  if (t === null) return null;
  const end = Math.round(s.scenario.durationS * 1e9);
  if (t > end) {
    s.pushMessage('error', said((w) => w.tPastEnd(t, end)), 'url');
    return null;
  }
  if (h !== null && (h < t || h > end)) {
    const horizon = h;
    s.pushMessage('error', said((w) => w.hOutOfRun(horizon, t, end)), 'url');
    h = null;
  }
  const scenario = s.scenario;
  const gone = (x: LabState) => x.scenario !== scenario;
  const reach = async (ns: number) => {
    controller.seek(ns);
    return waitForState(store, (x) => x.nowNs === ns && x.status !== 'playing' && x.status !== 'idle', gone);
  };
  const reached = (h === null || h <= t || (await reach(h))) && (t === 0 || (await reach(t)));
  if (reached) return { atNs: t, horizonNs: h ?? t };
  if (!gone(store.getState())) store.getState().pushMessage('error', said((w) => w.momentUnreached(t)), 'url');
  return null;
}
