// "This transaction's story": where a thread has waited and for how long,
// from cl_thread_story_json (its last 32 state changes).
import { VIZ_STRINGS, type VizStrings } from '../../lang/viz-words';
import type { AlgorithmId } from './topology';

export interface StoryStep {
  state: string;
  label: string;
  startUs: number;
  durUs: number;
}

export interface ThreadStoryView {
  thread: number;
  transactions: number;
  /** Current state and how long it has lasted. */
  now: StoryStep | null;
  /** Time per state since the current transaction started, biggest first. */
  thisTrx: Array<{ state: string; label: string; us: number }>;
  trxAgeUs: number;
  /** Most recent steps, oldest first. */
  recent: StoryStep[];
}

/** A duration in microseconds, always with a unit: "0 µs", "250 ns", "1.5 ms". */
export function formatDuration(us: number): string {
  if (!Number.isFinite(us)) return '–';
  if (us < 0) return `−${formatDuration(-us)}`;
  if (us === 0) return '0 µs';
  if (us < 1) return `${Math.round(us * 1000)} ns`;
  if (us < 1000) return `${Number(us.toPrecision(3))} µs`;
  if (us < 1e6) return `${Number((us / 1000).toPrecision(3))} ms`;
  return `${Number((us / 1e6).toPrecision(3))} s`;
}

interface RawStory {
  thread?: number;
  trx_start_us?: number;
  transactions?: number;
  steps?: Array<{ t_us: number; state: number }>;
}

export function parseStory(json: string, nowUs: number, names: string[], labels: string[]): ThreadStoryView | null {
  let raw: RawStory;
  try {
    raw = JSON.parse(json) as RawStory;
  } catch {
    return null;
  }
  const steps = raw.steps ?? [];
  const out: StoryStep[] = steps.map((s, i) => {
    const end = i + 1 < steps.length ? steps[i + 1]!.t_us : nowUs;
    return { state: names[s.state] ?? `state ${s.state}`, label: labels[s.state] ?? '', startUs: s.t_us, durUs: Math.max(0, end - s.t_us) };
  });
  // Zero-length steps (a state entered and left at once) say nothing.
  const meaningful = out.filter((s, i) => s.durUs > 0 || i === out.length - 1);
  const trxStart = raw.trx_start_us ?? 0;
  const per = new Map<string, { label: string; us: number }>();
  for (const s of out) {
    const from = Math.max(s.startUs, trxStart);
    const to = s.startUs + s.durUs;
    if (to <= from) continue;
    const e = per.get(s.state) ?? { label: s.label, us: 0 };
    e.us += to - from;
    per.set(s.state, e);
  }
  return {
    thread: raw.thread ?? -1,
    transactions: raw.transactions ?? 0,
    now: out.at(-1) ?? null,
    thisTrx: [...per.entries()].map(([state, v]) => ({ state, label: v.label, us: v.us })).sort((a, b) => b.us - a.us),
    trxAgeUs: Math.max(0, nowUs - trxStart),
    recent: meaningful.slice(-8),
  };
}

/**
 * Plain-text story for the tooltip and screen readers, in the language of
 * `t`. State names stay the model's own (flush_queue…); their descriptions
 * come from what the state means under `algorithm`, else `t.stateLabels`,
 * else the schema.
 */
export function storyText(v: ThreadStoryView, t: VizStrings = VIZ_STRINGS.en, algorithm?: AlgorithmId): string[] {
  const S = t.story;
  const lines: string[] = [];
  lines.push(S.head(v.thread, v.transactions));
  if (v.now) {
    const label = (algorithm && t.algorithmStateLabels[algorithm]?.[v.now.state]) ?? t.stateLabels[v.now.state] ?? v.now.label;
    lines.push(S.now(v.now.state, formatDuration(v.now.durUs), label));
  }
  if (v.thisTrx.length) lines.push(S.thisTrx(formatDuration(v.trxAgeUs), v.thisTrx.slice(0, 6).map((s) => `${s.state} ${formatDuration(s.us)}`).join(S.listSep)));
  if (v.recent.length > 1) lines.push(S.recent(v.recent.map((s) => `${s.state} ${formatDuration(s.durUs)}`).join(' → ')));
  return lines;
}
