#include "sim/runtime.h"

namespace commitlab {

void DeviceSubmit(World& w, DeviceOpKind kind, DeviceOwner owner, int file, int tid, int64_t bytes) {
  Device& dev = w.device;
  int slot;
  if (!dev.free_slots.empty()) {
    slot = dev.free_slots.back();
    dev.free_slots.pop_back();
  } else {
    slot = static_cast<int>(dev.ops.size());
    dev.ops.push_back(DeviceOp());
  }
  // Bytes move through one FIFO channel at the device's bandwidth.
  int64_t xfer = static_cast<int64_t>(static_cast<double>(bytes) * w.d.ns_per_byte);
  int64_t start = dev.xfer_free_at > w.now ? dev.xfer_free_at : w.now;
  int64_t xfer_end = start + xfer;
  if (bytes > 0) dev.xfer_free_at = xfer_end;
  dev.busy_ns_interval += xfer;
  // The fixed latency of the operation overlaps with other operations.
  double fixed;
  switch (kind) {
    case DeviceOpKind::kFsync: fixed = static_cast<double>(w.d.fsync_ns + w.d.fs_journal_ns); break;
    case DeviceOpKind::kRead: fixed = static_cast<double>(w.d.read_ns + w.d.fs_read_ns); break;
    default: fixed = static_cast<double>(w.d.write_ns); break;
  }
  int64_t done = xfer_end + static_cast<int64_t>(Jitter(&w.rng, fixed, w.d.device_jitter));
  DeviceOp& op = dev.ops[slot];
  op = {kind, owner, static_cast<uint8_t>(file), tid, bytes, w.now, done, true};
  ++dev.in_flight;
  dev.in_flight_bytes += bytes;
  if (kind == DeviceOpKind::kFsync && dev.current_fsync_start < 0) dev.current_fsync_start = w.now;
  if (kind != DeviceOpKind::kRead) {
    dev.bytes_written += bytes;
    w.metrics.cur.device_write_bytes += bytes;
  } else {
    ++dev.reads;
    ++w.metrics.cur.page_reads;
  }
  dev.recent[dev.recent_next] = {static_cast<uint8_t>(kind), static_cast<uint8_t>(file), bytes, w.now, done};
  dev.recent_next = (dev.recent_next + 1) % static_cast<int32_t>(dev.recent.size());
  if (dev.recent_count < static_cast<int32_t>(dev.recent.size())) ++dev.recent_count;
  w.events.Push(done, kEvDeviceDone, static_cast<uint32_t>(slot), 0);
}

void OnDeviceDone(World& w, int slot) {
  Device& dev = w.device;
  DeviceOp op = dev.ops[slot];
  dev.ops[slot].in_use = false;
  dev.free_slots.push_back(slot);
  --dev.in_flight;
  dev.in_flight_bytes -= op.bytes;
  if (op.kind == DeviceOpKind::kFsync) dev.current_fsync_start = -1;
  switch (op.owner) {
    case DeviceOwner::kRedoFlush:
      OnRedoFlushDone(w);
      break;
    case DeviceOwner::kThread:
      WakeAt(w, op.thread, w.now);
      break;
    case DeviceOwner::kBinlogSyncer:
      OnSyncerDone(w);
      break;
    case DeviceOwner::kBackground:
      break;
  }
}

}  // namespace commitlab
