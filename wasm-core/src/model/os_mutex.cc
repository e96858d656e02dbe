#include "sim/runtime.h"

namespace commitlab {

const char* MutexName(int id) {
  switch (id) {
    case kMutexLockLog: return "LOCK_log";
    case kMutexLockSync: return "LOCK_sync";
    case kMutexLockCommit: return "LOCK_commit";
    case kMutexPrepareCommit: return "prepare_commit_mutex";
  }
  return "?";
}

bool MutexAcquire(World& w, int tid, int id, ThreadState wait_state) {
  OsMutex& m = w.mutexes[id];
  if (m.owner < 0) {
    m.owner = tid;
    ++m.acquisitions;
    return true;
  }
  m.waiters.push_back(tid);
  Block(w, tid, wait_state);
  return false;
}

void MutexRelease(World& w, int tid, int id) {
  OsMutex& m = w.mutexes[id];
  (void)tid;
  m.owner = -1;
  if (m.waiters.empty()) return;
  // The kernel wakes one waiter; which one gets the mutex next is
  // effectively random under contention.
  size_t pick = w.rng.Below(m.waiters.size());
  int next = m.waiters[pick];
  m.waiters[pick] = m.waiters.back();
  m.waiters.pop_back();
  m.owner = next;
  ++m.acquisitions;
  WakeSleeper(w, next);
}

}  // namespace commitlab
