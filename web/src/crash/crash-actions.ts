// Crashing the run: pause, settle on an instant a link rebuilds exactly
// (app/moment.ts), ask the worker what a crash there leaves, keep the
// outcome. A link's `crash=<t>,<kind>[,replica]` replays the same crash.
import { create } from 'zustand';
import { captureMoment, waitForState } from '../app/moment';
import type { LabController } from '../controller/lab-controller';
import type { LabStore } from '../store/lab-store';
import { inEachLang } from '../lang/local-text';
import { CRASH_WORDS } from './crash-i18n';
import { crashField, parseCrash, readCrashField, type CrashKind, type CrashLink, type CrashOutcome, type CrashTarget } from './crash-result';

interface CrashState {
  outcome: CrashOutcome | null;
  horizonNs: number;
  working: boolean;
  /** Recovery steps shown while stepping through (the panel and the animation agree); undefined: all. */
  stepping: number | undefined;
  /** Bumped to play the recovery animation again. */
  replays: number;
  set(p: Partial<Omit<CrashState, 'set'>>): void;
}

export const useCrash = create<CrashState>((set) => ({
  outcome: null,
  horizonNs: 0,
  working: false,
  stepping: undefined,
  replays: 0,
  set: (p) => set(p),
}));

async function crashAt(store: LabStore, controller: LabController, kind: CrashKind, target: CrashTarget, horizonNs: number) {
  const { nowNs, json } = await controller.requestCrash(kind, target);
  const outcome = parseCrash(json);
  if (outcome.at_ns !== nowNs) throw new Error(`crash at ${outcome.at_ns} ns, run at ${nowNs} ns`);
  useCrash.getState().set({ outcome, horizonNs, working: false, stepping: undefined });
  store.getState().clearTopic('crash');
}

function fail(store: LabStore, e: unknown) {
  const why = e instanceof Error ? e.message : String(e);
  store.getState().pushMessage('error', inEachLang((lang) => CRASH_WORDS[lang].failed(why)), 'crash');
  useCrash.getState().set({ working: false });
}

/** The buttons and keys: crash the run where it is (playing or paused). */
export async function crashNow(store: LabStore, controller: LabController, kind: CrashKind, target: CrashTarget = 'primary') {
  if (store.getState().load !== 'ready' || useCrash.getState().working) return;
  useCrash.getState().set({ working: true });
  try {
    const { horizonNs } = await captureMoment(store, controller);
    await crashAt(store, controller, kind, target, horizonNs);
  } catch (e) {
    fail(store, e);
  }
}

/** A crash link: wait for the link's run to reach the instant, then crash there. */
export async function replayCrash(store: LabStore, controller: LabController, link: CrashLink, seekItself: boolean) {
  useCrash.getState().set({ working: true });
  const ready = (s: ReturnType<LabStore['getState']>) => s.load === 'ready' && s.durationNs > 0;
  if (!(await waitForState(store, ready, () => false, 60_000))) return fail(store, new Error('the lab did not load'));
  const endNs = store.getState().durationNs;
  if (link.atNs > endNs) {
    store.getState().pushMessage('error', inEachLang((lang) => CRASH_WORDS[lang].linkPastEnd(crashField(link).slice('crash='.length), endNs)), 'crash');
    useCrash.getState().set({ working: false });
    return;
  }
  if (seekItself) controller.seek(link.atNs);
  const there = await waitForState(store, (s) => s.nowNs === link.atNs && s.status !== 'playing' && s.status !== 'searching', () => false, 60_000);
  if (!there) return fail(store, new Error('the run did not reach the crash instant'));
  try {
    await crashAt(store, controller, link.kind, link.target, store.getState().horizonNs);
  } catch (e) {
    fail(store, e);
  }
}

// The page's first address, read as this module loads with the app: the
// crash panel arrives a few frames later (ui/staged.tsx), after url-sync
// has rewritten the address without `crash=`.
const firstHash = typeof location === 'undefined' ? '' : location.hash;

/** Reads `crash=` from the page's first address and replays it. */
export function startCrashLink(store: LabStore, controller: LabController, hash: string = firstHash) {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const raw = params.get('crash');
  if (raw === null) return;
  const { link } = readCrashField(raw);
  if (!link) {
    store.getState().pushMessage('error', inEachLang((lang) => CRASH_WORDS[lang].badLink(raw)), 'crash');
    return;
  }
  void replayCrash(store, controller, link, !params.has('t'));
}
