// The redo log: LSN, the log buffer written to the file, and
// log_write_up_to's group flush with at most one fsync in flight
// (log0log.cc). A flush takes everything buffered, so commits that land
// while one fsync runs share the next.
#ifndef COMMITLAB_MODEL_REDO_LOG_H_
#define COMMITLAB_MODEL_REDO_LOG_H_

#include <cstdint>
#include <vector>

namespace commitlab {

struct RedoWaiter {
  int32_t thread;
  int64_t lsn;
};

struct RedoLog {
  int64_t lsn = 0;           // bytes generated
  int64_t written_lsn = 0;   // written to the file (page cache)
  int64_t flushed_lsn = 0;   // fsynced
  bool flush_in_progress = false;
  int64_t flush_target = 0;  // LSN the running fsync makes durable
  int64_t flush_started = 0;
  int32_t flusher = -1;      // thread inside fsync(), -1: a background thread
  std::vector<RedoWaiter> waiters;
  // Totals.
  int64_t fsyncs = 0;
  int64_t bytes_written = 0;
  int64_t commits_covered = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_REDO_LOG_H_
