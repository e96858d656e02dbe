// "No thread waits forever": a thread blocked on a row lock must be in
// the waiter queue of a lock someone holds, or nothing will ever wake it.
#include <string>

#include "sim/runtime.h"

namespace commitlab {

namespace {

bool QueuedOn(World& w, int tid, const RowLockEntry& e) {
  int guard = static_cast<int>(w.threads.size());
  for (int q = e.waiter_head; q >= 0 && guard-- > 0; q = w.threads[q].next_row_waiter)
    if (q == tid) return true;
  return false;
}

}  // namespace

void CheckNoThreadWaitsForever(World& w) {
  for (int i = 0; i < static_cast<int>(w.threads.size()); ++i) {
    const ClientThread& t = w.threads[i];
    if (t.state != ThreadState::row_lock_wait) continue;
    RowLockEntry* e = w.row_locks.Find(t.waiting_key);
    // Granted and woken, not yet running; or queued behind a holder.
    if (!t.waiting_row && e != nullptr && e->owner == i) continue;
    if (t.waiting_row && e != nullptr && e->owner != i && QueuedOn(w, i, *e)) continue;
    Violation(w, "thread " + std::to_string(i) + " waits for a row lock since t=" + std::to_string(t.state_since) +
                     "ns that no holder will grant (no thread waits forever)");
  }
}

}  // namespace commitlab
