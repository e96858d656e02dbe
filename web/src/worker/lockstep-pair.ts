// Two simulations (A and B) that move as one: every call leaves both at the
// same simulated instant, so the worker's runner (sim-runner.ts) can drive
// the pair exactly as it drives one core — pacing, frames, checkpoints, seek —
// and every frame it posts shows A and B at one time.
import type { RunnableSim } from './runnable-sim';
import type { PairScenario } from '../model/scenario';

/** Enough to mean "no limit" for the side that follows (int64 in the core). */
const UNBOUNDED = 2 ** 40;

export class LockstepPair implements RunnableSim {
  /** Events each side processed so far: the busier side leads (see runUntil). */
  private readonly events: [number, number];

  constructor(
    readonly a: RunnableSim,
    readonly b: RunnableSim,
    /** Doubles per interval row of one core. */
    private readonly coreStride: number,
    events: [number, number] = [0, 0],
  ) {
    this.events = [...events];
  }

  nowNs(): number {
    return this.a.nowNs();
  }

  clocksNs(): number[] {
    return [this.a.nowNs(), this.b.nowNs()];
  }

  /**
   * Runs both to tNs, or as far as the event budget takes the busier side;
   * the other then runs (unbounded) to exactly where the first stopped. The
   * busier side leads so the unbounded catch-up is the cheaper of the two.
   */
  runUntil(tNs: number, maxEvents: number): number {
    const bLeads = this.events[1] > this.events[0];
    const lead = bLeads ? this.b : this.a;
    const follow = bLeads ? this.a : this.b;
    const nLead = lead.runUntil(tNs, maxEvents);
    const nFollow = follow.runUntil(lead.nowNs(), UNBOUNDED);
    this.events[bLeads ? 1 : 0] += nLead;
    this.events[bLeads ? 0 : 1] += nFollow;
    return nLead + nFollow;
  }

  /** Steps A to its next event of this kind; B runs to the same instant. */
  step(kind: number, tLimitNs: number): boolean {
    const found = this.a.step(kind, tLimitNs);
    this.events[1] += this.b.runUntil(this.a.nowNs(), UNBOUNDED);
    return found;
  }

  /** "a:name" or "b:name" changes one side's knob from now on. */
  setKnob(name: string, valueJson: string): string | null {
    const m = /^([ab]):(.+)$/.exec(name);
    if (!m) return `${name}: a compared run takes "a:<knob>" or "b:<knob>".`;
    return (m[1] === 'a' ? this.a : this.b).setKnob(m[2]!, valueJson);
  }

  /** Rows both sides completed (equal: same clock, same report interval). */
  intervalCount(): number {
    return Math.min(this.a.intervalCount(), this.b.intervalCount());
  }

  /** Rows [from, count): each row is A's row followed by B's (`stride` is 2 × a core's). */
  copyIntervals(from: number, stride: number): Float64Array {
    const s = this.coreStride;
    if (stride !== 2 * s) throw new Error(`LockstepPair: stride ${stride}, expected ${2 * s}`);
    const count = this.intervalCount();
    if (count <= from) return new Float64Array(0);
    const rowsA = this.a.copyIntervals(from, s);
    const rowsB = this.b.copyIntervals(from, s);
    const n = count - from;
    const out = new Float64Array(n * stride);
    for (let r = 0; r < n; r++) {
      out.set(rowsA.subarray(r * s, r * s + s), r * stride);
      out.set(rowsB.subarray(r * s, r * s + s), r * stride + s);
    }
    return out;
  }

  /** The pair as one run has no single snapshot: each side's comes from copySnapshots. */
  copySnapshot(): Int32Array {
    return new Int32Array(0);
  }

  /** A's and B's snapshots at the shared instant: the comparison draws both animations. */
  copySnapshots(): Int32Array[] {
    return [this.a.copySnapshot(), this.b.copySnapshot()];
  }

  threadStoryJson(thread: number): string {
    return this.a.threadStoryJson(thread);
  }

  /** Both sides' sysbench-style summaries: {"a": …, "b": …}. */
  summaryJson(): string {
    return `{"a":${this.a.summaryJson()},"b":${this.b.summaryJson()}}`;
  }

  memoryBytes(): number {
    return (this.a.memoryBytes?.() ?? 0) + (this.b.memoryBytes?.() ?? 0);
  }

  /** The first broken invariant of either side ("A: …" or "B: …"), or null. */
  brokenInvariant(): string | null {
    const a = this.a.brokenInvariant();
    if (a !== null) return `A: ${a}`;
    const b = this.b.brokenInvariant();
    return b === null ? null : `B: ${b}`;
  }

  /** Both sides crashed at the same instant (they share one clock): {"a": …, "b": …}. */
  crashJson(kind: string, target: string): string {
    const side = (s: RunnableSim) => (s.crashJson ? s.crashJson(kind, target) : '{"error":"no crash in this core"}');
    return `{"a":${side(this.a)},"b":${side(this.b)}}`;
  }

  clone(): LockstepPair {
    return new LockstepPair(this.a.clone(), this.b.clone(), this.coreStride, this.events);
  }

  destroy(): void {
    this.a.destroy();
    this.b.destroy();
  }
}

/** Builds the pair from a PairScenario's JSON; a side's refusal names the side. */
export function createLockstepPair(create: (json: string) => RunnableSim, scenarioJson: string, coreStride: number): LockstepPair {
  const { b, ...a } = JSON.parse(scenarioJson) as PairScenario;
  if (!b || typeof b !== 'object') throw new Error('A/B comparison: the scenario has no "b" side.');
  const withSide = (side: string, json: string) => {
    try {
      return create(json);
    } catch (e) {
      throw new Error(`${side}: ${(e as Error).message}`);
    }
  };
  const simA = withSide('A', JSON.stringify(a));
  try {
    return new LockstepPair(simA, withSide('B', JSON.stringify(b)), coreStride);
  } catch (e) {
    simA.destroy();
    throw e;
  }
}
