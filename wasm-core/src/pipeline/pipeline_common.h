// Pieces every commit algorithm is built from: the InnoDB prepare and
// in-memory commit, stage queues of threads, group bookkeeping and
// binlog rotation. Each algorithm file composes these.
#ifndef COMMITLAB_PIPELINE_PIPELINE_COMMON_H_
#define COMMITLAB_PIPELINE_PIPELINE_COMMON_H_

#include "sim/runtime.h"

namespace commitlab {

// A short list of ops to put in front of (or behind) a thread's program.
struct OpList {
  Op ops[32];
  int n = 0;
  void Add(const Op& op) { ops[n++] = op; }
  void PushFront(OpRing& ring) const {
    for (int i = n - 1; i >= 0; --i) ring.PushFront(ops[i]);
  }
  void PushBack(OpRing& ring) const {
    for (int i = 0; i < n; ++i) ring.PushBack(ops[i]);
  }
};

inline int RedoMode(const World& w) { return w.d.trx_commit == 1 ? 1 : (w.d.trx_commit == 2 ? 2 : 0); }

Op LatchOp(const World& w, int latch, LatchEffect effect = LatchEffect::kNone, int32_t arg = 0, int64_t extra_ns = 0);

// innobase_xa_prepare: leave innodb_thread_concurrency, mark prepared.
void AddPrepare(const World& w, OpList& list, int tid);
// trx_commit_in_memory for `subject` (run by itself or by a leader).
void AddCommitInMemory(const World& w, OpList& list, int subject);
// The CPU to turn one transaction's binlog cache into events.
int64_t BinlogPrepNs(const World& w, int tid);
int64_t BinlogCopyNs(const World& w, int64_t bytes);
// A leader writes its group's events (leader .. group_tail) into the binlog
// at the file's end: each member gets its binlog position and order; the
// leader's CPU and the group's bytes and size come back.
struct GroupWrite {
  int64_t cpu = 0;
  int64_t bytes = 0;
  int members = 0;
};
GroupWrite WriteGroupEvents(World& w, int leader);

// Stage queues (Stage_manager): returns true when the queue was empty,
// i.e. the caller leads the next batch.
bool EnqueueGroup(World& w, int stage, int head, int tail, int size);
// The leader takes the whole queue as its group.
void FetchQueue(World& w, int stage, int leader);
void SetGroupState(World& w, int leader, ThreadState state);
// Wakes every member but the leader (Stage_manager::signal_done).
void SignalDone(World& w, int leader);
void RecordGroup(World& w, int stage, int size);
// change_stage(COMMIT_STAGE): queue the leader's group for the ordered
// commit stage and let go of leave_mutex (-1 for none). The first group
// in leads and takes LOCK_commit; the others sleep until signal_done.
bool EnterCommitStage(World& w, int tid, int leave_mutex);

// Rotation: the leader that saw the file pass max_binlog_size.
void AddRotation(OpList& list);
// The old binlog file is fully synced: count it, check it, start the next.
void CloseRotatedFile(World& w);
int64_t ProjectedBinlogSize(const World& w);

bool RunGroupCommitOp(World& w, int tid, const Op& op);
bool RunMysql55Op(World& w, int tid, const Op& op);
bool RunParallelFlushOp(World& w, int tid, const Op& op);
bool RunRotationOp(World& w, int tid, const Op& op);
bool RunMariadbOp(World& w, int tid, const Op& op);

void AddNoBinlogCommit(const World& w, OpList& list, int tid);
void AddMysql55Commit(const World& w, OpList& list, int tid);
void AddGroupCommit(const World& w, OpList& list, int tid);
void AddParallelFlushCommit(const World& w, OpList& list, int tid);
void AddMariadbCommit(const World& w, OpList& list, int tid);

}  // namespace commitlab

#endif  // COMMITLAB_PIPELINE_PIPELINE_COMMON_H_
