// What a server version changes (src/knobs/server_versions.cc): MySQL 8.0
// and MariaDB 10.6+ hold their global latches (trx_sys, lock_sys, log_sys)
// for less time than 5.7, but the work a shorter hold no longer serialises
// is still done, so alone on a core a transaction costs them no less CPU,
// and on many cores they are not capped by 5.7's latches.
#include <gtest/gtest.h>

#include "test_util.h"

namespace commitlab {
namespace {

std::string Box(int cores, int threads, const char* algo, double seconds) {
  return R"({"machine":"laptop","duration_s":)" + std::to_string(seconds) + R"(,"knobs":{"cores":)" + std::to_string(cores) +
         R"(,"cpu_ghz":3.0,"client_on_host":true,"workload":"oltp_update_index","tables":8,"table_size":100000,"threads":)" +
         std::to_string(threads) + R"(,"log_bin":false,"innodb_flush_log_at_trx_commit":0,"commit_algorithm":")" + algo + R"("}})";
}

// CPU per transaction of the client threads' work: purge's is set apart,
// since MariaDB's purge does more per row than 5.7's (it also resets
// DB_TRX_ID, workload.cc) whatever its latches.
double CpuUsPerTrx(const JsonValue& s) {
  double purge_us = Num(*s.Find("purge"), "cpu_ms") * 1e3 / Num(s, "transactions");
  return Num(s, "cpu_cores_avg") / Num(s, "tps") * 1e6 - purge_us;
}

TEST(ServerVersions, AShorterLatchHoldStillCostsItsWork) {
  // One thread, nobody to wait for: the same CPU per transaction whether
  // the work runs inside 5.7's latches or mostly outside MariaDB's.
  double v57 = CpuUsPerTrx(RunChecked(Box(2, 1, "group_commit_57", 1.0)));
  double maria = CpuUsPerTrx(RunChecked(Box(2, 1, "mariadb_group_commit", 1.0)));
  EXPECT_NEAR(maria, v57, 0.02 * v57) << "5.7 " << v57 << " us, MariaDB " << maria << " us";
}

TEST(ServerVersions, ManyCoresAreNotCappedByFiveSevenLatches) {
  // 32 cores, 128 threads, neither log: 5.7's trx_sys mutex caps it; 8.0
  // and MariaDB, which took it off the hot path, go much further.
  double v57 = Num(RunChecked(Box(32, 128, "group_commit_57", 0.5)), "tps");
  double maria = Num(RunChecked(Box(32, 128, "mariadb_group_commit", 0.5)), "tps");
  double v80 = Num(RunChecked(Box(32, 128, "mysql80", 0.5)), "tps");
  EXPECT_GT(maria, 1.5 * v57) << "5.7 " << v57 << ", MariaDB " << maria;
  EXPECT_GT(v80, 1.5 * v57) << "5.7 " << v57 << ", 8.0 " << v80;
}

}  // namespace
}  // namespace commitlab
