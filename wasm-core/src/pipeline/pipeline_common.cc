#include "pipeline/pipeline_common.h"

namespace commitlab {

constexpr int64_t kCondvarHandoffNs = 2000;  // one mutex hand-off after a broadcast

Op LatchOp(const World& w, int latch, LatchEffect effect, int32_t arg, int64_t extra_ns) {
  int id = MapLatch(w, latch);
  return MakeOp(OpKind::kLatch, w.d.hold[id] + extra_ns, static_cast<uint8_t>(id), static_cast<uint8_t>(effect), arg);
}

void AddPrepare(const World& w, OpList& list, int tid) {
  list.Add(MakeOp(OpKind::kExitInnodb));
  // innodb_support_xa=OFF (5.0-5.6): innobase_xa_prepare (ha_innodb.cc)
  // returns at once when !trx->support_xa, before trx_prepare_for_mysql:
  // no prepare record, no prepare redo flush.
  if (!w.threads[tid].xa_prepare) return;
  list.Add(MakeOp(OpKind::kCompute, w.d.prepare_cpu));
  list.Add(LatchOp(w, kLatchTrxSys));
  list.Add(LatchOp(w, kLatchLogSys, LatchEffect::kRedoAppend, 100));
}

void AddCommitInMemory(const World& w, OpList& list, int subject) {
  list.Add(MakeOp(OpKind::kCompute, w.d.commit_cpu));
  list.Add(LatchOp(w, kLatchTrxSys));
  list.Add(LatchOp(w, kLatchLogSys, LatchEffect::kCommitDone, subject));
  list.Add(LatchOp(w, kLatchLockSys, LatchEffect::kReleaseRowLocks, subject));
  list.Add(LatchOp(w, kLatchTrxSys));
}

int64_t BinlogPrepNs(const World& w, int tid) {
  return w.d.binlog_prep_base +
         static_cast<int64_t>(static_cast<double>(w.threads[tid].binlog_bytes) * w.d.binlog_prep_per_byte);
}

int64_t BinlogCopyNs(const World& w, int64_t bytes) {
  return static_cast<int64_t>(static_cast<double>(bytes) * w.d.copy_per_byte);
}

GroupWrite WriteGroupEvents(World& w, int leader) {
  GroupWrite g;
  const Binlog& b = w.binlog;
  for (int m = leader;; m = w.threads[m].next) {
    g.cpu += BinlogPrepNs(w, m) + BinlogCopyNs(w, w.threads[m].binlog_bytes);
    g.bytes += w.threads[m].binlog_bytes;
    DurOnBinlogWrite(w, m, b.total_bytes + g.bytes);  // where its events end, for the crash lab
    w.threads[m].binlog_seq = w.inv.binlog_seq++;
    ++g.members;
    if (m == w.threads[leader].group_tail) break;
  }
  return g;
}

bool EnqueueGroup(World& w, int stage, int head, int tail, int size) {
  StageQueue& q = w.binlog.queues[stage];
  w.threads[tail].next = -1;
  bool was_empty = q.head < 0;
  if (was_empty) q.head = head;
  else w.threads[q.tail].next = head;
  q.tail = tail;
  q.size += size;
  return was_empty;
}

void FetchQueue(World& w, int stage, int leader) {
  StageQueue& q = w.binlog.queues[stage];
  ClientThread& l = w.threads[leader];
  l.group_tail = q.tail;
  l.group_size = q.size;
  l.is_leader = true;
  w.binlog.leader[stage] = leader;
  w.binlog.processing[stage] = q.size;
  q = StageQueue();
  for (int m = leader;; m = w.threads[m].next) {
    w.threads[m].leader = leader;
    if (m == l.group_tail) break;
  }
  RecordGroup(w, stage, l.group_size);
}

bool EnterCommitStage(World& w, int tid, int leave_mutex) {
  ClientThread& t = w.threads[tid];
  bool lead = EnqueueGroup(w, kStageCommit, tid, t.group_tail, t.group_size);
  if (leave_mutex >= 0) MutexRelease(w, tid, leave_mutex);
  SetGroupState(w, tid, ThreadState::commit_queue);
  if (!lead) {
    t.do_rotate = false;
    Block(w, tid, ThreadState::commit_queue);
    return false;
  }
  OpList l;
  l.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockCommit, static_cast<uint8_t>(ThreadState::commit_queue)));
  l.Add(MakeOp(OpKind::kBgcCommitWork));
  l.PushFront(t.ops);
  return true;
}

void RecordGroup(World& w, int stage, int size) {
  IntervalAccum& c = w.metrics.cur;
  if (stage == kStageFlush) { ++c.flush_groups; c.flush_members += size; }
  if (stage == kStageSync) { ++c.sync_groups; c.sync_members += size; }
  if (stage == kStageCommit) { ++c.commit_groups; c.commit_members += size; }
}

void SetGroupState(World& w, int leader, ThreadState state) {
  int tail = w.threads[leader].group_tail;
  for (int m = leader;; m = w.threads[m].next) {
    SetState(w, m, state);
    if (m == tail || m < 0) break;
  }
}

void SignalDone(World& w, int leader) {
  ClientThread& l = w.threads[leader];
  if (l.group_tail != leader) {
    // pthread_cond_broadcast: each woken follower re-takes m_lock_done in
    // turn, so departures are spaced rather than simultaneous.
    int64_t spacing = 0;
    for (int m = l.next;; m = w.threads[m].next) {
      WakeSleeper(w, m, spacing);
      spacing += kCondvarHandoffNs;
      if (m == l.group_tail) break;
    }
  }
  ++w.group_commits;
  for (int s = 0; s < kStageCount; ++s)
    if (w.binlog.leader[s] == leader) {
      w.binlog.leader[s] = -1;
      w.binlog.processing[s] = 0;
    }
}

int64_t ProjectedBinlogSize(const World& w) {
  return w.binlog.file_size + (w.binlog.alloc_pos - w.binlog.written_pos);
}

void AddRotation(OpList& list) {
  list.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockLog, static_cast<uint8_t>(ThreadState::rotation)));
  list.Add(MakeOp(OpKind::kRotationWaitXids));
  list.Add(MakeOp(OpKind::kRotationFsync));
  list.Add(MakeOp(OpKind::kRotationFinish));
  list.Add(MakeOp(OpKind::kMutexRelease, 0, kMutexLockLog));
}

// MYSQL_BIN_LOG::rotate: wait until every transaction flushed to this
// file has committed in the engine, then close() fsyncs the whole file
// whatever sync_binlog says, all while LOCK_log is held.
void CloseRotatedFile(World& w) {
  Binlog& b = w.binlog;
  w.inv.bytes_rotated += b.file_size;
  if (w.inv.bytes_rotated > b.total_bytes) Violation(w, "rotation counted more bytes than were written");
  if (w.page_cache.files[kFileBinlog].dirty != 0) Violation(w, "rotation left dirty binlog bytes unsynced");
  b.file_size = 0;
  DurOnRotate(w);
  ++b.rotations;
  ++w.metrics.cur.rotations;
  b.rotating = false;
}

bool RunRotationOp(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  Binlog& b = w.binlog;
  switch (op.kind) {
    case OpKind::kRotateIfNeeded:
      if (t.do_rotate && ProjectedBinlogSize(w) >= w.d.max_binlog) {
        OpList l;
        AddRotation(l);
        l.PushFront(t.ops);
      } else {
        t.do_rotate = false;
      }
      return true;
    case OpKind::kRotationWaitXids:
      if (ProjectedBinlogSize(w) < w.d.max_binlog) {  // someone rotated already
        t.do_rotate = false;
        return true;
      }
      t.do_rotate = true;
      if (!b.rotating) {
        b.rotating = true;
        ++w.stalls_started;
      }
      SetState(w, tid, ThreadState::rotation);
      if (b.prepared_xids > 0) {
        b.xid_waiter = tid;
        Block(w, tid, ThreadState::rotation);
        return false;
      }
      return true;
    case OpKind::kRotationFsync: {
      if (!t.do_rotate) return true;
      int64_t bytes = CacheTakeAll(w, kFileBinlog);
      ++b.fsyncs;
      ++w.metrics.cur.binlog_fsyncs;
      ++w.fsyncs_issued;
      DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kThread, kFileBinlog, tid, bytes);
      Block(w, tid, ThreadState::rotation);
      return false;
    }
    case OpKind::kRotationFinish:
      if (t.do_rotate) {
        CloseRotatedFile(w);
        t.do_rotate = false;
        t.t_local += 30000;  // open the next file, write its header
      }
      return true;
    default:
      return true;
  }
}

}  // namespace commitlab
