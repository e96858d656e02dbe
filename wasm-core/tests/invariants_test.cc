// Invariants on many randomized scenarios: every transaction commits
// exactly once; binlog order equals commit order where ordered; LSNs stay
// ordered with one redo fsync in flight; admission stays within its limit
// (plus force-entered row-lock waiters); rotation loses no bytes.
#include <gtest/gtest.h>

#include "test_util.h"
#include "util/rng.h"

namespace commitlab {
namespace {

std::string Pick(Rng& rng, std::initializer_list<const char*> options) {
  size_t i = rng.Below(options.size());
  return *(options.begin() + i);
}

TEST(Invariants, HoldOnRandomScenarios) {
  Rng rng(2026, 11);
  for (int run = 0; run < 56; ++run) {
    std::string algo = Pick(rng, {"mysql55_prepare_commit_mutex", "group_commit_56", "group_commit_57",
                                  "alisql_parallel_flush", "alisql_binlog_in_redo", "alisql_binlog_in_redo_v1"});
    bool in_redo = algo == "alisql_binlog_in_redo" || algo == "alisql_binlog_in_redo_v1";
    std::string workload = Pick(rng, {"oltp_update_index", "oltp_write_only", "oltp_read_write", "tpcc"});
    int trx_commit = in_redo ? 1 : static_cast<int>(rng.Below(3));
    bool log_bin = in_redo || rng.Below(4) != 0;
    std::string order_commits = Pick(rng, {"true", "true", "false"});
    if (algo == "alisql_binlog_in_redo_v1") order_commits = "false";  // V1 requires it
    std::string json = std::string(R"({"machine":")") + Pick(rng, {"laptop", "s000_112core_nvme", "s002_mysql55_box"}) +
                       R"(","seed":)" + std::to_string(rng.Below(1000)) + R"(,"duration_s":0.6,"report_interval_s":0.2,"knobs":{)" +
                       R"("threads":)" + std::to_string(1 + rng.Below(96)) + R"(,"workload":")" + workload +
                       R"(","tables":)" + std::to_string(1 + rng.Below(4)) + R"(,"table_size":)" +
                       std::to_string(50 + rng.Below(5000)) + R"(,"warehouses":)" + std::to_string(1 + rng.Below(4)) +
                       R"(,"commit_algorithm":")" + algo + R"(","log_bin":)" + (log_bin ? "true" : "false") +
                       R"(,"innodb_flush_log_at_trx_commit":)" + std::to_string(trx_commit) +
                       R"(,"sync_binlog":)" + Pick(rng, {"0", "1", "3", "1000"}) +
                       R"(,"innodb_thread_concurrency":)" + Pick(rng, {"0", "0", "2", "8"}) +
                       R"(,"innodb_spin_wait_delay":)" + Pick(rng, {"0", "2", "6"}) +
                       R"(,"innodb_sync_spin_loops":)" + Pick(rng, {"0", "30"}) +
                       R"(,"binlog_order_commits":)" + order_commits +
                       R"(,"binlog_group_commit_sync_delay":)" + Pick(rng, {"0", "0", "200"}) +
                       R"(,"max_binlog_size_mb":)" + Pick(rng, {"0.05", "0.5", "1024"}) + "}}";
    Scenario sc = MustParse(json);
    Simulation sim(sc);
    sim.RunToEnd();
    sim.CheckFinalInvariants();
    JsonValue s = Summary(sim);
    EXPECT_EQ(sim.invariant_violations(), 0) << json << "\n" << sim.first_violation();
    EXPECT_GT(Num(s, "transactions"), 0) << json;
  }
}

}  // namespace
}  // namespace commitlab
