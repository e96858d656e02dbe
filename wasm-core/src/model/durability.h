// What a crash needs to know, kept as the run goes: for every write
// transaction its prepare and commit LSNs, its place in the binlog
// (byte range, file, GTID-like number) and when the client got OK; for
// the redo log and the binlog, which byte positions reached the device
// (fsync done, or written back by the kernel) and, on a device whose
// volatile cache ignores flushes, which ones left that cache.
// Recent transactions are kept one by one in a ring; older ones are
// folded into blocks (min/max of each position) until nothing can lose
// them any more. See docs/crash-recovery.md.
#ifndef COMMITLAB_MODEL_DURABILITY_H_
#define COMMITLAB_MODEL_DURABILITY_H_

#include <array>
#include <cstdint>
#include <vector>

#include "model/page_cache.h"

namespace commitlab {

// One write transaction. Positions are global: LSN for redo, the byte
// offset since the first binlog file for the binlog. -1: not there.
struct TrxRecord {
  int64_t gtid = -1;            // binlog order, 1-based (GTID's gno); -1 not binlogged
  int64_t prepare_lsn = -1;     // LSN that makes the prepare record durable
  int64_t commit_lsn = -1;      // LSN that makes the commit record durable
  int64_t binlog_end = -1;      // end of its events (XID event) in the binlog
  int64_t binlog_redo_lsn = -1; // binlog in redo: LSN that makes its events durable
  int64_t ack_ns = -1;          // when the client got OK; -1 in flight
  int32_t file = -1;            // binlog file number
  int32_t thread = -1;
};

// Consecutive acknowledged transactions folded together: each field's
// range, enough to classify the whole block when a crash frontier does
// not fall inside it (and to interpolate when it does).
struct TrxBlock {
  int64_t count = 0;
  int64_t binlogged = 0;
  int64_t gtid_min = -1, gtid_max = -1;
  int64_t prepare_min = 0, prepare_max = -1;
  int64_t commit_min = 0, commit_max = -1;
  int64_t binlog_min = 0, binlog_max = -1;
  int64_t redo_bin_min = 0, redo_bin_max = -1;
  int32_t file_min = 0, file_max = -1;
  int64_t ack_min = 0, ack_max = 0;
};

// A device operation carrying a log file's bytes: when done, everything
// up to pos is on the device (fsync) or the oldest dirty chunk is
// (writeback). dev_end: device bytes written up to and including it.
struct FileDeviceOp {
  int64_t pos;
  int64_t done;
  int64_t dev_end;
};

// Per log file: what reached the device, what left its volatile cache.
struct FileDurability {
  static constexpr int kPending = 16;
  static constexpr int kMedia = 48;
  int64_t device_pos = 0;  // on the device (fsync or writeback done)
  std::array<FileDeviceOp, kPending> pending{};
  int32_t n_pending = 0;
  // Only with a volatile cache: operations not yet destaged, oldest first.
  int64_t media_pos = 0;
  std::array<FileDeviceOp, kMedia> media{};
  int32_t n_media = 0;
};

// Published binlog positions, for the replica's receiver.
struct PublishMark {
  int64_t gtid;  // every transaction up to this one is published
  int64_t at;    // from this instant (+ network delay: received)
};

// Binlog positions written but not yet published, in binlog order.
struct WrittenMark {
  int64_t binlog_end;
  int64_t gtid;
};

struct Durability {
  static constexpr int kRing = 1024;
  static constexpr int kBlocks = 512;
  static constexpr int kBlockStart = 64;  // records per block before merging
  // Transactions still in flight, by thread.
  std::vector<TrxRecord> open;
  // Acknowledged, newest kRing one by one.
  std::array<TrxRecord, kRing> ring{};
  int32_t ring_head = 0;
  int32_t ring_count = 0;
  // Older acknowledged ones, oldest first.
  std::vector<TrxBlock> blocks;
  int64_t block_size = kBlockStart;
  // Folded out for good: safe in engine and binlog on any crash.
  int64_t settled = 0;
  int64_t settled_binlogged = 0;
  int64_t settled_gtid_max = 0;
  int64_t acked = 0;
  // Binlog.
  int64_t next_gtid = 1;
  int32_t binlog_file = 1;
  int64_t binlog_file_start = 0;  // global offset where the current file starts
  std::array<FileDurability, kFileCount> files{};
  // Replica feed: written-but-unpublished marks and published marks.
  std::vector<WrittenMark> unpublished;
  size_t unpublished_head = 0;
  std::vector<PublishMark> published;  // consumed by the replica model
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_DURABILITY_H_
