// How a link says the page should look: `layout=presenter` (layout-store.ts)
// and `lang=zh` (lang/lang-store.ts). The lab's links (moment.ts) and
// the A/B comparison's (compare/compare-url.ts) read and write them the same
// way: absent keeps the reader's choice, and a bad value is refused by
// name, value and what is allowed, keeping the reader's choice too.
import type { Lang } from '../lang/lang';
import { dropQueryLang, langHashPart, langStore } from '../lang/lang-store';
import { isLang } from '../lang/lang';
import { inEachLang, type LocalText } from '../lang/local-text';
import { URL_WORDS, type UrlWords } from '../store/url-words';
import { isLayout, LAYOUTS, layoutHashPart, layoutStore, type Layout } from '../ui/layout-store';

export const VIEW_KEYS = ['layout', 'lang'] as const;

/** What a link asks for (null: nothing, keep the reader's). */
export interface LinkView {
  layout: Layout | null;
  lang: Lang | null;
}

/** What the page shows now. */
export interface PageView {
  layout: Layout;
  lang: Lang;
}

const said = (words: (w: UrlWords) => string): LocalText => inEachLang((lang) => words(URL_WORDS[lang]));

/** Reads layout and lang from a link's fields; each bad one is a problem, said in every language. */
export function readLinkView(params: URLSearchParams): LinkView & { problems: LocalText[] } {
  const view: LinkView & { problems: LocalText[] } = { layout: null, lang: null, problems: [] };
  const layout = params.get('layout');
  if (layout !== null) {
    if (isLayout(layout)) view.layout = layout;
    else view.problems.push(said((w) => w.notAllowed(w.field('layout'), layout, w.allowed.oneOf(LAYOUTS), w.keepLayout)));
  }
  const lang = params.get('lang');
  if (lang !== null) {
    if (isLang(lang)) view.lang = lang;
    else view.problems.push(said((w) => w.notAllowed(w.field('lang'), lang, w.allowed.oneOf(['en', 'zh']), w.keepLang)));
  }
  return view;
}

/**
 * A `?lang=` the lab cannot show (lang/lang-store.ts takes a good one
 * at boot): refused as a hash's would be, and taken out of the address so
 * the reader's copy of it does not carry it on.
 */
export function takeBadQueryLang(win: Window): LocalText[] {
  const lang = new URLSearchParams(win.location.search).get('lang');
  if (lang === null || isLang(lang)) return [];
  dropQueryLang(win);
  return readLinkView(new URLSearchParams({ lang })).problems;
}

/** Shows what a link asked for; leaves the rest as the reader has it. */
export function applyLinkView(view: LinkView): void {
  if (view.layout) layoutStore.getState().setLayout(view.layout);
  if (view.lang) langStore.getState().setLang(view.lang);
}

export function currentView(): PageView {
  return { layout: layoutStore.getState().layout, lang: langStore.getState().lang };
}

/** "&layout=presenter&lang=zh", each part only when not the default, for a link. */
export function linkViewHashPart(view: PageView = currentView()): string {
  return layoutHashPart(view.layout) + langHashPart(view.lang);
}
