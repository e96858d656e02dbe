// A pthread mutex used by the SQL layer (LOCK_log, LOCK_sync,
// LOCK_commit, 5.5's prepare_commit_mutex): waiters sleep, a release
// wakes one of them. Waking is not FIFO: the kernel and barging make the
// order effectively random, which is what spreads 5.5's latencies.
#ifndef COMMITLAB_MODEL_OS_MUTEX_H_
#define COMMITLAB_MODEL_OS_MUTEX_H_

#include <cstdint>
#include <vector>

namespace commitlab {

enum MutexId : uint8_t { kMutexLockLog, kMutexLockSync, kMutexLockCommit, kMutexPrepareCommit, kMutexCount };

const char* MutexName(int id);

struct OsMutex {
  int32_t owner = -1;
  std::vector<int32_t> waiters;
  int64_t acquisitions = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_OS_MUTEX_H_
