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

// Mean time between two looks at the lock word by one spinner.
double MeanRoundNs(const World& w) {
  double units = w.d.spin_delay > 0 ? (w.d.spin_delay - 1) / 2.0 : 0.0;
  return units * static_cast<double>(w.d.spin_unit_ns) + static_cast<double>(w.d.spin_check_ns);
}

// Takes the latch for tid starting now; returns when it lets go.
int64_t Take(World& w, int tid, const Op& op, int id) {
  Latch& l = w.latches[id];
  l.owner = tid;
  ++l.acquisitions;
  // Spinners reading the lock word pull its cache line away from the
  // holder; the more often they look, the slower the holder runs.
  double polls_per_ns = static_cast<double>(l.spinners.size()) / MeanRoundNs(w);
  int64_t hold = static_cast<int64_t>(static_cast<double>(op.n) * (1.0 + w.d.cache_miss_ns * polls_per_ns));
  l.release_at = w.now + hold;
  ApplyLatchEffect(w, tid, op);
  if (!l.spinners.empty() || !l.sleepers.empty()) EnsureReleaseEvent(w, id);
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

bool IsFree(const World& w, const Latch& l) { return l.owner < 0 || l.release_at <= w.now; }

void StopSpinning(World& w, int tid, Latch& l) {
  Remove(l.spinners, tid);
  CpuAccount(w);
  --w.spinning;
  w.threads[tid].wait_latch = -1;
}

}  // namespace

bool LatchAcquire(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  int id = op.a;
  Latch& l = w.latches[id];
  if (IsFree(w, l)) {  // test-and-set succeeds, whoever else is spinning
    t.t_local = Take(w, tid, op, id);
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
  // One spin episode: the sum of the rounds' random delays, drawn from
  // its mean and spread (the sum of 30 rounds is close to normal).
  double episode = w.d.spin_mean_ns + w.d.spin_sd_ns * StandardNormal(&t.rng);
  int64_t floor_ns = w.d.spin_loops * w.d.spin_check_ns;
  int64_t spin = episode > static_cast<double>(floor_ns) ? static_cast<int64_t>(episode) : floor_ns;
  CpuAccount(w);
  ++w.spinning;
  l.spinners.push_back(tid);
  t.spin_deadline = w.now + spin;
  SetState(w, tid, ThreadState::latch_spin);
  WakeAt(w, tid, t.spin_deadline);
  return false;
}

// A spinner looks at the lock word: at its spin deadline, or when a
// release was due to be noticed by it.
void OnSpinTimeout(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  Latch& l = w.latches[t.wait_latch];
  if (IsFree(w, l)) {
    StopSpinning(w, tid, l);
    SetState(w, tid, ThreadState::executing);
    Advance(w, tid);  // retries the latch op: free, so it takes it
    return;
  }
  if (w.now < t.spin_deadline) {  // someone barged in: keep spinning
    EnsureReleaseEvent(w, t.wait_latch);
    WakeAt(w, tid, t.spin_deadline);
    return;
  }
  StopSpinning(w, tid, l);
  ++l.os_waits;
  t.wait_latch = static_cast<int8_t>(&l - &w.latches[0]);
  l.sleepers.push_back(tid);
  Block(w, tid, ThreadState::latch_sleep);
}

void OnLatchRelease(World& w, int id) {
  Latch& l = w.latches[id];
  l.release_pending = false;
  if (l.release_at > w.now) {  // re-taken since the event was queued
    if (!l.spinners.empty() || !l.sleepers.empty()) EnsureReleaseEvent(w, id);
    return;
  }
  l.owner = -1;
  if (!l.spinners.empty()) {
    // The first of k spinners to finish its pause notices: the minimum
    // of k residual pauses. Until then a newcomer's test-and-set wins.
    int k = static_cast<int>(l.spinners.size());
    int tid = l.spinners[w.rng.Below(static_cast<uint64_t>(k))];
    double max_residual = (2.0 / 3.0) * static_cast<double>(w.d.spin_delay) * static_cast<double>(w.d.spin_unit_ns);
    int64_t delta = w.d.spin_check_ns + static_cast<int64_t>(max_residual * MinOfUniforms(&w.rng, k));
    WakeAt(w, tid, w.now + delta);
    return;
  }
  if (!l.sleepers.empty()) {
    // os_event_set wakes every sleeper; they race for the latch again.
    for (int32_t s : l.sleepers) WakeSleeper(w, s);
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
      if (s.committed) Violation(w, "thread " + std::to_string(op.arg) + " committed twice");
      s.committed = true;
      if (s.binlog_seq >= 0 && w.d.log_bin && w.k.Bool(Knob::binlog_order_commits) &&
          (w.d.algo == CommitAlgorithm::kGroupCommit56 || w.d.algo == CommitAlgorithm::kGroupCommit57 ||
           w.d.algo == CommitAlgorithm::kMysql55)) {
        if (s.binlog_seq != w.inv.committed_binlog_seq)
          Violation(w, "commit order differs from binlog order: binlog position " + std::to_string(s.binlog_seq) +
                           " committed when " + std::to_string(w.inv.committed_binlog_seq) + " was next");
      }
      if (s.binlog_seq >= 0) w.inv.committed_binlog_seq = s.binlog_seq + 1;
      // The commit record goes into the log buffer; this is the LSN the
      // committer's own redo flush (if any) must cover.
      w.redo.lsn += 60;
      s.trx_lsn = w.redo.lsn;
      if (s.binlog_bytes > 0 && w.binlog.prepared_xids > 0) {
        --w.binlog.prepared_xids;
        if (w.binlog.prepared_xids == 0 && w.binlog.xid_waiter >= 0) {
          WakeSleeper(w, w.binlog.xid_waiter);
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
