// One-click pairs that each teach one thing. Every side is a preset of the
// core (cited in lessons/*/cited.json) plus at most a few knob overrides.
import type { KnobValue } from '../model/schema';

export interface QuickSide {
  preset: string;
  overrides?: Record<string, KnobValue>;
}

export interface QuickStart {
  /** Its button and what to look for are in compare-i18n.ts (quickStarts), by this id. */
  id: string;
  a: QuickSide;
  b: QuickSide;
  durationS: number;
}

export const QUICK_STARTS: QuickStart[] = [
  {
    id: 'binlog-16',
    a: { preset: 's000_binlog_off_16' },
    b: { preset: 's000_binlog_on_16' },
    durationS: 20,
  },
  {
    id: 'binlog-256',
    a: { preset: 's000_binlog_off_256' },
    b: { preset: 's000_binlog_on_256' },
    durationS: 20,
  },
  {
    id: 'concurrency-256',
    a: { preset: 's000_binlog_off_256' },
    b: { preset: 's000_best_off_256' },
    durationS: 20,
  },
  {
    id: 'mysql55-vs-57',
    a: { preset: 's002_mysql55_binlog_on' },
    b: { preset: 's002_gc57_binlog_on' },
    durationS: 20,
  },
  {
    id: 'gc-vs-parallel-flush',
    a: { preset: 's003_gc57_11' },
    b: { preset: 's003_parallel_flush_11' },
    durationS: 10,
  },
];
