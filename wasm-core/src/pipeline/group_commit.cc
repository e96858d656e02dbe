// Binary log group commit, MySQL 5.6 and 5.7 (binlog.cc ordered_commit,
// Stage_manager). Three stages, each with its own mutex: the first
// thread into an empty stage queue leads, takes the whole queue as its
// group and does the stage's work for everyone; followers sleep until
// the commit stage is done. 5.7 moved the prepare's redo fsync into the
// flush stage (one per group, under LOCK_log); 5.6 fsyncs at prepare.
//
// AliSQL binlog in redo V1 keeps this serial flush stage but copies the
// group's binlog events into the redo log before the flush stage's redo
// fsync, which then makes prepare and binlog durable at once: no sync
// stage, the binlog file is fsynced in the background (OnSyncerTick),
// and each thread commits itself (binlog_order_commits=OFF).
#include "pipeline/pipeline_common.h"

namespace commitlab {

void AddGroupCommit(const World& w, OpList& list, int tid) {
  AddPrepare(w, list, tid);
  // 5.6 with innodb_support_xa=OFF: no InnoDB prepare, so no prepare
  // fsync (innobase_xa_prepare returns when !trx->support_xa). The stages
  // are unchanged, and so is the commit: ordered_commit runs it under
  // HA_IGNORE_DURABILITY (no redo flush), so nothing makes it durable but
  // the background flush (docs/crash-recovery.md).
  if (w.d.algo == CommitAlgorithm::kGroupCommit56 && w.threads[tid].xa_prepare)
    list.Add(MakeOp(OpKind::kRedoFlush, 0, static_cast<uint8_t>(RedoMode(w))));
  list.Add(MakeOp(OpKind::kBgcEnroll, 0, kStageFlush));
}

namespace {

bool IsV1(const World& w) { return w.d.algo == CommitAlgorithm::kBinlogInRedoV1; }

// The flush-stage leader lets go of LOCK_log and the stage.
void LeaveFlushStage(World& w, int tid) {
  Binlog& b = w.binlog;
  MutexRelease(w, tid, kMutexLockLog);
  b.processing[kStageFlush] = 0;
  if (b.leader[kStageFlush] == tid) b.leader[kStageFlush] = -1;
}

bool Enroll(World& w, int tid, int stage) {
  ClientThread& t = w.threads[tid];
  Binlog& b = w.binlog;
  OpList l;
  switch (stage) {
    case kStageFlush: {
      t.is_leader = false;
      t.do_rotate = false;
      bool lead = EnqueueGroup(w, kStageFlush, tid, tid, 1);
      if (!lead) {
        Block(w, tid, ThreadState::flush_queue);
        return false;
      }
      SetState(w, tid, ThreadState::flush_queue);
      l.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockLog, static_cast<uint8_t>(ThreadState::flush_queue)));
      l.Add(MakeOp(OpKind::kBgcFlushFetch));
      l.PushFront(t.ops);
      return true;
    }
    case kStageSync: {
      bool lead = EnqueueGroup(w, kStageSync, tid, t.group_tail, t.group_size);
      LeaveFlushStage(w, tid);
      SetGroupState(w, tid, ThreadState::sync_queue);
      int64_t want = w.k.Int(Knob::binlog_group_commit_sync_no_delay_count);
      if (b.sync_delay_waiter >= 0 && want > 0 && b.queues[kStageSync].size >= want) {
        WakeAt(w, b.sync_delay_waiter, w.now);  // enough queued: stop waiting
        b.sync_delay_waiter = -1;
      }
      if (!lead) {
        t.do_rotate = false;
        Block(w, tid, ThreadState::sync_queue);
        return false;
      }
      l.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockSync, static_cast<uint8_t>(ThreadState::sync_queue)));
      l.Add(MakeOp(OpKind::kBgcSyncWork));
      l.PushFront(t.ops);
      return true;
    }
    default: {  // commit
      if (!w.k.Bool(Knob::binlog_order_commits)) {
        // Each thread commits itself in parallel after signal_done.
        if (IsV1(w)) LeaveFlushStage(w, tid);
        else MutexRelease(w, tid, kMutexLockSync);
        if (t.group_tail != tid) {
          for (int m = t.next;; m = w.threads[m].next) {
            OpList c;
            AddCommitInMemory(w, c, m);
            c.PushFront(w.threads[m].ops);
            if (m == t.group_tail) break;
          }
        }
        RecordGroup(w, kStageCommit, t.group_size);
        SignalDone(w, tid);
        AddCommitInMemory(w, l, tid);
        l.Add(MakeOp(OpKind::kRotateIfNeeded));
        l.PushFront(t.ops);
        return true;
      }
      if (b.leader[kStageSync] == tid) b.leader[kStageSync] = -1;
      b.processing[kStageSync] = 0;
      return EnterCommitStage(w, tid, kMutexLockSync);
    }
  }
}

}  // namespace

bool RunGroupCommitOp(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  Binlog& b = w.binlog;
  OpList l;
  switch (op.kind) {
    case OpKind::kBgcEnroll:
      return Enroll(w, tid, op.a);
    case OpKind::kBgcFlushFetch:
      FetchQueue(w, kStageFlush, tid);
      SetGroupState(w, tid, ThreadState::flush_stage);
      if (IsV1(w)) {
        int64_t bytes = 0;
        for (int m = tid;; m = w.threads[m].next) {
          bytes += w.threads[m].binlog_bytes;
          if (m == t.group_tail) break;
        }
        l.Add(MakeOp(OpKind::kBgcFlushWrite));
        l.Add(LatchOp(w, kLatchLogSys, LatchEffect::kRedoAppendBinlog, static_cast<int32_t>(bytes), BinlogCopyNs(w, bytes)));
        l.Add(MakeOp(OpKind::kGroupRedoFlush, 0, 1));
        l.Add(MakeOp(OpKind::kSetState, 0, static_cast<uint8_t>(ThreadState::flush_stage)));
        l.Add(MakeOp(OpKind::kBgcEnroll, 0, kStageCommit));
        l.PushFront(t.ops);
        return true;
      }
      if (w.d.algo != CommitAlgorithm::kGroupCommit56)
        l.Add(MakeOp(OpKind::kGroupRedoFlush, 0, static_cast<uint8_t>(RedoMode(w))));
      l.Add(MakeOp(OpKind::kSetState, 0, static_cast<uint8_t>(ThreadState::flush_stage)));
      l.Add(MakeOp(OpKind::kBgcFlushWrite));
      l.Add(MakeOp(OpKind::kBgcEnroll, 0, kStageSync));
      l.PushFront(t.ops);
      return true;
    case OpKind::kBgcFlushWrite: {
      // flush_thread_caches + flush_cache_to_file: serial CPU under LOCK_log.
      GroupWrite g = WriteGroupEvents(w, tid);
      int64_t bytes = g.bytes;
      int members = g.members;
      t.t_local += w.d.syscall + g.cpu;
      b.file_size += bytes;
      b.total_bytes += bytes;
      if (IsV1(w)) {  // the background syncer fsyncs up to written_pos
        b.alloc_pos += bytes;
        b.written_pos += bytes;
      }
      b.prepared_xids += members;
      CacheWrite(w, kFileBinlog, bytes);
      DurOnBinlogWritten(w);
      w.metrics.cur.binlog_bytes += bytes;
      if (b.file_size >= w.d.max_binlog) t.do_rotate = true;
      return true;
    }
    case OpKind::kBgcSyncWork: {
      int64_t delay = w.k.Int(Knob::binlog_group_commit_sync_delay);
      int64_t want = w.k.Int(Knob::binlog_group_commit_sync_no_delay_count);
      bool due = w.d.sync_period == 0 || b.sync_counter + 1 >= w.d.sync_period;
      if (op.a == 0 && delay > 0 && due && !(want > 0 && b.queues[kStageSync].size >= want)) {
        b.sync_delay_waiter = tid;
        Block(w, tid, ThreadState::sync_stage);
        WakeAt(w, tid, w.now + delay * 1000);
        t.ops.PushFront(MakeOp(OpKind::kBgcSyncWork, 0, 1));
        return false;
      }
      if (b.sync_delay_waiter == tid) b.sync_delay_waiter = -1;
      FetchQueue(w, kStageSync, tid);
      SetGroupState(w, tid, ThreadState::sync_stage);
      t.ops.PushFront(MakeOp(OpKind::kBgcEnroll, 0, kStageCommit));
      if (w.d.sync_period <= 0 || ++b.sync_counter < w.d.sync_period) return true;
      b.sync_counter = 0;
      ++b.fsyncs;
      ++w.metrics.cur.binlog_fsyncs;
      ++w.fsyncs_issued;
      DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kThread, kFileBinlog, tid, CacheTakeAll(w, kFileBinlog));
      Block(w, tid, ThreadState::sync_stage);
      return false;
    }
    case OpKind::kBgcCommitWork:
      FetchQueue(w, kStageCommit, tid);
      SetGroupState(w, tid, ThreadState::commit_stage);
      t.commit_cursor = tid;
      l.Add(MakeOp(OpKind::kCommitMembers));
      l.Add(MakeOp(OpKind::kMutexRelease, 0, kMutexLockCommit));
      l.Add(MakeOp(OpKind::kSignalDone));
      l.Add(MakeOp(OpKind::kRotateIfNeeded));
      l.PushFront(t.ops);
      return true;
    default:
      return true;
  }
}

}  // namespace commitlab
