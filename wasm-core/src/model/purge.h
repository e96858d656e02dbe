// InnoDB purge: what committed updates and deletes left behind (old
// index entries, delete-marked records) is removed later by background
// threads, from the history list, on the same cores the client threads
// need. See model/purge.cc.
#ifndef COMMITLAB_MODEL_PURGE_H_
#define COMMITLAB_MODEL_PURGE_H_

#include <array>
#include <cstdint>

namespace commitlab {

// innodb_purge_threads is a knob (default 4 in MySQL 5.7+ and MariaDB
// 10.x, at most 32); innodb_purge_batch_size is 300 undo pages (one
// transaction's undo log is taken to fill one page).
constexpr int kMaxPurgeThreads = 32;
constexpr int64_t kPurgeBatch = 300;

struct Purge {
  int32_t threads = 0;                        // purge threads created so far ([0] the coordinator)
  std::array<int32_t, kMaxPurgeThreads> tid{};
  std::array<bool, kMaxPurgeThreads> asleep{};  // waiting on its event
  std::array<bool, kMaxPurgeThreads> slept{};   // has slept since it last ran (counts a wake-up)
  int32_t use_threads = 0;                    // n_use_threads: adapts to the history's growth
  int64_t history = 0;          // undo logs (transactions) committed and not yet handed to a batch
  int64_t history_ops = 0;      // the purge operations they need (workload.cc: PurgeOperations)
  int64_t history_at_batch = 0; // history just before the last batch was taken
  int64_t commits_at_batch = 0; // commits when the last batch was taken (srv_check_activity)
  int64_t commits = 0;          // transactions that added to the history
  int32_t workers_busy = 0;     // workers still on the current batch
  bool coordinator_waiting = false;  // for the workers to finish the batch
  bool timed_wait = false;      // the coordinator's 10 ms wait after an empty pass
  int64_t batch = 0;            // undo logs in the batch being purged
  int64_t batch_ops = 0;        // and their operations
  // Totals.
  int64_t purged = 0;           // undo logs
  int64_t purged_ops = 0;
  int64_t batches = 0;
  int64_t cpu_ns = 0;
  int64_t sleeps = 0;           // wake-ups of the purge threads (counted in World::sleeps too)
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_PURGE_H_
