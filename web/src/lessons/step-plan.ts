// How a lesson step's run is played: at full speed to its start, at the
// step's speed through the stretch the learner watches (start to cue), and
// it pauses at the cue, the moment the answer describes, in self-study as
// when presenting (the rest of the run is a button away). The slow motion
// is only where there is something to see, so a step reaches its answer in
// seconds, not minutes; and how long is left can be said.
import type { Speed } from '../model/run';
import type { PlayOptions } from '../controller/lab-controller';
import type { LessonStep } from './lesson-format.js';

const toNs = (seconds: number) => Math.round(seconds * 1e9);

type PlannedStep = Pick<LessonStep, 'start' | 'cue' | 'speed'>;

/** Where the step's answer is due: its cue, else the end of the run. */
export function revealDueNs(step: PlannedStep, durationNs: number): number {
  return step.cue !== undefined ? Math.min(toNs(step.cue), durationNs) : durationNs;
}

/**
 * What to ask the lab's play for, the run being at nowNs (finished: it
 * replays from 0). A run already past the start plays on from where it is;
 * one already past the cue plays on at full speed (the moment is behind it).
 */
export function stepPlayOptions(step: PlannedStep, nowNs: number, finished: boolean): PlayOptions {
  const from = finished ? 0 : nowNs;
  const out: PlayOptions = {};
  if (step.start !== undefined && from < toNs(step.start)) out.fastToNs = toNs(step.start);
  if (step.cue !== undefined) {
    // The answer describes the cue's moment: the run holds it there.
    if (from < toNs(step.cue)) out.untilNs = toNs(step.cue);
    else out.fastFromNs = toNs(step.cue);
  }
  return out;
}

/**
 * Wall seconds until the run reaches dueNs, or null when that cannot be
 * told yet: stretches at a set speed take (simulated time ÷ speed); those
 * at full speed go at `fullSpeedNsPerS`, measured while fast-forwarding
 * (null until then).
 */
export function secondsLeft(
  step: PlannedStep,
  speed: Speed,
  nowNs: number,
  dueNs: number,
  fullSpeedNsPerS: number | null,
): number | null {
  const slowFrom = step.start !== undefined ? toNs(step.start) : 0;
  const slowTo = speed === 'max' ? slowFrom : step.cue !== undefined ? toNs(step.cue) : Infinity;
  let slowNs = 0;
  let fastNs = 0;
  const add = (a: number, b: number, slow: boolean) => {
    const len = Math.max(0, Math.min(b, dueNs) - Math.max(a, nowNs));
    if (slow) slowNs += len;
    else fastNs += len;
  };
  add(0, slowFrom, false);
  add(slowFrom, slowTo, true);
  add(slowTo, dueNs, false);
  if (fastNs > 0 && !(fullSpeedNsPerS && fullSpeedNsPerS > 0)) return null;
  const slowS = slowNs > 0 && speed !== 'max' ? slowNs / 1e9 / speed : 0;
  return slowS + (fastNs > 0 ? fastNs / fullSpeedNsPerS! : 0);
}
