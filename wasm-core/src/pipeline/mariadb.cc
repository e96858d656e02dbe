// MariaDB 10.x binary log group commit (sql/log.cc:
// write_transaction_to_binlog_events, queue_for_group_commit,
// trx_group_commit_leader). One queue, no stages: InnoDB prepares (its
// redo fsync with trx_commit=1 goes through log_write_up_to's group
// commit lock, 10.5+), then the thread queues; the first into an empty
// queue leads. The leader takes LOCK_log, optionally waits for
// binlog_commit_wait_count queued commits (at most binlog_commit_wait_usec,
// with LOCK_log let go), takes the whole queue, writes every member's
// events, fsyncs per sync_binlog (counted per group), rotates if the file
// is full, then under LOCK_commit_ordered runs each member's
// commit_ordered (InnoDB's fast in-memory commit) in binlog order and
// wakes that member at once (binlog_optimize_thread_scheduling=ON).
//
// Back in its own thread each transaction finishes its InnoDB commit:
// trx_commit_complete_for_mysql skips the redo fsync when the commit went
// through prepare and commit_ordered (trx_commit=1: the prepared redo and
// the binlog are durable, which is all recovery needs); with trx_commit=2
// it writes the redo without fsync. So binlog ON costs a redo fsync at
// prepare and a binlog fsync per group, none at commit.
//
// Rotation does not wait for prepared transactions as MySQL's does: the
// old file is fsynced and closed, and a binlog checkpoint
// (commit_checkpoint_request) asks InnoDB to say when its redo covers
// everything up to the rotation; the next group leader after that writes
// the Binlog_checkpoint event.
#include "pipeline/pipeline_common.h"

namespace commitlab {

namespace {

constexpr int64_t kCheckpointEventBytes = 60;  // Binlog_checkpoint_log_event: header + file name
constexpr int64_t kNewFileNs = 30000;          // open the next file, write its header

int QueueSize(const World& w) { return w.binlog.queues[kStageFlush].size; }

// The leader holds LOCK_log. wait_for_sufficient_commits: enough queued
// (the leader counts itself), or a waiting thread blocks on one of them,
// or the time is up. The model has no has_waiter check (a row-lock waiter
// ends the wait early in MariaDB).
bool Collect(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  MariadbGroupCommit& m = w.mariadb;
  int64_t want = w.k.Int(Knob::binlog_commit_wait_count);
  if (want > 0 && op.a == 0) {
    if (QueueSize(w) >= want) {
      ++m.wait_count_reached;
    } else {
      // Lets go of LOCK_log and sleeps on COND_prepare_ordered; each new
      // queued commit signals it.
      MutexRelease(w, tid, kMutexLockLog);
      m.wait_leader = tid;
      m.wait_deadline = w.now + w.k.Int(Knob::binlog_commit_wait_usec) * 1000;
      SetState(w, tid, ThreadState::flush_queue);
      t.ops.PushFront(MakeOp(OpKind::kMariaCollect, 0, 1));
      Block(w, tid, ThreadState::flush_queue);
      WakeAt(w, tid, m.wait_deadline + w.d.timer_slack);
      return false;
    }
  }
  if (op.a == 1) {  // woken: by a new entry or the timeout
    bool enough = QueueSize(w) >= want;
    m.wait_leader = -1;
    if (!enough && w.now < m.wait_deadline) {
      m.wait_leader = tid;
      Block(w, tid, ThreadState::flush_queue);
      t.ops.PushFront(op);
      WakeAt(w, tid, m.wait_deadline + w.d.timer_slack);
      return false;
    }
    if (enough) ++m.wait_count_reached;
    else ++m.wait_timeouts;
    // Takes LOCK_log again, then the queue.
    OpList l;
    l.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockLog, static_cast<uint8_t>(ThreadState::flush_queue)));
    l.Add(MakeOp(OpKind::kMariaCollect, 0, 2));
    l.PushFront(t.ops);
    return true;
  }
  FetchQueue(w, kStageFlush, tid);
  SetGroupState(w, tid, ThreadState::flush_stage);
  t.commit_cursor = tid;  // commit_ordered starts with the leader's own transaction
  ++m.groups;
  m.members += t.group_size;
  t.ops.PushFront(MakeOp(OpKind::kMariaWrite));
  return true;
}

// write_transaction_or_stmt for each member, then flush_and_sync.
bool Write(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  Binlog& b = w.binlog;
  MariadbGroupCommit& m = w.mariadb;
  GroupWrite g = WriteGroupEvents(w, tid);
  int64_t cpu = w.d.syscall + g.cpu;
  int64_t bytes = g.bytes;
  int members = g.members;
  // InnoDB has answered the last rotation's checkpoint request.
  if (m.checkpoint_lsn >= 0 && w.redo.flushed_lsn >= m.checkpoint_lsn) {
    m.checkpoint_lsn = -1;
    ++m.checkpoints;
    bytes += kCheckpointEventBytes;
  }
  t.t_local += cpu;
  b.file_size += bytes;
  b.total_bytes += bytes;
  b.prepared_xids += members;
  CacheWrite(w, kFileBinlog, bytes);
  DurOnBinlogWritten(w);
  w.metrics.cur.binlog_bytes += bytes;
  OpList l;
  l.Add(MakeOp(OpKind::kMariaRotate, 0, 0));
  l.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockCommit, static_cast<uint8_t>(ThreadState::commit_queue)));
  l.Add(MakeOp(OpKind::kMutexRelease, 0, kMutexLockLog));
  l.Add(MakeOp(OpKind::kSetState, 0, static_cast<uint8_t>(ThreadState::commit_stage)));
  l.Add(MakeOp(OpKind::kMariaCommitNext));
  l.Add(MakeOp(OpKind::kMutexRelease, 0, kMutexLockCommit));
  l.PushFront(t.ops);
  RecordGroup(w, kStageFlush, members);
  if (w.d.sync_period <= 0 || ++b.sync_counter < w.d.sync_period) return true;
  b.sync_counter = 0;
  ++b.fsyncs;
  ++w.metrics.cur.binlog_fsyncs;
  ++w.fsyncs_issued;
  RecordGroup(w, kStageSync, members);
  SetGroupState(w, tid, ThreadState::sync_stage);
  DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kThread, kFileBinlog, tid, CacheTakeAll(w, kFileBinlog));
  Block(w, tid, ThreadState::sync_stage);
  return false;
}

// Still under LOCK_log: past max_binlog_size the leader closes the file
// (fsyncing what is left of it) and opens the next; no wait for prepared
// transactions.
bool Rotate(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  Binlog& b = w.binlog;
  if (op.a == 0) {
    if (b.file_size < w.d.max_binlog) return true;
    b.rotating = true;
    ++w.stalls_started;
    SetState(w, tid, ThreadState::rotation);
    ++b.fsyncs;
    ++w.metrics.cur.binlog_fsyncs;
    ++w.fsyncs_issued;
    t.ops.PushFront(MakeOp(OpKind::kMariaRotate, 0, 1));
    DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kThread, kFileBinlog, tid, CacheTakeAll(w, kFileBinlog));
    Block(w, tid, ThreadState::rotation);
    return false;
  }
  CloseRotatedFile(w);
  t.t_local += kNewFileNs;
  // commit_checkpoint_request: InnoDB reports once its redo is durable up
  // to here (10.x: with the next redo flush that covers it).
  w.mariadb.checkpoint_lsn = w.redo.lsn;
  return true;
}

// commit_ordered for the next member in binlog order, then wake it.
bool CommitNext(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  int x = t.commit_cursor;
  if (x < 0) {
    RecordGroup(w, kStageCommit, t.group_size);
    ++w.group_commits;
    if (w.binlog.leader[kStageFlush] == tid) {
      w.binlog.leader[kStageFlush] = -1;
      w.binlog.processing[kStageFlush] = 0;
    }
    return true;
  }
  t.commit_cursor = (x == t.group_tail) ? -1 : w.threads[x].next;
  OpList l;
  AddCommitInMemory(w, l, x);
  l.Add(MakeOp(OpKind::kMariaCommitNext, 0, 1, 0, x));
  l.Add(MakeOp(OpKind::kMariaCommitNext));
  l.PushFront(t.ops);
  return true;
}

}  // namespace

void AddMariadbCommit(const World& w, OpList& list, int tid) {
  AddPrepare(w, list, tid);
  list.Add(MakeOp(OpKind::kRedoFlush, 0, static_cast<uint8_t>(RedoMode(w))));  // trx_prepare's flush
  list.Add(MakeOp(OpKind::kMariaEnqueue));
  // trx_commit_complete_for_mysql: trx_commit=1 skips the fsync after
  // commit_ordered; trx_commit=2 still writes the redo.
  if (w.d.trx_commit == 2) list.Add(MakeOp(OpKind::kRedoFlush, 0, 2));
}

bool RunMariadbOp(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  switch (op.kind) {
    case OpKind::kMariaEnqueue: {
      t.is_leader = false;
      t.commit_cursor = -1;
      bool lead = EnqueueGroup(w, kStageFlush, tid, tid, 1);
      MariadbGroupCommit& m = w.mariadb;
      // mysql_cond_signal(&COND_prepare_ordered): once, to a leader still
      // asleep (not one its timeout already woke, on a core or queued for one).
      int waiter = m.wait_leader;
      if (waiter >= 0 && QueueSize(w) >= w.k.Int(Knob::binlog_commit_wait_count) && !w.threads[waiter].on_core &&
          w.threads[waiter].state == ThreadState::flush_queue) {
        WakeSleeper(w, waiter);
        m.wait_leader = -1;
      }
      if (!lead) {
        Block(w, tid, ThreadState::flush_queue);
        return false;
      }
      SetState(w, tid, ThreadState::flush_queue);
      OpList l;
      l.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockLog, static_cast<uint8_t>(ThreadState::flush_queue)));
      l.Add(MakeOp(OpKind::kMariaCollect, 0, 0));
      l.PushFront(t.ops);
      return true;
    }
    case OpKind::kMariaCollect:
      return Collect(w, tid, op);
    case OpKind::kMariaWrite:
      return Write(w, tid);
    case OpKind::kMariaRotate:
      return Rotate(w, tid, op);
    case OpKind::kMariaCommitNext:
      if (op.a == 1) {  // member op.arg is committed: wake it (not the leader)
        if (op.arg != tid) WakeSleeper(w, op.arg);
        return true;
      }
      return CommitNext(w, tid);
    default:
      return true;
  }
}

}  // namespace commitlab
