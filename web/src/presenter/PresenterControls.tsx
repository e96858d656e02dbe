// Header controls for a talk: presenter mode (projector theme, clicker
// keys), full screen and the list of keys; plus the overlays they open.
import { lazy, Suspense, useEffect } from 'react';
import { layoutStore, useLayout } from '../ui/layout-store';
import { useLabContext } from '../ui/lab-context';
import { useT } from '../lang/use-words';
import { labSaid } from '../lang/lab-said';
import { fullscreenAvailable, toggleFullscreen, useFullscreen } from './fullscreen';
import { presenterStore, usePresenter } from './presenter-store';
import './presenter.css';

const KeysOverlay = lazy(() => import('./KeysOverlay').then((m) => ({ default: m.KeysOverlay })));

/**
 * Presenter mode's header is one compact row: the talk's controls only. This
 * toggle shows the rest on a second row: the title, the step picker (the
 * animation's toolbar has the same steps), full screen and the keys (f and
 * ? do the same), A/B and the copy-link buttons. presenter.css hides them
 * while it is off. The A/B comparison names it after what it mostly shows
 * there, its setup (compare.css hides that too).
 */
export function HeaderMore({ label, title }: { label?: string; title?: string }) {
  const presenting = useLayout() === 'presenter';
  const open = usePresenter((s) => s.headerMore);
  const t = useT().lab;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-header-more', presenting && open);
  }, [presenting, open]);
  if (!presenting) return null;
  return (
    <button type="button" className="header-more" aria-expanded={open} title={title ?? t.moreControlsTitle} data-testid="header-more" onClick={() => presenterStore.getState().setHeaderMore(!open)}>
      {label ?? t.moreControls} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
    </button>
  );
}

export function PresenterControls() {
  const { store } = useLabContext();
  const presenting = useLayout() === 'presenter';
  const fullscreen = useFullscreen();
  const keysOpen = usePresenter((s) => s.keysOpen);
  const blank = usePresenter((s) => s.blank);
  const t = useT().lab;
  const goFullscreen = () => void toggleFullscreen().catch((e: Error) => store.getState().pushMessage('error', labSaid((w) => w.fullScreenRefused(e.message)), 'fullscreen'));
  return (
    <div className="presenter-controls" role="group" aria-label={t.presenting}>
      <button type="button" aria-pressed={presenting} data-testid="presenter-toggle" onClick={() => layoutStore.getState().setLayout(presenting ? 'lab' : 'presenter')}>
        {t.presenterMode}
      </button>
      {fullscreenAvailable() ? (
        <button type="button" className="fullscreen-toggle" aria-pressed={fullscreen} aria-keyshortcuts={presenting ? 'f' : undefined} data-testid="fullscreen-toggle" onClick={goFullscreen}>
          {t.fullScreen}
        </button>
      ) : null}
      <button type="button" className="keys-open" aria-haspopup="dialog" aria-keyshortcuts="?" data-testid="keys-open" onClick={() => presenterStore.getState().setKeysOpen(true)}>
        {t.keys} <kbd aria-hidden="true">?</kbd>
      </button>
      {keysOpen ? (
        <Suspense fallback={null}>
          <KeysOverlay />
        </Suspense>
      ) : null}
      {blank ? (
        // Any key brings the lab back (presenter-boot.ts); so does a click.
        <div className="presenter-blank" data-testid="presenter-blank" role="status" onClick={() => presenterStore.getState().setBlank(false)}>
          <span className="visually-hidden">{t.blanked}</span>
        </div>
      ) : null}
    </div>
  );
}
