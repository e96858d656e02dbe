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

TEST(Purge, MariadbRunsInOnceASecondBursts) {
  // MariaDB's commits wake nobody and its coordinator stops once a pass
  // finds nothing: only the master task's once-a-second pass starts it.
  // At 16 threads with trx_commit=1 (R1's MariaDB 10.11: purge active
  // 41% of 0.1-s spells, one burst a second, TPS 0.61x in the bursts) the
  // history climbs for most of each second and falls in one burst, and
  // the clients lose cores while it falls. MySQL 5.7 wakes purge from the
  // commit once the history passes 4 x 300 and keeps it short.
  auto run = [](const char* algo, double* peak, double* falling, double* bursts, double* tps_ratio) {
    std::string sc = Box(std::string(R"("workload":"oltp_update_index","threads":16,"commit_algorithm":")") + algo + R"(")");
    sc.replace(sc.find("\"duration_s\":1,\"report_interval_s\":0.5"), 38, "\"duration_s\":4,\"report_interval_s\":0.1");
    sc.replace(sc.find("\"innodb_flush_log_at_trx_commit\":0"), 34, "\"innodb_flush_log_at_trx_commit\":1");
    Simulation sim(MustParse(sc));
    sim.RunToEnd();
    EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
    const std::vector<double>& v = sim.intervals();
    auto at = [&](int i, Field f) { return v[i * kFieldCount + static_cast<int>(f)]; };
    double fall_tps = 0, rise_tps = 0;
    int fall = 0, rise = 0, starts = 0;
    *peak = 0;
    for (int i = 11; i < sim.interval_count(); ++i) {  // from 1.1 s: the first master pass is at 1 s
      bool down = at(i, Field::purge_history) < at(i - 1, Field::purge_history);
      if (down && !(at(i - 1, Field::purge_history) < at(i - 2, Field::purge_history))) ++starts;
      (down ? fall_tps : rise_tps) += at(i, Field::tps);
      ++(down ? fall : rise);
      if (at(i, Field::purge_history) > *peak) *peak = at(i, Field::purge_history);
    }
    *falling = static_cast<double>(fall) / (fall + rise);
    *bursts = starts / ((sim.interval_count() - 11) * 0.1);
    *tps_ratio = fall && rise ? (fall_tps / fall) / (rise_tps / rise) : 1;
  };
  double peak, falling, bursts, ratio;
  run("mariadb_group_commit", &peak, &falling, &bursts, &ratio);
  EXPECT_GT(peak, 5000);
  EXPECT_GT(falling, 0.03);
  EXPECT_LT(falling, 0.6);
  EXPECT_NEAR(bursts, 1.0, 0.35);
  EXPECT_LT(ratio, 0.9);
  run("group_commit_57", &peak, &falling, &bursts, &ratio);
  EXPECT_LT(peak, 2500);
  EXPECT_GT(bursts, 3);
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
