// The shape of tests/fidelity/report.json (written by `npm run fidelity`);
// lessons/*/cited.json's is in lessons/lesson-format.d.ts.
export interface FidelityEntry {
  experiment: string;
  source: string;
  /** The lesson whose cited.json holds the figure; a published data set's figure has `dataset` instead. */
  lesson?: string;
  /** tests/fidelity/published/<dataset>: a published data set beyond the five articles. */
  dataset?: string;
  published?: boolean;
  /** The machine profile it ran on (null: not modelled). */
  machine: string | null;
  label: string;
  metric: string;
  unit: string;
  cited: number;
  modelled: number | null;
  ratio: number | null;
  scored: boolean;
  /** The machine's calibration used this figure; false: a prediction. */
  fitted: boolean;
  /** Why the model cannot run this figure (the Chinese is in its cited.json). */
  not_modelled?: string;
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
  /** The lesson that shows it; a published data set's check has none. */
  lesson?: string;
  /** The lesson step (1-based) that shows it. */
  step?: number;
  /** A published data set's shape, predicted (no figure it compares was fitted). */
  predicted?: boolean;
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

/** Scored figures of one basis (fitted or predicted): how many, how close, the worst. */
export interface BasisSummary {
  total: number;
  within_10pct: number;
  within_25pct: number;
  worst: { source: string; label: string; metric: string; ratio: number } | null;
}

export interface FidelityReport {
  note: string;
  scored_within_25pct: number;
  scored_total: number;
  worst_scored: { label: string; metric: string; ratio: number };
  /** The scored figures of the articles and the published data sets, fitted apart from predicted. */
  by_basis: { fitted: BasisSummary; predicted: BasisSummary };
  /** Machines calibrated against more than one figure (the aim: at most one each). */
  over_fitted_machines: { machine: string; fitted: number }[];
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
  /** Mean TPS of the same run without crashes (after warm-up). */
  tps?: number;
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
