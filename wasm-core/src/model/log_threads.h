// MySQL 8.0's redo log threads (log0write.cc): log_writer writes the log
// buffer to the file, log_flusher fsyncs it, log_write_notifier and
// log_flush_notifier wake the user threads waiting for an LSN. Each is a
// server thread in World::threads that must win a core to run.
#ifndef COMMITLAB_MODEL_LOG_THREADS_H_
#define COMMITLAB_MODEL_LOG_THREADS_H_

#include <array>
#include <cstdint>
#include <vector>

namespace commitlab {

// Which server thread a World::threads entry is (0: a client's thread).
// Purge threads have their own role after the four log threads.
enum ServerRole : uint8_t {
  kRoleClient = 0,
  kRoleLogWriter,
  kRoleLogFlusher,
  kRoleWriteNotifier,
  kRoleFlushNotifier,
  kRolePurge,  // InnoDB's purge coordinator and workers (model/purge.h)
  kRoleCount
};
constexpr int kLogThreadCount = kRoleFlushNotifier;

// A user thread waiting in log_write_up_to for write_lsn or
// flushed_to_disk_lsn to reach its LSN: spinning on its core, or asleep
// on an event until a notifier (or the writer/flusher itself) sets it.
struct LogWaiter {
  int32_t thread;
  int64_t lsn;
  bool spinning;
};

struct LogThreads {
  bool started = false;
  std::array<int32_t, kLogThreadCount> tid{{-1, -1, -1, -1}};     // by role - 1
  std::array<bool, kLogThreadCount> asleep{};                       // waiting on its event
  std::array<bool, kLogThreadCount> spinning{};                     // spinning before it waits
  std::array<int32_t, kLogThreadCount> idle_waits{};                // timed waits since it last worked
  std::vector<LogWaiter> write_waiters;
  std::vector<LogWaiter> flush_waiters;
  int64_t write_notified = 0;  // write_lsn the write notifier has handled
  int64_t flush_notified = 0;  // flushed_to_disk_lsn the flush notifier has handled
  bool flushing = false;
  int64_t flush_target = 0;
  int64_t last_flush_start = 0;
  // log.flush_avg_time: mean fsync time over the last second.
  int64_t flush_time_sum = 0, flush_count = 0, flush_stats_since = 0, flush_avg_ns = 0;
  // srv_cpu_usage, sampled once a second: utime_abs (percent of one
  // core) and utime_pct (percent of all cores).
  int64_t cpu_sample_t = 0;
  double cpu_sample_ns = 0;
  double utime_abs = 0, utime_pct = 0;
  // Totals: CPU the log threads used (their work and wake-ups), spins.
  int64_t cpu_ns = 0;
  int64_t wakeups = 0;
  int64_t spins = 0, spin_successes = 0;
};

// MariaDB's binlog group commit state beyond the shared queue.
struct MariadbGroupCommit {
  int32_t wait_leader = -1;        // leader inside wait_for_sufficient_commits
  int64_t wait_deadline = 0;
  int64_t checkpoint_lsn = -1;     // commit_checkpoint_request pending at this LSN
  // Totals.
  int64_t groups = 0, members = 0;
  int64_t checkpoints = 0;
  int64_t wait_timeouts = 0, wait_count_reached = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_LOG_THREADS_H_
