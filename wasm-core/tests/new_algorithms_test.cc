// MySQL 8.0's redo log threads and MariaDB's binary log group commit:
// invariants (commit order = binlog order is checked on every commit),
// determinism, and the behaviour each mechanism must show.
#include <gtest/gtest.h>

#include "test_util.h"
#include "util/rng.h"

namespace commitlab {
namespace {

std::string Pick(Rng& rng, std::initializer_list<const char*> options) {
  return *(options.begin() + rng.Below(options.size()));
}

// The small server of issue 19: 2 cores, sysbench on the same host.
std::string SmallBox(const std::string& knobs, double seconds = 1.0) {
  return R"({"machine":"laptop","duration_s":)" + std::to_string(seconds) +
         R"(,"report_interval_s":0.5,"knobs":{"cores":2,"client_on_host":true,"workload":"oltp_update_index",)"
         R"("tables":8,"table_size":100000,)" + knobs + "}}";
}

const JsonValue& Obj(const JsonValue& v, const char* key) {
  static const JsonValue empty;
  const JsonValue* f = v.Find(key);
  EXPECT_NE(f, nullptr) << key;
  return f ? *f : empty;
}

TEST(NewAlgorithms, InvariantsHoldOnRandomScenarios) {
  Rng rng(2026, 19);
  for (int run = 0; run < 24; ++run) {
    bool maria = run % 2 == 1;
    std::string algo = maria ? "mariadb_group_commit" : "mysql80";
    int trx_commit = static_cast<int>(rng.Below(3));
    bool log_bin = rng.Below(4) != 0;
    std::string json = std::string(R"({"machine":")") + Pick(rng, {"laptop", "s000_112core_nvme", "s002_mysql55_box"}) +
                       R"(","seed":)" + std::to_string(rng.Below(1000)) +
                       R"(,"duration_s":0.6,"report_interval_s":0.2,"knobs":{"threads":)" + std::to_string(1 + rng.Below(96)) +
                       R"(,"workload":")" + Pick(rng, {"oltp_update_index", "oltp_write_only", "tpcc"}) +
                       R"(","tables":)" + std::to_string(1 + rng.Below(4)) + R"(,"table_size":)" +
                       std::to_string(50 + rng.Below(5000)) + R"(,"warehouses":2,"commit_algorithm":")" + algo +
                       R"(","log_bin":)" + (log_bin ? "true" : "false") +
                       R"(,"innodb_flush_log_at_trx_commit":)" + std::to_string(trx_commit) +
                       R"(,"sync_binlog":)" + Pick(rng, {"0", "1", "3"}) +
                       R"(,"innodb_log_writer_threads":)" + Pick(rng, {"true", "true", "false"}) +
                       R"(,"innodb_log_spin_cpu_abs_lwm":)" + Pick(rng, {"80", "0"}) +
                       R"(,"binlog_commit_wait_count":)" + Pick(rng, {"0", "0", "4"}) +
                       R"(,"binlog_commit_wait_usec":)" + Pick(rng, {"100", "2000"}) +
                       R"(,"max_binlog_size_mb":)" + Pick(rng, {"0.05", "1024"}) + "}}";
    JsonValue s = RunChecked(json);
    EXPECT_GT(Num(s, "transactions"), 0) << json;
  }
}

// Switching algorithms and log writer threads mid-run keeps every
// invariant, and the run is the same every time.
TEST(NewAlgorithms, MidRunChangesKeepInvariantsAndDeterminism) {
  std::string json = R"({"machine":"laptop","duration_s":2,"report_interval_s":0.5,"knobs":{"threads":24,)"
                     R"("cores":2,"commit_algorithm":"mysql80","max_binlog_size_mb":0.2},"schedule":[)"
                     R"({"at_s":0.3,"knob":"innodb_log_writer_threads","value":false},)"
                     R"({"at_s":0.6,"knob":"innodb_log_writer_threads","value":true},)"
                     R"({"at_s":0.8,"knob":"threads","value":40},)"
                     R"({"at_s":1.0,"knob":"commit_algorithm","value":"mariadb_group_commit"},)"
                     R"({"at_s":1.4,"knob":"commit_algorithm","value":"mysql80"},)"
                     R"({"at_s":1.7,"knob":"innodb_flush_log_at_trx_commit","value":2}]})";
  std::string a, b;
  for (std::string* out : {&a, &b}) {
    Scenario sc = MustParse(json);
    Simulation sim(sc);
    sim.RunToEnd();
    sim.CheckFinalInvariants();
    EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
    *out = sim.DigestHex();
    EXPECT_GT(Num(Summary(sim), "transactions"), 1000);
  }
  EXPECT_EQ(a, b);
}

// 8.0's log_writer / log_flusher / notifiers are threads: on a 2-core box
// under load they take CPU the client threads then lack (with the default
// thresholds the writer and flusher spin: the server uses more than 80%
// of a core). innodb_log_writer_threads=OFF has no such threads.
TEST(NewAlgorithms, Mysql80LogThreadsSpendCpuOnTwoCores) {
  // srv_cpu_usage is sampled once a second: run past the first samples.
  JsonValue on = RunChecked(SmallBox(R"("threads":64,"commit_algorithm":"mysql80")", 3));
  JsonValue off = RunChecked(SmallBox(R"("threads":64,"commit_algorithm":"mysql80","innodb_log_writer_threads":false)", 3));
  const JsonValue& lt = Obj(on, "log_threads");
  double secs = Num(on, "total_time_s");
  EXPECT_GT(Num(lt, "cpu_ms") / 1000.0 / secs, 0.05) << "log threads used under 5% of a core";
  EXPECT_EQ(off.Find("log_threads"), nullptr);
  EXPECT_GT(Num(on, "spin_cores_avg"), Num(off, "spin_cores_avg") + 0.05);
  // With no spinning allowed the threads still cost their wake-ups.
  JsonValue quiet = RunChecked(SmallBox(R"("threads":64,"commit_algorithm":"mysql80","innodb_log_spin_cpu_abs_lwm":1000000)", 3));
  EXPECT_LT(Num(Obj(quiet, "log_threads"), "cpu_ms"), Num(lt, "cpu_ms"));
  EXPECT_GT(Num(Obj(quiet, "log_threads"), "sleeps"), 0);
}

// One redo fsync serves many commits when the flusher runs on its own.
TEST(NewAlgorithms, Mysql80FlusherGroupsCommits) {
  JsonValue s = RunChecked(SmallBox(R"("threads":64,"log_bin":false,"commit_algorithm":"mysql80")"));
  EXPECT_GT(Num(s, "transactions") / Num(s, "redo_fsyncs"), 2.0);
}

double CommitsPerBinlogFsync(const JsonValue& s) { return Num(s, "transactions") / Num(s, "binlog_fsyncs"); }

TEST(NewAlgorithms, MariadbGroupsGrowWithThreads) {
  std::string base = R"("commit_algorithm":"mariadb_group_commit","sync_binlog":1,)";
  double g1 = CommitsPerBinlogFsync(RunChecked(SmallBox(base + R"("threads":1)")));
  double g16 = CommitsPerBinlogFsync(RunChecked(SmallBox(base + R"("threads":16)")));
  double g64 = CommitsPerBinlogFsync(RunChecked(SmallBox(base + R"("threads":64)")));
  EXPECT_NEAR(g1, 1.0, 0.05);
  EXPECT_GT(g16, 2.0);
  EXPECT_GT(g64, g16);
  JsonValue s = RunChecked(SmallBox(base + R"("threads":64)"));
  const JsonValue& m = Obj(s, "mariadb_group_commit");
  EXPECT_GT(Num(m, "commits") / Num(m, "groups"), 1.0);
}

// With the binlog on and trx_commit=1 the commit needs no redo fsync
// (commit_ordered + the prepared redo + the binlog are durable): one redo
// fsync covers each prepare group, so redo fsyncs do not exceed what the
// prepares need, and the binlog is fsynced once per group.
TEST(NewAlgorithms, MariadbBinlogWaitCountRaisesGroupSize) {
  std::string base = R"("commit_algorithm":"mariadb_group_commit","sync_binlog":1,"threads":16,)";
  JsonValue plain = RunChecked(SmallBox(base + R"("binlog_commit_wait_count":0)"));
  JsonValue wait = RunChecked(SmallBox(base + R"("binlog_commit_wait_count":12,"binlog_commit_wait_usec":5000)"));
  EXPECT_GT(CommitsPerBinlogFsync(wait), CommitsPerBinlogFsync(plain) * 1.2);
  const JsonValue& m = Obj(wait, "mariadb_group_commit");
  EXPECT_GT(Num(m, "wait_count_reached") + Num(m, "wait_timeouts"), 0);
  // Many threads signalling the waiting leader wake it once (RunChecked
  // checks that every taken core is held by one thread).
  RunChecked(SmallBox(R"("commit_algorithm":"mariadb_group_commit","threads":64,"binlog_commit_wait_count":8,)"
                      R"("binlog_commit_wait_usec":2000)"));
}

// The lab sends the preset's machine along with the preset: its hardware
// knobs (2 cores on the 4-core laptop) must stand.
TEST(NewAlgorithms, PresetHardwareSurvivesNamingItsMachine) {
  Scenario a = MustParse(R"({"preset":"mysql80_small_box"})");
  Scenario b = MustParse(R"({"preset":"mysql80_small_box","machine":"laptop"})");
  Scenario c = MustParse(R"({"preset":"mysql80_small_box","machine":"s002_mysql55_box"})");
  EXPECT_EQ(a.knobs.Int(Knob::cores), 2);
  EXPECT_EQ(b.knobs.Int(Knob::cores), 2);
  EXPECT_EQ(c.knobs.Int(Knob::cores), 4);  // another machine: its own hardware
}

TEST(NewAlgorithms, MariadbRotationWritesBinlogCheckpoints) {
  JsonValue s = RunChecked(SmallBox(R"("threads":16,"commit_algorithm":"mariadb_group_commit","max_binlog_size_mb":0.5)"));
  EXPECT_GT(Num(s, "rotations"), 1);
  EXPECT_GT(Num(Obj(s, "mariadb_group_commit"), "binlog_checkpoints"), 0);
}

}  // namespace
}  // namespace commitlab
