// The future event list: plain events in a binary heap ordered by
// (time, sequence). The sequence number breaks ties in insertion order,
// which makes every run deterministic. No allocation once reserved.
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
  bool Empty() const { return heap_.empty(); }
  size_t Size() const { return heap_.size(); }
  const Event& Top() const { return heap_.front(); }
  uint64_t pushed() const { return next_seq_; }

  void Push(int64_t t, uint16_t kind, uint32_t target, uint16_t gen) { PushAt(t, next_seq_++, kind, target, gen); }

  // A sequence number taken now for an event pushed later (or never): the
  // event then orders exactly as if it had been pushed now.
  uint64_t ReserveSeq() { return next_seq_++; }

  void PushAt(int64_t t, uint64_t seq, uint16_t kind, uint32_t target, uint16_t gen) {
    Event e{t, seq, target, kind, gen};
    heap_.push_back(e);
    SiftUp(heap_.size() - 1, e);
  }

  // Floyd's bottom-up pop: the hole left by the top walks down to a leaf
  // taking the earlier child (one comparison per level, no branch on
  // which), then the last event sifts up from there, usually not far.
  Event Pop() {
    Event top = heap_.front();
    Event last = heap_.back();
    heap_.pop_back();
    size_t n = heap_.size();
    if (n == 0) return top;
    Event* h = heap_.data();
    size_t i = 0;
    size_t child = 1;
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
    SiftUp(i, last);
    return top;
  }

 private:
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
  uint64_t next_seq_ = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_ENGINE_EVENT_QUEUE_H_
