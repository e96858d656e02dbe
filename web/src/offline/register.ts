// Offline after the first visit: registers the service worker the build
// writes next to index.html (dist/sw.js). The relative URL makes its scope
// the directory the lab is served from (/, /lab/, /some/sub/path/).
// Browsers allow service workers only on https:// or localhost.
// Registered once the page has loaded: installing it downloads every asset
// (the precache), which must not compete with the page's own first load.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('./sw.js').catch(() => {
      /* offline use is a bonus: the lab works the same without it */
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
