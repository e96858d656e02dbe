// Crash kinds by name, the outcome as JSON and as text, sweep instants,
// and Simulation::Crash (which only reads the run).
#include <cstdio>

#include "commitlab/crash.h"
#include "commitlab/simulation.h"
#include "crash/recovery.h"
#include "util/json.h"
#include "util/rng.h"

namespace commitlab {

const char* CrashKindName(CrashKind kind) {
  switch (kind) {
    case CrashKind::kMysqld: return "mysqld";
    case CrashKind::kOs: return "os";
    case CrashKind::kPower: return "power";
  }
  return "?";
}

Status ParseCrashKind(const std::string& text, CrashKind* out) {
  for (CrashKind k : {CrashKind::kMysqld, CrashKind::kOs, CrashKind::kPower})
    if (text == CrashKindName(k)) {
      *out = k;
      return Status::Ok();
    }
  return Status::Invalid("crash kind: \"" + text + "\" is not allowed; expected mysqld, os or power");
}

Status ParseCrashTarget(const std::string& text, CrashTarget* out) {
  if (text == "primary") *out = CrashTarget::kPrimary;
  else if (text == "replica") *out = CrashTarget::kReplica;
  else return Status::Invalid("crash target: \"" + text + "\" is not allowed; expected primary or replica");
  return Status::Ok();
}

std::vector<int64_t> CrashSweepInstants(const Scenario& scenario, int n) {
  std::vector<int64_t> out;
  if (n <= 0) return out;
  int64_t end = static_cast<int64_t>(scenario.duration_s * 1e9 + 0.5);
  Rng rng(scenario.seed, 0xC7A5u);
  int64_t slot = end / n;
  for (int i = 0; i < n; ++i) {
    int64_t t = slot * i + 1 + static_cast<int64_t>(rng.Below(static_cast<uint64_t>(slot > 1 ? slot - 1 : 1)));
    out.push_back(t < end ? t : end);
  }
  return out;
}

CrashOutcome Simulation::Crash(CrashKind kind, CrashTarget target) const {
  return target == CrashTarget::kReplica ? CrashReplica(*w_, kind) : CrashPrimary(*w_, kind);
}

std::string CrashOutcomeJson(const CrashOutcome& c) {
  JsonWriter j;
  j.BeginObject();
  j.Key("kind"); j.String(CrashKindName(c.kind));
  j.Key("target"); j.String(c.target == CrashTarget::kReplica ? "replica" : "primary");
  j.Key("at_ns"); j.Int(c.at_ns);
  j.Key("volatile_cache"); j.Bool(c.volatile_cache);
  if (c.target == CrashTarget::kPrimary) {
    const Ledger& l = c.ledger;
    j.Key("ledger");
    j.BeginObject();
    j.Key("acknowledged"); j.Int(l.acknowledged);
    j.Key("ok"); j.Int(l.ok);
    j.Key("lost"); j.Int(l.lost);
    j.Key("engine_only"); j.Int(l.engine_only);
    j.Key("binlog_only"); j.Int(l.binlog_only);
    j.Key("unacked_committed"); j.Int(l.unacked_committed);
    j.Key("unacked_binlog_only"); j.Int(l.unacked_binlog_only);
    j.Key("approximate"); j.Int(l.approximate);
    j.Key("first_lost_gtid"); j.Int(l.first_lost_gtid);
    j.EndObject();
    const RecoverySteps& s = c.steps;
    j.Key("recovery");
    j.BeginObject();
    j.Key("algorithm"); j.String(s.algorithm);
    j.Key("rules"); j.String(s.rules);
    j.Key("redo_end_lsn"); j.Int(s.redo_end_lsn);
    j.Key("redo_written_lsn"); j.Int(s.redo_written_lsn);
    j.Key("redo_fsynced_lsn"); j.Int(s.redo_fsynced_lsn);
    j.Key("redo_durable_lsn"); j.Int(s.redo_durable_lsn);
    j.Key("binlog_file"); j.Int(s.binlog_file);
    j.Key("binlog_file_start"); j.Int(s.binlog_file_start);
    j.Key("binlog_written"); j.Int(s.binlog_written);
    j.Key("binlog_on_device"); j.Int(s.binlog_synced);
    j.Key("binlog_durable"); j.Int(s.binlog_durable);
    j.Key("binlog_recovered"); j.Int(s.binlog_recovered);
    j.Key("binlog_valid_end"); j.Int(s.binlog_valid_end);
    j.Key("prepared_committed"); j.Int(s.prepared_committed);
    j.Key("prepared_rolled_back"); j.Int(s.prepared_rolled_back);
    j.Key("last_gtid_in_binlog"); j.Int(s.last_gtid_in_binlog);
    j.Key("published_gtid"); j.Int(s.published_gtid);
    j.Key("new_binlog_file"); j.Int(s.new_binlog_file);
    j.EndObject();
    if (c.replica.present) {
      j.Key("replica");
      j.BeginObject();
      j.Key("received"); j.Int(c.replica.received);
      j.Key("applied"); j.Int(c.replica.applied);
      j.Key("ahead"); j.Int(c.replica.ahead);
      j.Key("behind"); j.Int(c.replica.behind);
      j.EndObject();
    }
  } else {
    const ReplicaRestart& r = c.replica_restart;
    j.Key("replica_restart");
    if (!r.present) {
      j.Null();
    } else {
      j.BeginObject();
      j.Key("outcome"); j.String(r.outcome);
      j.Key("received"); j.Int(r.received);
      j.Key("applied"); j.Int(r.applied);
      j.Key("data_applied"); j.Int(r.data_applied);
      j.Key("applier_position"); j.Int(r.applier_position);
      j.Key("receiver_position"); j.Int(r.receiver_position);
      j.Key("relay_durable"); j.Int(r.relay_durable);
      j.Key("reapplied"); j.Int(r.reapplied);
      j.Key("skipped"); j.Int(r.skipped);
      j.Key("error_code"); j.Int(r.error_code);
      j.EndObject();
    }
  }
  j.EndObject();
  return j.str();
}

std::string CrashOutcomeText(const CrashOutcome& c) {
  char buf[512];
  std::string out;
  auto line = [&](const char* fmt, auto... args) {
    std::snprintf(buf, sizeof buf, fmt, args...);
    out += buf;
  };
  static const char* kKindWords[] = {"mysqld crash (page cache survives)", "OS crash / power loss, honest disk",
                                     "power loss (device's volatile cache lost)"};
  line("Crash at %.6f s: %s%s\n", static_cast<double>(c.at_ns) / 1e9, kKindWords[static_cast<int>(c.kind)],
       c.target == CrashTarget::kReplica ? ", on the replica" : "");
  if (c.target == CrashTarget::kReplica) {
    const ReplicaRestart& r = c.replica_restart;
    if (!r.present) return out + "No replica in this scenario (set replica=ON).\n";
    line("  relay log: %lld transactions received, %lld kept\n", static_cast<long long>(r.received),
         static_cast<long long>(r.relay_durable));
    line("  applied %lld, durable after restart %lld\n", static_cast<long long>(r.applied), static_cast<long long>(r.data_applied));
    line("  applier resumes after %lld, receiver fetches after %lld\n", static_cast<long long>(r.applier_position),
         static_cast<long long>(r.receiver_position));
    line("  outcome: %s (re-applied %lld, skipped %lld, error %d)\n", r.outcome.c_str(), static_cast<long long>(r.reapplied),
         static_cast<long long>(r.skipped), r.error_code);
    return out;
  }
  const RecoverySteps& s = c.steps;
  line("Recovery (%s, %s):\n", s.algorithm.c_str(), s.rules.c_str());
  line("  1. redo: generated to LSN %lld, written %lld, fsynced %lld; recovery reads to %lld\n",
       static_cast<long long>(s.redo_end_lsn), static_cast<long long>(s.redo_written_lsn),
       static_cast<long long>(s.redo_fsynced_lsn), static_cast<long long>(s.redo_durable_lsn));
  if (s.rules != std::string("redo_only")) {
    line("  2. binlog file %d (starts at byte %lld): written to %lld, durable to %lld", s.binlog_file,
         static_cast<long long>(s.binlog_file_start), static_cast<long long>(s.binlog_written),
         static_cast<long long>(s.binlog_durable));
    if (s.binlog_recovered > s.binlog_durable) line(", rebuilt from redo to %lld", static_cast<long long>(s.binlog_recovered));
    line("; trimmed to %lld (last complete transaction, GTID %lld)\n", static_cast<long long>(s.binlog_valid_end),
         static_cast<long long>(s.last_gtid_in_binlog));
    line("  3. prepared transactions: %lld committed by XID, %lld rolled back\n", static_cast<long long>(s.prepared_committed),
         static_cast<long long>(s.prepared_rolled_back));
    line("  4. new binlog file %d\n", s.new_binlog_file);
  }
  const Ledger& l = c.ledger;
  line("Acknowledged transactions: %lld\n", static_cast<long long>(l.acknowledged));
  line("  OK            %lld\n", static_cast<long long>(l.ok));
  line("  LOST          %lld\n", static_cast<long long>(l.lost));
  line("  ENGINE-ONLY   %lld\n", static_cast<long long>(l.engine_only));
  line("  BINLOG-ONLY   %lld\n", static_cast<long long>(l.binlog_only));
  line("Not acknowledged, yet committed after recovery: %lld (only in the binlog: %lld)\n",
       static_cast<long long>(l.unacked_committed), static_cast<long long>(l.unacked_binlog_only));
  if (l.approximate > 0)
    line("  (%lld of these counted from folded blocks by interpolation)\n", static_cast<long long>(l.approximate));
  if (c.replica.present)
    line("Replica: received %lld, applied %lld; ahead of the recovered primary by %lld, behind by %lld\n",
         static_cast<long long>(c.replica.received), static_cast<long long>(c.replica.applied),
         static_cast<long long>(c.replica.ahead), static_cast<long long>(c.replica.behind));
  return out;
}

}  // namespace commitlab
