// Runs a scenario to one crash instant, or through a sweep of instants,
// and writes the ledgers. A sweep crashes one run at every instant (a
// crash only reads the run), so N crashes cost one run. CrashSweep does
// it a slice at a time (the lab's worker); RunCrash all at once (the CLI).
#include <cstdio>
#include <cstdlib>

#include "commitlab/crash.h"
#include "commitlab/simulation.h"
#include "util/json.h"

namespace commitlab {

struct CrashSweepTotals {
  int64_t crashes = 0, with_loss = 0;
  int64_t ok = 0, lost = 0, engine_only = 0, binlog_only = 0, unacked_committed = 0, unacked_binlog_only = 0;
  int64_t max_lost = 0, max_engine_only = 0, max_binlog_only = 0;
  int64_t replica_ahead = 0, max_ahead = 0;
  int64_t clean = 0, reapply = 0, skip = 0, broken = 0, max_reapplied = 0, max_skipped = 0;
  int64_t approximate = 0;
};

namespace {

using KindTotals = CrashSweepTotals;

bool ParseSeconds(const std::string& text, double* out) {
  if (text.empty()) return false;
  char* end = nullptr;
  *out = std::strtod(text.c_str(), &end);
  return end != nullptr && *end == '\0' && *out == *out;
}

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

// The restart outcome as a number for a sweep's points.
int OutcomeCode(const std::string& outcome) {
  if (outcome == "clean") return 0;
  if (outcome == "reapply") return 1;
  if (outcome == "skip") return 2;
  return 3;
}

}  // namespace

CrashSweep::CrashSweep() = default;
CrashSweep::~CrashSweep() = default;

bool CrashSweep::Start(const Scenario& scenario, const CrashRequest& req, std::string* error) {
  kinds_.clear();
  if (req.kind.empty()) {
    kinds_ = {CrashKind::kMysqld, CrashKind::kOs, CrashKind::kPower};
  } else {
    CrashKind k;
    Status s = ParseCrashKind(req.kind, &k);
    if (!s.ok()) {
      *error = s.message();
      return false;
    }
    kinds_ = {k};
  }
  target_ = CrashTarget::kPrimary;
  if (!req.target.empty()) {
    Status s = ParseCrashTarget(req.target, &target_);
    if (!s.ok()) {
      *error = s.message();
      return false;
    }
  }
  if (target_ == CrashTarget::kReplica && !(scenario.knobs.Bool(Knob::replica) && scenario.knobs.Bool(Knob::log_bin))) {
    *error = "crash target: \"replica\" needs a replica; set replica=ON (and log_bin=ON)";
    return false;
  }
  if (!req.at.empty() && !req.sweep.empty()) {
    *error = "crash: give a crash instant or a sweep, not both";
    return false;
  }
  instants_.clear();
  char range[96];
  std::snprintf(range, sizeof range, "seconds greater than 0 and at most the run's %g", scenario.duration_s);
  if (!req.at.empty()) {
    double t;
    if (!ParseSeconds(req.at, &t) || !(t > 0) || t > scenario.duration_s) {
      *error = "crash at: \"" + req.at + "\" is not allowed; expected " + range;
      return false;
    }
    instants_.push_back(static_cast<int64_t>(t * 1e9 + 0.5));
  } else {
    double n;
    if (req.sweep.empty() || !ParseSeconds(req.sweep, &n) || n < 1 || n > 100000 || n != static_cast<double>(static_cast<long long>(n))) {
      *error = "crash sweep: \"" + req.sweep + "\" is not allowed; expected a whole number of instants from 1 to 100000";
      return false;
    }
    instants_ = CrashSweepInstants(scenario, static_cast<int>(n));
  }
  sim_.reset(new Simulation(scenario));
  totals_.assign(kinds_.size(), CrashSweepTotals());
  points_.clear();
  next_ = 0;
  error_.clear();
  outcomes.clear();
  return true;
}

void CrashSweep::CrashNow() {
  for (size_t k = 0; k < kinds_.size(); ++k) {
    CrashOutcome c = sim_->Crash(kinds_[k], target_);
    Add(totals_[k], c);
    if (keep_json) outcomes += (outcomes.empty() ? "" : ",") + CrashOutcomeJson(c);
    if (keep_text) outcomes += CrashOutcomeText(c) + "\n";
    int64_t p[6] = {c.at_ns, static_cast<int64_t>(c.kind), 0, 0, 0, 0};
    if (target_ == CrashTarget::kReplica) {
      p[2] = OutcomeCode(c.replica_restart.outcome);
      p[3] = c.replica_restart.reapplied;
      p[4] = c.replica_restart.skipped;
      p[5] = c.replica_restart.error_code;
    } else {
      p[2] = c.ledger.lost;
      p[3] = c.ledger.engine_only;
      p[4] = c.ledger.binlog_only;
      p[5] = c.replica.ahead;
    }
    points_.insert(points_.end(), p, p + 6);
  }
}

bool CrashSweep::Advance(int64_t max_events) {
  if (!sim_ || !error_.empty()) return true;
  if (max_events <= 0) return next_ >= instants_.size();
  int64_t budget = max_events;
  while (next_ < instants_.size()) {
    // In slices or at once, the run reaches the instant in the same state:
    // a call that used its whole budget is simply called again.
    int64_t n = sim_->RunUntil(instants_[next_], budget);
    budget -= n;
    if (budget <= 0) return false;
    if (sim_->invariant_violations() > 0) {
      error_ = "the model broke an invariant before the crash: " + sim_->first_violation();
      return true;
    }
    CrashNow();
    ++next_;
  }
  return true;
}

void CrashSweep::WriteByKind(JsonWriter& j) const {
  j.BeginObject();
  for (size_t k = 0; k < kinds_.size(); ++k) {
    j.Key(CrashKindName(kinds_[k]));
    WriteTotals(j, totals_[k], target_ == CrashTarget::kReplica);
  }
  j.EndObject();
}

std::string CrashSweep::Json() const {
  JsonWriter j;
  j.BeginObject();
  if (!error_.empty()) {
    j.Key("error"); j.String(error_);
    j.EndObject();
    return j.str();
  }
  j.Key("instants"); j.Int(total());
  j.Key("done"); j.Int(done());
  j.Key("target"); j.String(target_ == CrashTarget::kReplica ? "replica" : "primary");
  j.Key("kinds");
  j.BeginArray();
  for (CrashKind k : kinds_) j.String(CrashKindName(k));
  j.EndArray();
  j.Key("by_kind");
  WriteByKind(j);
  j.Key("points");
  j.BeginArray();
  for (size_t i = 0; i + 6 <= points_.size(); i += 6) {
    j.BeginArray();
    for (size_t f = 0; f < 6; ++f) j.Int(points_[i + f]);
    j.EndArray();
  }
  j.EndArray();
  j.EndObject();
  return j.str();
}

std::string CrashSweep::SweepText(uint32_t seed) const {
  std::string text;
  char buf[256];
  std::snprintf(buf, sizeof buf, "Crash sweep: %zu instants (seed %u), %s\n", instants_.size(), seed,
                target_ == CrashTarget::kReplica ? "replica crashes" : "primary crashes");
  text += buf;
  for (size_t k = 0; k < kinds_.size(); ++k) {
    const KindTotals& t = totals_[k];
    if (target_ == CrashTarget::kReplica) {
      std::snprintf(buf, sizeof buf, "  %-7s clean %lld, re-apply %lld (max %lld trx), skip %lld, relay log broken %lld\n",
                    CrashKindName(kinds_[k]), static_cast<long long>(t.clean), static_cast<long long>(t.reapply),
                    static_cast<long long>(t.max_reapplied), static_cast<long long>(t.skip), static_cast<long long>(t.broken));
    } else {
      std::snprintf(buf, sizeof buf,
                    "  %-7s %lld of %lld crashes lose acknowledged trx: LOST max %lld, ENGINE-ONLY max %lld, BINLOG-ONLY max %lld; replica ahead in %lld\n",
                    CrashKindName(kinds_[k]), static_cast<long long>(t.with_loss), static_cast<long long>(t.crashes),
                    static_cast<long long>(t.max_lost), static_cast<long long>(t.max_engine_only),
                    static_cast<long long>(t.max_binlog_only), static_cast<long long>(t.replica_ahead));
    }
    text += buf;
  }
  return text;
}

bool RunCrash(const Scenario& scenario, const CrashRequest& req, bool json, std::string* out, std::string* error) {
  CrashSweep sweep;
  bool is_sweep = !req.sweep.empty();
  sweep.keep_json = json;
  sweep.keep_text = !json && !is_sweep;
  if (!sweep.Start(scenario, req, error)) return false;
  while (!sweep.Advance(INT64_MAX)) {
  }
  if (!sweep.error().empty()) {
    *error = sweep.error();
    return false;
  }
  if (json) {
    JsonWriter j;
    j.BeginObject();
    j.Key("scenario"); j.Raw(ScenarioToJson(scenario));
    j.Key("target"); j.String(sweep.target() == CrashTarget::kReplica ? "replica" : "primary");
    j.Key("crashes");
    j.Raw("[" + sweep.outcomes + "]");
    j.Key("by_kind");
    sweep.WriteByKind(j);
    j.EndObject();
    *out = j.str() + "\n";
    return true;
  }
  *out = is_sweep ? sweep.SweepText(scenario.seed) : sweep.outcomes;
  return true;
}

}  // namespace commitlab
