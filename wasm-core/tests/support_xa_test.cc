// innodb_support_xa (MySQL 5.0-5.6): OFF skips InnoDB's prepare, so the
// prepare's redo fsync goes; it does nothing without the binlog, and the
// 5.7+ algorithms (which always prepare) refuse it. After a crash, OFF
// lets the binlog hold a transaction InnoDB never committed.
#include <gtest/gtest.h>

#include <string>

#include "commitlab/crash.h"
#include "test_util.h"

namespace commitlab {
namespace {

std::string Laptop(const std::string& knobs) {
  return std::string(R"({"machine":"laptop","duration_s":1,"knobs":{)") + knobs + "}}";
}

double RedoFsyncsPerTrx(const JsonValue& s) { return Num(s, "redo_fsyncs") / Num(s, "transactions"); }

// One thread, (1,1): without XA each commit fsyncs redo once fewer, the
// binlog still once. 5.5 fsyncs redo at prepare and at commit (2 -> 1);
// 5.6's ordered_commit commits InnoDB with HA_IGNORE_DURABILITY, so its
// only per-commit redo fsync is the prepare's (1 -> 0, the once-a-second
// background flush aside).
void ExpectPrepareFsyncGone(const char* algo, double redo_fsyncs_with_xa) {
  std::string base = std::string(R"("threads":1,"innodb_flush_log_at_trx_commit":1,"sync_binlog":1,"commit_algorithm":")") + algo + "\"";
  JsonValue on = RunChecked(Laptop(base));
  JsonValue off = RunChecked(Laptop(base + R"(,"innodb_support_xa":false)"));
  EXPECT_GT(Num(off, "transactions"), 100) << algo;
  EXPECT_NEAR(RedoFsyncsPerTrx(on), redo_fsyncs_with_xa, 0.02) << algo;
  EXPECT_NEAR(RedoFsyncsPerTrx(off), redo_fsyncs_with_xa - 1, 0.02) << algo;
  EXPECT_NEAR(Num(off, "binlog_fsyncs") / Num(off, "transactions"), 1.0, 0.02) << algo;
  EXPECT_GT(Num(off, "tps"), Num(on, "tps") * 1.2) << algo;  // one fsync fewer per commit
}

TEST(SupportXa, OffRemovesThePrepareFsync55) { ExpectPrepareFsyncGone("mysql55_prepare_commit_mutex", 2); }

TEST(SupportXa, OffRemovesThePrepareFsync56) { ExpectPrepareFsyncGone("group_commit_56", 1); }

// Without the binlog there is no two-phase commit to skip: the same run.
uint64_t DigestOfRun(const std::string& json) {
  Scenario sc = MustParse(json);
  Simulation sim(sc);
  sim.RunToEnd();
  EXPECT_GT(Num(Summary(sim), "transactions"), 100) << json;
  return sim.Digest();
}

TEST(SupportXa, OffChangesNothingWithoutTheBinlog) {
  for (const char* algo : {"mysql55_prepare_commit_mutex", "group_commit_56"}) {
    std::string base = std::string(R"("threads":8,"log_bin":false,"commit_algorithm":")") + algo + "\"";
    EXPECT_EQ(DigestOfRun(Laptop(base)), DigestOfRun(Laptop(base + R"(,"innodb_support_xa":false)"))) << algo;
  }
}

// Many threads under 5.5: without prepare_commit_mutex the InnoDB commits
// may leave binlog order; that is no invariant breach there.
TEST(SupportXa, OffUnder55ManyThreadsKeepsInvariants) {
  JsonValue on = RunChecked(Laptop(R"("threads":32,"commit_algorithm":"mysql55_prepare_commit_mutex")"));
  JsonValue off = RunChecked(Laptop(R"("threads":32,"commit_algorithm":"mysql55_prepare_commit_mutex","innodb_support_xa":false)"));
  EXPECT_GT(Num(off, "tps"), Num(on, "tps"));
}

// Dynamic, as in 5.5/5.6: each transaction reads it as its commit begins;
// turning it off and on again mid-run keeps every invariant.
TEST(SupportXa, TurnedOffAndOnMidRun) {
  for (const char* algo : {"mysql55_prepare_commit_mutex", "group_commit_56"}) {
    Scenario sc = MustParse(Laptop(std::string(R"("threads":32,"commit_algorithm":")") + algo + "\""));
    Simulation sim(sc);
    sim.RunUntil(300000000, INT64_MAX);
    EXPECT_TRUE(sim.SetKnob(Knob::innodb_support_xa, 0).ok());
    sim.RunUntil(600000000, INT64_MAX);
    EXPECT_TRUE(sim.SetKnob(Knob::innodb_support_xa, 1).ok());
    sim.RunToEnd();
    sim.CheckFinalInvariants();
    EXPECT_EQ(sim.invariant_violations(), 0) << algo << ": " << sim.first_violation();
  }
}

TEST(SupportXa, AlgorithmsThatAlwaysPrepareRefuseOff) {
  for (const char* algo : {"group_commit_57", "alisql_parallel_flush", "alisql_binlog_in_redo", "mysql80", "mariadb_group_commit"}) {
    Scenario sc;
    Status s = ParseScenario(Laptop(std::string(R"("commit_algorithm":")") + algo + R"(","innodb_support_xa":false)"), &sc);
    ASSERT_FALSE(s.ok()) << algo;
    EXPECT_NE(s.message().find("'innodb_support_xa'"), std::string::npos) << s.message();
    EXPECT_NE(s.message().find("needs innodb_support_xa=true (got false)"), std::string::npos) << s.message();
    EXPECT_NE(s.message().find("only mysql55_prepare_commit_mutex and group_commit_56 allow false"), std::string::npos) << s.message();
    // ON is their only behaviour, and is accepted.
    EXPECT_TRUE(ParseScenario(Laptop(std::string(R"("commit_algorithm":")") + algo + "\""), &sc).ok()) << algo;
  }
  // Mid-run: turning it off under group_commit_57 is refused, the run goes on.
  Scenario sc = MustParse(Laptop(R"("threads":4,"commit_algorithm":"group_commit_57")"));
  Simulation sim(sc);
  sim.RunUntil(200000000, INT64_MAX);
  Status s = sim.SetKnob(Knob::innodb_support_xa, 0);
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("innodb_support_xa"), std::string::npos) << s.message();
  sim.RunToEnd();
  EXPECT_GT(Num(Summary(sim), "transactions"), 100);
}

// The ledgers of OS crashes at `crashes` instants of a half-second (1,1)
// run with 8 threads, summed.
struct OsCrashTotals {
  int64_t lost = 0, engine_only = 0, binlog_only = 0, unacked_binlog_only = 0, prepared_committed = 0;
};

OsCrashTotals SweepOsCrashes(const char* algo, int seed, int crashes, bool xa) {
  std::string knobs = std::string(R"("threads":8,"commit_algorithm":")") + algo + R"(","sync_binlog":1,)" +
                      R"("innodb_flush_log_at_trx_commit":1,"innodb_support_xa":)" + (xa ? "true" : "false");
  Scenario sc = MustParse(std::string(R"({"machine":"laptop","seed":)") + std::to_string(seed) + R"(,"duration_s":0.5,"knobs":{)" + knobs + "}}");
  Simulation sim(sc);
  OsCrashTotals sum;
  for (int64_t t : CrashSweepInstants(sc, crashes)) {
    sim.RunUntil(t, INT64_MAX);
    CrashOutcome c = sim.Crash(CrashKind::kOs, CrashTarget::kPrimary);
    sum.lost += c.ledger.lost;
    sum.engine_only += c.ledger.engine_only;
    sum.binlog_only += c.ledger.binlog_only;
    sum.unacked_binlog_only += c.ledger.unacked_binlog_only;
    sum.prepared_committed += c.steps.prepared_committed;
  }
  EXPECT_EQ(sim.invariant_violations(), 0) << algo << " " << sim.first_violation();
  return sum;
}

// (1,1) and OS crashes: with XA a transaction in the fsynced binlog is
// prepared in InnoDB and committed by XID at recovery, so the binlog never
// holds what InnoDB lacks. Without XA, a crash between the binlog fsync
// and the commit's redo fsync leaves exactly that (a replica would have it).
TEST(SupportXa, OffLetsTheBinlogHoldWhatInnodbLost) {
  for (bool xa : {true, false}) {
    OsCrashTotals c = SweepOsCrashes("mysql55_prepare_commit_mutex", 3, 200, xa);
    EXPECT_EQ(c.lost + c.engine_only + c.binlog_only, 0) << "xa=" << xa;  // the commit's redo fsync still comes before OK
    if (xa) {
      EXPECT_EQ(c.unacked_binlog_only, 0);
      EXPECT_GT(c.prepared_committed, 0);
    } else {
      EXPECT_GT(c.unacked_binlog_only, 0);
      EXPECT_EQ(c.prepared_committed, 0);  // nothing was prepared
    }
  }
}

// 5.6 without XA: ordered_commit commits InnoDB under HA_IGNORE_DURABILITY
// (no redo flush), so with (1,1) an OS crash loses acknowledged commits
// from InnoDB that the fsynced binlog keeps. With XA nothing is lost.
TEST(SupportXa, OffUnder56LosesAcknowledgedCommitsFromInnodb) {
  for (bool xa : {true, false}) {
    OsCrashTotals c = SweepOsCrashes("group_commit_56", 5, 50, xa);
    EXPECT_EQ(c.lost + c.engine_only, 0) << "xa=" << xa;  // sync_binlog=1: the binlog has every OK
    if (xa) EXPECT_EQ(c.binlog_only, 0);
    else EXPECT_GT(c.binlog_only, 0);
  }
}

}  // namespace
}  // namespace commitlab

namespace commitlab {
namespace {

// 5.0/5.1's built-in InnoDB flushes the commit's redo inside
// prepare_commit_mutex: every commit's binlog and commit fsyncs are
// serialised (5.5 serialises the binlog fsync alone and groups the commit
// fsyncs after the mutex), so throughput stays flat with threads and well
// below 5.5's; with XA off there is no mutex and the knob changes nothing.
TEST(SupportXa, CommitFlushInsidePrepareMutexSerialisesTwoFsyncs) {
  auto run = [](int threads, bool in_mutex, bool xa = true) {
    return Num(RunChecked(Laptop(R"("threads":)" + std::to_string(threads) +
                                 R"(,"innodb_flush_log_at_trx_commit":1,"sync_binlog":1,"commit_algorithm":"mysql55_prepare_commit_mutex")" +
                                 R"(,"innodb_support_xa":)" + (xa ? "true" : "false") +
                                 R"(,"commit_flush_in_prepare_mutex":)" + (in_mutex ? "true" : "false"))),
               "tps");
  };
  double flat4 = run(4, true), flat16 = run(16, true), climb16 = run(16, false);
  EXPECT_LT(flat16, 1.1 * flat4);
  EXPECT_LT(flat16, 0.75 * climb16);
  EXPECT_EQ(run(4, true, false), run(4, false, false));
}

}  // namespace
}  // namespace commitlab
