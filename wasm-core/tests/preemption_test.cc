// Wake-up preemption (model/cpu.cc, sched_base_slice_us): a thread woken
// while every core is busy may take the core of a running thread, which
// waits for a core again with the CPU work it had left.
#include <gtest/gtest.h>

#include "test_util.h"

namespace commitlab {
namespace {

// MariaDB with trx_commit=1 and sysbench on a small box: every commit
// sleeps in its redo write and flush, so threads wake onto busy cores.
std::string Box(int threads, int cores, const std::string& physics = "") {
  return R"({"machine":"laptop","duration_s":1,"report_interval_s":0.5,"physics":{)" + physics +
         R"(},"knobs":{"cores":)" + std::to_string(cores) + R"(,"threads":)" + std::to_string(threads) +
         R"(,"client_on_host":true,"workload":"oltp_update_index","tables":8,"table_size":100000,)"
         R"("commit_algorithm":"mariadb_group_commit","log_bin":false,"innodb_flush_log_at_trx_commit":1}})";
}

double CpuPerTrx(const JsonValue& s) { return Num(s, "cpu_cores_avg") * Num(s, "total_time_s") * 1e6 / Num(s, "transactions"); }

const char kSlice[] = R"("sched_base_slice_us":700)";

TEST(WakeUpPreemption, OffUnlessTheSliceIsSet) {
  EXPECT_EQ(Num(RunChecked(Box(4, 2)), "preemptions"), 0);
  EXPECT_EQ(Num(RunChecked(Box(4, 2, R"("sched_base_slice_us":0)")), "preemptions"), 0);
  JsonValue on = RunChecked(Box(4, 2, kSlice));
  EXPECT_GT(Num(on, "preemptions") / Num(on, "transactions"), 0.02);
  // Same scenario, same seed: the same run (no wall clock, own streams).
  JsonValue again = RunChecked(Box(4, 2, kSlice));
  EXPECT_EQ(again.Find("digest")->text, on.Find("digest")->text);
}

TEST(WakeUpPreemption, OnlyWhenEveryCoreIsBusy) {
  // A free core takes every woken thread: nobody is preempted.
  EXPECT_EQ(Num(RunChecked(Box(4, 8, kSlice)), "preemptions"), 0);
  EXPECT_EQ(Num(RunChecked(Box(1, 2, kSlice)), "preemptions"), 0);
}

TEST(WakeUpPreemption, PreemptedWorkIsNeitherLostNorDoubled) {
  // With the switch itself free, a transaction costs the same CPU whether
  // or not its thread was interrupted (within what the run's different
  // interleaving changes: latch holds, group sizes).
  const std::string free_switch = R"("context_switch_us":0)";
  JsonValue off = RunChecked(Box(4, 2, free_switch));
  JsonValue on = RunChecked(Box(4, 2, free_switch + "," + kSlice));
  ASSERT_GT(Num(on, "preemptions"), 100);
  EXPECT_NEAR(CpuPerTrx(on) / CpuPerTrx(off), 1.0, 0.01);
  // Each preemption costs its thread one switch when it runs again.
  JsonValue paid = RunChecked(Box(4, 2, kSlice));
  JsonValue unpaid = RunChecked(Box(4, 2));
  EXPECT_GT(CpuPerTrx(paid), CpuPerTrx(unpaid));
}

}  // namespace
}  // namespace commitlab
