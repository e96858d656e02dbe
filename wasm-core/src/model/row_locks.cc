// Record X locks: granted FIFO at commit, with deadlock detection along
// the wait-for chain (InnoDB gives up past depth 200 and treats that as
// a deadlock too). A waiting thread leaves innodb_thread_concurrency and
// force-enters when granted, as lock_wait_suspend_thread does.
#include "sim/runtime.h"

namespace commitlab {

namespace {

bool Holds(const ClientThread& t, uint64_t key) {
  for (int i = 0; i < t.n_locks; ++i)
    if (t.locks[i] == key) return true;
  return false;
}

void Remember(ClientThread& t, uint64_t key) {
  if (t.n_locks < kMaxRowLocks) t.locks[t.n_locks++] = key;
}

bool WouldDeadlock(World& w, int tid, int owner) {
  int cur = owner;
  for (int depth = 0; depth < 200; ++depth) {
    if (cur == tid) return true;
    const ClientThread& c = w.threads[cur];
    if (!c.waiting_row) return false;
    RowLockEntry* e = w.row_locks.Find(c.waiting_key);
    if (e == nullptr) return false;
    cur = e->owner;
  }
  return true;
}

}  // namespace

bool RowLockAcquire(World& w, int tid, uint64_t key) {
  ClientThread& t = w.threads[tid];
  if (Holds(t, key)) return true;
  RowLockEntry* e = w.row_locks.Find(key);
  if (e == nullptr) {
    if (t.n_locks >= kMaxRowLocks) return true;  // beyond what we track: treat as uncontended
    w.row_locks.Insert(key, tid);
    Remember(t, key);
    return true;
  }
  if (WouldDeadlock(w, tid, e->owner)) {
    RollbackTransaction(w, tid);
    return true;  // continues with the retried transaction
  }
  e = w.row_locks.Find(key);
  t.next_row_waiter = -1;
  if (e->waiter_tail >= 0) w.threads[e->waiter_tail].next_row_waiter = tid;
  else e->waiter_head = tid;
  e->waiter_tail = tid;
  t.waiting_row = true;
  t.waiting_key = key;
  ++w.metrics.cur.row_lock_waits;
  bool reenter = t.inside && w.d.concurrency > 0;
  AdmissionExit(w, tid);
  t.tickets = reenter ? 1 : 0;  // remembered: force-enter on grant
  Block(w, tid, ThreadState::row_lock_wait);
  return false;
}

void RowLocksRelease(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  for (int i = 0; i < t.n_locks; ++i) {
    uint64_t key = t.locks[i];
    RowLockEntry* e = w.row_locks.Find(key);
    if (e == nullptr || e->owner != tid) continue;
    if (e->waiter_head < 0) {
      w.row_locks.Erase(key);
      continue;
    }
    int next = e->waiter_head;
    ClientThread& n = w.threads[next];
    e->waiter_head = n.next_row_waiter;
    if (e->waiter_head < 0) e->waiter_tail = -1;
    e->owner = next;
    n.waiting_row = false;
    n.next_row_waiter = -1;
    Remember(n, key);
    if (n.tickets == 1 && w.d.concurrency > 0) {  // srv_conc_force_enter_innodb
      n.inside = true;
      ++w.admission.n_active;
      ++w.inv.force_entered;
    }
    WakeSleeper(w, next);
  }
  t.n_locks = 0;
}

}  // namespace commitlab
