// Functions the components use on the shared World. Each is defined in
// the file named after its component.
#ifndef COMMITLAB_SIM_RUNTIME_H_
#define COMMITLAB_SIM_RUNTIME_H_

#include <cstdint>

#include "sim/world.h"

namespace commitlab {

// Records a broken invariant (sim/thread_runtime.cc).
void Violation(World& w, const std::string& what);
// Every blocked thread has something that will wake it (sim/wait_invariants.cc).
void CheckNoThreadWaitsForever(World& w);

// Thread interpreter (sim/thread_runtime.cc).
void Advance(World& w, int tid);
void SetState(World& w, int tid, ThreadState state);
void Block(World& w, int tid, ThreadState state);  // leaves its core
void WakeAt(World& w, int tid, int64_t t);          // schedules a resume
// Wakes a thread sleeping on a futex/condvar: the kernel's wake-up
// latency varies, so it is drawn around futex_wake_us.
void WakeSleeper(World& w, int tid, int64_t extra_ns = 0);
void OnWake(World& w, int tid, uint16_t gen);
void StartThread(World& w, int tid);

// Cores (model/cpu.cc).
void CpuAccount(World& w);
// A core is free: not running a thread and not taken by the hypervisor.
inline bool CoreFree(const World& w) { return w.on_core < w.cores - w.stolen; }
// When the core that went idle last did so (now if none is idle).
inline int64_t LastIdleSince(const World& w) { return w.idle_cores_since.empty() ? w.now : w.idle_cores_since.back(); }
int64_t CrossCoreWakeCpu(World& w, ClientThread& t, int64_t idle_since);  // extra CPU of a wake-up
bool CoreAcquire(World& w, int tid);  // false: queued on the run queue
void CoreRelease(World& w, int tid);
void DispatchRunQueue(World& w);  // free cores to runnable threads
void OnStealStart(World& w);
void OnStealEnd(World& w);

// Latches (model/latch.cc). False: the thread waits (op stays in front).
bool LatchAcquire(World& w, int tid, const Op& op);
void OnLatchRelease(World& w, int latch);
void OnSpinTimeout(World& w, int tid);
void OnSpinDeadline(World& w, int latch, uint16_t gen);
void ApplyLatchEffect(World& w, int tid, const Op& op);
int MapLatch(const World& w, int latch);

// OS mutexes (model/os_mutex.cc).
bool MutexAcquire(World& w, int tid, int mutex, ThreadState wait_state);
void MutexRelease(World& w, int tid, int mutex);

// innodb_thread_concurrency (model/admission.cc).
bool AdmissionEnter(World& w, int tid);
void AdmissionExit(World& w, int tid);
void OnAdmissionWake(World& w, int tid);

// Row locks (model/row_locks.cc).
bool RowLockAcquire(World& w, int tid, uint64_t key);
void RowLocksRelease(World& w, int tid);

// Redo (model/redo_log.cc).
bool RedoWriteUpTo(World& w, int tid, int64_t lsn, int mode);
void StartRedoFlush(World& w, int tid = -1);  // tid: the thread calling fsync(), -1 none
void OnRedoFlushDone(World& w);
void FinishRedoFlush(World& w);
void OnRedoDirectWriteDone(World& w);  // MariaDB: the O_DIRECT redo write is on the device
void IssueRedoFlush(World& w);
void RedoBackground(World& w);

// MySQL 8.0 redo log threads (model/log_threads.cc).
bool LogThreadsServe(const World& w);  // mysql80 with innodb_log_writer_threads=ON
void EnsureLogThreads(World& w);       // creates them the first time they serve
bool LogThreadsWaitUpTo(World& w, int tid, int64_t lsn, int mode);
bool RunLogThreadOp(World& w, int tid, const Op& op);

// Purge (model/purge.cc).
void ApplyPurgeThreads(World& w);                   // creates innodb_purge_threads threads (more if it grows)
void PurgeOnCommit(World& w, int64_t ops);          // a commit's undo log joins the history
void PurgeMasterTick(World& w);                     // the master thread's once-a-second wake-up
int64_t PurgeHistory(const World& w);               // undo logs not yet purged (history list length)
bool RunPurgeOp(World& w, int tid, const Op& op);

// Page cache (model/page_cache.cc).
void CacheWrite(World& w, int file, int64_t bytes);
int64_t CacheTakeAll(World& w, int file);
void FlusherTick(World& w);

// Device (model/device.cc).
void DeviceSubmit(World& w, DeviceOpKind kind, DeviceOwner owner, int file, int tid, int64_t bytes);
void OnDeviceDone(World& w, int slot);

// Commit pipeline (pipeline/*.cc).
void GenerateCommit(World& w, int tid);
bool RunPipelineOp(World& w, int tid, const Op& op);
void OnWriterDone(World& w);
void OnSyncerDone(World& w);
void OnSyncerTick(World& w);

// Workload (workload/workload.cc).
void StartTransaction(World& w, int tid);
void GenerateNextStatement(World& w, int tid);
void RollbackTransaction(World& w, int tid);

// Metrics (sim/metrics.cc).
void RecordTransaction(World& w, int tid);
void ReportInterval(World& w);

// The machine's physics as this server version runs (knobs/server_versions.cc).
Physics ServerVersionPhysics(const World& w);
// Crash state (model/durability.cc): called where the server reaches
// each point a crash recovery later depends on.
void DurOnBinlogWrite(World& w, int tid, int64_t end);  // its events end at `end` (global offset)
void DurOnBinlogInRedo(World& w, int leader);           // the group's events are in redo up to redo.lsn
void DurOnEngineCommit(World& w, int tid);              // its commit record is in the log buffer
void DurOnAck(World& w, int tid);                       // the client got OK
void DurOnDeviceOp(World& w, bool fsync, int file, int64_t done);  // log bytes leave the page cache
void DurOnBinlogWritten(World& w);                      // write() of binlog events done
void DurOnRotate(World& w);                             // a new binlog file is open
void DurFoldAll(World& w);                              // forget device operations that are over
int64_t SafeDurablePos(const World& w, int file);       // survives any crash from now on

// Replica (model/replica.cc).
void ReplicaSwitch(World& w);               // follows the 'replica' knob
void ReplicaCatchUp(World& w, int64_t t);   // receive what arrived by t
void ReplicaAdvance(const World& w, ReplicaState& r, int64_t t);  // the same on a copy
int64_t ReplicaApplied(const ReplicaState& r, int64_t t);
int64_t ReplicaApplyNs(const World& w);
int64_t ReplicaEventsPerTrx(const World& w);

// Derived constants (sim/derive.cc).
void Derive(World& w);

}  // namespace commitlab

#endif  // COMMITLAB_SIM_RUNTIME_H_
