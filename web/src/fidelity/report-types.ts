// The shape of tests/fidelity/report.json (written by `npm run fidelity`)
// and of lessons/*/cited.json (the articles' figures with their source).
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
  note?: string;
}

export interface FidelityReport {
  note: string;
  scored_within_25pct: number;
  scored_total: number;
  worst_scored: { label: string; metric: string; ratio: number };
  entries: FidelityEntry[];
}

export interface CitedSource {
  experiment: string;
  source: { id: string; title: string; where: string; lang: string };
  setup: string;
}
