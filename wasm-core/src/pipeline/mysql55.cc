// MySQL 5.5 with the binlog on (handler.cc ha_commit_trans, log.cc):
// InnoDB prepare with its own redo fsync, then prepare_commit_mutex
// serializes the binlog write and fsync and the in-memory commit; the
// commit's redo fsync runs after the mutex (in 5.0/5.1's built-in InnoDB,
// commit_flush_in_prepare_mutex, inside it). sync_binlog counts
// transactions, since each commit writes and syncs alone.
//
// innodb_support_xa=OFF: innobase_xa_prepare returns before
// trx_prepare_for_mysql and before it takes prepare_commit_mutex (the
// mutex is taken inside that function, released in innobase_commit only
// if the transaction owns it). So no prepare fsync and no mutex: the
// binlog write and fsync under LOCK_log, then the InnoDB commit and its
// redo flush, in whatever order threads get there.
#include "pipeline/pipeline_common.h"

namespace commitlab {

void AddMysql55Commit(const World& w, OpList& list, int tid) {
  bool xa = w.threads[tid].xa_prepare;
  AddPrepare(w, list, tid);
  if (xa) {
    list.Add(MakeOp(OpKind::kRedoFlush, 0, static_cast<uint8_t>(RedoMode(w))));  // fsync #1
    list.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexPrepareCommit, static_cast<uint8_t>(ThreadState::prepare_commit_mutex)));
  }
  list.Add(MakeOp(OpKind::kSetState, 0, static_cast<uint8_t>(ThreadState::binlog_write)));
  list.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockLog, static_cast<uint8_t>(ThreadState::binlog_write)));
  list.Add(MakeOp(OpKind::kBinlogWrite55));
  list.Add(MakeOp(OpKind::kBinlogSync55));  // fsync #2, one per transaction
  list.Add(MakeOp(OpKind::kMutexRelease, 0, kMutexLockLog));
  AddCommitInMemory(w, list, tid);
  // 5.0/5.1's built-in InnoDB flushes the commit inside innobase_commit_low,
  // before innobase_commit releases the mutex; 5.5 (and the InnoDB Plugin
  // 1.0.4+) sets trx->flush_log_later and flushes after releasing it.
  Op commit_flush = MakeOp(OpKind::kRedoFlush, 0, static_cast<uint8_t>(RedoMode(w)));  // fsync #3
  bool flush_in_mutex = xa && w.k.Bool(Knob::commit_flush_in_prepare_mutex);
  if (flush_in_mutex) list.Add(commit_flush);
  if (xa) list.Add(MakeOp(OpKind::kMutexRelease, 0, kMutexPrepareCommit));
  if (!flush_in_mutex) list.Add(commit_flush);
  list.Add(MakeOp(OpKind::kUnlog55));
}

bool RunMysql55Op(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  Binlog& b = w.binlog;
  switch (op.kind) {
    case OpKind::kBinlogWrite55: {
      SetState(w, tid, ThreadState::binlog_write);
      t.t_local += BinlogPrepNs(w, tid) + w.d.syscall + BinlogCopyNs(w, t.binlog_bytes);
      t.binlog_seq = w.inv.binlog_seq++;
      DurOnBinlogWrite(w, tid, b.total_bytes + t.binlog_bytes);
      b.file_size += t.binlog_bytes;
      b.total_bytes += t.binlog_bytes;
      CacheWrite(w, kFileBinlog, t.binlog_bytes);
      DurOnBinlogWritten(w);
      w.metrics.cur.binlog_bytes += t.binlog_bytes;
      ++b.prepared_xids;
      RecordGroup(w, kStageFlush, 1);
      return true;
    }
    case OpKind::kBinlogSync55: {
      RecordGroup(w, kStageCommit, 1);
      if (w.d.sync_period <= 0 || ++b.sync_counter < w.d.sync_period) return true;
      b.sync_counter = 0;
      ++b.fsyncs;
      ++w.metrics.cur.binlog_fsyncs;
      ++w.fsyncs_issued;
      RecordGroup(w, kStageSync, 1);
      DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kThread, kFileBinlog, tid, CacheTakeAll(w, kFileBinlog));
      Block(w, tid, ThreadState::binlog_write);
      return false;
    }
    case OpKind::kUnlog55:
      ++w.group_commits;
      if (b.file_size >= w.d.max_binlog) {
        t.do_rotate = true;
        OpList l;
        AddRotation(l);
        l.PushFront(t.ops);
      }
      return true;
    default:
      return true;
  }
}

}  // namespace commitlab
