// Issue 22 items 4, 5, 6, 7, 9a: knob changes in the middle of a run.
// A scheduled change and the same change made from outside (the lab's
// cl_set_knob after cl_run_until) give the same run, digest for digest;
// every live knob may change mid-run without breaking an invariant.
#include <gtest/gtest.h>

#include <string>

#include "commitlab/c_api.h"
#include "commitlab/report.h"
#include "test_util.h"
#include "util/rng.h"

namespace commitlab {
namespace {

constexpr int64_t kEnd = 2000000000;  // the scenarios below run 2 s

// Runs a scenario with its schedule, and again with the schedule made by
// hand through the C API as the lab does; returns both digests.
std::pair<std::string, std::string> BothWays(const std::string& base, const std::string& schedule,
                                            const std::vector<std::tuple<int64_t, std::string, std::string>>& changes) {
  std::string with = base.substr(0, base.size() - 1) + ",\"schedule\":" + schedule + "}";
  cl_sim* a = cl_create(with.c_str());
  EXPECT_STREQ(cl_error(a), "") << with;
  cl_run_until(a, kEnd, INT64_MAX);
  std::string da = cl_digest(a);
  cl_sim* b = cl_create(base.c_str());
  for (const auto& c : changes) {
    // In short slices, as the lab's worker runs.
    while (cl_now_ns(b) < std::get<0>(c)) cl_run_until(b, std::get<0>(c), 5000);
    EXPECT_EQ(cl_set_knob(b, std::get<1>(c).c_str(), std::get<2>(c).c_str()), 0) << cl_error(b);
  }
  cl_run_until(b, kEnd, INT64_MAX);
  std::string db = cl_digest(b);
  EXPECT_EQ(cl_invariant_violations(a), 0) << cl_first_violation(a);
  cl_destroy(a);
  cl_destroy(b);
  return {da, db};
}

TEST(MidRun, ScheduleAndOutsideChangeGiveTheSameDigest) {
  // On an interval boundary (1 s with 0.5 s intervals), at 0 and in between.
  std::string base = R"({"preset":"s000_binlog_on_16","duration_s":2,"report_interval_s":0.5})";
  auto d = BothWays(base, R"([{"at_s":1,"knob":"log_bin","value":false}])", {{1000000000, "log_bin", "false"}});
  EXPECT_EQ(d.first, d.second);
  d = BothWays(base, R"([{"at_s":0,"knob":"threads","value":4},{"at_s":0.7301,"knob":"threads","value":40}])",
               {{0, "threads", "4"}, {730100000, "threads", "40"}});
  EXPECT_EQ(d.first, d.second);
}

TEST(MidRun, WorkloadChangeCommitsEveryCountedTransaction) {
  Scenario sc = MustParse(R"({"machine":"laptop","duration_s":0.3,"knobs":{"threads":16,"workload":"oltp_read_write",)"
                          R"("commit_algorithm":"group_commit_57","log_bin":true},)"
                          R"("schedule":[{"at_s":0.1,"knob":"workload","value":"oltp_update_index"}]})");
  Simulation sim(sc);
  sim.RunToEnd();
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

TEST(MidRun, CommitAlgorithm55To57KeepsBinlogOrder) {
  Scenario sc = MustParse(R"({"machine":"laptop","duration_s":0.5,"knobs":{"threads":64,)"
                          R"("commit_algorithm":"mysql55_prepare_commit_mutex","max_binlog_size_mb":1024,"sync_binlog":1},)"
                          R"("schedule":[{"at_s":0.2,"knob":"commit_algorithm","value":"group_commit_57"}]})");
  Simulation sim(sc);
  sim.RunToEnd();
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

TEST(MidRun, ThreadsResizeKeepsRowLockWaiters) {
  Scenario sc = MustParse(R"({"machine":"laptop","duration_s":4,"knobs":{"threads":64,"workload":"tpcc","warehouses":1},)"
                          R"("schedule":[{"at_s":3,"knob":"threads","value":65}]})");
  Simulation sim(sc);
  sim.RunToEnd();
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

// Every knob that can change live, changed at random instants of random runs.
TEST(MidRun, InvariantsHoldWithRandomChangesOfEveryLiveKnob) {
  Rng rng(2026, 22);
  for (int run = 0; run < 48; ++run) {
    Scenario sc = MustParse(std::string(R"({"machine":")") +
                            (run % 2 ? "laptop" : "s002_mysql55_box") + R"(","seed":)" + std::to_string(run) +
                            R"(,"duration_s":0.6,"report_interval_s":0.2,"knobs":{"threads":)" + std::to_string(1 + rng.Below(64)) +
                            R"(,"tables":2,"table_size":500,"warehouses":2,"max_binlog_size_mb":0.5}})");
    Simulation sim(sc);
    for (int change = 0; change < 6; ++change) {
      sim.RunUntil(sim.now() + 1 + static_cast<int64_t>(rng.Below(90000000)), INT64_MAX);
      // In turn, so every knob is changed mid-run in several runs.
      Knob k = static_cast<Knob>((run * 6 + change) % kKnobCount);
      const KnobDef& d = KnobInfo(k);
      double v;
      if (d.type == KnobType::kBool || d.type == KnobType::kEnum) {
        v = static_cast<double>(rng.Below(d.type == KnobType::kBool ? 2 : static_cast<uint64_t>(EnumValueCount(k))));
      } else {
        // Mostly modest values: the extremes of some ranges (a billion
        // rows of tickets) make runs long without testing more.
        double hi = d.max > 256 ? (d.min > 64 ? d.min * 4 : 256) : d.max;
        v = d.min + (hi - d.min) * static_cast<double>(rng.Below(1001)) / 1000.0;
        if (d.type == KnobType::kInt) v = static_cast<double>(static_cast<long long>(v));
      }
      (void)sim.SetKnob(k, v);  // a refused combination keeps the old value
    }
    sim.RunToEnd();
    EXPECT_EQ(sim.invariant_violations(), 0) << "run " << run << ": " << sim.first_violation();
  }
}

}  // namespace
}  // namespace commitlab

namespace commitlab {
namespace {

// Issue 22 item 1: what a checkpoint costs grows with the threads (the
// lab budgets its copies by it).
TEST(Memory, BytesGrowWithThreads) {
  Simulation small(MustParse(R"({"machine":"laptop","duration_s":1,"knobs":{"threads":4}})"));
  Simulation big(MustParse(R"({"machine":"laptop","duration_s":1,"knobs":{"threads":4096}})"));
  EXPECT_GT(big.MemoryBytes(), 4096 * static_cast<int64_t>(sizeof(int32_t)) * 100);
  EXPECT_GT(big.MemoryBytes(), 100 * small.MemoryBytes());
}

// Issue 22 item 8: a run's JSON export (the CLI's --format json, the lab's
// export) replays through ParseScenario to the same run.
TEST(Export, RunJsonReplaysToTheSameDigest) {
  Scenario sc = MustParse(R"({"preset":"laptop_quickstart","duration_s":1,"report_interval_s":0.25,)"
                          R"("physics":{"client_rtt_us":90},"schedule":[{"at_s":0.5,"knob":"threads","value":8}]})");
  Simulation sim(sc);
  sim.RunToEnd();
  Scenario again;
  Status s = ParseScenario(RunJson(sim), &again);
  ASSERT_TRUE(s.ok()) << s.message();
  Simulation replay(again);
  replay.RunToEnd();
  EXPECT_EQ(replay.DigestHex(), sim.DigestHex());
  EXPECT_EQ(again.knobs.Int(Knob::threads), sc.knobs.Int(Knob::threads));  // t = 0 values, not the last ones
}

}  // namespace
}  // namespace commitlab
