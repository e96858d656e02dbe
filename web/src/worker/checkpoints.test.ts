import { describe, expect, it } from 'vitest';
import { Checkpoints } from './checkpoints';

class Sim {
  destroyed = false;
  constructor(
    public t: number,
    public bytes = 0,
  ) {}
  memoryBytes() {
    return this.bytes;
  }
  nowNs() {
    return this.t;
  }
  clone() {
    return new Sim(this.t, this.bytes);
  }
  destroy() {
    this.destroyed = true;
  }
}

describe('Checkpoints', () => {
  it('keeps copies at the spacing and restores the nearest earlier one', () => {
    const cp = new Checkpoints<Sim>(100, 10);
    for (let t = 0; t <= 1000; t += 30) cp.maybeKeep(new Sim(t));
    expect(cp.times()).toEqual([0, 120, 240, 360, 480, 600, 720, 840, 960]);
    expect(cp.restore(500)!.t).toBe(480);
    expect(cp.restore(480)!.t).toBe(480);
    expect(cp.nearestAt(-1)).toBe(-1);
    expect(cp.restore(-1)).toBeNull();
  });

  it('thins out past the maximum, doubling the spacing', () => {
    const cp = new Checkpoints<Sim>(10, 4);
    for (let t = 0; t <= 40; t += 10) cp.maybeKeep(new Sim(t));
    expect(cp.times()).toEqual([0, 20, 40]);
    expect(cp.spacingNs).toBe(20);
    cp.maybeKeep(new Sim(50));
    expect(cp.count).toBe(3);
  });

  // Issue 22 item 1: 4096 threads made 160 copies of ~14 MB each, past the 2 GB heap.
  it('budgets copies by bytes: thins out instead of running out of memory, and says so', () => {
    const cp = new Checkpoints<Sim>(10, 100, 1000);
    for (let t = 0; t <= 200; t += 10) cp.maybeKeep(new Sim(t, 100));
    expect(cp.count).toBeLessThanOrEqual(10);
    expect(cp.count).toBeGreaterThan(4);
    expect(cp.spacingNs).toBeGreaterThan(10);
    expect(cp.thinnedForMemory).toBe(true);
    expect(cp.restore(195)!.t).toBeLessThanOrEqual(195);
    // A copy that alone exceeds the budget is not taken at all.
    const huge = new Checkpoints<Sim>(10, 100, 1000);
    expect(huge.maybeKeep(new Sim(0, 5000))).toBe(false);
    expect(huge.count).toBe(0);
    expect(huge.thinnedForMemory).toBe(true);
    // Under the budget nothing changes.
    const fine = new Checkpoints<Sim>(10, 100, 1e9);
    for (let t = 0; t <= 200; t += 10) fine.maybeKeep(new Sim(t, 100));
    expect(fine.count).toBe(21);
    expect(fine.thinnedForMemory).toBe(false);
  });

  it('drops checkpoints from a time on, destroying them', () => {
    const cp = new Checkpoints<Sim>(10, 100);
    const sims = [0, 10, 20, 30].map((t) => new Sim(t));
    for (const s of sims) cp.maybeKeep(s);
    cp.dropFrom(20);
    expect(cp.times()).toEqual([0, 10]);
    cp.clear();
    expect(cp.count).toBe(0);
  });
});
