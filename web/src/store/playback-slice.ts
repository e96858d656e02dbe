// Where the run is: status, simulated clock, speed.
import type { StateCreator } from 'zustand/vanilla';
import type { RunStatus, Speed, StepKind } from '../model/run';
import type { LabState } from './lab-store';
import { SPEED_STOPS } from './speed-stops.js';

// Defined in speed-stops.js: lesson steps' "speed:" is checked against the same stops.
export { SPEED_STOPS };

export function isSpeed(v: unknown): v is Speed {
  return SPEED_STOPS.includes(v as Speed);
}

export type LoadState = 'loading' | 'ready' | 'failed';

export interface PlaybackSlice {
  load: LoadState;
  status: RunStatus;
  speed: Speed;
  stepKind: StepKind;
  nowNs: number;
  durationNs: number;
  /**
   * The core's refusal of the configuration the lab last sent (e.g. two
   * knobs that do not go together); null once a configuration is accepted.
   * While set there is no run: Play is refused.
   */
  configError: string | null;
  /**
   * The speed the run really goes at (× real time) when it has fallen
   * clearly short of `speed` for a while (this machine cannot keep up);
   * null while it keeps up or is not playing. See sim/achieved-speed.ts.
   */
  achievedSpeed: number | null;
  /**
   * Playing at full speed whatever `speed` says: a lesson step
   * fast-forwarding to its start, or past its slow motion to the end.
   */
  fastForwarding: boolean;
  setFastForwarding(fast: boolean): void;
  setAchievedSpeed(speed: number | null): void;
  setLoad(load: LoadState): void;
  setStatus(status: RunStatus): void;
  setSpeed(speed: Speed): void;
  setStepKind(kind: StepKind): void;
  setDurationNs(ns: number): void;
  setConfigError(message: string | null): void;
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
