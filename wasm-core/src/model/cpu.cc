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
  if (w.on_core < w.cores) {
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
  // Hand the core to the longest-waiting runnable thread.
  while (w.run_queue_head < w.run_queue.size() && w.on_core < w.cores) {
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

}  // namespace commitlab
