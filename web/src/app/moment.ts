// Shareable moments: a link that reopens the lab at one simulated instant.
// "Copy link to this moment" adds `t=<ns>` (the time cursor) and, when not
// the default, `layout=` to the scenario hash (which already carries preset,
// machine, seed, knobs, scheduled changes, and the lesson step when the
// lessons panel adds it). Reopening it loads the scenario, runs the
// deterministic simulation to exactly t and pauses there: same figures,
// same summary.
//
// The moment fields are taken out of the address before url-sync reads it
// (so the scenario decoder never sees them) and applied once the run is
// configured.
import type { LabController } from '../sim/lab-controller';
import type { LabStore } from '../store/lab-store';
import { isLayout, layoutStore, type Layout } from './layout-store';

export const MOMENT_KEYS = ['t', 'layout'] as const;

export interface Moment {
  /** Simulated instant to show, ns (null: none). */
  atNs: number | null;
  layout: Layout | null;
  problems: string[];
}

/** Splits a hash into its moment fields and the rest (for url-state). */
export function splitMoment(hash: string): { rest: string; moment: Moment } {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const params = new URLSearchParams(text);
  const moment: Moment = { atNs: null, layout: null, problems: [] };
  const t = params.get('t');
  if (t !== null) {
    const n = Number(t);
    if (/^\d+$/.test(t) && Number.isSafeInteger(n)) moment.atNs = n;
    else moment.problems.push(`URL field "t": "${t}" is not allowed; expected a simulated time in integer nanoseconds. Starting at 0 instead.`);
  }
  const layout = params.get('layout');
  if (layout !== null) {
    if (isLayout(layout)) moment.layout = layout;
    else moment.problems.push(`URL field "layout": "${layout}" is not allowed; expected lab or presenter. Using lab instead.`);
  }
  if (t === null && layout === null) return { rest: hash, moment };
  for (const k of MOMENT_KEYS) params.delete(k);
  const rest = params.toString();
  return { rest: rest ? `#${rest}` : '', moment };
}

/** The current address plus this moment's fields. */
export function momentUrl(href: string, atNs: number, layout: Layout): string {
  const u = new URL(href);
  const { rest } = splitMoment(u.hash);
  const params = new URLSearchParams(rest.startsWith('#') ? rest.slice(1) : rest);
  if (atNs > 0) params.set('t', String(Math.round(atNs)));
  if (layout !== 'lab') params.set('layout', layout);
  u.hash = params.toString();
  return u.toString();
}

/** Resolves when pred holds for the store state (or rejects after ms). */
export function waitForState(store: LabStore, pred: (s: ReturnType<LabStore['getState']>) => boolean, ms = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (pred(store.getState())) return resolve();
    const timer = setTimeout(() => {
      unsub();
      reject(new Error('timed out'));
    }, ms);
    const unsub = store.subscribe((s) => {
      if (pred(s)) {
        clearTimeout(timer);
        unsub();
        resolve();
      }
    });
  });
}

/**
 * Pauses, settles the clock on a whole microsecond (so the link's instant is
 * reached the same way on reopening) and returns the link to this moment.
 */
export async function captureMoment(store: LabStore, controller: LabController, href: string): Promise<string> {
  if (store.getState().status === 'playing') {
    controller.pause();
    await waitForState(store, (s) => s.status !== 'playing');
  }
  const now = store.getState().nowNs;
  const t = Math.ceil(now / 1000) * 1000;
  if (t !== now && t <= store.getState().durationNs) {
    controller.seek(t);
    await waitForState(store, (s) => s.nowNs === t);
  }
  return momentUrl(href, store.getState().nowNs, layoutStore.getState().layout);
}

/**
 * Call before startUrlSync: strips the moment fields from the address on load
 * and on hashchange (a capturing listener runs before url-sync's), then seeks
 * once the scenario is configured.
 */
export function startMoments(store: LabStore, controller: LabController, win: Window = window): () => void {
  let pending: number | null = null;
  const take = () => {
    const { rest, moment } = splitMoment(win.location.hash);
    if (rest === win.location.hash && moment.problems.length === 0) return;
    win.history.replaceState(null, '', rest || win.location.pathname + win.location.search);
    const s = store.getState();
    s.clearTopic('moment');
    for (const p of moment.problems) s.pushMessage('error', p, 'moment');
    if (moment.layout) layoutStore.getState().setLayout(moment.layout);
    pending = moment.atNs;
    if (s.schema) setTimeout(apply, 0); // url-sync configures first, in this same task
  };
  const apply = () => {
    const t = pending;
    pending = null;
    if (t === null || t <= 0) return;
    const s = store.getState();
    // The run must be the one configured from this link (its duration known).
    waitForState(store, (x) => x.load === 'ready' && x.durationNs === Math.round(x.scenario.durationS * 1e9))
      .then(() => controller.seek(Math.min(t, store.getState().durationNs)))
      .catch(() => s.pushMessage('error', 'The linked moment could not be reached.', 'moment'));
  };
  const onHash = () => take();
  win.addEventListener('hashchange', onHash, true);
  take();
  const unsub = store.subscribe((s, prev) => {
    if (s.schema && !prev.schema) setTimeout(apply, 0);
  });
  return () => {
    unsub();
    win.removeEventListener('hashchange', onHash, true);
  };
}
