// The lab's single store: four slices in one vanilla Zustand store, so
// tests and the worker client use it without React.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createPlaybackSlice } from './playback-slice';
import { createResultsSlice } from './results-slice';
import { createScenarioSlice } from './scenario-slice';
import { createUiSlice } from './ui-slice';
import type { LabState } from './lab-state';

export type LabStore = StoreApi<LabState>;

export function createLabStore(): LabStore {
  return createStore<LabState>()((...a) => ({
    ...createScenarioSlice(...a),
    ...createPlaybackSlice(...a),
    ...createResultsSlice(...a),
    ...createUiSlice(...a),
  }));
}
