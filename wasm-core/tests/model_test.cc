// Each mechanism on its own, on small scenarios.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "test_util.h"

namespace commitlab {
namespace {

const char kLaptop[] = R"("machine":"laptop","duration_s":1,"report_interval_s":0.25,)";

Simulation RunLaptop(const std::string& knobs, double duration = 1) {
  Scenario sc = MustParse(std::string("{") + kLaptop + R"("knobs":{)" + knobs + "}}");
  sc.duration_s = duration;
  Simulation sim(sc);
  sim.RunToEnd();
  return sim;
}

TEST(RedoLog, GroupCommitSharesFsyncs) {
  Simulation sim = RunLaptop(R"("threads":64,"log_bin":false,"innodb_flush_log_at_trx_commit":1)");
  JsonValue s = Summary(sim);
  EXPECT_GT(Num(s, "transactions"), 1000);
  EXPECT_LT(Num(s, "redo_fsyncs"), Num(s, "transactions") / 4);  // many commits per fsync
}

TEST(RedoLog, TrxCommitZeroFlushesOnceASecond) {
  Simulation sim = RunLaptop(R"("threads":16,"log_bin":false,"innodb_flush_log_at_trx_commit":0)", 3);
  JsonValue s = Summary(sim);
  EXPECT_GT(Num(s, "transactions"), 1000);
  EXPECT_LE(Num(s, "redo_fsyncs"), 3);
  EXPECT_GE(Num(s, "redo_fsyncs"), 2);
}

TEST(Mysql55, OneBinlogFsyncPerTransaction) {
  Simulation sim = RunLaptop(R"("threads":16,"commit_algorithm":"mysql55_prepare_commit_mutex","sync_binlog":1)");
  JsonValue s = Summary(sim);
  double trx = Num(s, "transactions");
  EXPECT_GT(trx, 50);
  // Every committed transaction synced the binlog once (a few are in flight).
  EXPECT_NEAR(Num(s, "binlog_fsyncs"), trx, 20);
}

TEST(Mysql55, CollapsesAgainstBinlogOff) {
  double on = Num(Summary(RunLaptop(R"("threads":32,"commit_algorithm":"mysql55_prepare_commit_mutex")")), "tps");
  double off = Num(Summary(RunLaptop(R"("threads":32,"commit_algorithm":"mysql55_prepare_commit_mutex","log_bin":false)")), "tps");
  double gc = Num(Summary(RunLaptop(R"("threads":32,"commit_algorithm":"group_commit_57")")), "tps");
  EXPECT_GT(off / on, 4);  // serialized binlog fsync per commit
  EXPECT_GT(gc / on, 2);   // group commit removes most of it
}

TEST(GroupCommit, SyncBinlogCountsGroups) {
  Simulation sim = RunLaptop(R"("threads":64,"commit_algorithm":"group_commit_57","sync_binlog":4)");
  JsonValue s = Summary(sim);
  double groups = 0;
  for (int i = 0; i < sim.interval_count(); ++i)
    groups += sim.intervals()[i * kFieldCount + static_cast<int>(Field::sync_group_avg)] > 0 ? 1 : 0;
  EXPECT_GT(groups, 0);
  double fsyncs = Num(s, "binlog_fsyncs");
  double trx = Num(s, "transactions");
  EXPECT_LT(fsyncs, trx / 4);  // groups of several, one fsync per four groups
  EXPECT_GT(MeanField(sim, Field::flush_group_avg), 1.5);
}

TEST(GroupCommit, FiftySixFsyncsAtPrepare) {
  // A fast log device: on the laptop's own (0.9 ms fsync) both are bound
  // by the device and flush about as often.
  Simulation s56 = RunLaptop(R"("threads":32,"device":"sata_ssd_enterprise","commit_algorithm":"group_commit_56")");
  Simulation s57 = RunLaptop(R"("threads":32,"device":"sata_ssd_enterprise","commit_algorithm":"group_commit_57")");
  // 5.6 flushes redo per thread at prepare; 5.7 once per flush group.
  EXPECT_GT(Num(Summary(s56), "redo_fsyncs"), Num(Summary(s57), "redo_fsyncs"));
}

TEST(Binlog, RotatesAtMaxBinlogSize) {
  Simulation sim = RunLaptop(R"("threads":32,"max_binlog_size_mb":1,"sync_binlog":0)", 2);
  JsonValue s = Summary(sim);
  double expected = Num(s, "binlog_bytes") / (1024.0 * 1024.0);
  EXPECT_GE(Num(s, "rotations"), expected - 2);
  EXPECT_LE(Num(s, "rotations"), expected + 1);
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

TEST(Admission, LimitHoldsAndSleepersPoll) {
  Scenario sc = MustParse(std::string("{") + kLaptop + R"("knobs":{"threads":64,"innodb_thread_concurrency":2,"log_bin":false}})");
  Simulation sim(sc);
  std::vector<int32_t> snap;
  int64_t max_inside = 0;
  for (int64_t t = 1000000; t <= 1000000000; t += 1000000) {
    sim.RunUntil(t, INT64_MAX);
    sim.Snapshot(&snap);
    max_inside = std::max<int64_t>(max_inside, snap[7]);
  }
  EXPECT_LE(max_inside, 2);
  EXPECT_GT(max_inside, 0);
  // Threads polled (slept) and the one global delay adapted from 10000 us.
  EXPECT_GT(MeanField(sim, Field::th_admission_sleep), 30);
  EXPECT_NE(Num(Summary(sim), "admission_sleep_delay_us"), 10000);
}

TEST(Latches, NoSpinLoopsMeansNoSpinning) {
  Simulation sim = RunLaptop(R"("threads":32,"innodb_sync_spin_loops":0)");
  EXPECT_EQ(Num(Summary(sim), "spin_cores_avg"), 0);
  Simulation spin = RunLaptop(R"("threads":32)");
  EXPECT_GT(Num(Summary(spin), "spin_cores_avg"), 0);
}

// A group commit leader takes trx_sys again and again, member after member:
// with the data still in its cache those holds are short, so the commit
// stage (and binlog-ON throughput) speeds up; binlog OFF has no leader.
TEST(Latches, HotRetakesSpeedUpTheCommitLeaderOnly) {
  auto tps = [](const char* preset, double hot) {
    std::string json = std::string(R"({"preset":")") + preset + R"(","duration_s":2,"report_interval_s":0.5,"physics":{"latch_hot_hold_fraction":)" +
                       std::to_string(hot) + "}}";
    Simulation sim(MustParse(json));
    sim.RunToEnd();
    return MeanField(sim, Field::tps);
  };
  double on_cold = tps("s000_binlog_on_256", 1.0), on_hot = tps("s000_binlog_on_256", 0.15);
  double off_cold = tps("s000_binlog_off_256", 1.0), off_hot = tps("s000_binlog_off_256", 0.15);
  EXPECT_GT(on_hot, 1.1 * on_cold);
  EXPECT_LT(std::abs(off_hot / off_cold - 1), 0.05);
}

TEST(RowLocks, HotRowsWaitAndDeadlocksRetry) {
  Simulation sim = RunLaptop(R"("threads":32,"workload":"oltp_write_only","tables":1,"table_size":20)");
  JsonValue s = Summary(sim);
  EXPECT_GT(MeanField(sim, Field::row_lock_waits_ps), 0);
  EXPECT_GT(Num(s, "errors"), 0);  // DELETE/INSERT on 20 rows deadlock
  EXPECT_GT(Num(s, "transactions"), 0);
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

TEST(ParallelFlush, KeepsGroupsAndBinlogInRedoSkipsTheBinlogFsync) {
  Simulation pf = RunLaptop(R"("threads":64,"commit_algorithm":"alisql_parallel_flush")");
  Simulation bir = RunLaptop(R"("threads":64,"commit_algorithm":"alisql_binlog_in_redo")");
  EXPECT_GT(Num(Summary(pf), "transactions"), 100);
  EXPECT_GT(Num(Summary(bir), "transactions"), 100);
  // Binlog in redo syncs the binlog only in the background (every 50 ms).
  EXPECT_LE(Num(Summary(bir), "binlog_fsyncs"), 21);
  EXPECT_EQ(pf.invariant_violations(), 0) << pf.first_violation();
  EXPECT_EQ(bir.invariant_violations(), 0) << bir.first_violation();
}

// V1 keeps the serial flush stage and drops only the binlog fsync from
// the commit path: a large gain where fsyncs dominate (few threads on
// the laptop's slow-fsync NVMe).
TEST(BinlogInRedoV1, HelpsFewThreadsAndSkipsTheBinlogFsync) {
  const char* v1 = R"(,"commit_algorithm":"alisql_binlog_in_redo_v1","binlog_order_commits":false)";
  // Group commit also with binlog_order_commits=OFF: V1 requires it, and
  // it has effects of its own.
  Simulation gc = RunLaptop(R"("threads":4,"binlog_order_commits":false)");
  Simulation v1_low = RunLaptop(std::string(R"("threads":4)") + v1);
  double gain = Num(Summary(v1_low), "transactions") / Num(Summary(gc), "transactions");
  EXPECT_GT(gain, 1.3);
  EXPECT_LE(Num(Summary(v1_low), "binlog_fsyncs"), 21);  // background only, every 50 ms
  EXPECT_GT(Num(Summary(gc), "binlog_fsyncs"), 100);
  EXPECT_EQ(v1_low.invariant_violations(), 0) << v1_low.first_violation();
}

TEST(Simulation, SameSeedSameDigestOtherSeedOther) {
  Scenario sc = MustParse(std::string("{") + kLaptop + R"("knobs":{"threads":16}})");
  Simulation a(sc), b(sc);
  a.RunToEnd();
  b.RunToEnd();
  EXPECT_EQ(a.DigestHex(), b.DigestHex());
  sc.seed = 2;
  Simulation c(sc);
  c.RunToEnd();
  EXPECT_NE(a.DigestHex(), c.DigestHex());
}

TEST(Simulation, CheckpointCopyReplaysIdentically) {
  Scenario sc = MustParse(std::string("{") + kLaptop + R"("knobs":{"threads":16}})");
  Simulation sim(sc);
  sim.RunUntil(400000000, INT64_MAX);
  Simulation copy = sim;  // a checkpoint
  sim.RunToEnd();
  copy.RunToEnd();
  EXPECT_EQ(sim.DigestHex(), copy.DigestHex());
}

TEST(Simulation, KnobChangeMidRunIsMarkedAndValidated) {
  Scenario sc = MustParse(std::string("{") + kLaptop + R"("knobs":{"threads":16}})");
  Simulation sim(sc);
  sim.RunUntil(300000000, INT64_MAX);
  Status bad = sim.SetKnob(Knob::threads, 0);
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(sim.knobs().Int(Knob::threads), 16);
  ASSERT_TRUE(sim.SetKnob(Knob::log_bin, 0).ok());
  ASSERT_TRUE(sim.SetKnob(Knob::threads, 24).ok());
  sim.RunToEnd();
  double marked = 0;
  for (int i = 0; i < sim.interval_count(); ++i) marked += sim.intervals()[i * kFieldCount + static_cast<int>(Field::knob_changed)];
  EXPECT_EQ(marked, 1);
  EXPECT_EQ(MeanField(sim, Field::binlog_fsyncs_ps) >= 0, true);
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

TEST(Simulation, StepStopsAtTheNextFsyncAndGroup) {
  Scenario sc = MustParse(std::string("{") + kLaptop + R"("knobs":{"threads":16}})");
  Simulation sim(sc);
  int64_t before = sim.events_processed();
  ASSERT_TRUE(sim.Step(StepKind::kFsync, 1000000000));
  ASSERT_TRUE(sim.Step(StepKind::kGroupCommit, 1000000000));
  ASSERT_TRUE(sim.Step(StepKind::kEvent, 1000000000));
  EXPECT_GT(sim.events_processed(), before);
}

TEST(Simulation, SnapshotHasHeaderThreadsAndDeviceOps) {
  Scenario sc = MustParse(std::string("{") + kLaptop + R"("knobs":{"threads":12}})");
  Simulation sim(sc);
  sim.RunUntil(200000000, INT64_MAX);
  std::vector<int32_t> snap;
  sim.Snapshot(&snap);
  size_t trailer = static_cast<size_t>(kSnapshotHeaderWords + 12 * kSnapshotWordsPerThread);
  ASSERT_GT(snap.size(), trailer);
  ASSERT_EQ(snap.size(), trailer + 1 + static_cast<size_t>(snap[trailer] * kSnapshotWordsPerDeviceOp));
  EXPECT_EQ(snap[0], kLayoutVersion);
  EXPECT_EQ(snap[1], 12);
  for (int i = 0; i < 12; ++i) {
    int state = snap[kSnapshotHeaderWords + i * kSnapshotWordsPerThread];
    EXPECT_GE(state, 0);
    EXPECT_LT(state, kThreadStateCount);
  }
  JsonValue story;
  std::string err;
  ASSERT_TRUE(ParseJson(sim.ThreadStoryJson(3), &story, &err));
  EXPECT_GT(story.Find("steps")->items.size(), 0u);
  ASSERT_TRUE(ParseJson(sim.ThreadStoryJson(99), &story, &err));
  EXPECT_NE(story.Find("error"), nullptr);
}

}  // namespace
}  // namespace commitlab
