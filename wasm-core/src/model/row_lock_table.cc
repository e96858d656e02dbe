#include "model/row_lock_table.h"

namespace commitlab {

void RowLockTable::Init(size_t expected_entries) {
  size_t n = 64;
  while (n < expected_entries * 2) n <<= 1;
  slots_.assign(n, RowLockEntry());
  mask_ = n - 1;
  size_ = 0;
}

size_t RowLockTable::Slot(uint64_t key) const {
  uint64_t h = key * 0x9E3779B97F4A7C15ull;
  return static_cast<size_t>(h >> 20) & mask_;
}

RowLockEntry* RowLockTable::Find(uint64_t key) {
  for (size_t i = Slot(key);; i = (i + 1) & mask_) {
    RowLockEntry& e = slots_[i];
    if (e.owner < 0) return nullptr;
    if (e.key == key) return &e;
  }
}

RowLockEntry* RowLockTable::Insert(uint64_t key, int32_t owner) {
  if ((size_ + 1) * 2 > slots_.size()) Grow();
  for (size_t i = Slot(key);; i = (i + 1) & mask_) {
    RowLockEntry& e = slots_[i];
    if (e.owner < 0) {
      e.key = key;
      e.owner = owner;
      e.waiter_head = e.waiter_tail = -1;
      ++size_;
      return &e;
    }
  }
}

void RowLockTable::Erase(uint64_t key) {
  size_t i = Slot(key);
  while (slots_[i].owner >= 0 && slots_[i].key != key) i = (i + 1) & mask_;
  if (slots_[i].owner < 0) return;
  // Backward-shift: pull later entries of the probe run into the hole.
  size_t hole = i;
  for (size_t j = (hole + 1) & mask_; slots_[j].owner >= 0; j = (j + 1) & mask_) {
    size_t home = Slot(slots_[j].key);
    bool movable = (hole <= j) ? (home <= hole || home > j) : (home <= hole && home > j);
    if (movable) {
      slots_[hole] = slots_[j];
      hole = j;
    }
  }
  slots_[hole] = RowLockEntry();
  --size_;
}

void RowLockTable::Grow() {
  std::vector<RowLockEntry> old;
  old.swap(slots_);
  slots_.assign(old.size() * 2, RowLockEntry());
  mask_ = slots_.size() - 1;
  size_ = 0;
  for (const RowLockEntry& e : old) {
    if (e.owner < 0) continue;
    RowLockEntry* n = Insert(e.key, e.owner);
    n->waiter_head = e.waiter_head;
    n->waiter_tail = e.waiter_tail;
  }
}

}  // namespace commitlab
