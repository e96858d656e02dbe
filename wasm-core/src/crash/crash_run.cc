// Runs a scenario to one crash instant, or through a sweep of instants,
// and writes the ledgers. A sweep crashes one run at every instant (a
// crash only reads the run), so N crashes cost one run.
#include <cstdio>
#include <cstdlib>

#include "commitlab/crash.h"
#include "commitlab/simulation.h"
#include "util/json.h"

namespace commitlab {

namespace {

bool ParseSeconds(const std::string& text, double* out) {
  if (text.empty()) return false;
  char* end = nullptr;
  *out = std::strtod(text.c_str(), &end);
  return end != nullptr && *end == '\0' && *out == *out;
}

struct KindTotals {
  int64_t crashes = 0, with_loss = 0;
  int64_t ok = 0, lost = 0, engine_only = 0, binlog_only = 0, unacked_committed = 0, unacked_binlog_only = 0;
  int64_t max_lost = 0, max_engine_only = 0, max_binlog_only = 0;
  int64_t replica_ahead = 0, max_ahead = 0;
  int64_t clean = 0, reapply = 0, skip = 0, broken = 0, max_reapplied = 0, max_skipped = 0;
  int64_t approximate = 0;
};

void Add(KindTotals& t, const CrashOutcome& c) {
  ++t.crashes;
  if (c.target == CrashTarget::kReplica) {
    const ReplicaRestart& r = c.replica_restart;
    if (r.outcome == "clean") ++t.clean;
    else if (r.outcome == "reapply") ++t.reapply;
    else if (r.outcome == "skip") ++t.skip;
    else ++t.broken;
    if (r.reapplied > t.max_reapplied) t.max_reapplied = r.reapplied;
    if (r.skipped > t.max_skipped) t.max_skipped = r.skipped;
    return;
  }
  const Ledger& l = c.ledger;
  if (l.lost + l.engine_only + l.binlog_only > 0) ++t.with_loss;
  t.ok += l.ok;
  t.lost += l.lost;
  t.engine_only += l.engine_only;
  t.binlog_only += l.binlog_only;
  t.unacked_committed += l.unacked_committed;
  t.unacked_binlog_only += l.unacked_binlog_only;
  t.approximate += l.approximate;
  if (l.lost > t.max_lost) t.max_lost = l.lost;
  if (l.engine_only > t.max_engine_only) t.max_engine_only = l.engine_only;
  if (l.binlog_only > t.max_binlog_only) t.max_binlog_only = l.binlog_only;
  if (c.replica.present && c.replica.ahead > 0) ++t.replica_ahead;
  if (c.replica.ahead > t.max_ahead) t.max_ahead = c.replica.ahead;
}

void WriteTotals(JsonWriter& j, const KindTotals& t, bool replica_target) {
  j.BeginObject();
  j.Key("crashes"); j.Int(t.crashes);
  if (replica_target) {
    j.Key("clean"); j.Int(t.clean);
    j.Key("reapply"); j.Int(t.reapply);
    j.Key("skip"); j.Int(t.skip);
    j.Key("relay_log_broken"); j.Int(t.broken);
    j.Key("max_reapplied"); j.Int(t.max_reapplied);
    j.Key("max_skipped"); j.Int(t.max_skipped);
  } else {
    j.Key("crashes_losing_acknowledged"); j.Int(t.with_loss);
    j.Key("ok"); j.Int(t.ok);
    j.Key("lost"); j.Int(t.lost);
    j.Key("engine_only"); j.Int(t.engine_only);
    j.Key("binlog_only"); j.Int(t.binlog_only);
    j.Key("unacked_committed"); j.Int(t.unacked_committed);
    j.Key("unacked_binlog_only"); j.Int(t.unacked_binlog_only);
    j.Key("max_lost"); j.Int(t.max_lost);
    j.Key("max_engine_only"); j.Int(t.max_engine_only);
    j.Key("max_binlog_only"); j.Int(t.max_binlog_only);
    j.Key("crashes_replica_ahead"); j.Int(t.replica_ahead);
    j.Key("max_replica_ahead"); j.Int(t.max_ahead);
    j.Key("approximate"); j.Int(t.approximate);
  }
  j.EndObject();
}

}  // namespace

bool RunCrash(const Scenario& scenario, const CrashRequest& req, bool json, std::string* out, std::string* error) {
  std::vector<CrashKind> kinds;
  if (req.kind.empty()) {
    kinds = {CrashKind::kMysqld, CrashKind::kOs, CrashKind::kPower};
  } else {
    CrashKind k;
    Status s = ParseCrashKind(req.kind, &k);
    if (!s.ok()) {
      *error = s.message();
      return false;
    }
    kinds = {k};
  }
  CrashTarget target = CrashTarget::kPrimary;
  if (!req.target.empty()) {
    Status s = ParseCrashTarget(req.target, &target);
    if (!s.ok()) {
      *error = s.message();
      return false;
    }
  }
  if (target == CrashTarget::kReplica && !(scenario.knobs.Bool(Knob::replica) && scenario.knobs.Bool(Knob::log_bin))) {
    *error = "crash target: \"replica\" needs a replica; set replica=ON (and log_bin=ON)";
    return false;
  }
  if (!req.at.empty() && !req.sweep.empty()) {
    *error = "crash: give a crash instant or a sweep, not both";
    return false;
  }
  std::vector<int64_t> instants;
  char range[96];
  std::snprintf(range, sizeof range, "seconds greater than 0 and at most the run's %g", scenario.duration_s);
  if (!req.at.empty()) {
    double t;
    if (!ParseSeconds(req.at, &t) || !(t > 0) || t > scenario.duration_s) {
      *error = "crash at: \"" + req.at + "\" is not allowed; expected " + range;
      return false;
    }
    instants.push_back(static_cast<int64_t>(t * 1e9 + 0.5));
  } else {
    double n;
    if (req.sweep.empty() || !ParseSeconds(req.sweep, &n) || n < 1 || n > 100000 || n != static_cast<double>(static_cast<long long>(n))) {
      *error = "crash sweep: \"" + req.sweep + "\" is not allowed; expected a whole number of instants from 1 to 100000";
      return false;
    }
    instants = CrashSweepInstants(scenario, static_cast<int>(n));
  }

  Simulation sim(scenario);
  std::vector<KindTotals> totals(kinds.size());
  JsonWriter j;
  std::string text;
  bool sweep = !req.sweep.empty();
  if (json) {
    j.BeginObject();
    j.Key("scenario"); j.Raw(ScenarioToJson(scenario));
    j.Key("target"); j.String(target == CrashTarget::kReplica ? "replica" : "primary");
    j.Key("crashes");
    j.BeginArray();
  }
  for (int64_t t : instants) {
    sim.RunUntil(t, INT64_MAX);
    for (size_t k = 0; k < kinds.size(); ++k) {
      CrashOutcome c = sim.Crash(kinds[k], target);
      Add(totals[k], c);
      if (json) j.Raw(CrashOutcomeJson(c));
      else if (!sweep) text += CrashOutcomeText(c) + "\n";
    }
  }
  if (sim.invariant_violations() > 0) {
    *error = "the model broke an invariant before the crash: " + sim.first_violation();
    return false;
  }
  if (json) {
    j.EndArray();
    j.Key("by_kind");
    j.BeginObject();
    for (size_t k = 0; k < kinds.size(); ++k) {
      j.Key(CrashKindName(kinds[k]));
      WriteTotals(j, totals[k], target == CrashTarget::kReplica);
    }
    j.EndObject();
    j.EndObject();
    *out = j.str() + "\n";
    return true;
  }
  if (sweep) {
    char buf[256];
    std::snprintf(buf, sizeof buf, "Crash sweep: %zu instants (seed %u), %s\n", instants.size(), scenario.seed,
                  target == CrashTarget::kReplica ? "replica crashes" : "primary crashes");
    text += buf;
    for (size_t k = 0; k < kinds.size(); ++k) {
      const KindTotals& t = totals[k];
      if (target == CrashTarget::kReplica) {
        std::snprintf(buf, sizeof buf, "  %-7s clean %lld, re-apply %lld (max %lld trx), skip %lld, relay log broken %lld\n",
                      CrashKindName(kinds[k]), static_cast<long long>(t.clean), static_cast<long long>(t.reapply),
                      static_cast<long long>(t.max_reapplied), static_cast<long long>(t.skip), static_cast<long long>(t.broken));
      } else {
        std::snprintf(buf, sizeof buf,
                      "  %-7s %lld of %lld crashes lose acknowledged trx: LOST max %lld, ENGINE-ONLY max %lld, BINLOG-ONLY max %lld; replica ahead in %lld\n",
                      CrashKindName(kinds[k]), static_cast<long long>(t.with_loss), static_cast<long long>(t.crashes),
                      static_cast<long long>(t.max_lost), static_cast<long long>(t.max_engine_only),
                      static_cast<long long>(t.max_binlog_only), static_cast<long long>(t.replica_ahead));
      }
      text += buf;
    }
  }
  *out = text;
  return true;
}

}  // namespace commitlab
