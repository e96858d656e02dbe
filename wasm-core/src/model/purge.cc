// InnoDB purge (MySQL 5.7/8.0 srv0srv.cc srv_purge_coordinator_thread and
// srv_do_purge; MariaDB 10.5+ runs the same loop as purge_coordinator_task
// on its thread pool).
//
// A committed update or delete leaves its undo log in the history list:
// the old index entry and the delete-marked record stay until purge
// removes them. The coordinator takes up to innodb_purge_batch_size
// undo logs at a time and splits them between itself and n_use_threads - 1
// workers, waits for them all, and takes the next batch until the history
// is empty. Then it waits 10 ms (srv_purge_coordinator_suspend,
// SRV_PURGE_MAX_TIMEOUT) and looks again; if nothing came in meanwhile it
// stops until a commit finds the history longer than innodb_purge_threads
// x innodb_purge_batch_size (8.0's trx_purge_add_update_undo_to_history)
// or the master thread's once-a-second pass finds any history at all. A
// commit past that length also ends the 10 ms wait. n_use_threads starts at
// innodb_purge_threads, grows by one for each batch taken while the
// history grew, and shrinks by one when it did not and the server was
// busy: "only use the extra threads if purge can't keep up" (srv_do_purge).
//
// MariaDB (the mariadb_group_commit algorithm) differs in the wake-up. A
// commit adds its undo log to the history and wakes nobody
// (trx_purge_add_undo_to_history, 10.3+), and 10.11's coordinator task
// (purge_coordinator_state::do_purge, 10.6.16+/10.11.6+) takes batches
// with all innodb_purge_threads until a pass handles nothing, then ends
// with no timer: only the master task's once-a-second
// purge_sys.wake_if_not_active() starts it again. The real passes stop
// with a few undo logs left (0-400 at 16 threads in R1's 0.1-s samples):
// those of commits still in flight, which its view cannot purge yet. The
// model has no purge view; it stops once less than one undo log per purge
// thread is left, the tail of a drain, where a pass takes only what came
// in during the last one. So purge runs in bursts: the history grows
// while its threads sleep, then they take the cores from the clients
// until it is drained. R1's MariaDB 10.11 (purge-bursts.txt): at 16
// threads with trx_commit=1 a burst a second, purge running 46% of the
// time at 0.63 vCPU and TPS 0.58x meanwhile; at (0,0) with 64 threads a
// burst every ~1.6 s, 66% of the time at 0.38 vCPU, TPS 0.72x
// (calibration.md, "Purge in bursts").
//
// Every purge thread is a server thread that must win a core: on a small
// machine purge and the client threads share the cores, and when the
// clients take most of them the history grows (the history list length
// of SHOW ENGINE INNODB STATUS). A share of a batch can take milliseconds
// of CPU, longer than anything a client thread runs at once, and the
// kernel shares a busy core by CPU time, not by turns: so purge works in
// steps of about one client statement's CPU (sim/derive.cc, tick_slice)
// and after each step gives way, queueing again, if a thread waits for a
// core.
#include "sim/runtime.h"

namespace commitlab {

namespace {

constexpr int64_t kSuspendNs = 10000000;  // SRV_PURGE_MAX_TIMEOUT: 10 ms

// MariaDB: nothing but the master task's once-a-second pass starts purge.
bool MasterWakesOnly(const World& w) { return w.d.algo == CommitAlgorithm::kMariadb; }

// Nothing (MySQL), or less than one undo log per purge thread (MariaDB's
// drained tail), is left for a pass.
bool Drained(const World& w) {
  return w.purge.history < (MasterWakesOnly(w) ? w.k.Int(Knob::innodb_purge_threads) : 1);
}

void Sleep(World& w, int tid, int slot, OpKind resume) {
  w.purge.asleep[slot] = true;
  w.purge.slept[slot] = true;
  w.threads[tid].ops.PushFront(MakeOp(resume, 0, static_cast<uint8_t>(slot)));
  Block(w, tid, ThreadState::client);
}

// Sets a purge thread's event. One already woken (by its timeout) and
// waiting for a core is on its way: waking it twice would queue it twice.
void Wake(World& w, int slot) {
  Purge& p = w.purge;
  const ClientThread& t = w.threads[p.tid[slot]];
  if (!p.asleep[slot] || t.on_core || t.state != ThreadState::client) return;
  p.asleep[slot] = false;
  WakeSleeper(w, p.tid[slot]);
}

// The coordinator has nothing in hand: take the next batch or stop.
bool NextBatch(World& w, int tid) {
  Purge& p = w.purge;
  if (Drained(w)) {
    Sleep(w, tid, 0, OpKind::kPurgeLoop);
    if (MasterWakesOnly(w)) return false;  // until the master task's next pass
    // Back from a 10 ms wait with nothing new: stop (no timeout).
    p.timed_wait = !p.timed_wait;
    if (p.timed_wait) WakeAt(w, tid, w.now + kSuspendNs + w.d.timer_slack);
    return false;
  }
  p.timed_wait = false;
  // MariaDB 10.6.16+ does not adapt: n_use_threads stays innodb_purge_threads (ApplyPurgeThreads).
  if (!MasterWakesOnly(w)) {
    if (p.history > p.history_at_batch) {
      if (p.use_threads < w.k.Int(Knob::innodb_purge_threads)) ++p.use_threads;
    } else if (p.commits != p.commits_at_batch && p.use_threads > 1) {
      --p.use_threads;
    }
  }
  p.commits_at_batch = p.commits;
  p.history_at_batch = p.history;  // the snapshot before this batch
  int64_t batch = p.history < kPurgeBatch ? p.history : kPurgeBatch;
  // The batch's share of the operations (exact when every transaction
  // needs the same number, as sysbench's do).
  int64_t ops = p.history_ops * batch / p.history;
  p.history -= batch;
  p.history_ops -= ops;
  p.batch = batch;
  p.batch_ops = ops;
  ++p.batches;
  // A worker gets at least one operation (an undo log with none to do is
  // parsed and dropped by the coordinator).
  int64_t threads = p.use_threads;
  if (threads > ops) threads = ops > 0 ? ops : 1;
  int64_t share = ops / threads;
  int64_t own = ops - share * (threads - 1);
  for (int i = 1; i < threads; ++i) {
    ClientThread& worker = w.threads[p.tid[i]];
    worker.ops.PushBack(MakeOp(OpKind::kPurgeWork, share * w.d.purge_op, static_cast<uint8_t>(i)));
    worker.ops.PushBack(MakeOp(OpKind::kPurgeWorkerDone, 0, static_cast<uint8_t>(i)));
    ++p.workers_busy;
    Wake(w, i);
  }
  p.cpu_ns += ops * w.d.purge_op;
  ClientThread& t = w.threads[tid];
  t.ops.PushFront(MakeOp(OpKind::kPurgeBatchDone));
  t.ops.PushFront(MakeOp(OpKind::kPurgeWork, own * w.d.purge_op));
  return true;
}

}  // namespace

// Creates the purge threads innodb_purge_threads asks for (at the start,
// and when it grows during a run, as MariaDB 10.5+ allows); n_use_threads
// starts at the new count. A count lowered during a run leaves the extra
// threads asleep: NextBatch hands work only to the first n_use_threads.
void ApplyPurgeThreads(World& w) {
  Purge& p = w.purge;
  int want = static_cast<int>(w.k.Int(Knob::innodb_purge_threads));
  if (want > kMaxPurgeThreads) want = kMaxPurgeThreads;
  p.use_threads = want;
  for (int i = p.threads; i < want; ++i) {
    int tid = static_cast<int>(w.threads.size());
    w.threads.emplace_back();
    ClientThread& t = w.threads.back();
    t.role = kRolePurge;
    t.rng.Seed(w.scenario.seed, 950 + static_cast<uint64_t>(i));
    t.state_since = w.now;
    t.t_local = w.now;
    p.tid[i] = tid;
    // Each starts asleep on its event: nothing to purge yet.
    p.asleep[i] = true;
    t.ops.PushBack(MakeOp(i == 0 ? OpKind::kPurgeLoop : OpKind::kPurgeWorkerWait, 0, static_cast<uint8_t>(i)));
    t.state = ThreadState::client;
  }
  if (want > p.threads) p.threads = want;
}

void PurgeOnCommit(World& w, int64_t ops) {
  Purge& p = w.purge;
  ++p.history;
  p.history_ops += ops;
  ++p.commits;
  if (MasterWakesOnly(w)) return;  // MariaDB: a commit wakes nobody
  // A coordinator waiting for its workers is not stopped: leave it.
  if (p.history > w.k.Int(Knob::innodb_purge_threads) * kPurgeBatch && !p.coordinator_waiting) Wake(w, 0);
}

void PurgeMasterTick(World& w) {
  if (w.purge.history > 0 && !w.purge.coordinator_waiting) Wake(w, 0);
}

int64_t PurgeHistory(const World& w) {
  return w.purge.history + w.purge.batch;
}

bool RunPurgeOp(World& w, int tid, const Op& op) {
  Purge& p = w.purge;
  if (p.slept[op.a]) ++p.sleeps;  // back from a sleep: woken by its event or its timeout
  p.slept[op.a] = false;
  p.asleep[op.a] = false;
  switch (op.kind) {
    case OpKind::kPurgeLoop:
      return NextBatch(w, tid);
    case OpKind::kPurgeBatchDone:
      if (p.workers_busy > 0) {  // trx_purge_wait_for_workers_to_complete
        p.coordinator_waiting = true;
        Sleep(w, tid, 0, OpKind::kPurgeBatchDone);
        return false;
      }
      p.purged += p.batch;
      p.purged_ops += p.batch_ops;
      p.batch = 0;
      p.batch_ops = 0;
      return NextBatch(w, tid);
    case OpKind::kPurgeWorkerDone:
      if (--p.workers_busy == 0 && p.coordinator_waiting) {
        p.coordinator_waiting = false;
        Wake(w, 0);
      }
      Sleep(w, tid, op.a, OpKind::kPurgeWorkerWait);
      return false;
    case OpKind::kPurgeWork: {
      // b = 1: a slice has run; give way if a thread waits for a core.
      ClientThread& t = w.threads[tid];
      if (op.b == 1 && w.run_queue_head < w.run_queue.size()) {
        t.ops.PushFront(MakeOp(OpKind::kPurgeWork, op.n, op.a, 0));
        t.ops.PushFront(MakeOp(OpKind::kCompute, w.d.context_switch));  // switched out and back
        CoreRelease(w, tid);
        return CoreAcquire(w, tid);  // false: queued behind the waiting threads
      }
      int64_t slice = op.n < w.d.tick_slice ? op.n : w.d.tick_slice;
      if (op.n > slice) t.ops.PushFront(MakeOp(OpKind::kPurgeWork, op.n - slice, op.a, 1));
      t.ops.PushFront(MakeOp(OpKind::kCompute, slice));
      return true;
    }
    case OpKind::kPurgeWorkerWait:
      // Woken with work in its queue (NextBatch put it there), or not yet.
      if (w.threads[tid].ops.Empty()) {
        Sleep(w, tid, op.a, OpKind::kPurgeWorkerWait);
        return false;
      }
      return true;
    default:
      return true;
  }
}

}  // namespace commitlab
