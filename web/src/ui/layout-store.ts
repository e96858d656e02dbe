// The screen layout: the normal lab, or presenter mode (projector theme,
// clicker keys). It travels in the address as `layout=presenter` (absent:
// leave the layout as it is), so a shared link can open a talk's screen.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export const LAYOUTS = ['lab', 'presenter'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface LayoutState {
  layout: Layout;
  setLayout(layout: Layout): void;
}

export const layoutStore = createStore<LayoutState>()((set) => ({
  layout: 'lab',
  setLayout: (layout) => set({ layout }),
}));

export function isLayout(v: string | null): v is Layout {
  return v !== null && (LAYOUTS as readonly string[]).includes(v);
}

/** "&layout=presenter" when not the default, for the URL hash. */
export function layoutHashPart(layout: Layout = layoutStore.getState().layout): string {
  return layout === 'lab' ? '' : `&layout=${layout}`;
}

export function useLayout(): Layout {
  return useStore(layoutStore, (s) => s.layout);
}
