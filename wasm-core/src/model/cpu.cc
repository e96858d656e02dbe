// Cores: a thread holds one while it runs or spins and gives it up when
// it blocks. With every core taken, runnable threads queue FIFO.
#include "sim/runtime.h"

namespace commitlab {

void CpuAccount(World& w) {
  int64_t dt = w.now - w.metrics.last_cpu_t;
  if (dt <= 0) return;
  w.metrics.cur.core_ns += static_cast<double>(w.on_core) * dt;
  w.metrics.cur.spin_ns += static_cast<double>(w.spinning) * dt;
  w.metrics.last_cpu_t = w.now;
}

bool CoreAcquire(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  if (CoreFree(w)) {
    CpuAccount(w);
    ++w.on_core;
    t.on_core = true;
    return true;
  }
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
