#include "sim/runtime.h"

namespace commitlab {

namespace {

// Forgets the flushes that are over and books [from, until).
void AddFlushWindow(Device& dev, int64_t now, int64_t from, int64_t until) {
  int kept = 0;
  for (int i = 0; i < dev.flush_window_count; ++i)
    if (dev.flush_windows[i].until > now) dev.flush_windows[kept++] = dev.flush_windows[i];
  dev.flush_window_count = kept;
  if (kept == kMaxFlushWindows) {
    // More flushes queued than tracked: the last window stretches to cover
    // this one (reads wait a little longer, never less).
    dev.flush_windows[kept - 1].until = until;
    return;
  }
  dev.flush_windows[dev.flush_window_count++] = {from, until};
}

// A read that would start while a flush holds the device starts after it.
// One already under way when a flush is due finishes first (libata issues
// the flush once the queue has drained).
int64_t ReadStartAfterFlushes(const Device& dev, int64_t start) {
  for (int i = 0; i < dev.flush_window_count; ++i) {
    const FlushWindow& f = dev.flush_windows[i];
    if (start >= f.from && start < f.until) start = f.until;
  }
  return start;
}

}  // namespace

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
  // Bytes move through one channel at the device's bandwidth, in three
  // priority lanes: page reads, fsyncs, background writes (page cleaner,
  // kernel writeback). Each lane is FIFO (a cache flush cannot finish
  // before the fsyncs ahead of it), and an fsync also waits for the
  // writeback already under way on its own file. The block scheduler
  // (deadline) sends reads and synchronous writes ahead of queued
  // background writes, so a read waits for at most one device queue of
  // them and an fsync for at most one block-layer queue (kLaneQueueBytes),
  // not for the whole backlog; every transfer takes channel time, so the
  // lower lanes finish that much later.
  int64_t xfer = static_cast<int64_t>(static_cast<double>(bytes) * w.d.ns_per_byte);
  const bool flush = kind == DeviceOpKind::kFsync || kind == DeviceOpKind::kFlush;
  int lane = kind == DeviceOpKind::kRead ? 0 : kind == DeviceOpKind::kWrite ? 2 : 1;
  int64_t start = dev.lane_free_at[lane];
  if (start <= w.now) {
    int64_t below = dev.lane_free_at[kDeviceLanes - 1] - w.now;
    int64_t cap = static_cast<int64_t>(static_cast<double>(kLaneQueueBytes[lane]) * w.d.ns_per_byte);
    if (lane == kDeviceLanes - 1 || below < cap) cap = below;
    start = w.now + (cap > 0 ? cap : 0);
  }
  if (lane == 1 && file < static_cast<int>(dev.file_written_at.size()) && start < dev.file_written_at[file])
    start = dev.file_written_at[file];
  if (lane == 0) start = ReadStartAfterFlushes(dev, start);
  int64_t xfer_end = start + xfer;
  if (lane == 0) {
    // Deadline serves a batch of writes after every two batches of reads
    // (writes_starved = 2, fifo_batch = 16): while writes are pending a
    // read gets two thirds of the channel.
    int64_t above = dev.lane_free_at[1] > w.now ? dev.lane_free_at[1] : w.now;
    int64_t pending = dev.lane_free_at[kDeviceLanes - 1] - above;
    int64_t share = xfer / 2;
    if (pending > 0) xfer_end += pending < share ? pending : share;
  }
  if (lane == kDeviceLanes - 1 && file < static_cast<int>(dev.file_written_at.size())) dev.file_written_at[file] = xfer_end;
  if (bytes > 0) {
    dev.lane_free_at[lane] = xfer_end;
    for (int c = lane + 1; c < kDeviceLanes; ++c) {
      int64_t later = (dev.lane_free_at[c] > w.now ? dev.lane_free_at[c] : w.now) + xfer;
      dev.lane_free_at[c] = later > xfer_end ? later : xfer_end;
    }
  }
  dev.bandwidth_ns_interval += xfer;
  if (flush && w.d.flush_exclusive_ns > 0) {
    // A non-queued flush: it starts once the device holds nothing else
    // (at most a device queue of writes behind this fsync's own) and no
    // read, fsync or write moves while it runs. Reads keep passing this
    // fsync's writes until then (the scheduler sends them first).
    int64_t queue_ns = static_cast<int64_t>(static_cast<double>(kLaneQueueBytes[0]) * w.d.ns_per_byte);
    int64_t drained = dev.lane_free_at[kDeviceLanes - 1] < xfer_end + queue_ns ? dev.lane_free_at[kDeviceLanes - 1] : xfer_end + queue_ns;
    if (drained < xfer_end) drained = xfer_end;
    if (drained < dev.lane_free_at[0]) drained = dev.lane_free_at[0];
    int64_t flush_end = drained + w.d.flush_exclusive_ns;
    AddFlushWindow(dev, w.now, drained, flush_end);
    for (int c = 1; c < kDeviceLanes; ++c) {
      int64_t later = (dev.lane_free_at[c] > w.now ? dev.lane_free_at[c] : w.now) + w.d.flush_exclusive_ns;
      dev.lane_free_at[c] = later > flush_end ? later : flush_end;
    }
    dev.bandwidth_ns_interval += w.d.flush_exclusive_ns;
    xfer_end = flush_end;
  }
  // The fixed latency of the operation overlaps with other operations.
  double fixed;
  switch (kind) {
    case DeviceOpKind::kFsync:  // the exclusive flush is part of the fsync's latency
      fixed = static_cast<double>(w.d.fsync_ns - w.d.flush_exclusive_ns + w.d.fs_journal_ns);
      // The binlog grows: its fsync commits the filesystem's journal too.
      if (file == kFileBinlog) fixed += static_cast<double>(w.d.growing_fsync_extra_ns);
      if (fixed < 0) fixed = 0;
      break;
    case DeviceOpKind::kFlush:
      fixed = static_cast<double>(w.d.odirect_flush_ns - w.d.flush_exclusive_ns);
      if (fixed < 0) fixed = 0;
      break;
    case DeviceOpKind::kDirectWrite: fixed = static_cast<double>(w.d.odirect_write_ns); break;
    case DeviceOpKind::kRead: fixed = static_cast<double>(w.d.read_ns + w.d.fs_read_ns); break;
    default: fixed = static_cast<double>(w.d.write_ns); break;
  }
  // An fsync's latency has a long tail (journal commits, the device's
  // cache flush): lognormal around its median. Other operations vary less.
  double latency = flush ? fixed * DetExp(w.d.fsync_shape.sigma * StandardNormal(&w.rng))
                                                : Jitter(&w.rng, fixed, w.d.device_jitter);
  int64_t done = xfer_end + static_cast<int64_t>(latency);
  DeviceOp& op = dev.ops[slot];
  op = {kind, owner, static_cast<uint8_t>(file), tid, bytes, w.now, done, true};
  if (dev.in_flight == 0) dev.in_flight_since = w.now;
  ++dev.in_flight;
  dev.in_flight_bytes += bytes;
  if (flush && dev.current_fsync_start < 0) dev.current_fsync_start = w.now;
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
  if (kind != DeviceOpKind::kRead) DurOnDeviceOp(w, flush, file, done);
}

void OnDeviceDone(World& w, int slot) {
  Device& dev = w.device;
  DeviceOp op = dev.ops[slot];
  dev.ops[slot].in_use = false;
  dev.free_slots.push_back(slot);
  --dev.in_flight;
  dev.in_flight_bytes -= op.bytes;
  if (dev.in_flight == 0) dev.in_flight_ns_interval += w.now - dev.in_flight_since;
  if (op.kind == DeviceOpKind::kFsync || op.kind == DeviceOpKind::kFlush) dev.current_fsync_start = -1;
  switch (op.owner) {
    case DeviceOwner::kRedoFlush:
      if (op.kind == DeviceOpKind::kDirectWrite) OnRedoDirectWriteDone(w);
      else OnRedoFlushDone(w);
      break;
    case DeviceOwner::kThread:
      // The caller's fsync() costs it CPU (syscall, journal commit,
      // completion), paid as it returns.
      if (op.kind == DeviceOpKind::kFsync) w.threads[op.thread].ops.PushFront(MakeOp(OpKind::kCompute, w.d.fsync_cpu));
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
