import { describe, expect, it } from 'vitest';
import { AchievedSpeed, formatAchievedSpeed } from './achieved-speed';

/**
 * Feeds frames every ~16 ms of wall time for `ms`, the simulated clock
 * moving at `rate(wallMs)` × real time; returns what is shown after each frame.
 */
function play(a: AchievedSpeed, clock: { wall: number; sim: number }, ms: number, chosen: number, rate: (wallMs: number) => number, jitter = () => 16) {
  const shown: Array<{ wall: number; value: number | null }> = [];
  const end = clock.wall + ms;
  while (clock.wall < end) {
    const dt = jitter();
    clock.sim += dt * 1e6 * rate(clock.wall);
    clock.wall += dt;
    shown.push({ wall: clock.wall, value: a.sample(clock.wall, clock.sim, chosen) });
  }
  return shown;
}

/** A repeatable pseudo-random sequence (frames arrive unevenly). */
function lcg(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

/** How often the indicator appeared or disappeared. */
const toggles = (s: Array<{ value: number | null }>) => s.filter((x, i) => i > 0 && (x.value === null) !== (s[i - 1]!.value === null)).length;

describe('achieved speed', () => {
  it('says nothing while the run keeps up, even with frames arriving unevenly', () => {
    const a = new AchievedSpeed();
    const rnd = lcg(7);
    const shown = play(a, { wall: 0, sim: 0 }, 20_000, 1, () => 0.97, () => 4 + rnd() * 60);
    expect(shown.every((s) => s.value === null)).toBe(true);
  });

  it('shows the achieved speed once it has stayed clearly below the chosen one for a while', () => {
    const a = new AchievedSpeed();
    const shown = play(a, { wall: 0, sim: 0 }, 6000, 1, () => 0.6);
    // A second to measure over, then 1.5 s below: nothing before 2.4 s.
    expect(shown.filter((s) => s.wall < 2400).every((s) => s.value === null)).toBe(true);
    const first = shown.find((s) => s.value !== null)!;
    expect(first.wall).toBeLessThan(2600);
    expect(first.value).toBeCloseTo(0.6, 2);
    expect(shown.filter((s) => s.wall > first.wall).every((s) => s.value !== null)).toBe(true);
    expect(formatAchievedSpeed(a.lagging!)).toBe('0.6×');
  });

  it('measures against the chosen speed, slow motion included', () => {
    const a = new AchievedSpeed();
    play(a, { wall: 0, sim: 0 }, 5000, 0.01, () => 0.006);
    expect(a.lagging).toBeCloseTo(0.006, 5);
    expect(formatAchievedSpeed(a.lagging!)).toBe('1/170×');
    const b = new AchievedSpeed();
    play(b, { wall: 0, sim: 0 }, 5000, 0.01, () => 0.0095);
    expect(b.lagging).toBeNull();
  });

  it('does not blink on short stalls: a 300 ms hiccup every 3 s at full speed otherwise', () => {
    const a = new AchievedSpeed();
    const shown = play(a, { wall: 0, sim: 0 }, 30_000, 1, (w) => (w % 3000 < 300 ? 0 : 1));
    expect(shown.every((s) => s.value === null)).toBe(true);
  });

  it('goes away once the run keeps up again, after a second, without flickering on the way', () => {
    const a = new AchievedSpeed();
    const clock = { wall: 0, sim: 0 };
    play(a, clock, 5000, 1, () => 0.5);
    expect(a.lagging).toBeCloseTo(0.5, 2);
    const recovering = play(a, clock, 5000, 1, () => 1);
    expect(recovering[0]!.value).not.toBeNull();
    expect(toggles(recovering)).toBe(1);
    // The window needs ~0.95 s of full speed to recover, then 1 s more.
    const gone = recovering.find((s) => s.value === null)!;
    expect(gone.wall - 5000).toBeGreaterThan(1800);
    expect(gone.wall - 5000).toBeLessThan(2300);
  });

  it('hovering around the threshold does not toggle it', () => {
    const a = new AchievedSpeed();
    const rnd = lcg(3);
    // Between 0.86 and 0.94 of the chosen speed, changing every 200 ms.
    let level = 0.9;
    const shown = play(a, { wall: 0, sim: 0 }, 30_000, 1, (w) => {
      if (Math.floor(w) % 200 < 16) level = 0.86 + rnd() * 0.08;
      return level;
    });
    expect(toggles(shown)).toBeLessThanOrEqual(1);
  });

  it('changes the number it shows at most once a second', () => {
    const a = new AchievedSpeed();
    const shown = play(a, { wall: 0, sim: 0 }, 10_000, 1, (w) => 0.5 + 0.2 * Math.sin(w / 300));
    const changes = shown.filter((s, i) => i > 0 && s.value !== null && s.value !== shown[i - 1]!.value).map((s) => s.wall);
    expect(changes.length).toBeGreaterThan(3);
    for (let i = 1; i < changes.length; i++) expect(changes[i]! - changes[i - 1]!).toBeGreaterThanOrEqual(1000);
  });

  it('starts over, showing nothing, on another speed, a reset or a seek back', () => {
    const a = new AchievedSpeed();
    const clock = { wall: 0, sim: 0 };
    play(a, clock, 5000, 1, () => 0.5);
    expect(a.lagging).not.toBeNull();
    expect(a.sample(clock.wall + 16, clock.sim + 8e6, 0.5)).toBeNull(); // another speed
    play(a, clock, 5000, 1, () => 0.5);
    expect(a.lagging).not.toBeNull();
    expect(a.sample(clock.wall + 16, clock.sim - 1e9, 1)).toBeNull(); // seek back
    play(a, clock, 5000, 1, () => 0.5);
    a.reset();
    expect(a.lagging).toBeNull();
  });

  it('writes speeds as the speed control does, to two significant digits', () => {
    expect(formatAchievedSpeed(0.6)).toBe('0.6×');
    expect(formatAchievedSpeed(0.474)).toBe('0.47×');
    expect(formatAchievedSpeed(1.64)).toBe('1.6×');
    expect(formatAchievedSpeed(430)).toBe('430×');
    expect(formatAchievedSpeed(0.0057)).toBe('1/180×');
    expect(formatAchievedSpeed(0.00009)).toBe('1/11,000×');
  });
});
