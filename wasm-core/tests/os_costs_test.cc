// What the operating system and the device charge a commit on a small
// virtual machine: a wake-up on another vCPU costs CPU, and MariaDB's O_DIRECT
// redo cycle is a device write, then a flush, each waited for.
#include <gtest/gtest.h>

#include "test_util.h"

namespace commitlab {
namespace {

// A 2-core box with sysbench on it; `physics` is a JSON object's members.
std::string Box(const std::string& knobs, const std::string& physics = "", int cores = 2) {
  return R"({"machine":"laptop","duration_s":1,"report_interval_s":0.5,)"
         R"("physics":{)" + physics + R"(},"knobs":{"cores":)" + std::to_string(cores) + R"(,"client_on_host":true,"workload":"oltp_update_index",)"
         R"("tables":8,"table_size":100000,)" + knobs + "}}";
}

// CPU per transaction, in microseconds of core time.
double CpuPerTrx(const JsonValue& s) { return Num(s, "cpu_cores_avg") * Num(s, "total_time_s") * 1e6 / Num(s, "transactions"); }

const char kNoLogs[] = R"("log_bin":false,"innodb_flush_log_at_trx_commit":0,)";

TEST(OsCosts, WakingAnIdleCoreCostsCpuAtLowConcurrency) {
  JsonValue bare = RunChecked(Box(std::string(kNoLogs) + R"("threads":1)"));
  JsonValue vm = RunChecked(Box(std::string(kNoLogs) + R"("threads":1)", R"("idle_wake_cpu_us":20)"));
  // One thread leaves a core idle at every statement: the reply wakes the
  // client and the next statement wakes the server, each on an idle core
  // (two per autocommit UPDATE; 20 us on the reference core is ~14 us on
  // the laptop's).
  double extra = CpuPerTrx(vm) - CpuPerTrx(bare);
  EXPECT_GT(extra, 20);
  EXPECT_LT(extra, 40);
  EXPECT_LT(Num(vm, "tps"), Num(bare, "tps"));
}

TEST(OsCosts, BusyCoresStillPayForWakeUpsAcrossCores) {
  // 64 threads keep both cores busy. The scheduler still puts about half
  // of the wake-ups on the other core, and that interrupt costs CPU
  // whether or not the core was idle (busy-wake.txt in the R1 data set):
  // each transaction's two wake-ups cost ~14 us x 1/2 more each.
  JsonValue bare = RunChecked(Box(std::string(kNoLogs) + R"("threads":64)"));
  JsonValue vm = RunChecked(Box(std::string(kNoLogs) + R"("threads":64)", R"("idle_wake_cpu_us":20)"));
  double extra = CpuPerTrx(vm) - CpuPerTrx(bare);
  EXPECT_GT(extra, 8);
  EXPECT_LT(extra, 22);
  EXPECT_LT(Num(vm, "tps"), Num(bare, "tps"));
  // One core: nothing to cross, nothing charged.
  JsonValue one_bare = RunChecked(Box(std::string(kNoLogs) + R"("threads":64)", "", 1));
  JsonValue one_vm = RunChecked(Box(std::string(kNoLogs) + R"("threads":64)", R"("idle_wake_cpu_us":20)", 1));
  EXPECT_EQ(Num(one_vm, "transactions"), Num(one_bare, "transactions"));
}

TEST(OsCosts, ACoreIdleLongEnoughToHaltCostsMoreToWake) {
  // One thread, neither log: each statement wakes sysbench's core after
  // the server's work (tens of microseconds) and the server's core after
  // sysbench's. With a halt-poll window far shorter than either, every
  // such wake-up pays the halted vCPU's cost; far longer, none does.
  std::string knobs = std::string(kNoLogs) + R"("threads":1)";
  JsonValue plain = RunChecked(Box(knobs, R"("idle_wake_cpu_us":10)"));
  JsonValue soon = RunChecked(Box(knobs, R"("idle_wake_cpu_us":10,"halted_wake_cpu_us":30,"halt_after_idle_us":1)"));
  JsonValue never = RunChecked(Box(knobs, R"("idle_wake_cpu_us":10,"halted_wake_cpu_us":30,"halt_after_idle_us":100000)"));
  double extra = CpuPerTrx(soon) - CpuPerTrx(plain);
  EXPECT_GT(extra, 30);  // two wake-ups of ~21 us each on the laptop's cores
  EXPECT_LT(extra, 50);
  EXPECT_NEAR(CpuPerTrx(never), CpuPerTrx(plain), 0.5);
  // Busy cores never halt: 64 threads pay (almost) nothing more.
  std::string busy = std::string(kNoLogs) + R"("threads":64)";
  JsonValue busy_plain = RunChecked(Box(busy, R"("idle_wake_cpu_us":10)"));
  JsonValue busy_soon = RunChecked(Box(busy, R"("idle_wake_cpu_us":10,"halted_wake_cpu_us":30,"halt_after_idle_us":1)"));
  EXPECT_NEAR(Num(busy_soon, "tps") / Num(busy_plain, "tps"), 1.0, 0.02);
}

// One client, 5.7 group commit, every commit durable: binlog ON over OFF.
double BinlogOnOverOff(const std::string& device) {
  std::string base = R"({"machine":"laptop","duration_s":2,"knobs":{"threads":1,"device":")" + device +
                     R"(","innodb_flush_log_at_trx_commit":1,"sync_binlog":1,"log_bin":)";
  return Num(RunChecked(base + "true}}"), "tps") / Num(RunChecked(base + "false}}"), "tps");
}

TEST(OsCosts, AGrowingFilesFsyncCommitsTheJournalASecondFlushWithoutPowerLossProtection) {
  // The redo log is preallocated and written in place: one cache flush. The
  // binlog grows: its fsync also commits the filesystem journal, a second
  // whole flush on a consumer SSD, so one client's commit waits for three
  // flushes and runs at about a third of the binlog-OFF rate.
  double consumer = BinlogOnOverOff("consumer_ssd");
  EXPECT_GT(consumer, 0.28);
  EXPECT_LT(consumer, 0.40);
  // A server SSD acknowledges flushes from its protected cache: the two
  // fsyncs cost about the same (110 us each, plus the CPU of the work).
  double enterprise = BinlogOnOverOff("sata_ssd_enterprise");
  EXPECT_GT(enterprise, 0.5);
  EXPECT_LT(enterprise, 0.7);
}

const char kMariadbTc1[] = R"("commit_algorithm":"mariadb_group_commit","log_bin":false,"innodb_flush_log_at_trx_commit":1,)";

TEST(OsCosts, AThreadWokenAfterOthersUsedItsCoreFetchesItsWorkingSetAgain) {
  // Each transaction waits for its redo flush. Alone, nobody uses the
  // core meanwhile and its caches stay warm: nothing more to pay.
  std::string one = std::string(kMariadbTc1) + R"("threads":1)";
  JsonValue one_plain = RunChecked(Box(one));
  JsonValue one_refill = RunChecked(Box(one, R"("resume_refill_cpu_us":20)"));
  EXPECT_NEAR(CpuPerTrx(one_refill), CpuPerTrx(one_plain), 0.5);
  // 16 threads: while it waits, others run on both cores and take the
  // whole of its private cache: every flush wait costs a refill (20 us on
  // the reference core, ~14 on the laptop's), at least one per transaction.
  std::string many = std::string(kMariadbTc1) + R"("threads":16)";
  JsonValue plain = RunChecked(Box(many));
  JsonValue refill = RunChecked(Box(many, R"("resume_refill_cpu_us":20)"));
  EXPECT_GT(CpuPerTrx(refill) - CpuPerTrx(plain), 12);
  EXPECT_LT(Num(refill, "tps"), Num(plain, "tps"));
  // A private cache that holds 256 working sets: 16 threads displace
  // almost nothing of each other's.
  JsonValue big_cache = RunChecked(Box(many, R"("resume_refill_cpu_us":20,"l2_cache_kb":65536)"));
  EXPECT_LT(CpuPerTrx(big_cache) - CpuPerTrx(plain), 2);
  // MySQL 8.0's log threads wake tens of thousands of times a second; they
  // neither pay a refill nor displace a session's caches: one client
  // thread alone still pays nothing.
  std::string one80 = R"("commit_algorithm":"mysql80","log_bin":true,"sync_binlog":1,"innodb_flush_log_at_trx_commit":1,"threads":1)";
  JsonValue one80_plain = RunChecked(Box(one80));
  JsonValue one80_refill = RunChecked(Box(one80, R"("resume_refill_cpu_us":20)"));
  EXPECT_EQ(Num(one80_refill, "transactions"), Num(one80_plain, "transactions"));
  // Neither log: a thread waits only for the socket, a few microseconds
  // while sysbench works on the same core; at most one other thread gets
  // the core meanwhile, and a quarter of a refill is the most it pays.
  std::string nologs = std::string(kNoLogs) + R"("threads":16)";
  JsonValue nologs_plain = RunChecked(Box(nologs));
  JsonValue nologs_refill = RunChecked(Box(nologs, R"("resume_refill_cpu_us":20)"));
  EXPECT_LT(CpuPerTrx(nologs_refill) - CpuPerTrx(nologs_plain), 14.0 / 4);
}

TEST(OsCosts, MariadbRedoCycleIsAWriteThenAFlush) {
  // One thread: every commit waits for its own cycle. A 1 ms O_DIRECT
  // write and a 1 ms flush make each commit at least 2 ms.
  JsonValue slow = RunChecked(Box(std::string(kMariadbTc1) + R"("threads":1)",
                           R"("device.odirect_write_us":1000,"device.odirect_flush_us":1000)"));
  EXPECT_LT(Num(slow, "tps"), 500);
  EXPECT_GT(Num(slow, "tps"), 300);
  // The write alone slows it as much as the flush alone: both are waited for.
  JsonValue write = RunChecked(Box(std::string(kMariadbTc1) + R"("threads":1)", R"("device.odirect_write_us":1000,"device.odirect_flush_us":5)"));
  JsonValue flush = RunChecked(Box(std::string(kMariadbTc1) + R"("threads":1)", R"("device.odirect_write_us":5,"device.odirect_flush_us":1000)"));
  EXPECT_NEAR(Num(write, "tps") / Num(flush, "tps"), 1.0, 0.1);
  EXPECT_NEAR(Num(slow, "redo_fsyncs"), Num(slow, "transactions"), 2);  // one cycle per commit
}

TEST(OsCosts, SleepsCountTheSocketAndEachWaitedStepOfTheRedoCycle) {
  // One thread: each autocommit UPDATE sleeps once on the socket; with
  // trx_commit=1 MariaDB's thread also sleeps in its O_DIRECT write and in
  // its flush (a real server's voluntary context switches, sleeps.txt).
  // (Purge's threads sleep and wake too, a few times per hundred commits:
  // counted apart here. MariaDB's purge first runs at the master task's
  // pass at 1 s, so the run with no logs lasts 2 s.)
  auto client_sleeps = [](const JsonValue& s) {
    return (Num(s, "sleeps") - Num(*s.Find("purge"), "sleeps")) / Num(s, "transactions");
  };
  std::string two_seconds = Box(std::string(kNoLogs) + R"("commit_algorithm":"mariadb_group_commit","threads":1)");
  two_seconds.replace(two_seconds.find("\"duration_s\":1,"), 15, "\"duration_s\":2,");
  JsonValue none = RunChecked(two_seconds);
  JsonValue tc1 = RunChecked(Box(std::string(kMariadbTc1) + R"("threads":1)"));
  EXPECT_NEAR(client_sleeps(none), 1.0, 0.02);
  EXPECT_NEAR(client_sleeps(tc1), 3.0, 0.05);
  EXPECT_GT(Num(*none.Find("purge"), "sleeps"), 0);
  // Many threads: one flush covers a group, so fewer sleeps per commit.
  JsonValue tc1_64 = RunChecked(Box(std::string(kMariadbTc1) + R"("threads":64)"));
  EXPECT_LT(client_sleeps(tc1_64), 2.6);
}

TEST(OsCosts, BufferedRedoIgnoresTheODirectFigures) {
  // 5.7's redo is a buffered write plus fsync: the O_DIRECT figures do not apply.
  std::string knobs = R"("commit_algorithm":"group_commit_57","log_bin":false,"innodb_flush_log_at_trx_commit":1,"threads":4)";
  JsonValue a = RunChecked(Box(knobs));
  JsonValue b = RunChecked(Box(knobs, R"("device.odirect_write_us":1000,"device.odirect_flush_us":1000)"));
  EXPECT_EQ(a.Find("digest")->text, b.Find("digest")->text);
}

}  // namespace
}  // namespace commitlab
