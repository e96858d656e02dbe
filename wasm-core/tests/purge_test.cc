// InnoDB purge (src/model/purge.cc): committed updates and deletes leave
// work that background threads do later, on the same cores.
#include <gtest/gtest.h>

#include "test_util.h"

namespace commitlab {
namespace {

// A 2-core box with sysbench on it, neither log (nothing waits on a device).
std::string Box(const std::string& knobs, const std::string& physics = "", int cores = 2) {
  return R"({"machine":"laptop","duration_s":1,"report_interval_s":0.5,)"
         R"("physics":{)" + physics + R"(},"knobs":{"cores":)" + std::to_string(cores) +
         R"(,"client_on_host":true,"tables":8,"table_size":100000,"log_bin":false,"innodb_flush_log_at_trx_commit":0,)" + knobs + "}}";
}

const JsonValue& Purge(const JsonValue& s) { return *s.Find("purge"); }

TEST(Purge, KeepsUpAndTakesItsShareOfTheCores) {
  // 4 threads keep both cores busy: purge keeps the history short, and
  // its CPU is taken from the clients.
  JsonValue s = RunChecked(Box(R"("workload":"oltp_update_index","threads":4)"));
  EXPECT_GT(Num(Purge(s), "purged"), 0.95 * Num(s, "transactions"));
  EXPECT_LT(Num(Purge(s), "history_length"), 0.05 * Num(s, "transactions"));
  // One operation per row on 5.7 (the old index entry).
  EXPECT_NEAR(Num(Purge(s), "operations"), Num(Purge(s), "purged"), 1);
  JsonValue free_purge = RunChecked(Box(R"("workload":"oltp_update_index","threads":4)", R"("purge_op_cpu_us":0)"));
  EXPECT_LT(Num(s, "tps"), 0.97 * Num(free_purge, "tps"));
}

TEST(Purge, FallsBehindWhenTheClientsTakeTheCores) {
  // 64 threads: purge's threads get a fair share of the cores, no more,
  // and the clients take most of them: the history grows.
  JsonValue s = RunChecked(Box(R"("workload":"oltp_update_index","threads":64)"));
  EXPECT_GT(Num(Purge(s), "history_length"), 0.2 * Num(s, "transactions"));
  EXPECT_GT(Num(Purge(s), "purged"), 0);
}

TEST(Purge, ThreadsShareTheCoresOneEach) {
  // 64 clients on 2 cores: each purge thread gets about one client's share
  // of a core, so fewer purge threads fall further behind.
  JsonValue one = RunChecked(Box(R"("workload":"oltp_update_index","threads":64,"innodb_purge_threads":1)"));
  JsonValue four = RunChecked(Box(R"("workload":"oltp_update_index","threads":64)"));
  JsonValue eight = RunChecked(Box(R"("workload":"oltp_update_index","threads":64,"innodb_purge_threads":8)"));
  EXPECT_GT(Num(Purge(one), "history_length"), 1.2 * Num(Purge(four), "history_length"));
  EXPECT_GT(Num(Purge(four), "history_length"), 1.05 * Num(Purge(eight), "history_length"));
  EXPECT_LT(Num(Purge(one), "cpu_ms"), Num(Purge(four), "cpu_ms"));
}

TEST(Purge, ThreadsChangeDuringARun) {
  // MariaDB 10.5+ changes innodb_purge_threads at run time: raised from 1
  // to 8 half way, the new workers start and the backlog stops growing as
  // fast; lowered from 8 to 1, the extra workers stay asleep.
  auto run = [](const std::string& from, const std::string& to) {
    std::string sc = Box(R"("workload":"oltp_update_index","threads":64,"innodb_purge_threads":)" + from);
    sc.insert(sc.size() - 1, R"(,"schedule":[{"at_s":0.5,"knob":"innodb_purge_threads","value":)" + to + "}]");
    return RunChecked(sc);
  };
  JsonValue stay = RunChecked(Box(R"("workload":"oltp_update_index","threads":64,"innodb_purge_threads":1)"));
  JsonValue raised = run("1", "8");
  EXPECT_LT(Num(Purge(raised), "history_length"), 0.9 * Num(Purge(stay), "history_length"));
  JsonValue lowered = run("8", "1");
  JsonValue eight = RunChecked(Box(R"("workload":"oltp_update_index","threads":64,"innodb_purge_threads":8)"));
  EXPECT_GT(Num(Purge(lowered), "history_length"), 1.1 * Num(Purge(eight), "history_length"));
}

TEST(Purge, OnlyUpdatesAndDeletesLeaveWork) {
  // 5.7: an update of no indexed column leaves nothing to remove; its undo
  // log still passes through the history list.
  JsonValue mysql = RunChecked(Box(R"("workload":"oltp_write_only","index_updates":0,"non_index_updates":1,"delete_inserts":0,"threads":4)"));
  EXPECT_GT(Num(Purge(mysql), "purged"), 0);
  EXPECT_EQ(Num(Purge(mysql), "operations"), 0);
  // MariaDB resets the updated record's DB_TRX_ID: one operation per row.
  JsonValue maria = RunChecked(Box(R"("workload":"oltp_write_only","index_updates":0,"non_index_updates":1,"delete_inserts":0,"threads":4,"commit_algorithm":"mariadb_group_commit")"));
  EXPECT_NEAR(Num(Purge(maria), "operations"), Num(Purge(maria), "purged"), 1);
  // A DELETE+INSERT pair: the delete-marked record is purged, the insert's
  // undo is dropped at commit.
  JsonValue pair = RunChecked(Box(R"("workload":"oltp_write_only","index_updates":0,"non_index_updates":0,"delete_inserts":1,"threads":4)"));
  EXPECT_NEAR(Num(Purge(pair), "operations"), Num(Purge(pair), "purged"), 1);
}

TEST(Purge, OneCoreHasNoOtherCoreToWake) {
  // Purge's wake-ups find the only core idle: no interrupt to another core
  // is charged, so a wake-up's cross-core cost changes nothing there.
  JsonValue bare = RunChecked(Box(R"("workload":"oltp_update_index","threads":64)", "", 1));
  JsonValue vm = RunChecked(Box(R"("workload":"oltp_update_index","threads":64)", R"("idle_wake_cpu_us":20)", 1));
  EXPECT_EQ(Num(vm, "transactions"), Num(bare, "transactions"));
}

}  // namespace
}  // namespace commitlab
