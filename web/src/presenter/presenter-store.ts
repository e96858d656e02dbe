// Presenter overlays: the `?` list of keys and the blanked screen; and
// whether the compact presenter header shows its less used controls.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface PresenterState {
  keysOpen: boolean;
  blank: boolean;
  /** The presenter header's "More": the brand, step picker, A/B and links shown (a second row). */
  headerMore: boolean;
  setKeysOpen(open: boolean): void;
  setBlank(blank: boolean): void;
  setHeaderMore(open: boolean): void;
}

export const presenterStore = createStore<PresenterState>()((set) => ({
  keysOpen: false,
  blank: false,
  headerMore: false,
  setKeysOpen: (keysOpen) => set({ keysOpen }),
  setBlank: (blank) => set({ blank }),
  setHeaderMore: (headerMore) => set({ headerMore }),
}));

export function usePresenter<T>(selector: (s: PresenterState) => T): T {
  return useStore(presenterStore, selector);
}
