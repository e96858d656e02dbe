// Main-thread work done for the simulation (frame intake + redraws), summed
// in milliseconds. The benchmark samples it once per animation frame.
export const mainThreadWork = { ms: 0 };

export function timed<T>(fn: () => T): T {
  const t0 = performance.now();
  try {
    return fn();
  } finally {
    mainThreadWork.ms += performance.now() - t0;
  }
}
