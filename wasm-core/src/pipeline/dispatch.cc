// Chooses the commit path for a transaction and routes pipeline ops to
// the algorithm that owns them.
#include "pipeline/pipeline_common.h"

namespace commitlab {

void GenerateCommit(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  t.commit_issued = true;
  // InnoDB reads innodb_support_xa once per transaction (trx->support_xa).
  t.xa_prepare = w.k.Bool(Knob::innodb_support_xa);
  OpList l;
  bool two_phase = w.d.log_bin && t.wrote && t.binlog_bytes > 0;
  if (!t.wrote) {
    l.Add(MakeOp(OpKind::kExitInnodb));  // read-only: nothing to persist
  } else if (!two_phase) {
    AddNoBinlogCommit(w, l, tid);
  } else if (w.door.in_flight > 0 && w.door.algo != w.d.algo) {
    // The algorithm changed: wait for the old one's commits, then retry.
    l.Add(MakeOp(OpKind::kDoorWait));
    l.Add(MakeOp(OpKind::kCommit));
    l.PushFront(t.ops);
    return;
  } else {
    w.door.algo = w.d.algo;
    ++w.door.in_flight;
    switch (w.d.algo) {
      case CommitAlgorithm::kMysql55: AddMysql55Commit(w, l, tid); break;
      case CommitAlgorithm::kGroupCommit56:
      case CommitAlgorithm::kGroupCommit57:
      case CommitAlgorithm::kBinlogInRedoV1: AddGroupCommit(w, l, tid); break;
      case CommitAlgorithm::kParallelFlush:
      case CommitAlgorithm::kBinlogInRedo: AddParallelFlushCommit(w, l, tid); break;
      // 8.0 keeps 5.7's three stages; its redo waits go to the log threads.
      case CommitAlgorithm::kMysql80: AddGroupCommit(w, l, tid); break;
      case CommitAlgorithm::kMariadb: AddMariadbCommit(w, l, tid); break;
    }
    l.Add(MakeOp(OpKind::kDoorLeave));
  }
  // oltp_update_index runs index_updates autocommit statements per event.
  int64_t per_event = t.shape.index_updates > 1 ? t.shape.index_updates : 1;
  bool more = t.shape.workload == Workload::kUpdateIndex && t.stmt_index < per_event;
  l.Add(MakeOp(OpKind::kTrxDone, 0, more ? 1 : 0));
  l.PushFront(t.ops);
}

bool RunPipelineOp(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  switch (op.kind) {
    case OpKind::kBgcEnroll:
    case OpKind::kBgcFlushFetch:
    case OpKind::kBgcFlushWrite:
    case OpKind::kBgcSyncWork:
    case OpKind::kBgcCommitWork:
      return RunGroupCommitOp(w, tid, op);
    case OpKind::kBinlogWrite55:
    case OpKind::kBinlogSync55:
    case OpKind::kUnlog55:
      return RunMysql55Op(w, tid, op);
    case OpKind::kPfEnroll:
    case OpKind::kPfFetchAllocate:
    case OpKind::kPfPrepare:
    case OpKind::kPfWait:
    case OpKind::kPfCommitTurn:
      return RunParallelFlushOp(w, tid, op);
    case OpKind::kLogThreadLoop:
    case OpKind::kLogWriterWrote:
    case OpKind::kLogFlusherDone:
    case OpKind::kLogSpinEnd:
      return RunLogThreadOp(w, tid, op);
    case OpKind::kPurgeLoop:
    case OpKind::kPurgeBatchDone:
    case OpKind::kPurgeWorkerWait:
    case OpKind::kPurgeWorkerDone:
    case OpKind::kPurgeWork:
      return RunPurgeOp(w, tid, op);
    case OpKind::kMariaEnqueue:
    case OpKind::kMariaCollect:
    case OpKind::kMariaWrite:
    case OpKind::kMariaRotate:
    case OpKind::kMariaCommitNext:
      return RunMariadbOp(w, tid, op);
    case OpKind::kRotateIfNeeded:
    case OpKind::kRotationWaitXids:
    case OpKind::kRotationFsync:
    case OpKind::kRotationFinish:
      return RunRotationOp(w, tid, op);
    case OpKind::kCommitMembers: {
      // The leader commits its group in memory, one member at a time.
      int m = t.commit_cursor;
      if (m < 0) return true;
      t.commit_cursor = (m == t.group_tail) ? -1 : w.threads[m].next;
      OpList l;
      AddCommitInMemory(w, l, m);
      l.Add(MakeOp(OpKind::kCommitMembers));
      l.PushFront(t.ops);
      return true;
    }
    case OpKind::kSignalDone:
      SignalDone(w, tid);
      return true;
    case OpKind::kDoorWait:
      if (w.door.in_flight == 0) return true;
      w.door.waiters.push_back(tid);
      Block(w, tid, ThreadState::stage_mutex_wait);
      return false;
    case OpKind::kDoorLeave:
      if (--w.door.in_flight == 0) {
        for (int32_t waiter : w.door.waiters) WakeSleeper(w, waiter);
        w.door.waiters.clear();
      }
      return true;
    default:
      return true;
  }
}

}  // namespace commitlab
