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

// kDirectWrite: an O_DIRECT write the caller waits for; kFlush: an
// fdatasync with nothing to write back (the cache flush alone).
enum class DeviceOpKind : uint8_t { kFsync, kRead, kWrite, kDirectWrite, kFlush };

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

// Priority lanes of the transfer channel: page reads, fsyncs, background
// writes. How many bytes of background writes a read or an fsync still
// finds ahead of it: a read, a SATA NCQ queue of 32 16-KiB commands; an
// fsync's writes, the block layer's queue (nr_requests = 128) as well.
constexpr int kDeviceLanes = 3;
constexpr int64_t kLaneQueueBytes[kDeviceLanes] = {32 * 16384, (128 + 32) * 16384, 0};

// File an operation belongs to (the page cache's FileId, or data pages).
constexpr uint8_t kDeviceFileData = 2;

// A non-queued cache flush ahead (SATA): from `from` to `until` no read
// moves. Reads pass the fsync's own writes; only the flush stops them.
struct FlushWindow {
  int64_t from;
  int64_t until;
};
constexpr int kMaxFlushWindows = 8;

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
  // When each lane's queued transfers are done, counting the higher lanes'
  // work that overtakes them (the last lane: the channel is next idle).
  std::array<int64_t, kDeviceLanes> lane_free_at{};
  // Per file (page cache FileId or data pages): when its last background
  // write was due to finish; an fsync of the file waits for it.
  std::array<int64_t, 4> file_written_at{};
  // Flushes not yet over, in time order (fsyncs are FIFO, so each starts
  // after the one before ends).
  std::array<FlushWindow, kMaxFlushWindows> flush_windows{};
  int32_t flush_window_count = 0;
  std::vector<DeviceOp> ops;  // slots; event target = index
  std::vector<int32_t> free_slots;
  int32_t in_flight = 0;
  int64_t in_flight_bytes = 0;
  // iostat's %util: time in this interval with at least one operation
  // submitted and not yet done, counted up to in_flight_since.
  int64_t in_flight_ns_interval = 0;
  int64_t in_flight_since = 0;  // start of the uncounted busy stretch, while in_flight > 0
  // Device time (transfers, SATA's exclusive flushes) of the operations
  // submitted in this interval: the share of the bandwidth its work needs.
  int64_t bandwidth_ns_interval = 0;
  int64_t current_fsync_start = -1;
  // Totals.
  int64_t bytes_written = 0;
  int64_t reads = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_DEVICE_H_
