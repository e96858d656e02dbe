// Recovery rules of MySQL 8.0 (mysql80) and MariaDB (mariadb_group_commit):
// both use the binlog as XA coordinator (prepared + XID in the binlog ->
// commit, else roll back), so they must give the outcome classes
// docs/crash-recovery.md allows, lose nothing with (1,1), and decide a
// group caught between its binlog write and its binlog fsync by the XID
// rule: committed after a mysqld crash (the page cache kept the events),
// rolled back after an OS crash (they never reached the device).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "commitlab/crash.h"
#include "crash/recovery.h"
#include "test_util.h"

namespace commitlab {

namespace {

struct Server {
  const char* preset;
  const char* algo;
  const char* extra;  // knobs the algorithm brings (JSON members, leading comma)
};

const Server kServers[] = {
    {"mysql80_small_box", "mysql80", ",\"innodb_log_writer_threads\":true"},
    {"mysql80_small_box", "mysql80", ",\"innodb_log_writer_threads\":false"},
    {"mariadb1011_small_box", "mariadb_group_commit", ""},
};

Scenario ScenarioFor(const Server& s, int sync_binlog, int trx_commit, double duration, const std::string& more = "") {
  return MustParse(std::string("{\"preset\":\"") + s.preset + "\",\"seed\":3,\"duration_s\":" + std::to_string(duration) +
                   ",\"knobs\":{\"commit_algorithm\":\"" + s.algo + "\",\"log_bin\":true,\"sync_binlog\":" +
                   std::to_string(sync_binlog) + ",\"innodb_flush_log_at_trx_commit\":" + std::to_string(trx_commit) +
                   ",\"max_binlog_size_mb\":4" + s.extra + more + "}}");
}

std::string Describe(const Server& s, int sb, int tc, const CrashOutcome& c) {
  return std::string(s.algo) + s.extra + " sync_binlog=" + std::to_string(sb) + " trx_commit=" + std::to_string(tc) + ": " +
         CrashOutcomeJson(c);
}

int64_t Unrecovered(const Ledger& l) { return l.lost + l.engine_only + l.binlog_only; }

}  // namespace

TEST(CrashRules, Mysql80AndMariadbRecoverWithTheBinlogAsXaCoordinator) {
  for (CommitAlgorithm a : {CommitAlgorithm::kMysql80, CommitAlgorithm::kMariadb}) {
    RecoveryRules r = RulesFor(a, true);
    EXPECT_EQ(r.kind, RecoveryKind::kXaBinlog);
    EXPECT_STREQ(r.name, "xa_binlog");
    EXPECT_TRUE(r.closed_files_flushed);
    EXPECT_EQ(RulesFor(a, false).kind, RecoveryKind::kRedoOnly);
  }
  Simulation sim(ScenarioFor(kServers[2], 1, 1, 0.3));
  sim.RunUntil(200000000, INT64_MAX);
  CrashOutcome c = sim.Crash(CrashKind::kOs, CrashTarget::kPrimary);
  EXPECT_EQ(c.steps.algorithm, "mariadb_group_commit");
  EXPECT_EQ(c.steps.rules, "xa_binlog");
}

// (1,1): no crash kind on an honest device loses or splits an acknowledged
// transaction, and the replica is never ahead of the recovered primary.
TEST(CrashRules, Mysql80AndMariadbSafeSettingsLoseNothing) {
  int crashes = 0;
  for (const Server& s : kServers) {
    Scenario sc = ScenarioFor(s, 1, 1, 1.0, ",\"replica\":true");
    Simulation sim(sc);
    for (int64_t t : CrashSweepInstants(sc, 120)) {
      sim.RunUntil(t, INT64_MAX);
      for (CrashKind k : {CrashKind::kMysqld, CrashKind::kOs, CrashKind::kPower}) {
        CrashOutcome c = sim.Crash(k, CrashTarget::kPrimary);
        ++crashes;
        ASSERT_EQ(c.steps.rules, "xa_binlog");
        ASSERT_EQ(Unrecovered(c.ledger), 0) << Describe(s, 1, 1, c);
        ASSERT_EQ(c.ledger.ok, c.ledger.acknowledged) << Describe(s, 1, 1, c);
        ASSERT_EQ(c.replica.ahead, 0) << Describe(s, 1, 1, c);
      }
    }
    EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
  }
  EXPECT_EQ(crashes, 3 * 120 * 3);
}

// Every setting stays in the classes section 4 derives from the XA rules.
TEST(CrashRules, Mysql80AndMariadbOutcomesStayInTheAllowedClasses) {
  int with_loss = 0;
  for (const Server& s : kServers)
    for (int sb : {0, 1, 3})
      for (int tc : {0, 1, 2}) {
        Scenario sc = ScenarioFor(s, sb, tc, 0.8);
        Simulation sim(sc);
        for (int64_t t : CrashSweepInstants(sc, 40)) {
          sim.RunUntil(t, INT64_MAX);
          for (CrashKind k : {CrashKind::kMysqld, CrashKind::kOs}) {
            CrashOutcome c = sim.Crash(k, CrashTarget::kPrimary);
            const Ledger& l = c.ledger;
            ASSERT_EQ(l.ok + Unrecovered(l), l.acknowledged) << Describe(s, sb, tc, c);
            if (Unrecovered(l) > 0) ++with_loss;
            if (k == CrashKind::kMysqld) {
              // The page cache survives: only a log buffer (trx_commit=0) is lost,
              // and the binlog already has those transactions.
              ASSERT_EQ(l.lost + l.engine_only, 0) << Describe(s, sb, tc, c);
              if (tc != 0) ASSERT_EQ(l.binlog_only, 0) << Describe(s, sb, tc, c);
              continue;
            }
            if (sb == 1) ASSERT_EQ(l.lost + l.engine_only, 0) << Describe(s, sb, tc, c);
            if (tc == 1) ASSERT_EQ(l.binlog_only, 0) << Describe(s, sb, tc, c);
          }
        }
        ASSERT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
      }
  EXPECT_GT(with_loss, 0);  // the relaxed settings do lose something
}

// A crash in the middle of a group: its events are written to the binlog
// (page cache) and its prepares are durable (trx_commit=1), but the binlog
// fsync (sync_binlog=1) has not finished, so nobody in it has an OK yet.
// The XID rule decides them: a mysqld crash finds the XIDs in the binlog
// and commits them; an OS crash finds no XIDs and rolls them back. Either
// way no acknowledged transaction is lost.
TEST(CrashRules, Mysql80AndMariadbCrashMidGroupCommitsOrRollsBackByXid) {
  for (const Server& s : kServers) {
    Simulation sim(ScenarioFor(s, 1, 1, 1.0));
    sim.RunUntil(300000000, INT64_MAX);
    bool found = false;
    for (int i = 0; i < 400 && !found; ++i) {
      ASSERT_TRUE(sim.Step(StepKind::kFsync, 1000000000));
      CrashOutcome os = sim.Crash(CrashKind::kOs, CrashTarget::kPrimary);
      // The binlog fsync of a group is in flight: written beyond what is synced.
      if (os.steps.binlog_written <= os.steps.binlog_synced || os.steps.prepared_rolled_back == 0) continue;
      found = true;
      CrashOutcome mysqld = sim.Crash(CrashKind::kMysqld, CrashTarget::kPrimary);
      EXPECT_EQ(Unrecovered(os.ledger), 0) << Describe(s, 1, 1, os);
      EXPECT_EQ(Unrecovered(mysqld.ledger), 0) << Describe(s, 1, 1, mysqld);
      // OS crash: the group's XIDs never reached the device; its prepared
      // transactions are rolled back, and none of them had an OK.
      EXPECT_LT(os.steps.binlog_valid_end, os.steps.binlog_written) << Describe(s, 1, 1, os);
      EXPECT_EQ(os.ledger.unacked_binlog_only, 0) << Describe(s, 1, 1, os);
      // mysqld crash: the same instant, the events are in the page cache:
      // the same prepared transactions are committed by XID, without an OK.
      EXPECT_EQ(mysqld.steps.binlog_valid_end, mysqld.steps.binlog_written) << Describe(s, 1, 1, mysqld);
      EXPECT_GE(mysqld.steps.prepared_committed, os.steps.prepared_rolled_back) << Describe(s, 1, 1, mysqld);
      EXPECT_EQ(mysqld.steps.prepared_rolled_back, 0) << Describe(s, 1, 1, mysqld);
      EXPECT_GE(mysqld.ledger.unacked_committed, os.steps.prepared_rolled_back) << Describe(s, 1, 1, mysqld);
      EXPECT_EQ(mysqld.ledger.acknowledged, os.ledger.acknowledged);
    }
    EXPECT_TRUE(found) << s.algo << s.extra << ": no instant with a group between its binlog write and fsync";
    EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
  }
}

}  // namespace commitlab
