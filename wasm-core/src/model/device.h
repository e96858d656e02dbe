// The storage device. Transfers share one channel in FIFO order at the
// device's bandwidth (a cache flush cannot finish before the writes ahead
// of it), and each operation adds its own fixed latency on top, which
// overlaps across operations (queue depth).
#ifndef COMMITLAB_MODEL_DEVICE_H_
#define COMMITLAB_MODEL_DEVICE_H_

#include <array>
#include <cstdint>
#include <vector>

namespace commitlab {

enum class DeviceOpKind : uint8_t { kFsync, kRead, kWrite };

// Who is told when an operation completes.
enum class DeviceOwner : uint8_t {
  kRedoFlush,      // redo fsync done
  kThread,         // wake the thread (page read, binlog fsync, rotation)
  kBinlogSyncer,   // parallel flush syncer
  kBackground,     // nobody waits (page cleaner, kernel flusher)
};

struct DeviceOp {
  DeviceOpKind kind;
  DeviceOwner owner;
  uint8_t file;      // FileId for fsyncs
  int32_t thread;
  int64_t bytes;
  int64_t issued;
  int64_t done;
  bool in_use;
};

// File an operation belongs to (the page cache's FileId, or data pages).
constexpr uint8_t kDeviceFileData = 2;

// A recent operation, for the animation's device lane.
struct DeviceRecord {
  uint8_t kind;
  uint8_t file;
  int64_t bytes;
  int64_t start;  // submitted
  int64_t done;   // completes (known at submission)
};

struct Device {
  std::array<DeviceRecord, 32> recent{};
  int32_t recent_count = 0;
  int32_t recent_next = 0;
  int64_t xfer_free_at = 0;  // when the transfer channel is next idle
  std::vector<DeviceOp> ops;  // slots; event target = index
  std::vector<int32_t> free_slots;
  int32_t in_flight = 0;
  int64_t in_flight_bytes = 0;
  int64_t busy_ns_interval = 0;  // transfer time booked in this interval
  int64_t current_fsync_start = -1;
  // Totals.
  int64_t bytes_written = 0;
  int64_t reads = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_DEVICE_H_
