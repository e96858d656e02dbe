// Presenter overlays: the `?` list of keys and the blanked screen.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface PresenterState {
  keysOpen: boolean;
  blank: boolean;
  setKeysOpen(open: boolean): void;
  setBlank(blank: boolean): void;
}

export const presenterStore = createStore<PresenterState>()((set) => ({
  keysOpen: false,
  blank: false,
  setKeysOpen: (keysOpen) => set({ keysOpen }),
  setBlank: (blank) => set({ blank }),
}));

export function usePresenter<T>(selector: (s: PresenterState) => T): T {
  return useStore(presenterStore, selector);
}
