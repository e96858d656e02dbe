// InnoDB latch: test-and-set, then innodb_sync_spin_loops rounds of a
// random ut_delay (0..innodb_spin_wait_delay-1 units of PAUSE x
// multiplier), then sleep on the sync array until the holder's exit
// broadcasts. Release is lazy: an uncontended hold needs no event.
#include <algorithm>

#include "sim/runtime.h"
#include "util/whole_ns_draws.h"

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
  // The latch's own hold is mostly fetching what the previous owner's core
  // dirtied; taken again by that same thread, the data is still in its
  // cache (a group commit leader committing member after member). Work an
  // op adds on top (extra_ns, e.g. a copy) is not shortened.
  double work = static_cast<double>(op.n);
  if (l.last_owner == tid) {
    double own = static_cast<double>(w.d.hold[id] < op.n ? w.d.hold[id] : op.n);
    work -= own * (1.0 - w.d.latch_hot_hold);
  }
  l.last_owner = tid;
  // Spinners reading the lock word pull its cache line away from the
  // holder; the more often they look, the slower the holder runs. With
  // none the factor is exactly 1 (no division needed).
  int64_t hold = static_cast<int64_t>(work);
  if (!l.spinners.empty()) {
    double polls_per_ns = static_cast<double>(l.spinners.size()) / MeanRoundNs(w);
    hold = static_cast<int64_t>(work * (1.0 + w.d.cache_miss_ns * polls_per_ns));
  }
  l.release_at = w.now + hold;
  ApplyLatchEffect(w, tid, op);
  if (!l.spinners.empty() || !l.sleepers.empty()) EnsureReleaseEvent(w, id);
  return l.release_at;
}

void AddSpinner(World& w, Latch& l, int tid) {
  w.threads[tid].spin_index = static_cast<int32_t>(l.spinners.size());
  l.spinners.push_back(tid);
}

// The last spinner takes the leaver's place (the order a release picks
// from is the same as a search-and-swap removal leaves it).
void RemoveSpinner(World& w, Latch& l, int tid) {
  int32_t i = w.threads[tid].spin_index;
  int32_t last = l.spinners.back();
  l.spinners[static_cast<size_t>(i)] = last;
  w.threads[last].spin_index = i;
  l.spinners.pop_back();
  w.threads[tid].spin_index = -1;
}

bool IsFree(const World& w, const Latch& l) { return l.owner < 0 || l.release_at <= w.now; }

void StopSpinning(World& w, int tid, Latch& l) {
  RemoveSpinner(w, l, tid);
  CpuAccount(w);
  --w.spinning;
  w.threads[tid].wait_latch = -1;
}

// (deadline, seq) keys order spin ends exactly as events would.
bool KeyBefore(int64_t t_a, uint64_t seq_a, int64_t t_b, uint64_t seq_b) { return t_a < t_b || (t_a == t_b && seq_a < seq_b); }

// Makes sure the latch's deadline event comes no later than spinner tid's.
void WatchDeadline(World& w, int id, int tid) {
  Latch& l = w.latches[id];
  const ClientThread& t = w.threads[tid];
  if (l.deadline_at >= 0 && !KeyBefore(t.spin_deadline, t.spin_seq, l.deadline_at, l.deadline_seq)) return;
  l.deadline_at = t.spin_deadline;
  l.deadline_seq = t.spin_seq;
  ++l.deadline_gen;
  w.events.PushAt(t.spin_deadline, t.spin_seq, kEvSpinDeadline, static_cast<uint32_t>(id), l.deadline_gen);
}

// The heap's order (a functor, so the heap algorithms inline it).
struct SpinEndAfter {
  bool operator()(const SpinEnd& a, const SpinEnd& b) const { return KeyBefore(b.at, b.seq, a.at, a.seq); }
};

// Spinner tid's episode (its spin_deadline and spin_seq) now counts.
void WatchEpisode(World& w, int id, int tid) {
  Latch& l = w.latches[id];
  const ClientThread& t = w.threads[tid];
  l.spin_ends.push_back({t.spin_deadline, t.spin_seq, tid});
  std::push_heap(l.spin_ends.begin(), l.spin_ends.end(), SpinEndAfter());
  WatchDeadline(w, id, tid);
}

// An entry still counts while its spinner spins on this latch in the same
// episode and no release has picked it.
bool Current(const World& w, int id, const SpinEnd& e) {
  const ClientThread& t = w.threads[e.tid];
  return t.spin_seq == e.seq && t.state == ThreadState::latch_spin && t.wait_latch == id && !t.spin_noticed;
}

void PopSpinEnd(Latch& l) {
  std::pop_heap(l.spin_ends.begin(), l.spin_ends.end(), SpinEndAfter());
  l.spin_ends.pop_back();
}

// Drops entries that no longer count from the top: afterwards the top, if
// any, is the earliest episode end of a spinner nobody picked.
void DropStale(World& w, int id) {
  Latch& l = w.latches[id];
  while (!l.spin_ends.empty() && !Current(w, id, l.spin_ends.front())) PopSpinEnd(l);
}

void EndSpin(World& w, int tid, Latch& l);

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
  AddSpinner(w, l, tid);
  t.spin_deadline = w.now + spin;
  t.spin_seq = w.events.ReserveSeq();
  t.spin_noticed = false;
  ++t.gen;  // no wake of its own: a release's notice or the latch's deadline event ends the episode
  SetState(w, tid, ThreadState::latch_spin);
  WatchEpisode(w, id, tid);
  return false;
}

namespace {

// A spinner's last look at the lock word, at the end of its episode:
// free, it takes the latch; taken, it sleeps until a release wakes it.
void EndSpin(World& w, int tid, Latch& l) {
  StopSpinning(w, tid, l);
  if (IsFree(w, l)) {
    SetState(w, tid, ThreadState::executing);
    Advance(w, tid);  // retries the latch op: free, so it takes it
    return;
  }
  ++l.os_waits;
  w.threads[tid].wait_latch = static_cast<int8_t>(&l - &w.latches[0]);
  l.sleepers.push_back(tid);
  Block(w, tid, ThreadState::latch_sleep);
}

}  // namespace

// The spinner a release picked looks at the lock word.
void OnSpinTimeout(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  t.spin_noticed = false;
  Latch& l = w.latches[t.wait_latch];
  if (!IsFree(w, l) && w.now < t.spin_deadline) {  // someone barged in: keep spinning
    EnsureReleaseEvent(w, t.wait_latch);
    t.spin_seq = w.events.ReserveSeq();  // its episode's end orders as if scheduled now
    WatchEpisode(w, t.wait_latch, tid);
    return;
  }
  EndSpin(w, tid, l);
}

// The latch's earliest spin deadline has come: the spinner whose episode
// ends now (and whom no release has picked) looks one last time. The next
// deadline is queued first, so a thread running ahead in Advance cannot
// slip past it.
void OnSpinDeadline(World& w, int id, uint16_t gen) {
  Latch& l = w.latches[id];
  if (gen != l.deadline_gen) return;  // superseded by an earlier deadline
  uint64_t fired_seq = l.deadline_seq;
  l.deadline_at = -1;
  DropStale(w, id);
  if (l.spin_ends.empty()) return;
  const SpinEnd due = l.spin_ends.front();
  if (KeyBefore(w.now, fired_seq, due.at, due.seq)) {
    WatchDeadline(w, id, due.tid);  // the spinner this was for left early: wait for the next
    return;
  }
  PopSpinEnd(l);
  DropStale(w, id);
  if (!l.spin_ends.empty()) WatchDeadline(w, id, l.spin_ends.front().tid);
  EndSpin(w, due.tid, l);
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
    int64_t delta = w.d.spin_check_ns + ScaledMinOfUniformsNs(&w.rng, k, max_residual);
    w.threads[tid].spin_noticed = true;
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
    case LatchEffect::kRedoAppend:
    case LatchEffect::kRedoAppendBinlog: {
      w.redo.lsn += op.arg;
      int subject = tid;
      w.threads[subject].trx_lsn = w.redo.lsn;
      if (static_cast<LatchEffect>(op.b) == LatchEffect::kRedoAppendBinlog) DurOnBinlogInRedo(w, tid);
      break;
    }
    case LatchEffect::kReleaseRowLocks:
      RowLocksRelease(w, op.arg);
      break;
    case LatchEffect::kCommitDone: {
      ClientThread& s = w.threads[op.arg];
      if (s.committed) Violation(w, "thread " + std::to_string(op.arg) + " committed twice");
      s.committed = true;
      // The algorithm this commit runs under (the knob may have changed
      // while it was in flight: see pipeline/commit_door.h). MariaDB always
      // runs commit_ordered in binlog order.
      CommitAlgorithm algo = w.door.algo;
      bool ordered = (w.k.Bool(Knob::binlog_order_commits) &&
                      (algo == CommitAlgorithm::kGroupCommit56 || algo == CommitAlgorithm::kGroupCommit57 ||
                       (algo == CommitAlgorithm::kMysql55 && s.xa_prepare) || algo == CommitAlgorithm::kMysql80)) ||
                     algo == CommitAlgorithm::kMariadb;
      if (s.binlog_seq >= 0 && w.d.log_bin && ordered) {
        if (s.binlog_seq != w.inv.committed_binlog_seq)
          Violation(w, "commit order differs from binlog order: binlog position " + std::to_string(s.binlog_seq) +
                           " committed when " + std::to_string(w.inv.committed_binlog_seq) + " was next");
      }
      if (s.binlog_seq >= 0) w.inv.committed_binlog_seq = s.binlog_seq + 1;
      // Its undo log joins the history list for purge.
      if (s.update_undo) PurgeOnCommit(w, s.purge_ops);
      s.purge_ops = 0;
      s.update_undo = false;
      // The commit record goes into the log buffer; this is the LSN the
      // committer's own redo flush (if any) must cover.
      w.redo.lsn += 60;
      s.trx_lsn = w.redo.lsn;
      DurOnEngineCommit(w, op.arg);
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
