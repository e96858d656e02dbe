// The replica's own crash and restart (docs/crash-recovery.md section 5):
// what its data, relay log and the two position repositories keep, then
// where the applier and the receiver start again. The applier position
// behind the data: transactions applied twice (an INSERT's row is there
// already: error 1062; a DELETE's row is gone: 1032). Ahead of the data:
// transactions skipped. relay_log_recovery throws the relay log away and
// fetches again from the applier position.
#include "crash/recovery.h"
#include "sim/runtime.h"

namespace commitlab {

namespace {

// Rounds a count of transactions down to the last multiple of `every`
// events (a sync every N events), in whole transactions.
int64_t SyncedTrx(int64_t trx, int64_t events_per_trx, int64_t every) {
  if (every <= 0) return 0;  // left to the OS: nothing fsynced by the server
  int64_t events = trx * events_per_trx;
  return (events / every) * every / events_per_trx;
}

// Error on applying a transaction twice in ROW format. The sysbench
// scripts change rows found by primary key and insert the id they
// deleted, so a second application finds what it expects and succeeds
// (same after image); TPC-C's New-Order inserts fresh keys: 1062.
int32_t ReapplyError(const World& w) { return w.d.workload == Workload::kTpcc ? 1062 : 0; }

}  // namespace

CrashOutcome CrashReplica(const World& w, CrashKind kind) {
  CrashOutcome out;
  out.kind = kind;
  out.target = CrashTarget::kReplica;
  out.at_ns = w.now;
  out.volatile_cache = w.k.Get(Knob::device_volatile_cache_mb) > 0;
  if (!w.replica.active) return out;
  ReplicaRestart& rr = out.replica_restart;
  rr.present = true;
  ReplicaState r = w.replica;
  ReplicaAdvance(w, r, w.now);
  int64_t now = w.now;
  int64_t e = ReplicaEventsPerTrx(w);
  int64_t write_ns = w.d.syscall;
  int64_t fsync_ns = w.d.fsync_ns + w.d.fs_journal_ns;
  bool os = kind != CrashKind::kMysqld;
  bool file_applier = w.k.Int(Knob::relay_log_info_repository) == 0;
  bool file_receiver = w.k.Int(Knob::master_info_repository) == 0;
  int trx_commit = static_cast<int>(w.k.Int(Knob::replica_flush_log_at_trx_commit));

  rr.received = r.received;
  rr.applied = ReplicaApplied(r, now);
  // The replica's own InnoDB: trx_commit=1 keeps every applied
  // transaction; 2 loses the last second on an OS crash; 0 on any crash.
  bool second_only = trx_commit == 0 || (trx_commit == 2 && os);
  rr.data_applied = second_only ? r.applied_at_second : rr.applied;
  if (rr.data_applied > rr.applied) rr.data_applied = rr.applied;

  // Applier position. TABLE: written inside the applied transaction, so
  // it is the data's. FILE: relay-log.info is written after the commit
  // (page cache) and fsynced every sync_relay_log_info transactions.
  int64_t written = now >= write_ns ? ReplicaApplied(r, now - write_ns) : 0;
  if (!file_applier) {
    rr.applier_position = rr.data_applied;
  } else if (!os) {
    rr.applier_position = written;
  } else {
    int64_t every = w.k.Int(Knob::sync_relay_log_info);
    int64_t synced = every == 1 ? (now >= write_ns + fsync_ns ? ReplicaApplied(r, now - write_ns - fsync_ns) : 0)
                                : (every > 0 ? (written / every) * every : 0);
    rr.applier_position = synced;
  }
  // Receiver position and relay log.
  int64_t every_mi = w.k.Int(Knob::sync_master_info);
  int64_t master_info = file_receiver ? (os ? SyncedTrx(r.received, e, every_mi) : r.received)
                                      : SyncedTrx(r.received, e, every_mi);
  rr.relay_durable = os ? SyncedTrx(r.received, e, w.k.Int(Knob::sync_relay_log)) : r.received;

  if (w.k.Bool(Knob::relay_log_recovery)) {
    // Relay log discarded; fetch again from where the applier resumes.
    rr.receiver_position = rr.applier_position;
    if (rr.applier_position < rr.data_applied) rr.reapplied = rr.data_applied - rr.applier_position;
    else rr.skipped = rr.applier_position - rr.data_applied;
  } else {
    rr.receiver_position = master_info;
    if (rr.applier_position > rr.relay_durable) {
      rr.outcome = "relay_log_broken";  // the applier's position is past the relay log's end
      rr.error_code = 1594;
      return out;
    }
    if (rr.applier_position < rr.data_applied) rr.reapplied = rr.data_applied - rr.applier_position;
    else rr.skipped = rr.applier_position - rr.data_applied;
    // The receiver appends from its own position after what the relay
    // log kept: events between the two are there twice, or never.
    if (master_info < rr.relay_durable) rr.reapplied += rr.relay_durable - master_info;
    else rr.skipped += master_info - rr.relay_durable;
  }
  if (rr.reapplied > 0) {
    rr.outcome = "reapply";
    rr.error_code = ReapplyError(w);
  } else if (rr.skipped > 0) {
    rr.outcome = "skip";
  } else {
    rr.outcome = "clean";
  }
  return out;
}

}  // namespace commitlab
