// AliSQL binlog parallel flush and binlog in redo V2 (S003).
// Serial part, under LOCK_log: take the queue as a group, (parallel
// flush) sync redo for it, and allocate the group's space in the binlog
// buffer (GTIDs, positions). Parallel part: the leader prepares its
// members' events into the buffer while other groups do the same. An
// asynchronous writer copies the buffer to the file in order and a
// syncer fsyncs it; the leader waits for the writer or the syncer, then
// commits its members. Binlog in redo instead copies the events into the
// redo log, so one redo fsync makes both durable and nobody waits for
// the binlog fsync.
#include "pipeline/pipeline_common.h"

namespace commitlab {

namespace {

bool InRedo(const World& w) {
  return w.d.algo == CommitAlgorithm::kBinlogInRedo || w.d.algo == CommitAlgorithm::kBinlogInRedoV1;
}

constexpr int64_t kAllocNsPerTrx = 500;  // GTID + position assignment

int64_t GroupBytes(const World& w, int leader) {
  int64_t bytes = 0;
  for (int m = leader;; m = w.threads[m].next) {
    bytes += w.threads[m].binlog_bytes;
    if (m == w.threads[leader].group_tail) break;
  }
  return bytes;
}

void WakePositionWaiters(World& w) {
  Binlog& b = w.binlog;
  size_t keep = 0;
  for (size_t i = 0; i < b.pos_waiters.size(); ++i) {
    int tid = b.pos_waiters[i];
    const ClientThread& t = w.threads[tid];
    bool ready;
    if (t.state == ThreadState::commit_queue) ready = b.commit_pos == t.pf_start;  // its turn to commit
    else ready = (t.state == ThreadState::wait_syncer ? b.synced_pos : b.written_pos) >= t.pf_end;
    if (ready) WakeSleeper(w, tid);
    else b.pos_waiters[keep++] = tid;
  }
  b.pos_waiters.resize(keep);
}

void StartSync(World& w) {
  Binlog& b = w.binlog;
  b.syncer_busy = true;
  b.syncer_target = b.written_pos;
  b.groups_since_sync = 0;
  ++w.fsyncs_issued;
  DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kBinlogSyncer, kFileBinlog, -1, CacheTakeAll(w, kFileBinlog));
}

void KickSyncer(World& w) {
  Binlog& b = w.binlog;
  if (b.syncer_busy || b.synced_pos >= b.written_pos) return;
  if (InRedo(w)) return;  // periodic, see OnSyncerTick
  if (w.d.sync_period <= 0) return;
  if (w.d.sync_period > 1 && b.groups_since_sync < w.d.sync_period) return;
  StartSync(w);
}

// The group has let go of LOCK_log and moves on to the binlog buffer,
// so the flush stage no longer works for it. signal_done clears only a
// group that also led the commit stage: views drew a stale flush group.
void LeaveFlushStage(World& w, int tid) {
  Binlog& b = w.binlog;
  if (b.leader[kStageFlush] != tid) return;
  b.leader[kStageFlush] = -1;
  b.processing[kStageFlush] = 0;
}

void KickWriter(World& w) {
  Binlog& b = w.binlog;
  if (b.writer_busy) return;
  size_t i = b.buffer_head;
  int64_t end = b.written_pos;
  while (i < b.buffer.size() && b.buffer[i].ready) end = b.buffer[i++].end;
  if (end == b.written_pos) return;
  b.writer_busy = true;
  b.writer_target = end;
  int64_t bytes = end - b.written_pos;
  w.events.Push(w.now + w.d.syscall + static_cast<int64_t>(static_cast<double>(bytes) * w.d.copy_per_byte), kEvWriterDone,
                0, 0);
}

}  // namespace

void AddParallelFlushCommit(const World& w, OpList& list, int tid) {
  AddPrepare(w, list, tid);
  list.Add(MakeOp(OpKind::kPfEnroll));
}

bool RunParallelFlushOp(World& w, int tid, const Op& op) {
  ClientThread& t = w.threads[tid];
  Binlog& b = w.binlog;
  bool in_redo = w.d.algo == CommitAlgorithm::kBinlogInRedo;
  OpList l;
  switch (op.kind) {
    case OpKind::kPfEnroll: {
      t.is_leader = false;
      t.do_rotate = false;
      if (!EnqueueGroup(w, kStageFlush, tid, tid, 1)) {
        Block(w, tid, ThreadState::flush_queue);
        return false;
      }
      SetState(w, tid, ThreadState::flush_queue);
      l.Add(MakeOp(OpKind::kMutexAcquire, 0, kMutexLockLog, static_cast<uint8_t>(ThreadState::flush_queue)));
      l.Add(MakeOp(OpKind::kPfFetchAllocate, 0, 0));
      l.PushFront(t.ops);
      return true;
    }
    case OpKind::kPfFetchAllocate:
      if (op.a == 0) {
        FetchQueue(w, kStageFlush, tid);
        SetGroupState(w, tid, ThreadState::flush_stage);
        t.commit_cursor = tid;
        if (!in_redo) {
          l.Add(MakeOp(OpKind::kGroupRedoFlush, 0, static_cast<uint8_t>(RedoMode(w))));
          l.Add(MakeOp(OpKind::kSetState, 0, static_cast<uint8_t>(ThreadState::flush_stage)));
        }
        l.Add(MakeOp(OpKind::kPfFetchAllocate, 0, 1));
        l.Add(MakeOp(OpKind::kMutexRelease, 0, kMutexLockLog));
        l.Add(MakeOp(OpKind::kPfPrepare, 0, 0));
        if (in_redo) l.Add(MakeOp(OpKind::kGroupRedoFlush, 0, 1));
        if (!in_redo) l.Add(MakeOp(OpKind::kPfWait, 0, w.d.sync_period == 1 ? 1 : 0));
        else if (w.k.Bool(Knob::wait_binlog_flush)) l.Add(MakeOp(OpKind::kPfWait, 0, 0));
        if (in_redo) {
          // Binlog in redo V2: each group commits as soon as it is durable.
          l.Add(MakeOp(OpKind::kSetState, 0, static_cast<uint8_t>(ThreadState::commit_stage)));
          l.Add(MakeOp(OpKind::kCommitMembers));
          l.Add(MakeOp(OpKind::kSignalDone));
          l.Add(MakeOp(OpKind::kRotateIfNeeded));
        } else {
          // Parallel flush keeps binlog_order_commits: groups join the
          // ordered commit stage in binlog order.
          l.Add(MakeOp(OpKind::kPfCommitTurn));
        }
        l.PushFront(t.ops);
        return true;
      } else {
        int64_t bytes = GroupBytes(w, tid);
        t.t_local += kAllocNsPerTrx * t.group_size;
        if (b.buffer_head > 1024 && b.buffer_head * 2 > b.buffer.size()) {
          b.buffer.erase(b.buffer.begin(), b.buffer.begin() + static_cast<long>(b.buffer_head));
          b.buffer_head = 0;
        }
        b.buffer.push_back({b.alloc_pos, b.alloc_pos + bytes, false});
        t.pf_slot = static_cast<int32_t>(b.buffer.size() - 1);
        t.pf_start = b.alloc_pos;
        int64_t end = b.total_bytes + (b.alloc_pos - b.written_pos);  // global binlog offset
        for (int m = tid;; m = w.threads[m].next) {  // members' places in binlog order
          end += w.threads[m].binlog_bytes;
          DurOnBinlogWrite(w, m, end);
          if (m == t.group_tail) break;
        }
        b.alloc_pos += bytes;
        t.pf_end = b.alloc_pos;
        b.prepared_xids += t.group_size;
        if (ProjectedBinlogSize(w) >= w.d.max_binlog) t.do_rotate = true;
        return true;
      }
    case OpKind::kPfPrepare:
      if (op.a == 0) {
        LeaveFlushStage(w, tid);
        SetGroupState(w, tid, ThreadState::binlog_buffer);
        int64_t cpu = 0;
        for (int m = tid;; m = w.threads[m].next) {
          cpu += BinlogPrepNs(w, m) + BinlogCopyNs(w, w.threads[m].binlog_bytes);
          if (m == t.group_tail) break;
        }
        t.t_local += cpu;
        t.ops.PushFront(MakeOp(OpKind::kPfPrepare, 0, 1));
        return true;
      } else {
        // pf_slot may have moved if the buffer was compacted: find by end.
        for (size_t i = b.buffer_head; i < b.buffer.size(); ++i)
          if (b.buffer[i].end == t.pf_end) b.buffer[i].ready = true;
        KickWriter(w);
        if (in_redo) {
          int64_t bytes = GroupBytes(w, tid);
          t.ops.PushFront(LatchOp(w, kLatchLogSys, LatchEffect::kRedoAppendBinlog, static_cast<int32_t>(bytes),
                                  BinlogCopyNs(w, bytes)));
          SetGroupState(w, tid, ThreadState::redo_wait);
        }
        return true;
      }
    case OpKind::kPfWait: {
      bool syncer = op.a == 1;
      int64_t pos = syncer ? b.synced_pos : b.written_pos;
      if (pos >= t.pf_end) return true;
      ThreadState s = syncer ? ThreadState::wait_syncer : ThreadState::wait_writer;
      SetGroupState(w, tid, s);
      b.pos_waiters.push_back(tid);
      Block(w, tid, s);
      if (syncer) KickSyncer(w);
      return false;
    }
    case OpKind::kPfCommitTurn: {
      if (b.commit_pos != t.pf_start) {  // an earlier group has not enrolled yet
        SetGroupState(w, tid, ThreadState::commit_queue);
        b.pos_waiters.push_back(tid);
        Block(w, tid, ThreadState::commit_queue);
        t.ops.PushFront(op);  // look again when woken
        return false;
      }
      b.commit_pos = t.pf_end;
      WakePositionWaiters(w);
      return EnterCommitStage(w, tid, -1);
    }
    default:
      return true;
  }
}

void OnWriterDone(World& w) {
  Binlog& b = w.binlog;
  int64_t bytes = b.writer_target - b.written_pos;
  b.written_pos = b.writer_target;
  b.file_size += bytes;
  b.total_bytes += bytes;
  CacheWrite(w, kFileBinlog, bytes);
  DurOnBinlogWritten(w);
  w.metrics.cur.binlog_bytes += bytes;
  while (b.buffer_head < b.buffer.size() && b.buffer[b.buffer_head].end <= b.written_pos) {
    ++b.buffer_head;
    ++b.groups_since_sync;
  }
  b.writer_busy = false;
  WakePositionWaiters(w);
  KickSyncer(w);
  KickWriter(w);
}

void OnSyncerDone(World& w) {
  Binlog& b = w.binlog;
  b.synced_pos = b.syncer_target;
  b.syncer_busy = false;
  ++b.fsyncs;
  ++w.metrics.cur.binlog_fsyncs;
  ++w.metrics.cur.sync_groups;
  WakePositionWaiters(w);
  KickSyncer(w);
}

// Binlog in redo (V1 and V2) syncs the binlog file in the background
// (sync_binlog_interval, 50 ms): redo already made it durable.
void OnSyncerTick(World& w) {
  Binlog& b = w.binlog;
  if (!InRedo(w) || !w.d.log_bin) return;
  if (!b.syncer_busy && b.synced_pos < b.written_pos) StartSync(w);
}

}  // namespace commitlab
