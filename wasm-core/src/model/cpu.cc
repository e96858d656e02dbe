// Cores: a thread holds one while it runs or spins and gives it up when
// it blocks, or (wakeup_preempt > 0) when a woken thread takes it. With
// every core taken, runnable threads queue.
#include "sim/runtime.h"

namespace commitlab {

void CpuAccount(World& w) {
  int64_t dt = w.now - w.metrics.last_cpu_t;
  if (dt <= 0) return;
  w.metrics.cur.core_ns += static_cast<double>(w.on_core) * dt;
  w.metrics.cur.spin_ns += static_cast<double>(w.spinning) * dt;
  w.metrics.last_cpu_t = w.now;
}

namespace {

// Could a woken thread take tid's core? Only a thread running ahead on
// its own clock (CPU work left before its next step at t_local), and not
// one that holds an InnoDB latch: those holds end at a fixed instant
// (lazy release, model/latch.cc), so the model cannot stretch them the way
// a preempted holder would. Spinners (latch_spin, the log waits of
// model/log_threads.cc) are left alone too: their end is an event, not
// their clock.
bool Preemptible(const World& w, int tid) {
  const ClientThread& t = w.threads[tid];
  if (!t.on_core || t.t_local <= w.now || t.state == ThreadState::latch_spin) return false;
  if (w.now - t.core_since < w.d.wakeup_preempt) return false;
  for (const Latch& l : w.latches)
    if (l.owner == tid && l.release_at > w.now) return false;
  return true;
}

// Wake-up preemption. Linux checks, when it wakes a thread, whether that
// thread should run instead of the one on the chosen core
// (check_preempt_wakeup_fair in kernel/sched/fair.c); under EEVDF the
// running thread keeps its core for a protected slice
// (sysctl_sched_base_slice, RUN_TO_PARITY) unless it is no longer
// eligible. The model has no virtual runtimes, so it keeps the slice part
// only: a thread that has held its core at least wakeup_preempt ns gives
// it up. The victim is the one that has held its core longest (the first
// to pass the rule, and no draw from a random stream). It goes back to
// the run queue with exactly the CPU work it had left, plus one switch
// (context_switch) when it gets a core again.
bool Preempt(World& w, int tid) {
  int victim = -1;
  for (int i = 0; i < static_cast<int>(w.threads.size()); ++i) {
    if (i == tid || !Preemptible(w, i)) continue;
    if (victim < 0 || w.threads[i].core_since < w.threads[victim].core_since) victim = i;
  }
  if (victim < 0) return false;
  ClientThread& v = w.threads[victim];
  v.ops.PushFront(MakeOp(OpKind::kCompute, v.t_local - w.now + w.d.context_switch));
  ++v.gen;  // its pending wake at t_local is stale
  v.t_local = w.now;
  v.on_core = false;
  w.run_queue.push_back(victim);
  SetState(w, victim, ThreadState::run_queue);
  ClientThread& t = w.threads[tid];
  t.on_core = true;
  t.core_since = w.now;
  ++w.preemptions;
  return true;
}

}  // namespace

bool CoreAcquire(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  if (CoreFree(w)) {
    CpuAccount(w);
    ++w.on_core;
    t.on_core = true;
    t.core_since = w.now;
    return true;
  }
  if (w.d.wakeup_preempt > 0 && Preempt(w, tid)) return true;
  w.run_queue.push_back(tid);
  SetState(w, tid, ThreadState::run_queue);
  return false;
}

void CoreRelease(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  CpuAccount(w);
  t.on_core = false;
  --w.on_core;
  DispatchRunQueue(w);
}

void DispatchRunQueue(World& w) {
  // Hand the core to a runnable thread. Linux's CFS does not serve them in
  // arrival order: it runs the one with the least virtual runtime, and a
  // thread woken from a sleep is placed up to half a scheduling period
  // ahead of those that ran last. Threads that sleep at every statement
  // end up in no fixed order, so the next one is drawn at random: the mean
  // wait is that of a FIFO queue, its spread wider (latency's tail).
  while (w.run_queue_head < w.run_queue.size() && CoreFree(w)) {
    size_t waiting = w.run_queue.size() - w.run_queue_head;
    if (waiting > 1) {
      size_t pick = w.run_queue_head + static_cast<size_t>(w.sched_rng.Below(waiting));
      int32_t first = w.run_queue[w.run_queue_head];
      w.run_queue[w.run_queue_head] = w.run_queue[pick];
      w.run_queue[pick] = first;
    }
    int next = w.run_queue[w.run_queue_head++];
    ++w.on_core;
    w.threads[next].on_core = true;
    w.threads[next].t_local = w.now;
    w.threads[next].core_since = w.now;
    SetState(w, next, ThreadState::executing);
    WakeAt(w, next, w.now);
  }
  if (w.run_queue_head == w.run_queue.size()) {
    w.run_queue.clear();
    w.run_queue_head = 0;
  } else if (w.run_queue_head > 4096 && w.run_queue_head * 2 > w.run_queue.size()) {
    w.run_queue.erase(w.run_queue.begin(), w.run_queue.begin() + static_cast<long>(w.run_queue_head));
    w.run_queue_head = 0;
  }
}

// Steal time: the hypervisor takes one vCPU at a time (a Poisson process),
// for an exponential stretch. A thread already running on it finishes its
// burst (the model does not preempt); the vCPU takes no new thread until
// it is given back.
void OnStealStart(World& w) {
  if (w.d.steal_per_ns <= 0) return;
  if (w.stolen < w.cores) {
    ++w.stolen;
    w.events.Push(w.now + 1 + static_cast<int64_t>(Exponential(&w.steal_rng, w.d.steal_burst_ns)), kEvStealEnd, 0, 0);
  }
  w.events.Push(w.now + 1 + static_cast<int64_t>(Exponential(&w.steal_rng, 1.0 / w.d.steal_per_ns)), kEvStealStart, 0, 0);
}

void OnStealEnd(World& w) {
  if (w.stolen > 0) --w.stolen;
  DispatchRunQueue(w);
}

}  // namespace commitlab
