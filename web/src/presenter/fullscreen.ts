// The Fullscreen API, for the whole page. Called straight from a click or
// key handler: browsers allow it only during a user gesture.
import { useSyncExternalStore } from 'react';

export function fullscreenAvailable(doc: Document = document): boolean {
  return !!doc.fullscreenEnabled;
}

/** Enters or leaves full screen; rejects with the browser's reason. */
export function toggleFullscreen(doc: Document = document): Promise<void> {
  if (doc.fullscreenElement) return doc.exitFullscreen();
  return doc.documentElement.requestFullscreen();
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

export function useFullscreen(): boolean {
  return useSyncExternalStore(subscribe, () => !!document.fullscreenElement);
}
