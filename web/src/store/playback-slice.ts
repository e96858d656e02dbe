// Where the run is: status, simulated clock, speed.
import type { StateCreator } from 'zustand/vanilla';
import type { Speed } from '../model/run';
import type { LabState, PlaybackSlice } from './lab-state';
import { SPEED_STOPS } from './speed-stops.js';

// Defined in speed-stops.js: lesson steps' "speed:" is checked against the same stops.
export { SPEED_STOPS };

export function isSpeed(v: unknown): v is Speed {
  return SPEED_STOPS.includes(v as Speed);
}


export const createPlaybackSlice: StateCreator<LabState, [], [], PlaybackSlice> = (set) => ({
  load: 'loading',
  status: 'idle',
  speed: 1,
  stepKind: 1,
  nowNs: 0,
  durationNs: 0,
  configError: null,
  achievedSpeed: null,
  fastForwarding: false,
  setFastForwarding: (fastForwarding) => set({ fastForwarding }),
  setAchievedSpeed: (achievedSpeed) => set({ achievedSpeed }),
  setLoad: (load) => set({ load }),
  setStatus: (status) => set({ status }),
  setSpeed: (speed) => set({ speed }),
  setStepKind: (stepKind) => set({ stepKind }),
  setDurationNs: (durationNs) => set({ durationNs }),
  setConfigError: (configError) => set({ configError }),
});
