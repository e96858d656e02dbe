// Crash recovery invariants over many crash instants and settings: the
// outcome classes docs/crash-recovery.md allows for each setting and
// crash kind, (1,1) losing nothing, the replica's FILE vs TABLE story,
// determinism, and errors for bad crash requests.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "commitlab/crash.h"
#include "test_util.h"
#include "util/rng.h"

namespace commitlab {

namespace {

struct Setting {
  std::string algo;
  int sync_binlog;
  int trx_commit;
  bool log_bin;
  int threads;
  uint32_t seed;
};

Scenario ScenarioFor(const Setting& s, double duration, const std::string& extra = "") {
  std::string json = "{\"machine\":\"s000_112core_nvme\",\"seed\":" + std::to_string(s.seed) +
                     ",\"duration_s\":" + std::to_string(duration) + ",\"knobs\":{\"threads\":" + std::to_string(s.threads) +
                     ",\"log_bin\":" + (s.log_bin ? "true" : "false") + ",\"commit_algorithm\":\"" + s.algo +
                     "\",\"sync_binlog\":" + std::to_string(s.sync_binlog) +
                     ",\"innodb_flush_log_at_trx_commit\":" + std::to_string(s.trx_commit) +
                     ",\"max_binlog_size_mb\":8" + extra + "}}";
  return MustParse(json);
}

// Runs one scenario and crashes it at n instants, every kind given.
template <typename Check>
void Sweep(const Scenario& sc, int n, const std::vector<CrashKind>& kinds, CrashTarget target, Check check) {
  Simulation sim(sc);
  for (int64_t t : CrashSweepInstants(sc, n)) {
    sim.RunUntil(t, INT64_MAX);
    for (CrashKind k : kinds) check(sim.Crash(k, target));
  }
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

std::string Describe(const Setting& s, const CrashOutcome& c) {
  return s.algo + " log_bin=" + std::to_string(s.log_bin) + " sync_binlog=" + std::to_string(s.sync_binlog) +
         " trx_commit=" + std::to_string(s.trx_commit) + " threads=" + std::to_string(s.threads) +
         " seed=" + std::to_string(s.seed) + ": " + CrashOutcomeJson(c);
}

}  // namespace

// (1,1) on a device that keeps what it acknowledged: nothing acknowledged
// is lost or split between engine and binlog, and a replica is never
// ahead, for every commit algorithm, on mysqld and OS crashes.
TEST(Crash, SafeSettingsNeverLoseAcknowledged) {
  const char* algos[] = {"mysql55_prepare_commit_mutex", "group_commit_56", "group_commit_57", "alisql_parallel_flush",
                         "alisql_binlog_in_redo", "alisql_binlog_in_redo_v1"};
  Rng rng(7, 3);
  int crashes = 0;
  for (int i = 0; i < 8; ++i) {
    Setting s{algos[i % 6], 1, 1, true, 4 + static_cast<int>(rng.Below(60)), static_cast<uint32_t>(1 + rng.Below(1000))};
    std::string extra = s.algo == std::string("alisql_binlog_in_redo_v1") ? ",\"binlog_order_commits\":false" : "";
    Sweep(ScenarioFor(s, 0.6, extra + ",\"replica\":true"), 250, {CrashKind::kMysqld, CrashKind::kOs, CrashKind::kPower},
          CrashTarget::kPrimary, [&](const CrashOutcome& c) {
            ++crashes;
            const Ledger& l = c.ledger;
            ASSERT_EQ(l.lost + l.engine_only + l.binlog_only, 0) << Describe(s, c);
            ASSERT_EQ(l.ok, l.acknowledged) << Describe(s, c);
            ASSERT_EQ(c.replica.ahead, 0) << Describe(s, c);
          });
  }
  EXPECT_GE(crashes, 6000);
}

// Every outcome falls in the classes crash-recovery.md section 4 derives
// for its setting and crash kind.
TEST(Crash, OutcomesStayInTheAllowedClasses) {
  const char* algos[] = {"mysql55_prepare_commit_mutex", "group_commit_56", "group_commit_57", "alisql_parallel_flush"};
  const int syncs[] = {0, 1, 3};
  Rng rng(11, 5);
  int crashes = 0, with_loss = 0;
  for (int i = 0; i < 14; ++i) {
    Setting s{algos[rng.Below(4)], syncs[rng.Below(3)], static_cast<int>(rng.Below(3)), rng.Below(5) != 0,
              4 + static_cast<int>(rng.Below(40)), static_cast<uint32_t>(1 + rng.Below(1000))};
    Sweep(ScenarioFor(s, 1.2), 150, {CrashKind::kMysqld, CrashKind::kOs}, CrashTarget::kPrimary, [&](const CrashOutcome& c) {
      ++crashes;
      const Ledger& l = c.ledger;
      bool os = c.kind == CrashKind::kOs;
      ASSERT_EQ(l.ok + l.lost + l.engine_only + l.binlog_only, l.acknowledged) << Describe(s, c);
      if (l.lost + l.engine_only + l.binlog_only > 0) ++with_loss;
      if (!s.log_bin) {
        // Redo only: trx_commit=1 keeps everything, 2 loses only on an OS crash.
        ASSERT_EQ(l.engine_only + l.binlog_only, 0) << Describe(s, c);
        if (s.trx_commit == 1 || (s.trx_commit == 2 && !os)) ASSERT_EQ(l.lost, 0) << Describe(s, c);
        return;
      }
      if (!os) {
        // The page cache survives: the binlog holds every acknowledged
        // transaction; only a log buffer (trx_commit=0) can be lost.
        ASSERT_EQ(l.lost + l.engine_only, 0) << Describe(s, c);
        if (s.trx_commit != 0) ASSERT_EQ(l.binlog_only, 0) << Describe(s, c);
        return;
      }
      if (s.sync_binlog == 1) ASSERT_EQ(l.lost + l.engine_only, 0) << Describe(s, c);  // binlog durable before OK
      if (s.trx_commit == 1) ASSERT_EQ(l.binlog_only, 0) << Describe(s, c);            // prepare durable before the binlog
      if (s.sync_binlog == 1 && s.trx_commit == 1) ASSERT_EQ(l.lost + l.engine_only + l.binlog_only, 0);
    });
  }
  EXPECT_GE(crashes, 4000);
  EXPECT_GT(with_loss, 0);  // the unsafe settings do lose something
}

// A device whose volatile cache ignores flushes loses acknowledged
// transactions on a power cut even with (1,1); an OS crash does not.
TEST(Crash, VolatileCacheLosesOnPowerCut) {
  Setting s{"group_commit_57", 1, 1, true, 16, 3};
  int64_t lost_power = 0, lost_os = 0;
  Sweep(ScenarioFor(s, 1.5, ",\"device_volatile_cache_mb\":16"), 30, {CrashKind::kOs, CrashKind::kPower},
        CrashTarget::kPrimary, [&](const CrashOutcome& c) {
          int64_t bad = c.ledger.lost + c.ledger.engine_only + c.ledger.binlog_only;
          (c.kind == CrashKind::kPower ? lost_power : lost_os) += bad;
        });
  EXPECT_EQ(lost_os, 0);
  EXPECT_GT(lost_power, 0);
}

// sync_binlog=0: replicas receive events at write(), so an OS crash of
// the primary leaves the replica ahead (it has what the primary lost).
TEST(Crash, UnsyncedBinlogLeavesReplicaAhead) {
  Setting s{"group_commit_57", 0, 1, true, 16, 5};
  int ahead = 0;
  Sweep(ScenarioFor(s, 1.0, ",\"replica\":true"), 20, {CrashKind::kOs}, CrashTarget::kPrimary,
        [&](const CrashOutcome& c) { ahead += c.replica.ahead > 0 ? 1 : 0; });
  EXPECT_GT(ahead, 0);
}

// Seed 002: with FILE repositories a replica crash makes the applier
// apply transactions again; TABLE + relay_log_recovery=ON never does.
TEST(Crash, ReplicaFileRepositoriesReapplyTableWithRecoveryDoesNot) {
  Setting s{"group_commit_57", 1, 1, true, 16, 9};
  int reapply_file = 0, not_clean_table = 0, crashes = 0;
  Sweep(ScenarioFor(s, 1.5, ",\"replica\":true,\"sync_relay_log_info\":1000"), 150,
        {CrashKind::kMysqld, CrashKind::kOs}, CrashTarget::kReplica, [&](const CrashOutcome& c) {
          reapply_file += c.replica_restart.outcome == "reapply" ? 1 : 0;
        });
  Sweep(ScenarioFor(s, 1.5,
                    ",\"replica\":true,\"relay_log_info_repository\":\"TABLE\",\"master_info_repository\":\"TABLE\","
                    "\"relay_log_recovery\":true"),
        150, {CrashKind::kMysqld, CrashKind::kOs, CrashKind::kPower}, CrashTarget::kReplica, [&](const CrashOutcome& c) {
          ++crashes;
          ASSERT_TRUE(c.replica_restart.present);
          not_clean_table += c.replica_restart.outcome != "clean" ? 1 : 0;
        });
  EXPECT_GT(reapply_file, 0);
  EXPECT_EQ(not_clean_table, 0);
  EXPECT_EQ(crashes, 450);
}

// TPC-C's New-Order inserts fresh keys: applied twice, it stops on 1062.
TEST(Crash, ReappliedInsertStopsOnDuplicateKey) {
  Scenario sc = MustParse(
      "{\"machine\":\"s000_112core_nvme\",\"duration_s\":1.5,\"knobs\":{\"workload\":\"tpcc\",\"threads\":16,"
      "\"replica\":true,\"sync_relay_log_info\":100}}");
  Simulation sim(sc);
  sim.RunUntil(1400000000, INT64_MAX);
  CrashOutcome c = sim.Crash(CrashKind::kOs, CrashTarget::kReplica);
  ASSERT_EQ(c.replica_restart.outcome, "reapply") << CrashOutcomeJson(c);
  EXPECT_EQ(c.replica_restart.error_code, 1062);
}

// A crash only reads the run: crashing at many instants leaves the run's
// digest as it was, and the same scenario gives the same ledger.
TEST(Crash, DeterministicAndDoesNotDisturbTheRun) {
  Setting s{"alisql_parallel_flush", 0, 2, true, 24, 4};
  Scenario sc = ScenarioFor(s, 1.0, ",\"replica\":true");
  Simulation plain(sc);
  plain.RunToEnd();
  Simulation crashed(sc);
  std::string first;
  for (int64_t t : CrashSweepInstants(sc, 50)) {
    crashed.RunUntil(t, INT64_MAX);
    std::string j = CrashOutcomeJson(crashed.Crash(CrashKind::kOs, CrashTarget::kPrimary));
    if (first.empty()) first = j;
  }
  crashed.RunToEnd();
  EXPECT_EQ(plain.DigestHex(), crashed.DigestHex());
  Simulation again(sc);
  again.RunUntil(CrashSweepInstants(sc, 50)[0], INT64_MAX);
  EXPECT_EQ(CrashOutcomeJson(again.Crash(CrashKind::kOs, CrashTarget::kPrimary)), first);
}

TEST(Crash, BadRequestsNameFieldValueAndAllowed) {
  Scenario sc = MustParse("{\"machine\":\"laptop\",\"duration_s\":2}");
  std::string out, err;
  auto fails = [&](CrashRequest r, const std::string& want) {
    err.clear();
    EXPECT_FALSE(RunCrash(sc, r, false, &out, &err));
    EXPECT_NE(err.find(want), std::string::npos) << err;
  };
  fails({"5", "os", "", ""}, "crash at: \"5\" is not allowed; expected seconds greater than 0 and at most the run's 2");
  fails({"-1", "", "", ""}, "\"-1\" is not allowed");
  fails({"1", "fire", "", ""}, "crash kind: \"fire\" is not allowed; expected mysqld, os or power");
  fails({"1", "os", "both", ""}, "crash target: \"both\" is not allowed; expected primary or replica");
  fails({"1", "os", "replica", ""}, "set replica=ON");
  fails({"", "", "", "2.5"}, "crash sweep: \"2.5\" is not allowed; expected a whole number of instants from 1 to 100000");
  fails({"1", "", "", "3"}, "not both");
  KnobValues k;
  Status s = k.Set(Knob::replica_network_delay_us, -5);
  EXPECT_NE(s.message().find("replica_network_delay_us"), std::string::npos) << s.message();
  s = k.SetFromText(Knob::relay_log_info_repository, "DISK");
  EXPECT_NE(s.message().find("expected one of FILE, TABLE"), std::string::npos) << s.message();
  EXPECT_TRUE(k.SetFromText(Knob::relay_log_info_repository, "table").ok());
  // A good request works and prints the ledger.
  EXPECT_TRUE(RunCrash(sc, {"1.5", "os", "", ""}, false, &out, &err)) << err;
  EXPECT_NE(out.find("BINLOG-ONLY"), std::string::npos);
}

}  // namespace commitlab

namespace commitlab {

// Turning the binlog off mid-run keeps the binlog written so far: with
// sync_binlog=1 the replica (which stops receiving) is never ahead of it.
TEST(Crash, LogBinTurnedOffMidRunKeepsTheReplicaInStep) {
  Scenario sc = MustParse(
      "{\"preset\":\"s000_binlog_on_16\",\"duration_s\":2.5,\"knobs\":{\"innodb_flush_log_at_trx_commit\":2,"
      "\"replica\":true},\"schedule\":[{\"at_s\":1,\"knob\":\"log_bin\",\"value\":false}]}");
  int crashes = 0;
  Simulation sim(sc);
  for (int64_t t : CrashSweepInstants(sc, 40)) {
    sim.RunUntil(t, INT64_MAX);
    for (CrashKind k : {CrashKind::kMysqld, CrashKind::kOs}) {
      CrashOutcome c = sim.Crash(k, CrashTarget::kPrimary);
      ++crashes;
      ASSERT_EQ(c.replica.ahead, 0) << CrashOutcomeJson(c);
      ASSERT_EQ(c.ledger.ok + c.ledger.lost + c.ledger.engine_only + c.ledger.binlog_only, c.ledger.acknowledged);
    }
  }
  EXPECT_EQ(crashes, 80);
}

}  // namespace commitlab

namespace commitlab {

// The lab's sweep runs a slice of events at a time between frames: any
// slicing gives the crashes and totals RunCrash gives in one go.
TEST(Crash, SweepInSlicesEqualsOneGo) {
  Scenario sc = MustParse(
      "{\"preset\":\"s000_binlog_on_16\",\"duration_s\":1,\"knobs\":{\"sync_binlog\":0,\"replica\":true}}");
  CrashRequest req{"", "", "", "15"};
  std::string whole, err;
  ASSERT_TRUE(RunCrash(sc, req, true, &whole, &err)) << err;
  CrashSweep once;
  ASSERT_TRUE(once.Start(sc, req, &err)) << err;
  while (!once.Advance(INT64_MAX)) {
  }
  for (int64_t slice : {1, 977, 20000}) {
    CrashSweep sliced;
    sliced.keep_json = true;
    ASSERT_TRUE(sliced.Start(sc, req, &err)) << err;
    EXPECT_TRUE(sliced.Advance(0) == false && sliced.done() == 0);  // a zero slice runs nothing
    int calls = 0, last = 0;
    while (!sliced.Advance(slice)) {
      ++calls;
      ASSERT_GE(sliced.done(), last);
      last = sliced.done();
    }
    EXPECT_GT(calls, 1) << slice;
    EXPECT_EQ(sliced.done(), 15);
    EXPECT_EQ(sliced.Json(), once.Json()) << slice;
    EXPECT_NE(whole.find(sliced.outcomes), std::string::npos) << slice;
  }
  // A bad request is refused up front, naming the field.
  CrashSweep bad;
  EXPECT_FALSE(bad.Start(sc, {"", "", "", "0"}, &err));
  EXPECT_NE(err.find("crash sweep: \"0\" is not allowed"), std::string::npos) << err;
}

}  // namespace commitlab
