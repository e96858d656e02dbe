// The Chinese text loads on demand: before it has, the page stays in the
// language it shows and a Chinese table cannot be read by mistake; once it
// has, the language switches. Each test starts from fresh modules (the
// test setup loads the Chinese for every other test).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Fresh = {
  store: typeof import('./lang-store');
  loader: typeof import('./zh-loader');
  viz: typeof import('./viz-words');
  schema: typeof import('../model/schema-i18n');
};

async function fresh(): Promise<Fresh> {
  vi.resetModules();
  // The store last: creating it starts a link's or a saved choice's load, which the other imports would give time to finish.
  return { loader: await import('./zh-loader'), viz: await import('./viz-words'), schema: await import('../model/schema-i18n'), store: await import('./lang-store') };
}

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => vi.restoreAllMocks());

describe('the Chinese text, loaded on demand', () => {
  it('is not loaded for an English reader, and a Chinese table read before it is throws instead of showing English', async () => {
    const { store, loader, viz } = await fresh();
    expect(store.langStore.getState().lang).toBe('en');
    expect(loader.isZhLoaded()).toBe(false);
    expect(viz.VIZ_STRINGS.en.heading).toBe('Commit pipeline: ');
    expect(() => viz.VIZ_STRINGS.zh.heading).toThrow(/Chinese text read before it loaded/);
  });

  it('the switch shows Chinese only once it has loaded, and remembers it', async () => {
    const { store, viz, schema } = await fresh();
    const s = store.langStore;
    s.getState().setLang('zh');
    expect(s.getState().lang).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await s.getState().whenLangShown();
    expect(s.getState().lang).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(store.LANG_KEY)).toBe('zh');
    expect(viz.VIZ_STRINGS.zh.heading).toBe('提交流水线：');
    expect(viz.VIZ_STRINGS.zh).toBe(viz.VIZ_STRINGS.zh); // one object: hooks and memos see no change
    expect(schema.presetLabel({ name: 's000_binlog_on_16', label: '112 cores, 16 threads, binlog ON' }, 'zh')).toBe('112 核，16 线程，binlog ON');
    expect(schema.presetLabel({ name: 's000_binlog_on_16', label: '112 cores, 16 threads, binlog ON' }, 'en')).toBe('112 cores, 16 threads, binlog ON');
    // Loaded once: back to English and to Chinese again are immediate.
    s.getState().setLang('en');
    s.getState().setLang('zh');
    expect(s.getState().lang).toBe('zh');
  });

  it('English chosen while the Chinese is still loading wins', async () => {
    const { store } = await fresh();
    const s = store.langStore;
    s.getState().setLang('zh');
    s.getState().setLang('en');
    await s.getState().whenLangShown();
    await import('./zh-tables'); // the load has finished too
    await new Promise((r) => setTimeout(r, 0));
    expect(s.getState().lang).toBe('en');
    expect(localStorage.getItem(store.LANG_KEY)).toBe('en');
  });

  it('?lang=zh in the query string starts in Chinese too, the hash winning if both are given; it is remembered and leaves the address bar', async () => {
    history.replaceState(null, '', '/fidelity.html?lang=zh');
    let { store } = await fresh();
    await store.langStore.getState().whenLangShown();
    expect(store.langStore.getState().lang).toBe('zh');
    expect(localStorage.getItem(store.LANG_KEY)).toBe('zh');
    expect(location.pathname + location.search).toBe('/fidelity.html');

    localStorage.clear();
    history.replaceState(null, '', '/?x=1&lang=zh#preset=s000_binlog_on_16&lang=en');
    ({ store } = await fresh());
    await store.langStore.getState().whenLangShown();
    expect(store.langStore.getState().lang).toBe('en');
    expect(location.search + location.hash).toBe('?x=1#preset=s000_binlog_on_16&lang=en');

    // Not a language: ignored and left where it is (the hash's lang= is refused by name in the lab, app/link-view.ts).
    history.replaceState(null, '', '/?lang=fr');
    ({ store } = await fresh());
    expect(store.linkLang(location)).toBeNull();
    expect(location.search).toBe('?lang=fr');
  });

  it('a link with lang=zh or a saved choice starts in Chinese: the first paint waits for it', async () => {
    history.replaceState(null, '', '/#preset=s000_binlog_on_16&lang=zh');
    let { store } = await fresh();
    expect(store.langStore.getState().lang).toBe('en');
    await store.langStore.getState().whenLangShown();
    expect(store.langStore.getState().lang).toBe('zh');
    // Not remembered from the link alone: reading the link's fields does that (app/link-view.ts).
    expect(localStorage.getItem(store.LANG_KEY)).toBeNull();

    history.replaceState(null, '', '/');
    localStorage.setItem('commitlab.lang', 'zh');
    ({ store } = await fresh());
    await store.langStore.getState().whenLangShown();
    expect(store.langStore.getState().lang).toBe('zh');

    // The link's language wins over the saved one, and a bad lang= is left to the link's reader (which names it).
    history.replaceState(null, '', '/#lang=en');
    expect(store.initialLang()).toBe('en');
    history.replaceState(null, '', '/#lang=fr');
    expect(store.initialLang()).toBe('zh');
  });

  it('a failed load keeps the language shown, says why in the console, and may be tried again', async () => {
    const { store, loader } = await fresh();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('./zh-tables', () => {
      throw new Error('offline');
    });
    const s = store.langStore;
    s.getState().setLang('zh');
    await s.getState().whenLangShown();
    expect(s.getState().lang).toBe('en');
    expect(loader.isZhLoaded()).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/Chinese text could not be loaded; the lab stays in English/), expect.anything());
    vi.doUnmock('./zh-tables');
    s.getState().setLang('zh');
    await s.getState().whenLangShown();
    expect(s.getState().lang).toBe('zh');
  });
});
