// The whole simulated system as one plain value: copying a World is a
// checkpoint. Components refer to each other by index, never by pointer.
#ifndef COMMITLAB_SIM_WORLD_H_
#define COMMITLAB_SIM_WORLD_H_

#include <array>
#include <cstdint>
#include <vector>

#include "commitlab/machine.h"
#include "commitlab/scenario.h"
#include "engine/event_queue.h"
#include "model/admission.h"
#include "model/binlog.h"
#include "model/device.h"
#include "model/durability.h"
#include "model/latch.h"
#include "model/log_threads.h"
#include "model/os_mutex.h"
#include "model/page_cache.h"
#include "model/purge.h"
#include "model/redo_log.h"
#include "model/replica.h"
#include "model/row_lock_table.h"
#include "pipeline/commit_door.h"
#include "sim/client_thread.h"
#include "sim/invariants.h"
#include "sim/metrics.h"
#include "util/rng.h"

namespace commitlab {

enum EventKind : uint16_t {
  kEvWake,          // a thread resumes (target = thread)
  kEvLatchRelease,  // a contended latch's holder lets go (target = latch)
  kEvDeviceDone,    // a device operation completes (target = op slot)
  kEvReport,        // end of a report interval
  kEvMasterTick,    // InnoDB master thread, once a second
  kEvFlusherTick,   // kernel flusher thread
  kEvWriterDone,    // AliSQL binlog writer finished a copy
  kEvSyncerTick,    // AliSQL binlog-in-redo syncer period
  kEvPageCleaner,   // InnoDB page cleaner writes dirty data pages
  kEvSpinDeadline,  // a latch's earliest spinner deadline (target = latch, gen = its deadline_gen)
  kEvStealStart,    // the hypervisor takes a vCPU away
  kEvStealEnd,      // and gives it back
};

// Knob- and machine-derived constants in nanoseconds, recomputed
// whenever a knob changes.
struct Derived {
  CommitAlgorithm algo;
  Workload workload;
  bool log_bin;
  int trx_commit;
  int64_t sync_period;
  int64_t client_rtt, stmt_cpu, row_write, row_read, prepare_cpu, commit_cpu;
  std::array<int64_t, kLatchCount> hold;
  // CPU paid just before taking a latch: what a version's shorter hold no
  // longer serialises but still does (knobs/server_versions.cc).
  std::array<int64_t, kLatchCount> latch_outside;
  double cache_miss_ns;
  double latch_hot_hold;  // fraction of a hold when the last owner re-takes the latch
  int64_t futex_wake, timer_slack;
  int64_t spin_unit_ns;  // one unit of innodb_spin_wait_delay
  int64_t spin_check_ns; // one look at the lock word
  int spin_loops, spin_delay;
  double spin_mean_ns, spin_sd_ns;  // one spin episode's length
  JitterShape wake_jitter, rtt_jitter, device_jitter;
  int64_t binlog_prep_base;
  double binlog_prep_per_byte, copy_per_byte;
  int64_t syscall;
  int64_t context_switch;  // CPU of one sleep + wake-up, charged to the woken thread
  int64_t fsync_cpu;       // CPU of one fsync call
  int64_t odirect_write_cpu, odirect_flush_cpu;  // MariaDB's O_DIRECT redo calls; -1: not measured
  int64_t idle_wake_cpu;   // extra CPU when a wake-up lands on another core (an IPI)
  int64_t halted_wake_cpu; // more when that core has been idle long enough to halt
  int64_t halt_after_idle; // idle ns at which half of halted_wake_cpu is paid
  int64_t resume_refill_cpu;  // CPU to fetch a whole working set again (0: not counted)
  double working_sets_per_core;  // how many threads' working sets one core's private cache holds
  double cross_wake_share = 0;  // share of wake-ups onto a busy machine that land on another core
  int64_t sched_slice;     // EEVDF slice (ns) for wake-up preemption; 0: never preempt
  int64_t tick_slice;      // how long a long burst (purge) runs before giving way to a waiting thread
  int64_t client_cpu;      // sysbench per statement, on a core when the client shares the host
  bool client_on_host;
  double steal_per_ns;     // vCPUs taken per ns (a Poisson process), 0 on bare metal
  double steal_burst_ns;   // mean length of one stretch taken
  JitterShape fsync_shape; // lognormal fsync latency: median fsync_ns, tail from fsync_p99_us
  int64_t fsync_ns, write_ns, read_ns, fs_journal_ns, fs_read_ns;
  int64_t growing_fsync_extra_ns;  // a binlog fsync's journal commit beyond a redo fsync's (GrowingFileFsyncExtraUs)
  int64_t odirect_write_ns, odirect_flush_ns;
  bool redo_odirect;  // MariaDB 10.8+: the redo cycle is an O_DIRECT write, then a flush
  int64_t flush_exclusive_ns;
  double ns_per_byte;    // device transfer
  uint32_t miss_random;  // P(miss) for a uniformly chosen page, parts per 2^32
  uint32_t miss_hot;     // for a page of the hot set
  int64_t redo_per_row, page_flush_per_row, binlog_per_row;
  int64_t page_read_cpu;
  int64_t purge_op;  // CPU of one purge operation
  uint32_t evict_dirty;  // parts per 2^32
  int64_t max_binlog;
  int64_t bg_threshold;  // page-cache bytes before background writeback
  int64_t expire_ns, writeback_ns;
  int64_t concurrency;
  int64_t tickets;
};

struct World {
  Scenario scenario;
  KnobValues k;
  Physics phys;
  Derived d;
  int64_t now = 0;
  int64_t end_ns = 0;
  int64_t horizon = 0;  // callers asked to stop here: never run past it
  int64_t interval_ns = 1000000000;
  int64_t events_processed = 0;
  // Server threads woken from a sleep (each a voluntary context switch on a
  // real server: compare /proc/PID/task/*/status voluntary_ctxt_switches).
  int64_t sleeps = 0;
  // Woken threads that took a running thread's core (each an involuntary
  // context switch: /proc/PID/task/*/status nonvoluntary_ctxt_switches).
  int64_t preemptions = 0;
  // Times a client thread was given a core (model/cpu.cc): how many others
  // ran while a thread slept (its displaced caches, thread_runtime.cc).
  int64_t core_grants = 0;
  EventQueue events;
  Rng rng;  // system-level randomness: latch hand-off, device jitter
  Rng sched_rng;  // the kernel's choice of the next runnable thread
  Rng steal_rng;  // when the hypervisor takes a vCPU, and for how long
  int32_t stolen = 0;  // vCPUs the hypervisor is running something else on
  std::vector<ClientThread> threads;
  int32_t cores = 1;
  int32_t on_core = 0;
  std::vector<int64_t> idle_cores_since;  // per idle core, when it went idle, the latest last (model/cpu.cc)
  int32_t spinning = 0;
  std::vector<int32_t> run_queue;
  size_t run_queue_head = 0;
  std::array<Latch, kLatchCount> latches;
  std::array<OsMutex, kMutexCount> mutexes;
  Admission admission;
  RowLockTable row_locks;
  RedoLog redo;
  Binlog binlog;
  CommitDoor door;
  PageCache page_cache;
  Device device;
  LogThreads log_threads;     // MySQL 8.0 redo log threads
  MariadbGroupCommit mariadb;
  Purge purge;                // InnoDB purge threads and the history list
  Durability dur;        // what a crash would keep (model/durability.h)
  ReplicaState replica;  // one asynchronous replica (model/replica.h)
  int64_t rows_changed_since_tick = 0;
  std::vector<size_t> schedule_order;  // scenario.schedule indices by time
  size_t next_schedule = 0;            // next position in schedule_order
  Metrics metrics;
  InvariantLog inv;
  // Last step-kind event seen (for Step): 1 group, 2 fsync, 3 stall.
  int64_t group_commits = 0;
  int64_t fsyncs_issued = 0;
  int64_t stalls_started = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_SIM_WORLD_H_
