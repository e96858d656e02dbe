// Time travel through a deterministic simulation: keep cl_clone copies every
// few hundred milliseconds of simulated time; to go back, restore the
// nearest earlier copy and run forward. Memory stays bounded: past
// MAX_CHECKPOINTS, or past CHECKPOINT_BUDGET_BYTES of copies (at 4096
// threads one copy is megabytes, and WebAssembly's heap stops at 2 GB),
// every other copy is dropped and the spacing doubles; a copy that alone
// would not fit is not taken. `thinnedForMemory` says the budget did it.

/** What a checkpoint needs from a simulation (the wasm Simulation, or a fake). */
export interface Cloneable<T> {
  nowNs(): number;
  clone(): T;
  destroy(): void;
  /** Bytes a copy holds (cl_memory_bytes); 0 when unknown. */
  memoryBytes?(): number;
}

export const CHECKPOINT_EVERY_NS = 250e6;
export const MAX_CHECKPOINTS = 160;
/** Copies kept for time travel may hold this much in all. */
export const CHECKPOINT_BUDGET_BYTES = 512 * 2 ** 20;

export class Checkpoints<T extends Cloneable<T>> {
  private list: Array<{ atNs: number; sim: T; bytes: number }> = [];
  private everyNs: number;
  private bytes = 0;
  /** The byte budget made the copies sparser (or skipped one) this run. */
  thinnedForMemory = false;

  constructor(
    everyNs = CHECKPOINT_EVERY_NS,
    private readonly max = MAX_CHECKPOINTS,
    private readonly budgetBytes = CHECKPOINT_BUDGET_BYTES,
  ) {
    this.everyNs = everyNs;
  }

  get count(): number {
    return this.list.length;
  }
  get spacingNs(): number {
    return this.everyNs;
  }
  /** Times of the checkpoints held, ascending. */
  times(): number[] {
    return this.list.map((c) => c.atNs);
  }

  /** Keeps a copy of `sim` if it is far enough past the last one. */
  maybeKeep(sim: T): boolean {
    const now = sim.nowNs();
    const last = this.list.at(-1);
    if (last && now < last.atNs + this.everyNs) return false;
    // Make room before copying: the copy itself is what would not fit.
    const bytes = sim.memoryBytes?.() ?? 0;
    while (this.bytes + bytes > this.budgetBytes && this.list.length > 1) {
      this.thin();
      this.thinnedForMemory = true;
    }
    if (this.bytes + bytes > this.budgetBytes) {
      this.thinnedForMemory = true;
      return false;
    }
    this.list.push({ atNs: now, sim: sim.clone(), bytes });
    this.bytes += bytes;
    if (this.list.length > this.max) this.thin();
    return true;
  }

  /** A fresh copy of the latest checkpoint at or before tNs, or null. */
  restore(tNs: number): T | null {
    const c = this.nearest(tNs);
    return c ? c.sim.clone() : null;
  }

  /** Time of the checkpoint restore(tNs) would use (-1 if none). */
  nearestAt(tNs: number): number {
    return this.nearest(tNs)?.atNs ?? -1;
  }

  /** Forgets checkpoints taken at or after tNs (their future changed). */
  dropFrom(tNs: number): void {
    while (this.list.length && this.list.at(-1)!.atNs >= tNs) this.forget(this.list.pop()!);
  }

  clear(): void {
    for (const c of this.list) c.sim.destroy();
    this.list = [];
    this.bytes = 0;
    this.thinnedForMemory = false;
  }

  private forget(c: { sim: T; bytes: number }): void {
    c.sim.destroy();
    this.bytes -= c.bytes;
  }

  private nearest(tNs: number): { atNs: number; sim: T } | undefined {
    let lo = 0;
    let hi = this.list.length - 1;
    let best: { atNs: number; sim: T } | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = this.list[mid]!;
      if (c.atNs <= tNs) {
        best = c;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return best;
  }

  /** Keeps the first checkpoint and every other one after it. */
  private thin(): void {
    const kept: Array<{ atNs: number; sim: T; bytes: number }> = [];
    this.list.forEach((c, i) => {
      if (i % 2 === 0) kept.push(c);
      else this.forget(c);
    });
    this.list = kept;
    this.everyNs *= 2;
  }
}
