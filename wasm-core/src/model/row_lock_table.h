// Record X locks held to commit, with FIFO waiters. Open addressing with
// backward-shift deletion: it allocates only when it grows (kept at most half full).
#ifndef COMMITLAB_MODEL_ROW_LOCK_TABLE_H_
#define COMMITLAB_MODEL_ROW_LOCK_TABLE_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace commitlab {

struct RowLockEntry {
  uint64_t key = 0;
  int32_t owner = -1;  // -1: slot empty
  int32_t waiter_head = -1;
  int32_t waiter_tail = -1;
};

class RowLockTable {
 public:
  void Init(size_t expected_entries);
  // Returns the entry for key, or nullptr.
  RowLockEntry* Find(uint64_t key);
  // Inserts key owned by owner (key must be absent).
  RowLockEntry* Insert(uint64_t key, int32_t owner);
  void Erase(uint64_t key);
  size_t size() const { return size_; }
  size_t CapacityBytes() const { return slots_.capacity() * sizeof(RowLockEntry); }

 private:
  size_t Slot(uint64_t key) const;
  void Grow();
  std::vector<RowLockEntry> slots_;
  size_t mask_ = 0;
  size_t size_ = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_ROW_LOCK_TABLE_H_
