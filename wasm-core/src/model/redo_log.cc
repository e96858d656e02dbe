// log_write_up_to (5.6/5.7): one fsync in flight; a flush covers everything
// in the log buffer when it starts, so waiters that arrive during it are
// served by the next one. The fsync runs in a committing thread: when it
// returns, the first waiter it did not cover is woken to start the next
// one, and must win a core first, so on a busy machine the next flush
// starts later and covers more commits.
#include "sim/runtime.h"

namespace commitlab {

bool RedoWriteUpTo(World& w, int tid, int64_t lsn, int mode) {
  if (LogThreadsServe(w)) return LogThreadsWaitUpTo(w, tid, lsn, mode);  // 8.0: log_writer / log_flusher
  RedoLog& r = w.redo;
  if (mode == 0) return true;
  if (mode == 2) {
    if (r.written_lsn >= lsn) return true;
    // write() under log_sys->write_mutex, no fsync.
    int64_t bytes = r.lsn - r.written_lsn;
    Op op = MakeOp(OpKind::kLatch, w.d.syscall + static_cast<int64_t>(static_cast<double>(bytes) * w.d.copy_per_byte),
                   kLatchLogWrite, static_cast<uint8_t>(LatchEffect::kRedoWrite));
    w.threads[tid].ops.PushFront(op);
    return true;
  }
  if (r.flushed_lsn >= lsn) return true;
  r.waiters.push_back({tid, lsn});
  Block(w, tid, ThreadState::redo_wait);
  if (!r.flush_in_progress) StartRedoFlush(w, tid);
  return false;
}

void StartRedoFlush(World& w, int tid) {
  RedoLog& r = w.redo;
  if (r.flush_in_progress) Violation(w, "a second redo flush started while one was in flight");
  int64_t bytes = r.lsn - r.written_lsn;
  if (bytes > 0) {
    CacheWrite(w, kFileRedo, bytes);
    r.written_lsn = r.lsn;
    r.bytes_written += bytes;
    w.metrics.cur.redo_bytes += bytes;
  }
  r.flush_in_progress = true;
  r.flush_target = r.written_lsn;
  r.flush_started = w.now;
  r.flusher = tid;
  ++w.fsyncs_issued;
  if (w.d.redo_odirect) {
    // O_DIRECT: the write itself goes to the device and the thread waits
    // for it; the flush follows once it is back on a core.
    DeviceSubmit(w, DeviceOpKind::kDirectWrite, DeviceOwner::kRedoFlush, kFileRedo, -1, CacheTakeAll(w, kFileRedo));
    return;
  }
  DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kRedoFlush, kFileRedo, -1, CacheTakeAll(w, kFileRedo));
}

// The O_DIRECT write is on the device. The writing thread must win a core
// to return from pwrite() and call fdatasync(); a background flush (no
// thread) issues it at once.
void OnRedoDirectWriteDone(World& w) {
  RedoLog& r = w.redo;
  if (r.flusher < 0) {
    IssueRedoFlush(w);
    return;
  }
  ClientThread& t = w.threads[r.flusher];
  t.ops.PushFront(MakeOp(OpKind::kRedoFlushIssue));
  t.ops.PushFront(MakeOp(OpKind::kCompute, w.d.odirect_write_cpu >= 0 ? w.d.odirect_write_cpu : w.d.syscall));
  WakeSleeper(w, r.flusher);
}

void IssueRedoFlush(World& w) {
  DeviceSubmit(w, DeviceOpKind::kFlush, DeviceOwner::kRedoFlush, kFileRedo, -1, 0);
}

// The device has made flush_target durable. A thread inside fsync() must
// win a core to return; until it does, the flush counts as in progress and
// nobody it covers is told.
void OnRedoFlushDone(World& w) {
  RedoLog& r = w.redo;
  if (r.flush_target < r.flushed_lsn) Violation(w, "redo flushed LSN would move backwards");
  if (r.flush_target > r.flushed_lsn) r.flushed_lsn = r.flush_target;
  if (!(r.flushed_lsn <= r.written_lsn && r.written_lsn <= r.lsn)) Violation(w, "redo LSNs out of order");
  ++r.fsyncs;
  ++w.metrics.cur.redo_fsyncs;
  if (r.flusher < 0) {
    FinishRedoFlush(w);
    return;
  }
  for (size_t i = 0; i < r.waiters.size(); ++i) {
    if (r.waiters[i].thread != r.flusher) continue;
    r.waiters.erase(r.waiters.begin() + static_cast<long>(i));
    break;
  }
  ClientThread& t = w.threads[r.flusher];
  // Back on a core it first tells the others, then pays the rest of the
  // call's CPU (syscall exit, completion) on its way back to its commit:
  // after an O_DIRECT write, a flush's own where measured (no journal).
  bool direct = w.d.redo_odirect && w.d.odirect_flush_cpu >= 0;
  t.ops.PushFront(MakeOp(OpKind::kCompute, direct ? w.d.odirect_flush_cpu : w.d.fsync_cpu));
  t.ops.PushFront(MakeOp(OpKind::kRedoFlushReturn));
  WakeSleeper(w, r.flusher);
}

// fsync() has returned in its thread (or the device finished a background
// flush): wake everyone it covered; the first waiter it did not cover
// becomes the next flusher once it runs (it asks again, on a core).
void FinishRedoFlush(World& w) {
  RedoLog& r = w.redo;
  r.flush_in_progress = false;
  size_t keep = 0;
  int64_t covered = r.flusher >= 0 ? 1 : 0;
  r.flusher = -1;
  for (size_t i = 0; i < r.waiters.size(); ++i) {
    if (r.waiters[i].lsn <= r.flushed_lsn) {
      WakeSleeper(w, r.waiters[i].thread);
      ++covered;
    } else {
      r.waiters[keep++] = r.waiters[i];
    }
  }
  r.waiters.resize(keep);
  r.commits_covered += covered;
  w.metrics.cur.redo_covered += covered;
  if (!r.waiters.empty()) {
    RedoWaiter next = r.waiters.front();
    r.waiters.erase(r.waiters.begin());
    w.threads[next.thread].ops.PushFront(MakeOp(OpKind::kRedoFlushTo, next.lsn));
    WakeSleeper(w, next.thread);
  }
}

// The master thread's once-a-second flush (log_buffer_sync_in_background).
void RedoBackground(World& w) {
  if (LogThreadsServe(w)) return;  // 8.0's log_flusher keeps its own timeout
  RedoLog& r = w.redo;
  if (r.flush_in_progress) return;
  if (r.flushed_lsn < r.lsn) StartRedoFlush(w);
}

}  // namespace commitlab
