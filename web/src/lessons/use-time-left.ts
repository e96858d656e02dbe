// "About N s left" while a lesson step runs: the stretches at the step's
// speed are exact, those at full speed go as fast as this machine has been
// simulating this run at full speed (measured over the last couple of
// seconds of fast-forward; unknown until there has been some).
import { useEffect, useRef, useState } from 'react';
import { useLabContext } from '../ui/lab-context';
import type { LessonStep } from './lesson-format.js';
import { secondsLeft } from './step-plan';

const WINDOW_MS = 2000;

export function useTimeLeft(step: LessonStep, dueNs: number, active: boolean): number | null {
  const { store } = useLabContext();
  const samples = useRef<Array<[number, number]>>([]);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    samples.current = [];
    setLeft(null);
    if (!active) return;
    const update = () => {
      const s = store.getState();
      const wall = performance.now();
      const fast = s.status === 'playing' && (s.fastForwarding || s.speed === 'max');
      const list = samples.current;
      // Full-speed samples only, and a jump back (a new run) starts over.
      if (!fast || (list.length && s.nowNs < list.at(-1)![1])) list.length = 0;
      if (fast) list.push([wall, s.nowNs]);
      while (list.length > 2 && list[0]![0] < wall - WINDOW_MS) list.shift();
      const span = list.length > 1 ? list.at(-1)![0] - list[0]![0] : 0;
      const rate = span >= 500 ? ((list.at(-1)![1] - list[0]![1]) / span) * 1000 : prevRate;
      prevRate = rate;
      setLeft(s.status === 'playing' ? secondsLeft(step, s.speed, s.nowNs, dueNs, rate) : null);
    };
    let prevRate: number | null = null;
    update();
    const timer = setInterval(update, 500);
    return () => clearInterval(timer);
  }, [store, step, dueNs, active]);
  return left;
}
