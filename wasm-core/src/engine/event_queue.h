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

  void Push(int64_t t, uint16_t kind, uint32_t target, uint16_t gen) {
    Event e{t, next_seq_++, target, kind, gen};
    size_t i = heap_.size();
    heap_.push_back(e);
    while (i > 0) {
      size_t parent = (i - 1) / 2;
      if (!Before(e, heap_[parent])) break;
      heap_[i] = heap_[parent];
      i = parent;
    }
    heap_[i] = e;
  }

  Event Pop() {
    Event top = heap_.front();
    Event last = heap_.back();
    heap_.pop_back();
    size_t n = heap_.size();
    if (n > 0) {
      size_t i = 0;
      for (;;) {
        size_t child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && Before(heap_[child + 1], heap_[child])) ++child;
        if (!Before(heap_[child], last)) break;
        heap_[i] = heap_[child];
        i = child;
      }
      heap_[i] = last;
    }
    return top;
  }

 private:
  static bool Before(const Event& a, const Event& b) { return a.t < b.t || (a.t == b.t && a.seq < b.seq); }
  std::vector<Event> heap_;
  uint64_t next_seq_ = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_ENGINE_EVENT_QUEUE_H_
