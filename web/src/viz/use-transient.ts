// Redraw hook for high-rate data: subscribes to the store outside React and
// calls `draw` at most once per animation frame (and at most every
// `minIntervalMs`), so frames never re-render components.
import { useEffect, useRef } from 'react';
import { timed } from '../controller/perf';
import type { LabStore } from '../store/lab-store';
import type { LabState } from '../store/lab-state';

export function useTransientDraw(store: LabStore, draw: (s: LabState) => void, deps: unknown[], minIntervalMs = 0): void {
  const drawRef = useRef(draw);
  drawRef.current = draw;
  useEffect(() => {
    let pending = false;
    let last = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let raf = 0;
    const run = () => {
      pending = false;
      last = performance.now();
      timed(() => drawRef.current(store.getState()));
    };
    const request = () => {
      if (pending) return;
      pending = true;
      const wait = minIntervalMs - (performance.now() - last);
      if (wait > 0) timer = setTimeout(() => (raf = requestAnimationFrame(run)), wait);
      else raf = requestAnimationFrame(run);
    };
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.resultsVersion !== prev.resultsVersion || s.nowNs !== prev.nowNs || s.scenario !== prev.scenario || s.durationNs !== prev.durationNs) request();
    });
    request();
    return () => {
      unsubscribe();
      cancelAnimationFrame(raf);
      if (timer) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, minIntervalMs, ...deps]);
}
