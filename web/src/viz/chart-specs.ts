// Which charts the lab draws and where each series comes from. Interval
// fields are looked up by name (first candidate the core provides wins), so
// a renamed field hides one series instead of breaking the page.
import type { SampleField } from '../store/samples';
import { OKABE_ITO as C } from './palette';

export type SeriesSource =
  | { kind: 'interval'; fields: string[] }
  /** Sum of whichever of these interval fields exist (at least one must). */
  | { kind: 'intervalSum'; fields: string[] }
  | { kind: 'sample'; field: SampleField };

export interface SeriesSpec {
  label: string;
  color: string;
  /** Tried in order; the first available wins. */
  sources: SeriesSource[];
  dashed?: boolean;
  /** Multiplies the field's values (device_util is a fraction: 100 draws it in percent). */
  scale?: number;
}

export interface ChartSpec {
  id: string;
  title: string;
  unit: 'tps' | 'ms' | 'cores' | 'per_s' | 'bytes_per_s' | 'count' | 'bytes' | 'percent';
  series: SeriesSpec[];
  stacked?: boolean;
  showRotations?: boolean;
  /** A fixed top of the y axis (a percentage ends at 100) instead of one that follows the data. */
  yMax?: number;
  /** What the series mean, shown when the title is hovered (translated in i18n.ts chartHelp). */
  help?: string;
}

const iv = (...fields: string[]): SeriesSource => ({ kind: 'interval', fields });
const sm = (field: SampleField): SeriesSource => ({ kind: 'sample', field });
const sum = (...fields: string[]): SeriesSource => ({ kind: 'intervalSum', fields });

export const CHARTS: ChartSpec[] = [
  { id: 'tps', title: 'Throughput', unit: 'tps', series: [{ label: 'TPS', color: C.blue, sources: [iv('tps')] }], showRotations: true },
  {
    id: 'latency',
    title: 'Latency',
    unit: 'ms',
    series: [
      { label: 'avg', color: C.blue, sources: [iv('lat_avg_ms', 'latency_avg_ms', 'avg_latency_ms')] },
      { label: 'p95', color: C.vermillion, sources: [iv('lat_p95_ms', 'latency_p95_ms', 'p95_latency_ms')] },
      // The tail: a binlog rotation that holds every committer for a moment
      // barely moves p95 of a busy second, but its max and p99 jump.
      { label: 'p99', color: C.purple, sources: [iv('lat_p99_ms', 'latency_p99_ms', 'p99_latency_ms')] },
      { label: 'max', color: C.black, sources: [iv('lat_max_ms', 'latency_max_ms', 'max_latency_ms')], dashed: true },
    ],
    help:
      'avg and p95 are what sysbench prints by default; p99 (sysbench --percentile=99) and max show the tail. A stall (a binlog rotation holding every commit) always shows in max, in the interval its held commits complete in; ' +
      'in p99 only when they are more than 1 % of that interval’s commits (128 threads held among 58,000 commits a second are 0.2 %).',
  },
  {
    id: 'cpu',
    title: 'CPU cores',
    unit: 'cores',
    stacked: true,
    series: [
      { label: 'work', color: C.blue, sources: [iv('cpu_work_cores', 'cores_work', 'cpu_cores_work'), sm('cores_work')] },
      { label: 'spin', color: C.orange, sources: [iv('cpu_spin_cores', 'cores_spin', 'cpu_cores_spin'), sm('cores_spin')] },
      { label: 'idle', color: '#d9d9d9', sources: [iv('cpu_idle_cores', 'cores_idle', 'cpu_cores_idle')] },
    ],
  },
  {
    id: 'fsyncs',
    title: 'fsyncs per second',
    unit: 'per_s',
    series: [
      { label: 'redo', color: C.green, sources: [iv('redo_fsyncs_ps', 'redo_fsyncs_per_s', 'redo_fsync_per_s', 'fsyncs_redo_per_s')] },
      { label: 'binlog', color: C.purple, sources: [iv('binlog_fsyncs_ps', 'binlog_fsyncs_per_s', 'binlog_fsync_per_s', 'fsyncs_binlog_per_s')] },
    ],
  },
  {
    // Transactions per group in each stage of binlog group commit (0 while no
    // group forms, e.g. binlog OFF); redo_group_avg is left out: with the binlog
    // ON the commit-time redo flush rarely has a group, so it reads as 1 next to 20.
    id: 'groups',
    title: 'Commit group size (transactions per group)',
    unit: 'count',
    series: [
      { label: 'flush stage', color: C.orange, sources: [iv('flush_group_avg')] },
      { label: 'sync stage', color: C.purple, sources: [iv('sync_group_avg')] },
      { label: 'commit stage', color: C.skyBlue, sources: [iv('commit_group_avg')], dashed: true },
    ],
  },
  {
    id: 'bytes',
    title: 'Bytes written per log',
    unit: 'bytes_per_s',
    series: [
      { label: 'redo', color: C.green, sources: [iv('redo_bytes_ps', 'redo_bytes_per_s', 'redo_write_bytes_per_s', 'redo_written_bytes_per_s')] },
      { label: 'binlog', color: C.purple, sources: [iv('binlog_bytes_ps', 'binlog_bytes_per_s', 'binlog_write_bytes_per_s', 'binlog_written_bytes_per_s')] },
    ],
  },
  {
    id: 'queues',
    title: 'Stage queue lengths',
    unit: 'count',
    series: [
      { label: 'flush', color: C.orange, sources: [iv('th_flush_queue'), sm('flush_queue')] },
      { label: 'sync', color: C.purple, sources: [iv('th_sync_queue'), sm('sync_queue')] },
      { label: 'commit', color: C.skyBlue, sources: [iv('th_commit_queue'), sm('commit_queue')] },
    ],
  },
  {
    // Two figures because an SSD overlaps requests: one fsync after another
    // keeps iostat's %util near 100 % while the device could do far more;
    // saturation shows in the bandwidth line (lesson 05's 60 GB run).
    id: 'device',
    title: 'Device utilisation (% of time)',
    unit: 'percent',
    yMax: 100,
    help:
      'I/O in flight: share of the time with at least one request at the device (a transfer, or an fsync’s cache flush and journal commit), what iostat reports as %util. ' +
      'An SSD works on many requests at once, so 100 % here does not mean it is full. ' +
      'Bandwidth used: the device time the interval’s transfers and SATA cache flushes need; near 100 % the device is saturated.',
    series: [
      { label: 'I/O in flight (iostat %util)', color: C.vermillion, sources: [iv('device_util')], scale: 100 },
      { label: 'bandwidth used', color: C.blue, sources: [iv('device_bandwidth_busy')], scale: 100, dashed: true },
    ],
  },
  {
    id: 'files',
    title: 'Dirty page cache and binlog file',
    unit: 'bytes',
    showRotations: true,
    series: [
      { label: 'dirty binlog', color: C.vermillion, sources: [iv('dirty_binlog_bytes', 'dirty_page_cache_bytes'), sm('binlog_dirty_bytes')] },
      { label: 'dirty redo', color: C.green, sources: [iv('dirty_redo_bytes'), sm('redo_dirty_bytes')] },
      { label: 'binlog file size', color: C.blue, sources: [iv('binlog_file_bytes', 'binlog_size_bytes'), sm('binlog_file_bytes')] },
    ],
  },
  {
    id: 'threads',
    title: 'Where the client threads are',
    unit: 'count',
    stacked: true,
    series: [
      { label: 'executing', color: C.blue, sources: [sum('th_executing')] },
      { label: 'run queue', color: C.skyBlue, sources: [sum('th_run_queue')] },
      { label: 'latches', color: C.orange, sources: [sum('th_latch_spin', 'th_latch_sleep')] },
      { label: 'admission', color: C.yellow, sources: [sum('th_admission_sleep')] },
      { label: 'row locks, reads', color: C.grey, sources: [sum('th_row_lock_wait', 'th_page_read')] },
      { label: 'redo wait', color: C.green, sources: [sum('th_redo_wait')] },
      {
        label: 'binlog commit',
        color: C.purple,
        sources: [
          sum(
            'th_flush_queue', 'th_flush_stage', 'th_sync_queue', 'th_sync_stage', 'th_commit_queue', 'th_commit_stage',
            'th_prepare_commit_mutex', 'th_binlog_write', 'th_binlog_buffer', 'th_wait_writer', 'th_wait_syncer',
            'th_stage_mutex_wait', 'th_rotation',
          ),
        ],
      },
      { label: 'client', color: '#d9d9d9', sources: [sum('th_client')] },
    ],
  },
  {
    // The history list: what purge has not caught up with. On a small box
    // with many clients it climbs (purge's threads get a fair share of the
    // cores, no more); SHOW ENGINE INNODB STATUS prints the same figure.
    id: 'purge',
    title: 'Purge backlog (history list length)',
    unit: 'count',
    help:
      'Undo logs of committed updates and deletes that InnoDB’s purge threads have not handled yet, the “History list length” of SHOW ENGINE INNODB STATUS. ' +
      'Purge runs on the same cores as the client threads: near zero it keeps up; a line that climbs means the clients leave it too little CPU.',
    series: [{ label: 'undo logs not yet purged', color: C.vermillion, sources: [iv('purge_history')] }],
  },
];

/** Column in schema.interval_fields for the first available candidate. */
export function resolveInterval(fields: Map<string, number>, names: string[]): number | undefined {
  for (const n of names) {
    const i = fields.get(n);
    if (i !== undefined) return i;
  }
  return undefined;
}
