// Cores: a thread holds one while it runs or spins and gives it up when
// it blocks, or (sched_slice > 0) when a woken thread takes it. With
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

// Wake-up preemption, after Linux's EEVDF scheduler (kernel/sched/fair.c,
// wakeup_preempt_fair and __pick_eevdf; Documentation/scheduler/
// sched-eevdf.rst). Every thread of equal weight has a virtual runtime
// (the CPU time it has had); the average V over the runnable threads is
// the fair point. A thread is eligible when it has had no more than V. A
// thread placed on wake-up gets a deadline one slice after its virtual
// runtime. When a woken thread finds every core busy, the scheduler asks
// whether it should run instead of the thread on its target core: yes if
// that thread is no longer protected (it has used its slice, or it is not
// eligible) and the woken thread is the eligible one with the earliest
// deadline. Simplified: one run queue for all cores (V and the competing
// deadlines are the machine's, not one core's), equal weights, no tick
// (a thread running past its slice is not preempted by time alone), lag
// clipped at zero when a thread sleeps (DELAY_DEQUEUE + DELAY_ZERO let a
// thread that had more than its share sleep it off).

int64_t VRuntime(const World& w, const ClientThread& t) {
  return t.on_core ? t.vruntime + (w.now - t.core_since) : t.vruntime;
}

bool Runnable(const ClientThread& t) { return t.on_core || t.state == ThreadState::run_queue; }

// V: the mean virtual runtime of the runnable threads (and of `extra`, a
// thread being placed or woken, if >= 0); `n` gets their number.
double MeanVRuntime(const World& w, int extra, int* n) {
  double sum = 0;
  int count = 0;
  for (int i = 0; i < static_cast<int>(w.threads.size()); ++i) {
    const ClientThread& t = w.threads[i];
    if (!Runnable(t) && i != extra) continue;
    sum += static_cast<double>(VRuntime(w, t));
    ++count;
  }
  *n = count;
  return count > 0 ? sum / count : 0;
}

// A thread woken from a sleep rejoins at V minus the lag it kept
// (place_entity: scaled so that adding it leaves its lag intact).
void Place(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  int n = 0;
  double v = MeanVRuntime(w, -1, &n);
  if (n == 0) v = static_cast<double>(t.vruntime);  // nobody to be fair to
  double lag = n > 0 ? static_cast<double>(t.vlag) * (n + 1) / n : 0;
  t.vruntime = static_cast<int64_t>(v - lag);
  t.deadline = t.vruntime + w.d.sched_slice;
}

// Could the woken thread take tid's core at all? Only from a thread
// running ahead on its own clock (CPU work left before its next step at
// t_local), and not one holding an InnoDB latch: those holds end at a
// fixed instant (lazy release, model/latch.cc), so the model cannot
// stretch them the way a preempted holder would. Spinners (latch_spin,
// the log waits of model/log_threads.cc) are left alone too: their end
// is an event, not their clock. Excluded targets are not preempted (the
// woken thread waits), not swapped for another.
bool CanTake(const World& w, int tid) {
  const ClientThread& t = w.threads[tid];
  if (t.t_local <= w.now || t.state == ThreadState::latch_spin) return false;
  for (const Latch& l : w.latches)
    if (l.owner == tid && l.release_at > w.now) return false;
  return true;
}

// Should woken thread tid run instead of the thread on its target core?
// The target is one of the busy cores, drawn from the woken thread's own
// random stream (which core a wake-up lands on depends on where the
// threads ran last, not on what they are doing now).
bool Preempt(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  if (w.on_core == 0) return false;
  int pick = static_cast<int>(t.rng.Below(static_cast<uint64_t>(w.on_core)));
  int victim = -1;
  for (int i = 0; i < static_cast<int>(w.threads.size()) && victim < 0; ++i)
    if (w.threads[i].on_core && pick-- == 0) victim = i;
  int n = 0;
  double fair = MeanVRuntime(w, tid, &n);
  ClientThread& v = w.threads[victim];
  double v_run = static_cast<double>(VRuntime(w, v));
  bool v_eligible = v_run <= fair;
  if (v_eligible && v_run < static_cast<double>(v.deadline)) return false;  // inside its protected slice
  if (static_cast<double>(t.vruntime) > fair) return false;  // the woken thread is not eligible
  // It must be the eligible thread with the earliest deadline: the
  // running one (if eligible) and those waiting for a core compete.
  if (v_eligible && v.deadline <= t.deadline) return false;
  for (size_t i = w.run_queue_head; i < w.run_queue.size(); ++i) {
    const ClientThread& q = w.threads[w.run_queue[i]];
    if (static_cast<double>(q.vruntime) <= fair && q.deadline <= t.deadline) return false;
  }
  if (!CanTake(w, victim)) return false;
  // The preempted thread waits for a core with exactly the CPU work it
  // had left, plus one switch (context_switch) when it gets one again.
  v.ops.PushFront(MakeOp(OpKind::kCompute, v.t_local - w.now + w.d.context_switch));
  ++v.gen;  // its pending wake at t_local is stale
  v.vruntime = VRuntime(w, v);
  v.t_local = w.now;
  v.on_core = false;
  w.run_queue.push_back(victim);
  SetState(w, victim, ThreadState::run_queue);
  t.on_core = true;
  t.core_since = w.now;
  if (t.role == 0) ++w.core_grants;
  ++w.preemptions;
  return true;
}

// One entry per idle core: when it went idle, the latest last. A woken
// thread takes the core that went idle last (its wake-up cost depends on
// how long that core idled: thread_runtime.cc, CrossCoreWakeCpu). Kept
// only where a halted core's wake-up is charged: nothing else reads it.
void TrackIdleCores(World& w) {
  if (w.d.halted_wake_cpu <= 0) return;
  size_t idle = static_cast<size_t>(w.cores - w.stolen - w.on_core > 0 ? w.cores - w.stolen - w.on_core : 0);
  while (w.idle_cores_since.size() > idle) w.idle_cores_since.pop_back();
  while (w.idle_cores_since.size() < idle) w.idle_cores_since.push_back(w.now);
}

}  // namespace

bool CoreAcquire(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  if (w.d.sched_slice > 0) Place(w, tid);
  if (CoreFree(w)) {
    CpuAccount(w);
    ++w.on_core;
    if (t.role == 0) ++w.core_grants;
    t.on_core = true;
    t.core_since = w.now;
    TrackIdleCores(w);
    return true;
  }
  if (w.d.sched_slice > 0 && Preempt(w, tid)) return true;
  w.run_queue.push_back(tid);
  SetState(w, tid, ThreadState::run_queue);
  return false;
}

void CoreRelease(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  if (w.d.sched_slice > 0) {
    // Going to sleep: keep what it was owed (V minus its runtime), at
    // most two slices (update_entity_lag), never less than nothing.
    int n = 0;
    double fair = MeanVRuntime(w, -1, &n);
    t.vruntime = VRuntime(w, t);
    double lag = fair - static_cast<double>(t.vruntime);
    double limit = 2.0 * static_cast<double>(w.d.sched_slice);
    t.vlag = static_cast<int64_t>(lag < 0 ? 0 : lag > limit ? limit : lag);
  }
  CpuAccount(w);
  t.on_core = false;
  t.grants_when_left = w.core_grants;
  --w.on_core;
  DispatchRunQueue(w);
  TrackIdleCores(w);
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
    if (w.threads[next].role == 0) ++w.core_grants;
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
    TrackIdleCores(w);
    w.events.Push(w.now + 1 + static_cast<int64_t>(Exponential(&w.steal_rng, w.d.steal_burst_ns)), kEvStealEnd, 0, 0);
  }
  w.events.Push(w.now + 1 + static_cast<int64_t>(Exponential(&w.steal_rng, 1.0 / w.d.steal_per_ns)), kEvStealStart, 0, 0);
}

void OnStealEnd(World& w) {
  if (w.stolen > 0) --w.stolen;
  DispatchRunQueue(w);
  TrackIdleCores(w);
}

}  // namespace commitlab
