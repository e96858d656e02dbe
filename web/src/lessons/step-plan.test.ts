// A lesson step's run plan and the time it has left: slow motion only
// between start and cue, full speed before and after.
import { describe, expect, it } from 'vitest';
import { revealDueNs, secondsLeft, stepPlayOptions } from './step-plan';

const STALL = { speed: 0.01 as const, start: 10.95, cue: 11.15 };

describe('a lesson step\'s run plan', () => {
  it('fast-forwards to the start, slows to the cue and holds the moment there, presenting or not', () => {
    expect(stepPlayOptions(STALL, 0, false)).toEqual({ fastToNs: 10.95e9, untilNs: 11.15e9 });
    // Past the start (stepped there): no fast-forward; a finished run replays from 0.
    expect(stepPlayOptions(STALL, 11e9, false)).toEqual({ untilNs: 11.15e9 });
    expect(stepPlayOptions(STALL, 26e9, true)).toEqual({ fastToNs: 10.95e9, untilNs: 11.15e9 });
    // Past the cue (shown that moment, then played on): on to the end at full speed.
    expect(stepPlayOptions(STALL, 12e9, false)).toEqual({ fastFromNs: 11.15e9 });
    expect(stepPlayOptions({}, 0, false)).toEqual({});
  });

  it('the answer is due at the cue, else at the end', () => {
    expect(revealDueNs(STALL, 26e9)).toBe(11.15e9);
    expect(revealDueNs({}, 26e9)).toBe(26e9);
  });

  it('time left: the slow stretch exactly, the fast ones at the measured full-speed rate', () => {
    // 0.2 s at 1/100x is 20 s; 10.95 s at 2 simulated s per s is 5.475 s.
    expect(secondsLeft(STALL, 0.01, 0, 11.15e9, 2e9)).toBeCloseTo(25.475, 6);
    expect(secondsLeft(STALL, 0.01, 11.05e9, 11.15e9, null)).toBeCloseTo(10, 6);
    // Fast stretches ahead and no rate measured yet: cannot be told.
    expect(secondsLeft(STALL, 0.01, 0, 11.15e9, null)).toBeNull();
    // A step at max: all of it at the rate.
    expect(secondsLeft({}, 'max', 6e9, 26e9, 4e9)).toBeCloseTo(5, 6);
  });
});
