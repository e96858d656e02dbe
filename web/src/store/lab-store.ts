// The lab's single store: four slices in one vanilla Zustand store, so
// tests and the worker client use it without React.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createPlaybackSlice, type PlaybackSlice } from './playback-slice';
import { createResultsSlice, type ResultsSlice } from './results-slice';
import { createScenarioSlice, type ScenarioSlice } from './scenario-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

export type LabState = ScenarioSlice & PlaybackSlice & ResultsSlice & UiSlice;
export type LabStore = StoreApi<LabState>;

export function createLabStore(): LabStore {
  return createStore<LabState>()((...a) => ({
    ...createScenarioSlice(...a),
    ...createPlaybackSlice(...a),
    ...createResultsSlice(...a),
    ...createUiSlice(...a),
  }));
}
