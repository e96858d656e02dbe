// Which lesson and step are open, and
// a trainer's previewed lesson file. Separate from the lab's store: the lab
// runs without lessons, lessons drive the lab through its controller.
// The language is not here: it is the lab's (lang/lang-store.ts).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Lesson } from './catalog';
import { withTry, type TuneTry } from './tune-tries';
import { storage } from '../lang/lang-store';

// Set once the lessons have been opened in this browser: the header's
// "New here?" pointer is for first visits only.
const SEEN_KEY = 'commitlab.lessons-seen';

/**
 * Where the open step is: asking for a prediction, running, trying settings
 * (a tuning step whose answer waits for a few tries), or showing its answer.
 */
export type StepPhase = 'predict' | 'running' | 'tuning' | 'revealed';

export interface LessonState {
  /** The lessons panel is shown. */
  open: boolean;
  /** The lessons have been opened before, in this browser. */
  seen: boolean;
  /** Open lesson (null: the list). */
  lessonId: string | null;
  /** 0-based step index. */
  step: number;
  /** The open step's progress (a new step starts at 'predict'). */
  phase: StepPhase;
  /** Simulated ns the step's run is fast-forwarding to (its start, or an early answer's), or null. */
  skipToNs: number | null;
  preview: Lesson | null;
  /** A tuning step's tries, by "<lesson>:<step index>" (kept while the page is open, across steps). */
  tries: Record<string, TuneTry[]>;
  setOpen(open: boolean): void;
  show(lessonId: string | null, step?: number): void;
  setPhase(phase: StepPhase): void;
  setSkipTo(ns: number | null): void;
  setPreview(lesson: Lesson | null): void;
  addTry(key: string, t: TuneTry): void;
}

function markSeen(): { seen: true } {
  storage()?.setItem(SEEN_KEY, '1');
  return { seen: true };
}

export function createLessonStore() {
  const store = createStore<LessonState>()((set) => ({
    open: false,
    seen: storage()?.getItem(SEEN_KEY) === '1',
    lessonId: null,
    step: 0,
    phase: 'predict',
    skipToNs: null,
    preview: null,
    tries: {},
    setOpen: (open) => set(open ? { open, ...markSeen() } : { open }),
    show: (lessonId, step = 0) => set({ open: true, lessonId, step, phase: 'predict', skipToNs: null, ...markSeen() }),
    setPhase: (phase) => set({ phase }),
    setSkipTo: (skipToNs) => set({ skipToNs }),
    setPreview: (preview) => set({ preview }),
    addTry: (key, t) => set((s) => ({ tries: { ...s.tries, [key]: withTry(s.tries[key] ?? [], t) } })),
  }));
  return store;
}

export const lessonStore = createLessonStore();

export function useLessons<T>(selector: (s: LessonState) => T): T {
  return useStore(lessonStore, selector);
}
