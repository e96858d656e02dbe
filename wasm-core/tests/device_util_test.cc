// device_util is iostat's %util: the share of an interval with at least one
// device operation in flight, an fsync's cache flush included, not only the
// time bytes move. device_bandwidth_busy keeps the bytes-and-flushes figure.
#include <gtest/gtest.h>

#include <string>

#include "sim/runtime.h"
#include "test_util.h"

namespace commitlab {
namespace {

constexpr int64_t kUs = 1000;
constexpr int64_t kMs = 1000 * kUs;

// An NVMe-like device whose fsync is 1 ms of cache flush and moves no
// bytes: no transfer time at all, no jitter.
World FlushOnlyDevice() {
  World w;
  w.d = Derived{};
  w.d.ns_per_byte = 1.0;
  w.d.fsync_ns = 1 * kMs;
  w.d.device_jitter = JitterShape::ForCv(0);
  return w;
}

void SubmitFsync(World& w) { DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kBackground, 0, -1, 0); }

// Completes the oldest op still in flight at its done time.
void CompleteNext(World& w) {
  int next = -1;
  for (int i = 0; i < static_cast<int>(w.device.ops.size()); ++i)
    if (w.device.ops[i].in_use && (next < 0 || w.device.ops[i].done < w.device.ops[next].done)) next = i;
  ASSERT_GE(next, 0);
  w.now = w.device.ops[next].done;
  OnDeviceDone(w, next);
}

double LastRecord(const World& w, Field f) {
  return w.metrics.records[w.metrics.records.size() - kFieldCount + static_cast<int>(f)];
}

void ReportAt(World& w, int64_t t) {
  w.now = t;
  ReportInterval(w);
}

TEST(DeviceUtil, CountsFlushTimeWithOverlappingOperationsOnce) {
  World w = FlushOnlyDevice();
  SubmitFsync(w);  // in flight 0-1 ms
  w.now = 500 * kUs;
  SubmitFsync(w);  // 0.5-1.5 ms, overlapping the first
  CompleteNext(w);
  CompleteNext(w);
  ReportAt(w, 4 * kMs);
  // Busy 0-1.5 ms of 4 ms: the overlap counts once; no byte moved.
  EXPECT_DOUBLE_EQ(LastRecord(w, Field::device_util), 1.5 / 4);
  EXPECT_DOUBLE_EQ(LastRecord(w, Field::device_bandwidth_busy), 0);
}

TEST(DeviceUtil, AnOperationAcrossAnIntervalEndCountsInBoth) {
  World w = FlushOnlyDevice();
  w.d.fsync_ns = 3 * kMs;
  SubmitFsync(w);  // in flight 0-3 ms
  ReportAt(w, 2 * kMs);
  EXPECT_DOUBLE_EQ(LastRecord(w, Field::device_util), 1.0);
  CompleteNext(w);
  ReportAt(w, 4 * kMs);
  EXPECT_DOUBLE_EQ(LastRecord(w, Field::device_util), 0.5);
  ReportAt(w, 5 * kMs);
  EXPECT_DOUBLE_EQ(LastRecord(w, Field::device_util), 0);
}

Simulation RunLaptop(const std::string& knobs) {
  Simulation sim(MustParse(R"({"machine":"laptop","duration_s":2,"report_interval_s":0.5,"knobs":{)" + knobs + "}}"));
  sim.RunToEnd();
  return sim;
}

double FieldAt(const Simulation& sim, int interval, Field f) {
  return sim.intervals()[static_cast<size_t>(interval) * kFieldCount + static_cast<int>(f)];
}

// One client on the laptop's ~1 ms consumer-SSD fsync: a redo fsync is in
// flight almost all the time, though it moves a few hundred KB a second.
TEST(DeviceUtil, OneDurableClientKeepsTheDeviceBusy) {
  for (const char* knobs : {R"("threads":1,"log_bin":false,"innodb_flush_log_at_trx_commit":1)",
                            R"("threads":1,"log_bin":true,"sync_binlog":1,"innodb_flush_log_at_trx_commit":1)"}) {
    Simulation sim = RunLaptop(knobs);
    EXPECT_GE(MeanField(sim, Field::device_util), 0.7) << knobs;
    EXPECT_LT(MeanField(sim, Field::device_bandwidth_busy), 0.01) << knobs;
  }
}

TEST(DeviceUtil, NoIoReadsZero) {
  Simulation sim = RunLaptop(
      R"("threads":4,"workload":"oltp_read_write","index_updates":0,"non_index_updates":0,"delete_inserts":0,"log_bin":false)");
  ASSERT_GT(Num(Summary(sim), "transactions"), 100);
  for (int i = 0; i < sim.interval_count(); ++i) EXPECT_EQ(FieldAt(sim, i, Field::device_util), 0) << i;
}

TEST(DeviceUtil, NeverExceedsOne) {
  for (const char* knobs : {R"("threads":64,"log_bin":true,"sync_binlog":1)",
                            R"("threads":64,"sync_binlog":0,"innodb_flush_log_at_trx_commit":2,"max_binlog_size_mb":16)"}) {
    Simulation sim = RunLaptop(knobs);
    for (int i = 0; i < sim.interval_count(); ++i) {
      EXPECT_GE(FieldAt(sim, i, Field::device_util), 0) << knobs << " interval " << i;
      EXPECT_LE(FieldAt(sim, i, Field::device_util), 1) << knobs << " interval " << i;
      EXPECT_LE(FieldAt(sim, i, Field::device_bandwidth_busy), 1) << knobs << " interval " << i;
    }
  }
}

}  // namespace
}  // namespace commitlab
