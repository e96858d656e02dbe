// The device's lanes on their own: a SATA cache flush stops page reads
// only while it runs, not while its fsync's data is being written.
#include <gtest/gtest.h>

#include "sim/runtime.h"

namespace commitlab {
namespace {

constexpr int64_t kUs = 1000;
constexpr int64_t kMs = 1000 * kUs;

// A SATA-like device: 500 MB/s, a 50-us exclusive flush, no jitter, and
// no fixed latency beyond the flush, so an op's done time is its transfer.
World SataDevice() {
  World w;
  w.d = Derived{};
  w.d.ns_per_byte = 2.0;
  w.d.flush_exclusive_ns = 50 * kUs;
  w.d.fsync_ns = 50 * kUs;
  w.d.device_jitter = JitterShape::ForCv(0);
  return w;
}

int64_t LastDone(const World& w) { return w.device.ops.back().done; }

TEST(Device, ReadsPassAnFsyncsWritesButNotItsFlush) {
  World w = SataDevice();
  // 10 MB of dirty binlog: 20 ms of transfer, then the flush.
  DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kBackground, 0, -1, 10'000'000);
  const int64_t fsync_done = LastDone(w);
  EXPECT_EQ(fsync_done, 20 * kMs + 50 * kUs);

  // A page read in the middle of the transfer waits for at most the one
  // device queue of writes already sent (32 x 16 KiB, ~1 ms here), not for
  // the 15 ms of the fsync's writes still to come.
  w.now = 5 * kMs;
  DeviceSubmit(w, DeviceOpKind::kRead, DeviceOwner::kBackground, kDeviceFileData, -1, 16384);
  EXPECT_LT(LastDone(w), 5 * kMs + 1200 * kUs);

  // One that arrives while the flush runs waits for it to end.
  w.now = fsync_done - 10 * kUs;
  DeviceSubmit(w, DeviceOpKind::kRead, DeviceOwner::kBackground, kDeviceFileData, -1, 16384);
  EXPECT_GE(LastDone(w), fsync_done + 32 * kUs);
}

TEST(Device, WithoutAnExclusiveFlushReadsNeverWaitForFsyncs) {
  World w = SataDevice();
  w.d.flush_exclusive_ns = 0;
  DeviceSubmit(w, DeviceOpKind::kFsync, DeviceOwner::kBackground, 0, -1, 10'000'000);
  w.now = LastDone(w) - 60 * kUs;
  DeviceSubmit(w, DeviceOpKind::kRead, DeviceOwner::kBackground, kDeviceFileData, -1, 16384);
  EXPECT_LT(LastDone(w), w.now + 100 * kUs);
}

}  // namespace
}  // namespace commitlab
