// What a thread does next. A thread runs a short program of ops; ops
// that only use the thread's own core (compute, an uncontended latch
// hold) run ahead on its local clock without events, and ops that touch
// shared state wait until the global clock reaches the thread's clock.
#ifndef COMMITLAB_SIM_OP_H_
#define COMMITLAB_SIM_OP_H_

#include <array>
#include <cstdint>

namespace commitlab {

enum class OpKind : uint8_t {
  kCompute,         // n = ns of CPU
  kLatch,           // a = latch, b = effect, arg = effect argument, n = hold ns
  kRowLock,         // n = row key: X lock held to commit
  kPageRead,        // n = miss probability in parts per 2^32
  kClient,          // n = ns round trip (off core)
  kEnterInnodb,     // innodb_thread_concurrency admission
  kExitInnodb,      // forced exit
  kNextStatement,   // generator: the workload appends the next statement
  kCommit,          // generator: the commit algorithm appends its steps
  kTrxDone,         // transaction finished: account and start the next
  kRedoFlush,       // a = 1 write+fsync, 2 write; own transaction's LSN
  kGroupRedoFlush,  // a = mode; everything in the log buffer
  kRedoFlushTo,     // n = LSN: a woken waiter that is to start the next fsync
  kRedoFlushReturn, // the flusher is back from fsync(): wake the waiters it covered
  kRedoFlushIssue,  // the flusher is back from its O_DIRECT write: issue the flush
  kMutexAcquire,    // a = OS mutex, b = state shown while waiting
  kMutexRelease,    // a = OS mutex
  kBgcEnroll,       // a = stage (0 flush, 1 sync, 2 commit)
  kBgcFlushFetch,   // flush leader: take the queue
  kBgcFlushWrite,   // flush leader: events into the binlog file
  kBgcSyncWork,     // sync leader: optional delay, fetch, fsync
  kBgcCommitWork,   // commit leader: fetch the queue
  kCommitMembers,   // generator: in-memory commit of the next group member
  kSignalDone,      // wake the group's followers
  kBinlogWrite55,   // 5.5: this transaction's events into the file
  kBinlogSync55,    // 5.5: sync_binlog counts transactions
  kUnlog55,         // 5.5: prepared_xids--, rotation check
  kRotateIfNeeded,  // leader that saw the file pass max_binlog_size
  kRotationWaitXids,
  kRotationFsync,
  kRotationFinish,
  kPfEnroll,        // parallel flush / binlog in redo: join a group
  kPfFetchAllocate, // leader: take the queue, allocate buffer space
  kPfPrepare,       // leader: prepare the group's events (parallel across groups)
  kPfWait,          // a = 0 writer, 1 syncer
  kPfCommitTurn,    // a = 0 wait for binlog order, 1 pass the turn on
  kSetState,        // a = state (display only)
  // MySQL 8.0 redo log threads (model/log_threads.cc).
  kLogThreadLoop,   // a = ServerRole: one turn of a log thread's loop
  kLogWriterWrote,  // n = LSN the log writer's write() has reached
  kLogFlusherDone,  // n = LSN the log flusher's fsync() made durable
  kLogSpinEnd,      // a = 1 flush, 2 write; n = LSN: a user thread's spin is over
  // MariaDB binary log group commit (pipeline/mariadb.cc).
  kMariaEnqueue,    // queue_for_group_commit: the first in leads
  kMariaCollect,    // leader holds LOCK_log: wait for enough commits, take the queue
  kMariaWrite,      // leader: every member's events into the binlog, then sync_binlog
  kMariaRotate,     // leader: the file passed max_binlog_size (a = 0 fsync, 1 finish)
  kMariaCommitNext, // leader: commit_ordered for the next member, then wake it
  // InnoDB purge (model/purge.cc); a = the purge thread's slot.
  kPurgeLoop,       // coordinator: take the next batch, or stop
  kPurgeBatchDone,  // coordinator: its share is done; wait for the workers
  kPurgeWorkerWait, // worker: asleep until the coordinator hands it a share
  kPurgeWorkerDone, // worker: its share is done
  kPurgeWork,       // n = CPU ns of purge left: a slice, then give way if a thread waits for a core
  kDoorWait,        // wait until commits of the old algorithm finished (commit_door.h)
  kDoorLeave,       // this binlogged commit is finished
};

// Effects a latch op performs when acquired (inside the critical section).
enum class LatchEffect : uint8_t {
  kNone,
  kRedoAppend,       // arg = bytes: advance the LSN, remember it
  kReleaseRowLocks,  // arg = thread whose locks are released (commit)
  kCommitDone,       // arg = thread now committed in InnoDB (prepared_xids--)
  kRedoWrite,        // write the log buffer to the file (no fsync)
  kRedoAppendBinlog, // binlog in redo: arg = the group's binlog bytes appended to redo
};

struct Op {
  OpKind kind;
  uint8_t a;
  uint8_t b;
  uint8_t pad;
  int32_t arg;
  int64_t n;
};

// A small ring: generators append a statement at a time, leaders push
// stage work in front of what remains.
//
// An op appended to an empty ring goes to slot kHome: the few ops a
// statement needs then sit in the ring's first cache lines every time
// (with room in front for what is pushed there), instead of the ring
// walking over all its 1 KiB. With hundreds of threads that keeps each
// thread's ops in the core's caches.
class OpRing {
 public:
  static constexpr int kCapacity = 64;
  static constexpr int kHome = 4;
  bool Empty() const { return head_ == tail_; }
  int Size() const { return static_cast<int>((tail_ - head_) & (kCapacity - 1)); }
  const Op& Front() const { return ops_[head_]; }
  void PopFront() { head_ = (head_ + 1) & (kCapacity - 1); }
  void PushBack(const Op& op) {
    if (head_ == tail_) head_ = tail_ = kHome;
    ops_[tail_] = op;
    tail_ = (tail_ + 1) & (kCapacity - 1);
  }
  void PushFront(const Op& op) {
    if (head_ == tail_) head_ = tail_ = kHome;
    head_ = (head_ - 1) & (kCapacity - 1);
    ops_[head_] = op;
  }
  void Clear() { head_ = tail_ = kHome; }

 private:
  // The indices before the ops: they share a cache line with the first ops.
  int head_ = kHome;
  int tail_ = kHome;
  std::array<Op, kCapacity> ops_{};
};

inline Op MakeOp(OpKind kind, int64_t n = 0, uint8_t a = 0, uint8_t b = 0, int32_t arg = 0) {
  Op op;
  op.kind = kind;
  op.a = a;
  op.b = b;
  op.pad = 0;
  op.arg = arg;
  op.n = n;
  return op;
}

}  // namespace commitlab

#endif  // COMMITLAB_SIM_OP_H_
