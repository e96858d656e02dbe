// srv_conc_enter_innodb_with_atomics / srv_conc_force_exit_innodb.
#include "sim/runtime.h"

namespace commitlab {

bool AdmissionEnter(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  Admission& a = w.admission;
  if (w.d.concurrency <= 0) return true;
  if (t.inside) {
    if (t.tickets > 0) {
      --t.tickets;
      return true;
    }
    // Out of tickets: leave and compete again.
    t.inside = false;
    --a.n_active;
  }
  if (a.n_active < w.d.concurrency) {
    ++a.n_active;
    if (a.n_active > w.d.concurrency + w.inv.force_entered)
      Violation(w, "innodb_thread_concurrency exceeded beyond force-entered threads");
    t.inside = true;
    t.tickets = w.d.tickets - 1;
    if (t.waiting_admission) {
      t.waiting_admission = false;
      --a.n_waiting;
    }
    if (w.k.Int(Knob::innodb_adaptive_max_sleep_delay) > 0) {
      if (a.sleep_delay_us > 20 && t.n_sleeps == 1) --a.sleep_delay_us;
      if (a.n_waiting == 0) a.sleep_delay_us >>= 1;
    }
    t.n_sleeps = 0;
    return true;
  }
  if (!t.waiting_admission) {
    t.waiting_admission = true;
    ++a.n_waiting;
  }
  int64_t sleep_us = a.sleep_delay_us;
  int64_t cap = w.k.Int(Knob::innodb_adaptive_max_sleep_delay);
  if (cap > 0 && sleep_us > cap) {
    sleep_us = cap;
    a.sleep_delay_us = cap;
  }
  ++a.sleeps;
  Block(w, tid, ThreadState::admission_sleep);
  WakeAt(w, tid, w.now + sleep_us * 1000 + w.d.timer_slack);
  return false;
}

void OnAdmissionWake(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  Admission& a = w.admission;
  ++t.n_sleeps;
  if (w.k.Int(Knob::innodb_adaptive_max_sleep_delay) > 0 && t.n_sleeps > 1) ++a.sleep_delay_us;
  if (a.sleep_delay_us > a.max_sleep_delay_seen_us) a.max_sleep_delay_seen_us = a.sleep_delay_us;
}

void AdmissionExit(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  if (!t.inside) return;
  t.inside = false;
  t.tickets = 0;
  --w.admission.n_active;
}

}  // namespace commitlab
