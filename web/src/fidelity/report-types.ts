// The shape of tests/fidelity/report.json (written by `npm run fidelity`);
// lessons/*/cited.json's is in lessons/lesson-format.d.ts.
export interface FidelityEntry {
  experiment: string;
  source: string;
  lesson: string;
  label: string;
  metric: string;
  unit: string;
  cited: number;
  modelled: number | null;
  ratio: number | null;
  scored: boolean;
  /** A scored figure's lowest and highest value over FidelityReport.seeds_checked. */
  seed_range?: [number, number];
  /** Its seed range is wider than seed_spread_shown of its value. */
  seed_dependent?: boolean;
  note?: string;
}

/**
 * One published phenomenon and whether the model reproduces it (tests/fidelity/phenomena.mjs).
 * Each text is in English and, in the `_zh` field beside it, in Chinese; the
 * page falls back to the English where a Chinese field is missing.
 */
export interface PhenomenonVerdict {
  id: string;
  source: string;
  lesson: string;
  /** The lesson step (1-based) that shows it. */
  step: number;
  title: string;
  title_zh?: string;
  /** What the article measured, in brief. */
  article: string;
  article_zh?: string;
  /** The model's numbers behind the verdict. */
  model: string;
  model_zh?: string;
  held: boolean;
  /** Held in direction only: why the match is weak. */
  weak?: string;
  weak_zh?: string;
  /** Why the model misses it, where it is a known miss. */
  known_miss?: string;
  known_miss_zh?: string;
  /** What a reader should weigh beside the verdict (e.g. it compares figures the machine was fitted to). */
  caveat?: string;
  caveat_zh?: string;
}

export interface FidelityReport {
  note: string;
  scored_within_25pct: number;
  scored_total: number;
  worst_scored: { label: string; metric: string; ratio: number };
  /** The seeds every scored figure was run with; `modelled` is the first's. */
  seeds_checked: number[];
  /** The share of its value a figure's seed range must pass to be `seed_dependent`. */
  seed_spread_shown: number;
  phenomena_held: number;
  phenomena_total: number;
  phenomena: PhenomenonVerdict[];
  entries: FidelityEntry[];
  /** Lesson 06's pairs crashed at many instants (tests/fidelity/crash-matrix.mjs). */
  crash_matrix?: CrashMatrix;
}

export interface CrashMatrixRow {
  step: string;
  lesson: string;
  sync_binlog: number;
  trx_commit: number;
  kind: 'mysqld' | 'os' | 'power';
  crashes: number;
  crashes_losing: number;
  lost: { mean: number; max: number };
  engine_only: { mean: number; max: number };
  binlog_only: { mean: number; max: number };
  replica_ahead: { crashes: number; max: number };
}

export interface CrashMatrix {
  instants: number;
  seed: number;
  note: string;
  rows: CrashMatrixRow[];
}
