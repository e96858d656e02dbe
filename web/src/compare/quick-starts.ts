// One-click pairs that each teach one thing. Every side is a preset of the
// core (cited in lessons/*/cited.json) plus at most a few knob overrides.
import type { KnobValue } from '../sim/schema';

export interface QuickSide {
  preset: string;
  overrides?: Record<string, KnobValue>;
}

export interface QuickStart {
  id: string;
  label: string;
  /** What to look for, in one sentence. */
  teaches: string;
  a: QuickSide;
  b: QuickSide;
  durationS: number;
}

export const QUICK_STARTS: QuickStart[] = [
  {
    id: 'binlog-16',
    label: 'binlog OFF vs ON, 16 threads',
    teaches: 'At low concurrency the binlog costs what you expect: ON adds a prepare, a binlog write and fsync per group, so TPS drops.',
    a: { preset: 's000_binlog_off_16' },
    b: { preset: 's000_binlog_on_16' },
    durationS: 20,
  },
  {
    id: 'binlog-256',
    label: 'binlog OFF vs ON, 256 threads',
    teaches: 'On 112 cores at 256 threads it flips: with the binlog OFF each commit holds its innodb_thread_concurrency slot through the redo fsync (ON gives it up at prepare), so fewer threads get work done; ON is faster.',
    a: { preset: 's000_binlog_off_256' },
    b: { preset: 's000_binlog_on_256' },
    durationS: 20,
  },
  {
    id: 'concurrency-256',
    label: 'concurrency 16 vs 80, binlog OFF, 256 threads',
    teaches: 'The article\'s fix for the OFF case: more innodb_thread_concurrency slots and a shorter spin delay.',
    a: { preset: 's000_binlog_off_256' },
    b: { preset: 's000_best_off_256' },
    durationS: 20,
  },
  {
    id: 'mysql55-vs-57',
    label: '5.5 prepare_commit_mutex vs 5.7 group commit',
    teaches: 'MySQL 5.5 serialises every commit on prepare_commit_mutex (one fsync pair each); 5.7 groups them: fewer fsyncs per transaction, far more TPS.',
    a: { preset: 's002_mysql55_binlog_on' },
    b: { preset: 's002_gc57_binlog_on' },
    durationS: 20,
  },
  {
    id: 'gc-vs-parallel-flush',
    label: 'group commit vs parallel flush, (1,1)',
    teaches: 'AliSQL\'s parallel flush prepares binlog buffers in parallel instead of inside the flush stage\'s leader.',
    a: { preset: 's003_gc57_11' },
    b: { preset: 's003_parallel_flush_11' },
    durationS: 10,
  },
];
