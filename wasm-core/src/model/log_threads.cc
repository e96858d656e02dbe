// MySQL 8.0's redo log threads (storage/innobase/log/log0write.cc).
//
// A committing thread no longer writes or fsyncs the redo itself: it sets
// the writer's and flusher's events and waits in log_write_up_to until
// write_lsn / flushed_to_disk_lsn reaches its LSN, first spinning (only
// while the server's CPU use is between innodb_log_spin_cpu_abs_lwm and
// innodb_log_spin_cpu_pct_hwm, and for a flush only while the average
// fsync is shorter than innodb_log_wait_for_flush_spin_hwm), then asleep
// on an event. log_writer writes whatever the log buffer holds; log_flusher
// fsyncs whatever was written (at once with trx_commit=1, otherwise every
// innodb_flush_log_at_timeout); when the LSN moves within one 512-byte log
// block they set the waiters' event themselves, otherwise the write or
// flush notifier thread does. Every one of them is a thread that needs a
// core: on a small machine they compete with the client threads.
//
// An idle log thread waits on its event with a timeout that starts at
// 10 us and doubles every fourth timeout up to 100 ms (os_event_wait_for);
// writer and flusher first spin srv_log_*_spin_delay (25000) PAUSEs while
// utime_abs >= innodb_log_spin_cpu_abs_lwm; the notifiers never spin.
#include "sim/runtime.h"

namespace commitlab {

namespace {

constexpr int64_t kSecond = 1000000000LL;
constexpr int64_t kLogBlockBytes = 512;        // OS_FILE_LOG_BLOCK_SIZE: one wait-event slot
constexpr int64_t kThreadTimeoutNs = 10000;    // srv_log_{writer,flusher,*_notifier}_timeout: 10 us
constexpr int64_t kMaxTimeoutNs = 100000000;   // os_event_wait_for never waits longer than 100 ms
constexpr int64_t kThreadSpinDelay = 25000;    // srv_log_writer_spin_delay, srv_log_flusher_spin_delay
constexpr int64_t kUserSpinDelay = 25000;      // srv_log_wait_for_{write,flush}_spin_delay

int Slot(int role) { return role - 1; }

double PauseNs(const World& w) {
  return static_cast<double>(w.k.Int(Knob::pause_cycles)) / w.k.Get(Knob::cpu_ghz);
}

// srv_cpu_usage, as the server's monitor samples it once a second.
void SampleCpu(World& w) {
  LogThreads& lt = w.log_threads;
  if (w.now - lt.cpu_sample_t < kSecond) return;
  CpuAccount(w);
  double total = w.metrics.core_ns + w.metrics.cur.core_ns;
  double dt = static_cast<double>(w.now - lt.cpu_sample_t);
  lt.utime_abs = 100.0 * (total - lt.cpu_sample_ns) / dt;
  lt.utime_pct = lt.utime_abs / static_cast<double>(w.cores);
  lt.cpu_sample_t = w.now;
  lt.cpu_sample_ns = total;
}

// log_max_spins_when_waiting_in_user_thread: no spinning on an almost idle
// server or above the CPU high-water mark; the minimum above half of it;
// up to ten times the minimum the further below half it is.
int64_t MaxUserSpins(World& w, int64_t min_spins) {
  SampleCpu(w);
  const LogThreads& lt = w.log_threads;
  double hwm = static_cast<double>(w.k.Int(Knob::innodb_log_spin_cpu_pct_hwm));
  double cpu = lt.utime_pct;
  if (lt.utime_abs < static_cast<double>(w.k.Int(Knob::innodb_log_spin_cpu_abs_lwm)) || cpu >= hwm) return 0;
  double half = static_cast<double>(static_cast<int64_t>(hwm) / 2);
  if (cpu >= half) return min_spins;
  double r = (half - cpu) / half;
  return min_spins + static_cast<int64_t>(r * 9.0 * static_cast<double>(min_spins));
}

// Sets a log thread's event: a sleeping one wakes (and pays its wake-up),
// a spinning one sees it at once.
void Kick(World& w, int role) {
  LogThreads& lt = w.log_threads;
  int i = Slot(role);
  int tid = lt.tid[i];
  if (tid < 0) return;
  // Asleep means blocked on its event: once its timeout has fired it is
  // already on its way (on a core or in the run queue).
  if (lt.asleep[i] && !w.threads[tid].on_core && w.threads[tid].state == ThreadState::client) {
    lt.asleep[i] = false;
    WakeSleeper(w, tid);
  } else if (lt.spinning[i]) {
    WakeAt(w, tid, w.now);
  }
}

// Wakes the waiters `value` covers: spinners always (they read the LSN
// themselves), sleepers too when `sleepers` (their event is set).
// Returns how many sleepers it woke.
int64_t WakeCovered(World& w, std::vector<LogWaiter>& list, int64_t value, bool sleepers) {
  size_t keep = 0;
  int64_t woken = 0;
  for (size_t i = 0; i < list.size(); ++i) {
    const LogWaiter& x = list[i];
    if (x.lsn <= value && x.spinning) {
      WakeAt(w, x.thread, w.now);
    } else if (x.lsn <= value && sleepers) {
      WakeSleeper(w, x.thread);
      ++woken;
    } else {
      list[keep++] = x;
    }
  }
  list.resize(keep);
  return woken;
}

bool SameBlock(int64_t a, int64_t b) {
  if (a <= 0 || b <= 0) return false;
  return (a - 1) / kLogBlockBytes == (b - 1) / kLogBlockBytes;
}

// Nothing to do: spin first (writer and flusher, on a busy server), then
// wait on the event with a timeout that grows while the thread stays idle.
bool Idle(World& w, int tid, int role) {
  LogThreads& lt = w.log_threads;
  ClientThread& t = w.threads[tid];
  int i = Slot(role);
  t.ops.PushFront(MakeOp(OpKind::kLogThreadLoop, 0, static_cast<uint8_t>(role)));
  bool serve = LogThreadsServe(w);
  bool spinner = role == kRoleLogWriter || role == kRoleLogFlusher;
  if (serve && spinner && lt.idle_waits[i] == 0) {
    SampleCpu(w);
    lt.idle_waits[i] = 1;  // spin once per idle stretch, then wait
    if (lt.utime_abs >= static_cast<double>(w.k.Int(Knob::innodb_log_spin_cpu_abs_lwm))) {
      int64_t spin = static_cast<int64_t>(static_cast<double>(kThreadSpinDelay) * PauseNs(w));
      CpuAccount(w);
      ++w.spinning;
      lt.spinning[i] = true;
      lt.cpu_ns += spin;
      WakeAt(w, tid, w.now + spin);
      return false;  // keeps its core
    }
  }
  int64_t timeout = -1;  // no timeout: only an event wakes it
  if (serve) {
    int shift = lt.idle_waits[i] / 4;
    timeout = shift >= 14 ? kMaxTimeoutNs : kThreadTimeoutNs << shift;
    if (timeout > kMaxTimeoutNs) timeout = kMaxTimeoutNs;
    ++lt.idle_waits[i];
    if (role == kRoleLogFlusher && w.d.trx_commit != 1) {
      // log_flusher sleeps until innodb_flush_log_at_timeout has passed
      // since its last fsync began.
      int64_t due = lt.last_flush_start + w.k.Int(Knob::innodb_flush_log_at_timeout) * kSecond - w.now;
      timeout = due > 0 ? due : kThreadTimeoutNs;
    }
  }
  lt.asleep[i] = true;
  ++lt.wakeups;
  lt.cpu_ns += w.d.context_switch;  // charged when it wakes
  Block(w, tid, ThreadState::client);
  if (timeout >= 0) WakeAt(w, tid, w.now + timeout + w.d.timer_slack);
  return false;
}

void FlushStats(World& w, int64_t took) {
  LogThreads& lt = w.log_threads;
  lt.flush_time_sum += took;
  ++lt.flush_count;
  if (w.now - lt.flush_stats_since >= kSecond) {
    lt.flush_avg_ns = lt.flush_time_sum / lt.flush_count;
    lt.flush_time_sum = 0;
    lt.flush_count = 0;
    lt.flush_stats_since = w.now;
  }
}

bool Loop(World& w, int tid, int role) {
  LogThreads& lt = w.log_threads;
  RedoLog& r = w.redo;
  ClientThread& t = w.threads[tid];
  int i = Slot(role);
  lt.asleep[i] = false;
  (void)t;
  if (lt.spinning[i]) {  // its spin is over (or an event ended it)
    CpuAccount(w);
    --w.spinning;
    lt.spinning[i] = false;
  }
  switch (role) {
    case kRoleLogWriter: {
      if (r.lsn <= r.written_lsn) return Idle(w, tid, role);
      lt.idle_waits[i] = 0;
      int64_t bytes = r.lsn - r.written_lsn;
      int64_t cpu = w.d.syscall + static_cast<int64_t>(static_cast<double>(bytes) * w.d.copy_per_byte);
      lt.cpu_ns += cpu;
      t.ops.PushFront(MakeOp(OpKind::kLogThreadLoop, 0, static_cast<uint8_t>(role)));
      t.ops.PushFront(MakeOp(OpKind::kLogWriterWrote, r.lsn));
      t.ops.PushFront(MakeOp(OpKind::kCompute, cpu));
      return true;
    }
    case kRoleLogFlusher: {
      bool due = w.d.trx_commit == 1 || !lt.flush_waiters.empty() ||
                 w.now - lt.last_flush_start >= w.k.Int(Knob::innodb_flush_log_at_timeout) * kSecond;
      // r.flush_in_progress without lt.flushing: a user thread's fsync from
      // before innodb_log_writer_threads was turned on (flusher_mutex).
      if (r.written_lsn <= r.flushed_lsn || !due || r.flush_in_progress) return Idle(w, tid, role);
      lt.idle_waits[i] = 0;
      lt.flushing = true;
      lt.flush_target = r.written_lsn;
      lt.last_flush_start = w.now;
      r.flush_in_progress = true;
      r.flush_target = r.written_lsn;
      r.flush_started = w.now;
      ++w.fsyncs_issued;
      lt.cpu_ns += w.d.fsync_cpu + w.d.context_switch;
      t.ops.PushFront(MakeOp(OpKind::kLogThreadLoop, 0, static_cast<uint8_t>(role)));
      t.ops.PushFront(MakeOp(OpKind::kLogFlusherDone, r.written_lsn));
      DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kThread, kFileRedo, tid, CacheTakeAll(w, kFileRedo));
      Block(w, tid, ThreadState::redo_wait);
      return false;
    }
    default: {
      bool flush = role == kRoleFlushNotifier;
      int64_t value = flush ? r.flushed_lsn : r.written_lsn;
      int64_t& notified = flush ? lt.flush_notified : lt.write_notified;
      if (value <= notified) return Idle(w, tid, role);
      lt.idle_waits[i] = 0;
      notified = value;
      int64_t woken = WakeCovered(w, flush ? lt.flush_waiters : lt.write_waiters, value, true);
      // One os_event_set (mutex, broadcast, futex wake) per slot it sets.
      int64_t cpu = w.d.syscall * (woken > 0 ? woken : 1);
      lt.cpu_ns += cpu;
      t.ops.PushFront(MakeOp(OpKind::kLogThreadLoop, 0, static_cast<uint8_t>(role)));
      t.ops.PushFront(MakeOp(OpKind::kCompute, cpu));
      return true;
    }
  }
}

}  // namespace

bool LogThreadsServe(const World& w) {
  return w.d.algo == CommitAlgorithm::kMysql80 && w.k.Bool(Knob::innodb_log_writer_threads);
}

void EnsureLogThreads(World& w) {
  LogThreads& lt = w.log_threads;
  if (lt.started || !LogThreadsServe(w)) return;
  lt.started = true;
  lt.write_notified = w.redo.written_lsn;
  lt.flush_notified = w.redo.flushed_lsn;
  lt.cpu_sample_t = w.now;
  CpuAccount(w);
  lt.cpu_sample_ns = w.metrics.core_ns + w.metrics.cur.core_ns;
  lt.flush_stats_since = w.now;
  lt.last_flush_start = w.now;
  for (int role = kRoleLogWriter; role <= kRoleFlushNotifier; ++role) {
    int tid = static_cast<int>(w.threads.size());
    w.threads.emplace_back();
    ClientThread& t = w.threads.back();
    t.role = static_cast<uint8_t>(role);
    t.rng.Seed(w.scenario.seed, 900 + static_cast<uint64_t>(role));
    t.state_since = w.now;
    t.t_local = w.now;
    t.ops.PushBack(MakeOp(OpKind::kLogThreadLoop, 0, static_cast<uint8_t>(role)));
    lt.tid[Slot(role)] = tid;
    WakeAt(w, tid, w.now);
  }
}

bool LogThreadsWaitUpTo(World& w, int tid, int64_t lsn, int mode) {
  if (mode == 0) return true;
  LogThreads& lt = w.log_threads;
  RedoLog& r = w.redo;
  bool flush = mode == 1;
  if (flush ? r.flushed_lsn >= lsn : r.written_lsn >= lsn) return true;
  if (r.written_lsn < lsn) Kick(w, kRoleLogWriter);
  if (flush) Kick(w, kRoleLogFlusher);
  int64_t spins = MaxUserSpins(w, kUserSpinDelay);
  if (flush && lt.flush_avg_ns >= w.k.Int(Knob::innodb_log_wait_for_flush_spin_hwm) * 1000) spins = 0;
  std::vector<LogWaiter>& list = flush ? lt.flush_waiters : lt.write_waiters;
  if (spins > 0) {
    // Spins on its core, re-reading the LSN, until it moves or the spin
    // rounds run out.
    list.push_back({tid, lsn, true});
    CpuAccount(w);
    ++w.spinning;
    ++lt.spins;
    SetState(w, tid, ThreadState::redo_wait);
    w.threads[tid].ops.PushFront(MakeOp(OpKind::kLogSpinEnd, lsn, static_cast<uint8_t>(mode)));
    WakeAt(w, tid, w.now + static_cast<int64_t>(static_cast<double>(spins) * PauseNs(w)));
    return false;
  }
  list.push_back({tid, lsn, false});
  Block(w, tid, ThreadState::redo_wait);
  return false;
}

bool RunLogThreadOp(World& w, int tid, const Op& op) {
  LogThreads& lt = w.log_threads;
  RedoLog& r = w.redo;
  switch (op.kind) {
    case OpKind::kLogThreadLoop:
      return Loop(w, tid, op.a);
    case OpKind::kLogWriterWrote: {
      int64_t before = r.written_lsn;
      if (op.n > before) {
        CacheWrite(w, kFileRedo, op.n - before);
        r.bytes_written += op.n - before;
        w.metrics.cur.redo_bytes += op.n - before;
        r.written_lsn = op.n;
      }
      if (!(r.flushed_lsn <= r.written_lsn && r.written_lsn <= r.lsn)) Violation(w, "redo LSNs out of order (log_writer)");
      // Within one log block the writer sets the waiters' event itself;
      // further, the write notifier does.
      bool self = SameBlock(before, r.written_lsn);
      WakeCovered(w, lt.write_waiters, r.written_lsn, self);
      if (self) lt.write_notified = r.written_lsn;
      else Kick(w, kRoleWriteNotifier);
      if (w.d.trx_commit == 1 || !lt.flush_waiters.empty()) Kick(w, kRoleLogFlusher);
      return true;
    }
    case OpKind::kLogFlusherDone: {
      int64_t before = r.flushed_lsn;
      if (op.n < before) Violation(w, "redo flushed LSN would move backwards (log_flusher)");
      if (op.n > before) r.flushed_lsn = op.n;
      if (!(r.flushed_lsn <= r.written_lsn && r.written_lsn <= r.lsn)) Violation(w, "redo LSNs out of order (log_flusher)");
      ++r.fsyncs;
      ++w.metrics.cur.redo_fsyncs;
      r.flush_in_progress = false;
      lt.flushing = false;
      FlushStats(w, w.now - lt.last_flush_start);
      int64_t covered = 0;
      for (const LogWaiter& x : lt.flush_waiters) covered += x.lsn <= r.flushed_lsn ? 1 : 0;
      r.commits_covered += covered;
      w.metrics.cur.redo_covered += covered;
      bool self = SameBlock(before, r.flushed_lsn);
      WakeCovered(w, lt.flush_waiters, r.flushed_lsn, self);
      if (self) lt.flush_notified = r.flushed_lsn;
      else Kick(w, kRoleFlushNotifier);
      // Threads that waited the 5.7 way (innodb_log_writer_threads was
      // just turned off) are covered too.
      if (!r.waiters.empty()) {
        r.flusher = -1;
        FinishRedoFlush(w);
      }
      return true;
    }
    case OpKind::kLogSpinEnd: {
      CpuAccount(w);
      --w.spinning;
      bool flush = op.a == 1;
      std::vector<LogWaiter>& list = flush ? lt.flush_waiters : lt.write_waiters;
      for (size_t i = 0; i < list.size(); ++i) {
        if (list[i].thread != tid) continue;
        list.erase(list.begin() + static_cast<long>(i));
        break;
      }
      if (flush ? r.flushed_lsn >= op.n : r.written_lsn >= op.n) {
        ++lt.spin_successes;
        return true;
      }
      list.push_back({tid, op.n, false});
      Block(w, tid, ThreadState::redo_wait);
      return false;
    }
    default:
      return true;
  }
}

}  // namespace commitlab
