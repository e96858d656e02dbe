// React access to the vanilla store and the worker controller.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { LabController } from '../controller/lab-controller';
import type { LabStore } from '../store/lab-store';
import type { LabState } from '../store/lab-state';

export interface LabContextValue {
  store: LabStore;
  controller: LabController;
}

export const LabContext = createContext<LabContextValue | null>(null);

export function useLabContext(): LabContextValue {
  const v = useContext(LabContext);
  if (!v) throw new Error('LabContext missing');
  return v;
}

/** Selects from the store with a React subscription (for low-rate state only). */
export function useLab<T>(selector: (s: LabState) => T): T {
  return useStore(useLabContext().store, selector);
}
