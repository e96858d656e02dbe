// Crashes: what the primary (and its replica) keep if the power, the OS
// or mysqld dies at the current instant, recovered as the server does
// it, and the ledger of every transaction's fate. A crash only reads the
// simulation: the run goes on as if nothing happened, so one run can be
// crashed at many instants. Rules and sources: docs/crash-recovery.md.
#ifndef COMMITLAB_CRASH_H_
#define COMMITLAB_CRASH_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "commitlab/scenario.h"
#include "commitlab/status.h"

namespace commitlab {

class Simulation;
class JsonWriter;

enum class CrashKind {
  kMysqld = 0,  // kill -9 / OOM: the page cache survives
  kOs = 1,      // kernel crash, or power loss on a device that keeps what it acknowledged
  kPower = 2,   // power loss: the device's volatile write cache (if it ignores flushes) is lost too
};
enum class CrashTarget { kPrimary = 0, kReplica = 1 };

const char* CrashKindName(CrashKind kind);  // "mysqld", "os", "power"
// Names field, value and what is allowed.
Status ParseCrashKind(const std::string& text, CrashKind* out);
Status ParseCrashTarget(const std::string& text, CrashTarget* out);

// Fate of the transactions after recovery (crash-recovery.md section 4).
struct Ledger {
  int64_t acknowledged = 0;  // the client got OK before the crash
  int64_t ok = 0;            // in the engine and (binlog ON) in the binlog
  int64_t lost = 0;          // in neither
  int64_t engine_only = 0;   // in the engine, missing from the binlog
  int64_t binlog_only = 0;   // in the binlog (so on replicas), not in the engine
  // In flight at the crash (no OK yet), yet there after recovery.
  int64_t unacked_committed = 0;    // in the engine
  int64_t unacked_binlog_only = 0;  // only in the binlog
  // Transactions counted from folded blocks a crash frontier cut through
  // (classified by interpolation, not one by one).
  int64_t approximate = 0;
  int64_t first_lost_gtid = -1;  // oldest acknowledged transaction not fully recovered
};

// What recovery did, in the server's order, as numbers the UI words.
struct RecoverySteps {
  std::string algorithm;        // commit algorithm whose rules applied
  std::string rules;            // "xa_binlog", "xa_binlog_from_redo", "redo_only"
  int64_t redo_end_lsn = 0;     // generated (log buffer end)
  int64_t redo_written_lsn = 0; // handed to the OS
  int64_t redo_fsynced_lsn = 0; // fsync done
  int64_t redo_durable_lsn = 0; // what recovery reads
  int32_t binlog_file = 0;      // the last binlog file, the one recovery scans
  int64_t binlog_file_start = 0;
  int64_t binlog_written = 0;   // global offsets
  int64_t binlog_synced = 0;
  int64_t published_gtid = 0;   // with a replica: GTIDs 1..this were published to it
  int64_t binlog_durable = 0;   // the file's durable end (before any rebuild from redo)
  int64_t binlog_recovered = 0; // after the rebuild from redo (binlog in redo)
  int64_t binlog_valid_end = 0; // end of the last complete transaction: torn tail trimmed here
  int64_t prepared_committed = 0;  // prepared, XID in the binlog: committed by XID
  int64_t prepared_rolled_back = 0;
  int64_t last_gtid_in_binlog = 0;  // the recovered binlog holds GTIDs 1..this
  int32_t new_binlog_file = 0;      // opened after recovery
};

// The replica when the primary crashes (the replica keeps running).
struct ReplicaVsPrimary {
  bool present = false;
  int64_t received = 0;  // GTIDs 1..received are in its relay log
  int64_t applied = 0;
  int64_t ahead = 0;     // received, yet missing from the recovered primary's binlog
  int64_t behind = 0;    // in the recovered primary's binlog, not yet received
};

// The replica after its own crash and restart.
struct ReplicaRestart {
  bool present = false;
  std::string outcome;         // "clean", "reapply", "skip", "relay_log_broken"
  int64_t received = 0;        // at the crash
  int64_t applied = 0;         // at the crash
  int64_t data_applied = 0;    // durable on the replica after its redo recovery
  int64_t applier_position = 0;   // where the applier resumes (from its repository)
  int64_t receiver_position = 0;  // where the receiver fetches from
  int64_t relay_durable = 0;      // complete transactions in the durable relay log
  int64_t reapplied = 0;          // applied a second time: stops on error 1062 / 1032
  int64_t skipped = 0;            // never applied
  int32_t error_code = 0;         // first error on restart (1062 or 1032), 0 none
};

struct CrashOutcome {
  CrashKind kind = CrashKind::kMysqld;
  CrashTarget target = CrashTarget::kPrimary;
  int64_t at_ns = 0;
  bool volatile_cache = false;  // the device's cache ignores flushes
  Ledger ledger;
  RecoverySteps steps;
  ReplicaVsPrimary replica;
  ReplicaRestart replica_restart;
};

std::string CrashOutcomeJson(const CrashOutcome& c);
std::string CrashOutcomeText(const CrashOutcome& c);

// A crash asked for on the command line or through the C API, as typed:
// RunCrash checks each field (the instant inside the run, a known kind,
// a whole number of sweep instants) and names what is wrong.
struct CrashRequest {
  std::string at;      // seconds
  std::string kind;    // "" = every kind
  std::string target;  // "" = primary
  std::string sweep;   // number of instants
  bool Requested() const { return !at.empty() || !sweep.empty() || !kind.empty() || !target.empty(); }
};
// Runs the scenario to the crash instant (or through every sweep
// instant) and writes the ledger as text or JSON. False: *error says why.
bool RunCrash(const Scenario& scenario, const CrashRequest& request, bool json, std::string* out, std::string* error);

// A crash request run a slice at a time: the same instants, crashes and
// totals as RunCrash, so the lab's worker can sweep a whole run between
// frames (and stop it) without blocking. Start checks the request like
// RunCrash; Advance runs at most max_events events and crashes every
// instant it reaches; Json gives the totals so far.
struct CrashSweepTotals;
class CrashSweep {
 public:
  CrashSweep();
  ~CrashSweep();
  CrashSweep(const CrashSweep&) = delete;
  CrashSweep& operator=(const CrashSweep&) = delete;
  // False: *error names the field, the value and what is allowed.
  bool Start(const Scenario& scenario, const CrashRequest& request, std::string* error);
  // True once every instant is crashed (or the model broke an invariant:
  // error() says so).
  bool Advance(int64_t max_events);
  int done() const { return static_cast<int>(next_); }
  int total() const { return static_cast<int>(instants_.size()); }
  const std::string& error() const { return error_; }
  // {"instants", "done", "target", "kinds", "by_kind" (as --crash-sweep's
  // JSON), "points": [[at_ns, kind, lost, engine_only, binlog_only,
  // replica_ahead] or, for the replica, [at_ns, kind, outcome, reapplied,
  // skipped, error_code]]}, or {"error"}.
  std::string Json() const;
  // Kept for RunCrash's output: every outcome as JSON, or as text.
  bool keep_json = false, keep_text = false;
  std::string outcomes;
  // RunCrash's pieces.
  const std::vector<CrashKind>& kinds() const { return kinds_; }
  CrashTarget target() const { return target_; }
  void WriteByKind(JsonWriter& j) const;
  std::string SweepText(uint32_t seed) const;

 private:
  void CrashNow();
  std::unique_ptr<Simulation> sim_;
  std::vector<CrashKind> kinds_;
  CrashTarget target_ = CrashTarget::kPrimary;
  std::vector<int64_t> instants_;
  size_t next_ = 0;
  std::vector<CrashSweepTotals> totals_;
  std::vector<int64_t> points_;  // six numbers per crash
  std::string error_;
};

// Crash instants for a sweep: n times in (0, duration), spread evenly
// with a jitter drawn from the seed, so the same scenario gives the same
// instants everywhere.
std::vector<int64_t> CrashSweepInstants(const Scenario& scenario, int n);

}  // namespace commitlab

#endif  // COMMITLAB_CRASH_H_
