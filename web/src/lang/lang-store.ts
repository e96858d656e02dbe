// The language the lab is shown in, kept in localStorage; a link's
// `#lang=` or `?lang=` picks it at boot. It switches to Chinese only once
// its words have loaded (zh-loader.ts): until then the page stays as it
// was, so it never shows English for a moment, nor a Chinese table that is
// not there yet.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { isLang, type Lang } from './lang';
import { isZhLoaded, loadZh } from './zh-loader';

export const LANG_KEY = 'commitlab.lang';

export interface LangState {
  /** The language shown (a chosen one whose words are still loading is not shown yet). */
  lang: Lang;
  /** Shows `lang` (and remembers it) once its words are loaded: at once for English, or Chinese loaded before. */
  setLang(lang: Lang): void;
  /** Settles once the language last asked for is shown (or, its words failing to load, is not). */
  whenLangShown(): Promise<void>;
}

/** localStorage, or null where the browser refuses it (the lessons keep their own flag there too). */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** "&lang=zh" while the lab is in Chinese, so a shared link opens in it too (English: nothing). */
export function langHashPart(lang: Lang = langStore.getState().lang): string {
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

export function createLangStore() {
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
  const store = createStore<LangState>()(() => ({
    lang: 'en',
    setLang: (lang) => showLang(lang, true),
    whenLangShown: () => shown,
  }));
  // A saved choice is already remembered; a hash's is once it is read (app/link-view.ts), a query's here; the browser's is not a choice.
  const lang = initialLang();
  showLang(lang, takeQueryLang());
  return store;
}

export const langStore = createLangStore();

/** The language the lab shows (a React hook). */
export function useLang(): Lang {
  return useStore(langStore, (s) => s.lang);
}
