// Which lesson and step are open, the language (kept in localStorage), and
// a trainer's previewed lesson file. Separate from the lab's store: the lab
// runs without lessons, lessons drive the lab through its controller.
// The language shown switches to Chinese only once its words have loaded
// (zh-loader.ts): until then the page stays as it was, so it never shows
// English for a moment, nor a Chinese table that is not there yet.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Lang, Lesson } from './catalog';
import { isZhLoaded, loadZh } from './zh-loader';

export const LANG_KEY = 'commitlab.lang';
// Set once the lessons have been opened in this browser: the header's
// "New here?" pointer is for first visits only.
const SEEN_KEY = 'commitlab.lessons-seen';

/** Where the open step is: asking for a prediction, running, or showing its answer. */
export type StepPhase = 'predict' | 'running' | 'revealed';

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
  /** The language shown (a chosen one whose words are still loading is not shown yet). */
  lang: Lang;
  preview: Lesson | null;
  setOpen(open: boolean): void;
  show(lessonId: string | null, step?: number): void;
  setPhase(phase: StepPhase): void;
  setSkipTo(ns: number | null): void;
  /** Shows `lang` (and remembers it) once its words are loaded: at once for English, or Chinese loaded before. */
  setLang(lang: Lang): void;
  /** Settles once the language last asked for is shown (or, its words failing to load, is not). */
  whenLangShown(): Promise<void>;
  setPreview(lesson: Lesson | null): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function markSeen(): { seen: true } {
  storage()?.setItem(SEEN_KEY, '1');
  return { seen: true };
}

export function isLang(v: string | null | undefined): v is Lang {
  return v === 'en' || v === 'zh';
}

/** "&lang=zh" while the lab is in Chinese, so a shared link opens in it too (English: nothing). */
export function langHashPart(lang: Lang = lessonStore.getState().lang): string {
  return lang === 'en' ? '' : `&lang=${lang}`;
}

/** `lang=` in a URL part (the hash without its "#", or the query string), when it names a language. */
function langIn(part: string): Lang | null {
  const lang = new URLSearchParams(part).get('lang');
  return isLang(lang) ? lang : null;
}

/**
 * The language a link asks for, read at boot so the first paint is in it:
 * `lang=` in the hash (the lab's own links), else in the query string
 * (people type ?lang=zh).
 */
export function linkLang(url: Pick<Location, 'hash' | 'search'>): Lang | null {
  return langIn(url.hash.slice(1)) ?? langIn(url.search);
}

/**
 * A valid ?lang= is read once, like a link's lang: remembered, and taken out
 * of the address bar so that a later switch of language is not undone by a
 * reload (the lab keeps its state in the hash, which url-sync rewrites).
 */
function takeQueryLang(): boolean {
  if (typeof location === 'undefined' || !langIn(location.search)) return false;
  dropQueryLang(window);
  return true;
}

/** Takes `lang=` out of the address's query string, leaving the rest of the address as it is. */
export function dropQueryLang(win: Window): void {
  const query = new URLSearchParams(win.location.search);
  query.delete('lang');
  const rest = query.toString();
  win.history.replaceState(win.history.state, '', `${win.location.pathname}${rest ? `?${rest}` : ''}${win.location.hash}`);
}

/** The language to start in: the link's, else the reader's saved choice, else the browser's. */
export function initialLang(): Lang {
  const linked = typeof location === 'undefined' ? null : linkLang(location);
  if (linked) return linked;
  const saved = storage()?.getItem(LANG_KEY);
  if (isLang(saved)) return saved;
  return typeof navigator !== 'undefined' && /^zh\b/i.test(navigator.language ?? '') ? 'zh' : 'en';
}

function showDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

export function createLessonStore() {
  // The language asked for last: a load that finishes after another choice does not undo it.
  let wanted: Lang = 'en';
  let shown: Promise<void> = Promise.resolve();
  const showLang = (lang: Lang, remember: boolean) => {
    wanted = lang;
    const show = () => {
      if (wanted !== lang) return;
      if (remember) storage()?.setItem(LANG_KEY, lang);
      showDocumentLang(lang);
      store.setState({ lang });
    };
    if (lang === 'en' || isZhLoaded()) {
      shown = Promise.resolve();
      return show();
    }
    shown = loadZh().then(show, (e: unknown) => {
      // Offline before the Chinese was ever cached, say: the page stays in the language it shows.
      console.error(`The Chinese text could not be loaded; the lab stays in ${store.getState().lang === 'zh' ? 'Chinese' : 'English'}:`, e);
    });
  };
  const store = createStore<LessonState>()((set) => ({
    open: false,
    seen: storage()?.getItem(SEEN_KEY) === '1',
    lessonId: null,
    step: 0,
    phase: 'predict',
    skipToNs: null,
    lang: 'en',
    preview: null,
    setOpen: (open) => set(open ? { open, ...markSeen() } : { open }),
    show: (lessonId, step = 0) => set({ open: true, lessonId, step, phase: 'predict', skipToNs: null, ...markSeen() }),
    setPhase: (phase) => set({ phase }),
    setSkipTo: (skipToNs) => set({ skipToNs }),
    setLang: (lang) => showLang(lang, true),
    whenLangShown: () => shown,
    setPreview: (preview) => set({ preview }),
  }));
  // A saved choice is already remembered; a hash's is once it is read (app/link-view.ts), a query's here; the browser's is not a choice.
  const lang = initialLang();
  showLang(lang, takeQueryLang());
  return store;
}

export const lessonStore = createLessonStore();

export function useLessons<T>(selector: (s: LessonState) => T): T {
  return useStore(lessonStore, selector);
}
