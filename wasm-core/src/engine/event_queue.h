// The future event list: plain events in a binary heap ordered by
// (time, sequence). The sequence number breaks ties in insertion order,
// which makes every run deterministic. No allocation once reserved.
//
// Pop leaves the root's slot free instead of refilling it at once: most
// events' handlers push the next event right away (a thread's next
// wake-up), which then goes straight into the free root and sinks only as
// far as it must (SiftDown). Refilling the root and then sifting the new
// event up from a leaf cost about twice as much.
//
// Keys are unique but for one case: a latch's spin-deadline event pushed
// again for the same spinner (PushAt with its reserved sequence) after an
// earlier deadline superseded it leaves a stale copy with the same key.
// Which of the two pops first then depends on the heap's layout, but the
// stale one carries an old generation and does nothing, so every run still
// gives the same result.
#ifndef COMMITLAB_ENGINE_EVENT_QUEUE_H_
#define COMMITLAB_ENGINE_EVENT_QUEUE_H_

#include <cstdint>
#include <vector>

namespace commitlab {

struct Event {
  int64_t t;       // simulated nanoseconds
  uint64_t seq;    // insertion order
  uint32_t target; // thread, latch, device op ... depending on kind
  uint16_t kind;
  uint16_t gen;    // generation: stale events are skipped (lazy cancel)
};

class EventQueue {
 public:
  void Reserve(size_t n) { heap_.reserve(n); }
  size_t CapacityBytes() const { return heap_.capacity() * sizeof(Event); }
  bool Empty() const { return Size() == 0; }
  size_t Size() const { return heap_.size() - (root_free_ ? 1 : 0); }
  // The earliest event. With the root's slot free it is the earlier of
  // the root's two children (each heads a heap).
  const Event& Top() const {
    if (!root_free_) return heap_[0];
    if (heap_.size() < 3 || Before(heap_[1], heap_[2])) return heap_[1];
    return heap_[2];
  }
  uint64_t pushed() const { return next_seq_; }

  void Push(int64_t t, uint16_t kind, uint32_t target, uint16_t gen) { PushAt(t, next_seq_++, kind, target, gen); }

  // A sequence number taken now for an event pushed later (or never): the
  // event then orders exactly as if it had been pushed now.
  uint64_t ReserveSeq() { return next_seq_++; }

  void PushAt(int64_t t, uint64_t seq, uint16_t kind, uint32_t target, uint16_t gen) {
    Event e{t, seq, target, kind, gen};
    if (root_free_) {
      root_free_ = false;
      SiftDown(e);
      return;
    }
    heap_.push_back(e);
    SiftUp(heap_.size() - 1, e);
  }

  Event Pop() {
    if (root_free_) RefillRoot();
    root_free_ = true;
    return heap_[0];
  }

  // Pops the earliest event into *e if it is due by `stop` (Top and Pop
  // in one: the root's children are compared once, not twice).
  bool PopDueBy(int64_t stop, Event* e) {
    if (root_free_) {
      size_t n = heap_.size();
      if (n < 2) return false;
      size_t first = n < 3 || Before(heap_[1], heap_[2]) ? 1 : 2;
      if (heap_[first].t > stop) return false;
      RefillRootFrom(first);
    } else if (heap_.empty() || heap_[0].t > stop) {
      return false;
    }
    root_free_ = true;
    *e = heap_[0];
    return true;
  }

 private:
  // Floyd's bottom-up refill: the free slot walks down to a leaf taking
  // the earlier child (one comparison per level, no branch on which),
  // then the last event sifts up from there, usually not far.
  void RefillRoot() { RefillRootFrom(heap_.size() < 3 || Before(heap_[1], heap_[2]) ? 1 : 2); }
  // The same, knowing which of the root's children (`first`) is earlier.
  void RefillRootFrom(size_t first) {
    root_free_ = false;
    Event last = heap_.back();
    heap_.pop_back();
    size_t n = heap_.size();
    if (n == 0) return;
    Event* h = heap_.data();
    if (first >= n) {  // the earliest was the last event itself
      h[0] = last;
      return;
    }
    h[0] = h[first];
    SiftUp(HoleToLeaf(first, n), last);
  }

  // Puts e in the free root, moving earlier children up past it. Most
  // events stop within the first levels; one still sinking below them (a
  // far-off wake-up among hundreds of pending events) takes Floyd's walk
  // instead: the hole follows the earlier children to a leaf, one
  // comparison a level instead of two, and e sifts up from there, rarely
  // far. On the bench configuration and a 512-thread preset, switching
  // after 4 to 8 levels took fewer instructions than never switching,
  // fewest at 7; after 2, or 10 and more, took more. The order is the
  // same whichever way e finds its place.
  void SiftDown(const Event& e) {
    Event* h = heap_.data();
    size_t n = heap_.size();
    size_t i = 0;
    for (int level = 0; level < kDirectLevels; ++level) {
      size_t child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && Before(h[child + 1], h[child])) ++child;
      if (!Before(h[child], e)) {
        h[i] = e;
        return;
      }
      h[i] = h[child];
      i = child;
    }
    SiftUp(HoleToLeaf(i, n), e);
  }
  static constexpr int kDirectLevels = 7;

  // Floyd's walk: moves the hole at i down to a leaf along the earlier
  // children, one comparison a level; returns where the hole ends.
  size_t HoleToLeaf(size_t i, size_t n) {
    Event* h = heap_.data();
    size_t child = 2 * i + 1;
    while (child + 1 < n) {
      child += Before(h[child + 1], h[child]) ? 1 : 0;
      h[i] = h[child];
      i = child;
      child = 2 * i + 1;
    }
    if (child < n) {
      h[i] = h[child];
      i = child;
    }
    return i;
  }

  // Puts e in the hole at i, moving later parents down into it.
  void SiftUp(size_t i, const Event& e) {
    Event* h = heap_.data();
    while (i > 0) {
      size_t parent = (i - 1) / 2;
      if (!Before(e, h[parent])) break;
      h[i] = h[parent];
      i = parent;
    }
    h[i] = e;
  }

  // (time, sequence) as one unsigned 128-bit key: times are never
  // negative, so this orders exactly like the pair, without a branch.
  static unsigned __int128 Key(const Event& e) {
    return (static_cast<unsigned __int128>(static_cast<uint64_t>(e.t)) << 64) | e.seq;
  }
  static bool Before(const Event& a, const Event& b) { return Key(a) < Key(b); }
  std::vector<Event> heap_;
  bool root_free_ = false;  // heap_[0] was popped and not yet refilled
  uint64_t next_seq_ = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_ENGINE_EVENT_QUEUE_H_
