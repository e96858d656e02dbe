// InnoDB latch: test-and-set, then innodb_sync_spin_loops rounds of a
// random ut_delay (0..innodb_spin_wait_delay-1 units of PAUSE x
// multiplier), then sleep on the sync array until the holder's exit
// broadcasts. Release is lazy: an uncontended hold needs no event.
#include "sim/runtime.h"

namespace commitlab {

const char* LatchName(int id) {
  switch (id) {
    case kLatchTrxSys: return "trx_sys";
    case kLatchLockSys: return "lock_sys";
    case kLatchLogSys: return "log_sys";
    case kLatchRseg: return "rseg";
    case kLatchLogWrite: return "log_write";
  }
  return "?";
}

// MySQL 5.5 had one kernel_mutex where 5.7 split trx_sys and lock_sys.
int MapLatch(const World& w, int latch) {
  if (w.d.algo == CommitAlgorithm::kMysql55 && latch == kLatchLockSys) return kLatchTrxSys;
  return latch;
}

namespace {

void EnsureReleaseEvent(World& w, int id) {
  Latch& l = w.latches[id];
  if (!l.release_pending) {
    l.release_pending = true;
    w.events.Push(l.release_at, kEvLatchRelease, static_cast<uint32_t>(id), 0);
  }
}

// Takes the latch for tid starting at `start`; returns when it lets go.
int64_t Take(World& w, int tid, const Op& op, int id, int64_t start) {
  Latch& l = w.latches[id];
  l.owner = tid;
  ++l.acquisitions;
  // Spinners hammering the lock word slow the holder (cache-line traffic).
  double slow = 1.0 + w.d.spin_coherence * static_cast<double>(l.spinners.size());
  int64_t hold = static_cast<int64_t>(static_cast<double>(op.n) * slow);
  l.release_at = start + hold;
  ApplyLatchEffect(w, tid, op);
  return l.release_at;
}

void Remove(std::vector<int32_t>& v, int32_t tid) {
  for (size_t i = 0; i < v.size(); ++i) {
    if (v[i] == tid) {
      v[i] = v.back();
      v.pop_back();
      return;
    }
  }
}

}  // namespace

bool LatchAcquire(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  int id = op.a;
  Latch& l = w.latches[id];
  bool busy = l.owner >= 0 && l.release_at > w.now;
  if (!busy) {
    t.t_local = Take(w, tid, op, id, w.now);
    return true;
  }
  ++l.contended;
  EnsureReleaseEvent(w, id);
  t.wait_latch = static_cast<int8_t>(id);
  if (w.d.spin_loops == 0) {
    ++l.os_waits;
    l.sleepers.push_back(tid);
    Block(w, tid, ThreadState::latch_sleep);
    return false;
  }
  // One spin episode: the sum of the rounds' random delays.
  int64_t spin = 0;
  for (int i = 0; i < w.d.spin_loops; ++i) {
    int64_t units = w.d.spin_delay > 0 ? static_cast<int64_t>(t.rng.Below(static_cast<uint64_t>(w.d.spin_delay))) : 0;
    spin += units * w.d.spin_unit_ns + w.d.spin_check_ns;
  }
  CpuAccount(w);
  ++w.spinning;
  l.spinners.push_back(tid);
  SetState(w, tid, ThreadState::latch_spin);
  WakeAt(w, tid, w.now + spin);  // the spin timeout
  return false;
}

void OnSpinTimeout(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  Latch& l = w.latches[t.wait_latch];
  Remove(l.spinners, tid);
  CpuAccount(w);
  --w.spinning;
  ++l.os_waits;
  l.sleepers.push_back(tid);
  Block(w, tid, ThreadState::latch_sleep);
}

void OnLatchRelease(World& w, int id) {
  Latch& l = w.latches[id];
  l.release_pending = false;
  if (l.release_at > w.now) {  // re-acquired since the event was queued
    if (!l.spinners.empty() || !l.sleepers.empty()) EnsureReleaseEvent(w, id);
    return;
  }
  l.owner = -1;
  if (!l.spinners.empty()) {
    // The first spinner to look at the lock word after the release wins:
    // the minimum of k residual pauses.
    int k = static_cast<int>(l.spinners.size());
    int pick = static_cast<int>(w.rng.Below(static_cast<uint64_t>(k)));
    int tid = l.spinners[pick];
    l.spinners[pick] = l.spinners.back();
    l.spinners.pop_back();
    double max_residual = (2.0 / 3.0) * static_cast<double>(w.d.spin_delay) * static_cast<double>(w.d.spin_unit_ns);
    int64_t delta = w.d.spin_check_ns + static_cast<int64_t>(max_residual * MinOfUniforms(&w.rng, k));
    ClientThread& t = w.threads[tid];
    CpuAccount(w);
    --w.spinning;
    t.wait_latch = -1;
    Op op = t.ops.Front();
    t.ops.PopFront();
    ++t.gen;  // cancels its spin timeout
    t.t_local = Take(w, tid, op, id, w.now + delta);
    if (!l.spinners.empty() || !l.sleepers.empty()) EnsureReleaseEvent(w, id);
    SetState(w, tid, ThreadState::executing);
    Advance(w, tid);
    return;
  }
  if (!l.sleepers.empty()) {
    // os_event_set wakes every sleeper; they race for the latch again.
    for (int32_t s : l.sleepers) {
      w.threads[s].wait_latch = -1;
      WakeAt(w, s, w.now + w.d.futex_wake);
    }
    l.sleepers.clear();
  }
}

void ApplyLatchEffect(World& w, int tid, const Op& op) {
  switch (static_cast<LatchEffect>(op.b)) {
    case LatchEffect::kNone:
      break;
    case LatchEffect::kRedoAppend: {
      w.redo.lsn += op.arg;
      int subject = tid;
      w.threads[subject].trx_lsn = w.redo.lsn;
      break;
    }
    case LatchEffect::kReleaseRowLocks:
      RowLocksRelease(w, op.arg);
      break;
    case LatchEffect::kCommitDone: {
      ClientThread& s = w.threads[op.arg];
      // The commit record goes into the log buffer; this is the LSN the
      // committer's own redo flush (if any) must cover.
      w.redo.lsn += 60;
      s.trx_lsn = w.redo.lsn;
      if (s.binlog_bytes > 0 && w.binlog.prepared_xids > 0) {
        --w.binlog.prepared_xids;
        if (w.binlog.prepared_xids == 0 && w.binlog.xid_waiter >= 0) {
          WakeAt(w, w.binlog.xid_waiter, w.now + w.d.futex_wake);
          w.binlog.xid_waiter = -1;
        }
      }
      break;
    }
    case LatchEffect::kRedoWrite: {
      int64_t bytes = w.redo.lsn - w.redo.written_lsn;
      if (bytes > 0) {
        CacheWrite(w, kFileRedo, bytes);
        w.redo.written_lsn = w.redo.lsn;
        w.redo.bytes_written += bytes;
        w.metrics.cur.redo_bytes += bytes;
      }
      break;
    }
  }
}

}  // namespace commitlab
