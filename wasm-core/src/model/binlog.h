// The binary log file and the commit-ordering state around it: group
// commit stage queues (5.6/5.7), the sync counter, prepared XIDs that
// rotation must wait for, and AliSQL's binlog buffer.
#ifndef COMMITLAB_MODEL_BINLOG_H_
#define COMMITLAB_MODEL_BINLOG_H_

#include <array>
#include <cstdint>
#include <vector>

namespace commitlab {

enum Stage : uint8_t { kStageFlush, kStageSync, kStageCommit, kStageCount };

struct StageQueue {
  int32_t head = -1;
  int32_t tail = -1;
  int32_t size = 0;
};

// A group in AliSQL's binlog buffer, in allocation (binlog) order.
struct BufferedGroup {
  int64_t start;
  int64_t end;
  bool ready;
};

struct Binlog {
  int64_t file_size = 0;
  int64_t total_bytes = 0;
  int64_t sync_counter = 0;
  int64_t prepared_xids = 0;
  bool rotating = false;
  int32_t xid_waiter = -1;  // rotation waiting for prepared_xids == 0
  int64_t rotations = 0;
  int64_t fsyncs = 0;
  std::array<StageQueue, kStageCount> queues;
  std::array<int32_t, kStageCount> leader{{-1, -1, -1}};
  std::array<int32_t, kStageCount> processing{{0, 0, 0}};
  int32_t sync_delay_waiter = -1;  // sync leader sleeping in the delay
  // AliSQL parallel flush / binlog in redo.
  int64_t alloc_pos = 0;
  int64_t written_pos = 0;
  int64_t synced_pos = 0;
  std::vector<BufferedGroup> buffer;  // FIFO of groups not yet written
  size_t buffer_head = 0;
  bool writer_busy = false;
  int64_t writer_target = 0;
  bool syncer_busy = false;
  int64_t syncer_target = 0;
  int64_t groups_since_sync = 0;
  int64_t commit_pos = 0;  // parallel flush: groups before this have committed
  std::vector<int32_t> pos_waiters;  // leaders waiting for writer/syncer
  // Group statistics for the interval.
  int64_t flush_groups = 0, flush_members = 0;
  int64_t sync_groups = 0, sync_members = 0;
  int64_t commit_groups = 0, commit_members = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_BINLOG_H_
