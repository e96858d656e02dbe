// One sysbench client thread and the server thread serving it.
#ifndef COMMITLAB_SIM_CLIENT_THREAD_H_
#define COMMITLAB_SIM_CLIENT_THREAD_H_

#include <array>
#include <cstdint>

#include "commitlab/knobs.h"
#include "commitlab/layout.h"
#include "sim/op.h"
#include "util/rng.h"

namespace commitlab {

constexpr int kMaxRowLocks = 64;
constexpr int kStoryLength = 32;

// When (ns, 56 bits: over two years) and the state it entered, in one
// word: the ring spans four cache lines instead of eight, which matters
// when hundreds of threads' rings compete for the core's caches.
struct StoryEntry {
  uint64_t word = 0;
  static StoryEntry Of(int64_t t, ThreadState state) {
    return {static_cast<uint64_t>(t) << 8 | static_cast<uint8_t>(state)};
  }
  int64_t t() const { return static_cast<int64_t>(word >> 8); }
  ThreadState state() const { return static_cast<ThreadState>(word & 0xFF); }
};

// What a transaction runs, fixed when it starts: a workload or statement
// count changed mid-run applies from the next transaction, so one in
// flight still ends with its own COMMIT.
struct TrxShape {
  Workload workload = Workload::kUpdateIndex;
  int32_t point_selects = 0, range_selects = 0;
  int32_t index_updates = 0, non_index_updates = 0, delete_inserts = 0;
};

// The fields nearly every event of a thread reads or writes come first,
// with the op ring's indices right after them: with hundreds of threads
// the threads outgrow the core's first-level cache, and an event then
// misses on fewer lines of its thread (a sixth fewer L1 read misses at
// 512 threads, as cachegrind counts them).
struct ClientThread {
  // Where it is.
  ThreadState state = ThreadState::client;
  bool on_core = false;
  bool active = true;       // false once 'threads' shrinks below it
  uint8_t role = 0;         // ServerRole: 0 a client's thread, else a server thread (8.0 log threads)
  uint16_t gen = 0;         // bumps to cancel a pending wake
  // Latches: which one it spins or sleeps on.
  int8_t wait_latch = -1;
  bool latch_outside_paid = false;  // the front latch op's outside work is done
  bool spin_noticed = false;  // a release picked it: its wake-up decides, not the deadline
  int64_t state_since = 0;
  int64_t t_local = 0;        // own clock while running ahead on its core
  int64_t spin_deadline = 0;  // end of its spin episode
  uint64_t spin_seq = 0;      // with the deadline, orders its end among events at that instant
  int32_t spin_index = -1;    // its place in the latch's spinners
  int32_t story_pos = 0;      // next slot of story (below)
  Rng rng;
  OpRing ops;

  int64_t client_sent = 0;  // when sysbench on the host last sent a statement (its core idles after)
  int64_t grants_when_left = 0;  // core_grants when it last gave up its core (its caches' displacement)
  // EEVDF bookkeeping (model/cpu.cc), kept only with sched_slice > 0.
  int64_t core_since = 0;   // when it last got a core
  int64_t vruntime = 0;     // ns it has run, up to core_since while on a core
  int64_t vlag = 0;         // service it was owed when it went to sleep
  int64_t deadline = 0;     // virtual deadline: vruntime at placement + slice

  // The transaction.
  int64_t trx_start = 0;
  TrxShape shape;
  uint8_t trx_kind = 0;     // TPC-C transaction type
  uint64_t home_warehouse = 0;  // TPC-C: fixed per transaction
  uint64_t home_district = 0;
  uint64_t last_key = 0;    // the row a DELETE freed, for the INSERT that follows
  int32_t stmt_index = 0;
  int32_t reads = 0, writes = 0, others = 0;  // queries in this transaction
  int32_t rows_changed = 0;
  int32_t purge_ops = 0;    // what purge must do once it commits (workload.cc: PurgeOperations)
  bool update_undo = false; // it updated or deleted: its undo log joins the history list
  int64_t trx_lsn = 0;      // end LSN of its redo so far
  int64_t binlog_bytes = 0; // its binlog cache
  bool wrote = false;       // has a read-write transaction id
  bool committed = false;   // InnoDB commit done (checked: exactly once)
  bool commit_issued = false;  // its COMMIT (or autocommit) ran: checked when it is counted
  bool xa_prepare = true;   // InnoDB prepares it (innodb_support_xa as its commit began)
  int64_t binlog_seq = -1;  // position in binlog order, -1 if not binlogged
  std::array<uint64_t, kMaxRowLocks> locks{};
  int32_t n_locks = 0;
  uint64_t waiting_key = 0;
  bool waiting_row = false;
  int32_t next_row_waiter = -1;

  // innodb_thread_concurrency.
  int64_t tickets = 0;
  bool inside = false;
  int32_t n_sleeps = 0;
  bool waiting_admission = false;

  // Commit groups (binlog group commit, parallel flush).
  int32_t next = -1;        // link in a stage queue / group list
  int32_t group_tail = -1;  // leader: last member of its group
  int32_t group_size = 0;   // leader: members including itself
  int32_t leader = -1;      // follower: its current leader
  int32_t commit_cursor = -1;  // leader: next member to commit in memory
  bool is_leader = false;
  bool do_rotate = false;
  bool done_signalled = false;
  int64_t pf_start = 0;     // parallel flush: its group's place in the binlog
  int64_t pf_end = 0;
  int32_t pf_slot = -1;

  std::array<StoryEntry, kStoryLength> story{};  // the last states it went through, a ring

  // Totals for sysbench's fairness lines.
  int64_t events = 0;
  int64_t exec_ns = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_SIM_CLIENT_THREAD_H_
