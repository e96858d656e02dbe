// The thread interpreter. A thread on a core runs ops ahead on its own
// clock (t_local) until an op touches shared state; then it waits for
// the global clock to catch up, so shared state changes in time order.
#include "sim/runtime.h"
#include "util/whole_ns_draws.h"

namespace commitlab {

void Violation(World& w, const std::string& what) {
  if (w.inv.violations++ == 0) w.inv.first = "t=" + std::to_string(w.now) + "ns: " + what;
}

void SetState(World& w, int tid, ThreadState state) {
  ClientThread& t = w.threads[tid];
  if (t.state == state) return;
  int64_t from = t.state_since > w.metrics.cur.start ? t.state_since : w.metrics.cur.start;
  if (t.role == 0) w.metrics.cur.state_ns[static_cast<int>(t.state)] += w.now - from;  // client threads only
  t.state = state;
  t.state_since = w.now;
  t.story[t.story_pos] = StoryEntry::Of(w.now, state);
  t.story_pos = (t.story_pos + 1) % kStoryLength;
}

void Block(World& w, int tid, ThreadState state) {
  ClientThread& t = w.threads[tid];
  if (t.on_core) CoreRelease(w, tid);
  SetState(w, tid, state);
}

// The extra CPU of a wake-up beyond a same-core one. A core left idle
// takes it; with every core busy the scheduler picks the waker's core or
// another. Crossing costs an interrupt between cores (under a hypervisor
// a VM exit on each side) whether or not the target is idle: on the
// 2-vCPU build VM a pipe ping-pong across cores costs 20-30 us of CPU per
// side with both cores kept busy, 4-5 us on one core (the R1 data set's
// busy-wake.txt). A target idle for longer than its halt-poll window has
// halted, and waking it costs more again (idle-gap.txt; an experiment,
// off unless halted_wake_cpu_us is set): `idle_since` is when the core it
// lands on went idle. Drawn only where the machine charges it, so
// machines without the cost keep their random streams.
int64_t CrossCoreWakeCpu(World& w, ClientThread& t, int64_t idle_since) {
  if (w.cores <= 1) return 0;  // one core: the waker's own, no interrupt to send
  if (CoreFree(w)) {
    if (w.d.halted_wake_cpu <= 0) return w.d.idle_wake_cpu;
    double idle = static_cast<double>(w.now - idle_since);
    double half = static_cast<double>(w.d.halt_after_idle);
    double share = half > 0 ? (idle - 0.5 * half) / half : 1.0;
    share = share < 0 ? 0 : share > 1 ? 1 : share;
    return w.d.idle_wake_cpu + static_cast<int64_t>(share * static_cast<double>(w.d.halted_wake_cpu));
  }
  if (w.d.idle_wake_cpu <= 0) return 0;
  return t.rng.Uniform() < w.d.cross_wake_share ? w.d.idle_wake_cpu : 0;
}

namespace {

// The CPU a woken thread spends fetching its working set again: the
// client threads that got a core while it slept (spread over the cores)
// each brought their own working set into a core's private cache; once
// those fill it, nothing of the sleeper's is left. At one client thread
// nobody runs in between and its caches stay warm. Server threads (8.0's
// log threads) neither pay it nor count: their working set is the log
// buffer's tail, not a session's. Counted at the wake-up, not when the
// thread finally gets a core: others that run while it waits in the run
// queue are missed, and so is a preempted thread's refill.
int64_t ResumeRefillCpu(const World& w, const ClientThread& t) {
  if (w.d.resume_refill_cpu <= 0 || t.role != 0) return 0;
  double others = static_cast<double>(w.core_grants - t.grants_when_left) / static_cast<double>(w.cores);
  double displaced = w.d.working_sets_per_core > 0 ? others / w.d.working_sets_per_core : 1.0;
  if (displaced > 1) displaced = 1;
  return static_cast<int64_t>(displaced * static_cast<double>(w.d.resume_refill_cpu));
}

}  // namespace

void WakeAt(World& w, int tid, int64_t t) {
  ClientThread& th = w.threads[tid];
  ++th.gen;
  w.events.Push(t < w.now ? w.now : t, kEvWake, static_cast<uint32_t>(tid), th.gen);
}

void WakeSleeper(World& w, int tid, int64_t extra_ns) {
  double mean = static_cast<double>(w.d.futex_wake);
  WakeAt(w, tid, w.now + extra_ns + JitterNs(&w.threads[tid].rng, mean, w.d.wake_jitter));
}

void StartThread(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  t.t_local = w.now;
  StartTransaction(w, tid);
  Advance(w, tid);
}

void OnWake(World& w, int tid, uint16_t gen) {
  ClientThread& t = w.threads[tid];
  if (gen != t.gen) return;  // superseded
  if (t.state == ThreadState::latch_spin) {
    OnSpinTimeout(w, tid);
    return;
  }
  if (t.state == ThreadState::admission_sleep) OnAdmissionWake(w, tid);
  if (t.state == ThreadState::latch_sleep) t.wait_latch = -1;
  if (!t.on_core) {
    ++w.sleeps;
    // Coming back from a sleep costs CPU: the futex syscalls, the
    // scheduler switching to this thread, its caches refilling if others
    // used its core meanwhile (ResumeRefillCpu); more when it lands on
    // another core than its waker's (CrossCoreWakeCpu): the core that went
    // idle last. (Waiting on sysbench on the host, its own core idled from
    // the reply: the model ran sysbench's work on this thread's core
    // meanwhile.)
    bool after_client = t.state == ThreadState::client && w.d.client_on_host;
    t.ops.PushFront(MakeOp(OpKind::kCompute, w.d.context_switch + ResumeRefillCpu(w, t) +
                                                 CrossCoreWakeCpu(w, t, after_client ? t.state_since : LastIdleSince(w))));
    if (!CoreAcquire(w, tid)) return;  // resumes from the run queue
  }
  if (t.t_local < w.now) t.t_local = w.now;
  if (t.state != ThreadState::executing && t.state != ThreadState::flush_stage &&
      t.state != ThreadState::sync_stage && t.state != ThreadState::commit_stage &&
      t.state != ThreadState::binlog_write && t.state != ThreadState::binlog_buffer &&
      t.state != ThreadState::rotation)
    SetState(w, tid, ThreadState::executing);
  Advance(w, tid);
}

namespace {

// Executes an op that touches shared state; t_local == now here.
// Returns false when the thread has blocked.
bool ExecuteShared(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  switch (op.kind) {
    case OpKind::kLatch:
      if (!LatchAcquire(w, tid, op)) return false;  // op stays until acquired
      t.latch_outside_paid = false;
      t.ops.PopFront();
      return true;
    case OpKind::kEnterInnodb:
      if (!AdmissionEnter(w, tid)) return false;
      t.ops.PopFront();
      return true;
    default:
      break;
  }
  t.ops.PopFront();
  switch (op.kind) {
    case OpKind::kExitInnodb:
      AdmissionExit(w, tid);
      return true;
    case OpKind::kRowLock:
      return RowLockAcquire(w, tid, static_cast<uint64_t>(op.n));
    case OpKind::kPageRead:
    {
      if ((t.rng.Next() >> 32) >= static_cast<uint64_t>(op.n)) return true;  // buffer pool hit
      // No free page: write a dirty one out first (single-page flush,
      // through the doublewrite buffer: the page is written twice), then read.
      bool flush_first = (t.rng.Next() >> 32) < w.d.evict_dirty;
      DeviceSubmit(w, DeviceOpKind::kRead, DeviceOwner::kThread, kDeviceFileData, tid, flush_first ? 3 * 16384 : 16384);
      t.ops.PushFront(MakeOp(OpKind::kCompute, w.d.page_read_cpu));
      Block(w, tid, ThreadState::page_read);
      return false;
    }
    case OpKind::kClient:
      if (w.d.client_on_host && op.a == 0) {
        // sysbench shares the cores: the reply wakes its thread (a
        // context switch), it builds and sends the next statement on a
        // core, and mysqld's thread wakes on the socket (over loopback,
        // as fast as a wake-up).
        // The client's thread may wake on another core (CrossCoreWakeCpu),
        // idle since it sent the statement. (mysqld's thread then sleeps
        // in the `client` state from here: its core idles while sysbench
        // works, and OnWake charges its own wake-up from this instant.)
        int64_t client_idle_since = t.client_sent > LastIdleSince(w) ? t.client_sent : LastIdleSince(w);
        SetState(w, tid, ThreadState::client);
        t.ops.PushFront(MakeOp(OpKind::kClient, w.d.futex_wake, 1));
        t.ops.PushFront(MakeOp(OpKind::kCompute, w.d.client_cpu + w.d.context_switch + CrossCoreWakeCpu(w, t, client_idle_since)));
        return true;
      }
      // Network and the sysbench client: the round trip varies.
      if (w.d.client_on_host) t.client_sent = w.now;  // sysbench's core idles from here
      Block(w, tid, ThreadState::client);
      WakeAt(w, tid, w.now + JitterNs(&t.rng, static_cast<double>(op.n), w.d.rtt_jitter));
      return false;
    case OpKind::kTrxDone:
      if (t.wrote) DurOnAck(w, tid);  // the server sends OK
      if (op.a == 1) {  // an autocommit statement inside a longer event
        if (t.wrote && !t.committed) Violation(w, "autocommit statement finished without committing");
        t.committed = false;
        t.binlog_seq = -1;
        t.binlog_bytes = 0;
        t.wrote = false;
        t.ops.PushBack(MakeOp(OpKind::kNextStatement));
        return true;
      }
      if (t.wrote && !t.committed) Violation(w, "thread " + std::to_string(tid) + " finished a write transaction without committing");
      RecordTransaction(w, tid);
      if (!t.active) {
        Block(w, tid, ThreadState::client);
        return false;
      }
      StartTransaction(w, tid);
      return true;
    case OpKind::kRedoFlush:
      return RedoWriteUpTo(w, tid, t.trx_lsn, op.a);
    case OpKind::kGroupRedoFlush:
      return RedoWriteUpTo(w, tid, w.redo.lsn, op.a);
    case OpKind::kRedoFlushTo:
      return RedoWriteUpTo(w, tid, op.n, 1);
    case OpKind::kRedoFlushReturn:
      FinishRedoFlush(w);
      return true;
    case OpKind::kRedoFlushIssue:
      IssueRedoFlush(w);
      Block(w, tid, ThreadState::redo_wait);
      return false;
    case OpKind::kMutexAcquire:
      return MutexAcquire(w, tid, op.a, static_cast<ThreadState>(op.b));
    case OpKind::kMutexRelease:
      MutexRelease(w, tid, op.a);
      return true;
    default:
      return RunPipelineOp(w, tid, op);
  }
}

}  // namespace

void Advance(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  for (;;) {
    if (t.ops.Empty()) t.ops.PushBack(MakeOp(OpKind::kNextStatement));
    const Op op = t.ops.Front();
    switch (op.kind) {
      case OpKind::kCompute:
        t.t_local += op.n;
        t.ops.PopFront();
        continue;
      case OpKind::kSetState:
        t.ops.PopFront();
        SetState(w, tid, static_cast<ThreadState>(op.a));
        continue;
      case OpKind::kNextStatement:
        t.ops.PopFront();
        GenerateNextStatement(w, tid);
        continue;
      case OpKind::kCommit:
        t.ops.PopFront();
        GenerateCommit(w, tid);
        continue;
      default:
        break;
    }
    if (op.kind == OpKind::kLatch && !t.latch_outside_paid && w.d.latch_outside[op.a] > 0) {
      t.latch_outside_paid = true;
      t.t_local += w.d.latch_outside[op.a];
    }
    if (t.t_local > w.now) {
      // Nothing else happens before this thread's next step: take it now
      // instead of a push and an immediate pop (same order, same result).
      if (!w.events.Empty() && t.t_local < w.events.Top().t && t.t_local <= w.horizon) {
        w.now = t.t_local;
        ++w.events_processed;
      } else {
        WakeAt(w, tid, t.t_local);
        return;
      }
    }
    t.t_local = w.now;
    if (!ExecuteShared(w, tid, op)) return;
  }
}

}  // namespace commitlab
