// The one interface the runner drives: a simulation of the core, or anything
// that behaves like one.
import type { Simulation } from './wasm-bridge';

/** What the runner needs of a simulation: a Simulation, or anything that
 * behaves like one (a lockstep pair of them, lockstep-pair.ts). */
export interface RunnableSim extends Partial<Pick<Simulation, 'memoryBytes'>>, Pick<Simulation, 'destroy' | 'nowNs' | 'runUntil' | 'step' | 'setKnob' | 'intervalCount' | 'copyIntervals' | 'copySnapshot' | 'threadStoryJson' | 'summaryJson' | 'brokenInvariant'> {
  /** cl_crash_json (optional: test fakes leave it out). */
  crashJson?(kind: string, target: string): string;
  clone(): RunnableSim;
  /** Each core's own clock, when there is more than one (sent with every frame). */
  clocksNs?(): number[];
  /** Each core's snapshot, when there is more than one (sent with every frame). */
  copySnapshots?(): Int32Array[];
}
