// Output layouts shared by the CLI, the C API, the web worker and the
// tests. Any change here bumps kLayoutVersion (see docs/outputs.md).
#ifndef COMMITLAB_LAYOUT_H_
#define COMMITLAB_LAYOUT_H_

namespace commitlab {

constexpr int kLayoutVersion = 5;

// X(id, label): what a client thread is doing or waiting on.
#define COMMITLAB_THREAD_STATES(X)                                          \
  X(client, "client round trip (network, sysbench)")                        \
  X(admission_sleep, "asleep waiting for innodb_thread_concurrency")        \
  X(run_queue, "runnable, waiting for a free core")                         \
  X(executing, "executing on a core")                                       \
  X(latch_spin, "spinning on a busy InnoDB latch")                          \
  X(latch_sleep, "asleep in the OS on a busy InnoDB latch")                 \
  X(row_lock_wait, "waiting for a row lock")                                \
  X(page_read, "reading a page the buffer pool misses")                     \
  X(redo_wait, "waiting for the redo log write/fsync")                      \
  X(flush_queue, "queued for the binlog flush stage (LOCK_log)")            \
  X(flush_stage, "in the flush stage: redo flush, binlog write")            \
  X(sync_queue, "queued for the binlog sync stage")                         \
  X(sync_stage, "in the sync stage: binlog fsync")                          \
  X(commit_queue, "queued for the commit stage")                            \
  X(commit_stage, "in the commit stage: InnoDB commit")                     \
  X(prepare_commit_mutex, "waiting for prepare_commit_mutex (5.5)")         \
  X(binlog_write, "writing and syncing the binlog under the mutex (5.5)")   \
  X(binlog_buffer, "preparing events into the binlog buffer (parallel)")    \
  X(wait_writer, "waiting for the binlog writer thread")                    \
  X(wait_syncer, "waiting for the binlog syncer thread")                    \
  X(rotation, "rotating the binlog: fsync of the whole old file")           \
  X(stage_mutex_wait, "waiting for a stage mutex (LOCK_log/sync/commit)")

enum class ThreadState : unsigned char {
#define COMMITLAB_STATE_ENUM(id, label) id,
  COMMITLAB_THREAD_STATES(COMMITLAB_STATE_ENUM)
#undef COMMITLAB_STATE_ENUM
  kCount
};
constexpr int kThreadStateCount = static_cast<int>(ThreadState::kCount);

// X(id, unit, help): one double per field in every interval record.
#define COMMITLAB_INTERVAL_FIELDS(X)                                               \
  X(t_s, "s", "end of the interval, simulated seconds")                            \
  X(tps, "1/s", "transactions committed per second")                               \
  X(qps, "1/s", "queries per second (reads + writes + other)")                     \
  X(reads_ps, "1/s", "read queries per second")                                    \
  X(writes_ps, "1/s", "write queries per second")                                  \
  X(other_ps, "1/s", "other queries (BEGIN/COMMIT) per second")                   \
  X(errors_ps, "1/s", "deadlocks rolled back and retried, per second")            \
  X(lat_avg_ms, "ms", "mean transaction latency")                                  \
  X(lat_p95_ms, "ms", "95th percentile transaction latency")                       \
  X(lat_p99_ms, "ms", "99th percentile transaction latency")                       \
  X(lat_max_ms, "ms", "maximum transaction latency")                               \
  X(cpu_work_cores, "cores", "cores busy doing work (time average)")               \
  X(cpu_spin_cores, "cores", "cores burnt spinning on latches")                    \
  X(cpu_idle_cores, "cores", "idle cores")                                         \
  X(redo_fsyncs_ps, "1/s", "redo log fsyncs per second")                           \
  X(binlog_fsyncs_ps, "1/s", "binlog fsyncs per second")                           \
  X(redo_bytes_ps, "B/s", "bytes written to the redo log per second")              \
  X(binlog_bytes_ps, "B/s", "bytes written to the binlog per second")              \
  X(device_write_bytes_ps, "B/s", "bytes the device wrote per second")             \
  X(page_reads_ps, "1/s", "data pages read from the device per second")            \
  X(device_util, "", "fraction of the interval with a device operation in flight (iostat %util)") \
  X(device_bandwidth_busy, "", "device time the interval's operations need, over its length (at most 1)") \
  X(flush_group_avg, "trx", "mean transactions per flush-stage group")             \
  X(sync_group_avg, "trx", "mean transactions per binlog fsync")                   \
  X(commit_group_avg, "trx", "mean transactions per commit-stage group")           \
  X(redo_group_avg, "trx", "mean commits covered by one redo fsync")               \
  X(sleep_delay_us, "us", "innodb_thread_sleep_delay at the end of the interval")  \
  X(inside_innodb, "threads", "threads inside InnoDB (admission) at the end")      \
  X(dirty_redo_bytes, "B", "redo bytes dirty in the page cache at the end")        \
  X(dirty_binlog_bytes, "B", "binlog bytes dirty in the page cache at the end")    \
  X(binlog_file_bytes, "B", "size of the current binlog file at the end")          \
  X(rotations, "", "binlog rotations completed in the interval")                  \
  X(row_lock_waits_ps, "1/s", "row-lock waits per second")                         \
  X(purge_history, "undo logs", "undo logs of committed updates and deletes not yet purged, at the end (the history list length)") \
  X(knob_changed, "", "1 when a knob changed during the interval")                \
  X(th_client, "threads", "mean threads in: client round trip")                    \
  X(th_admission_sleep, "threads", "mean threads in: admission sleep")             \
  X(th_run_queue, "threads", "mean threads in: run queue")                         \
  X(th_executing, "threads", "mean threads in: executing")                         \
  X(th_latch_spin, "threads", "mean threads in: latch spin")                       \
  X(th_latch_sleep, "threads", "mean threads in: latch sleep")                     \
  X(th_row_lock_wait, "threads", "mean threads in: row-lock wait")                 \
  X(th_page_read, "threads", "mean threads in: page read")                         \
  X(th_redo_wait, "threads", "mean threads in: redo wait")                         \
  X(th_flush_queue, "threads", "mean threads in: flush queue")                     \
  X(th_flush_stage, "threads", "mean threads in: flush stage")                     \
  X(th_sync_queue, "threads", "mean threads in: sync queue")                       \
  X(th_sync_stage, "threads", "mean threads in: sync stage")                       \
  X(th_commit_queue, "threads", "mean threads in: commit queue")                   \
  X(th_commit_stage, "threads", "mean threads in: commit stage")                   \
  X(th_prepare_commit_mutex, "threads", "mean threads in: prepare_commit_mutex")   \
  X(th_binlog_write, "threads", "mean threads in: binlog write (5.5)")             \
  X(th_binlog_buffer, "threads", "mean threads in: binlog buffer")                 \
  X(th_wait_writer, "threads", "mean threads in: wait writer")                     \
  X(th_wait_syncer, "threads", "mean threads in: wait syncer")                     \
  X(th_rotation, "threads", "mean threads in: rotation")                           \
  X(th_stage_mutex_wait, "threads", "mean threads in: stage mutex wait")

enum class Field : int {
#define COMMITLAB_FIELD_ENUM(id, unit, help) id,
  COMMITLAB_INTERVAL_FIELDS(COMMITLAB_FIELD_ENUM)
#undef COMMITLAB_FIELD_ENUM
  kCount
};
constexpr int kFieldCount = static_cast<int>(Field::kCount);
constexpr int kFirstStateField = static_cast<int>(Field::th_client);
static_assert(kFieldCount - kFirstStateField == kThreadStateCount, "one th_ field per thread state");

// Snapshot header words (see docs/outputs.md).
constexpr int kSnapshotHeaderWords = 32;
constexpr int kSnapshotWordsPerThread = 4;
// Trailer after the threads: a count, then the most recent device
// operations, oldest first (in flight ones included: their end is known).
constexpr int kSnapshotDeviceOps = 32;
constexpr int kSnapshotWordsPerDeviceOp = 5;

}  // namespace commitlab

#endif  // COMMITLAB_LAYOUT_H_
