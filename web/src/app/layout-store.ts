// Screen layout that a shared link carries (`layout=` in a moment link):
// the normal lab, or presenter mode (projector theme, large type).
import { createStore } from 'zustand/vanilla';

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
