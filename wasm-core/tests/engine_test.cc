#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "engine/event_queue.h"
#include "model/row_lock_table.h"
#include "sim/metrics.h"
#include "util/rng.h"

namespace commitlab {
namespace {

TEST(EventQueue, OrdersByTimeThenInsertion) {
  EventQueue q;
  q.Push(5, 0, 1, 0);
  q.Push(3, 0, 2, 0);
  q.Push(5, 0, 3, 0);
  q.Push(3, 0, 4, 0);
  std::vector<uint32_t> order;
  while (!q.Empty()) order.push_back(q.Pop().target);
  EXPECT_EQ(order, (std::vector<uint32_t>{2, 4, 1, 3}));
}

TEST(EventQueue, RandomPushPopStaysSorted) {
  EventQueue q;
  Rng rng(7, 0);
  int64_t last = -1;
  uint64_t last_seq = 0;
  for (int i = 0; i < 2000; ++i) q.Push(static_cast<int64_t>(rng.Below(1000)), 0, 0, 0);
  for (int i = 0; i < 100000; ++i) {
    Event e = q.Pop();
    ASSERT_TRUE(e.t > last || (e.t == last && e.seq > last_seq));
    last = e.t;
    last_seq = e.seq;
    q.Push(e.t + static_cast<int64_t>(rng.Below(1000)), 0, 0, 0);
  }
}

// Pop leaves the root free until the next push or pop: Top, Size and
// Empty must see through that, whatever mix of pushes follows a pop
// (none, one, several), against a plain sorted list of the same events.
TEST(EventQueue, MixedPushesAfterPopMatchSortedReference) {
  EventQueue q;
  Rng rng(11, 0);
  std::vector<std::pair<int64_t, uint64_t>> ref;  // (t, seq) still queued
  int64_t now = 0;
  auto push = [&](int64_t t) {
    ref.emplace_back(t, q.pushed());
    q.Push(t, 0, 0, 0);
  };
  for (int i = 0; i < 5; ++i) push(static_cast<int64_t>(rng.Below(100)));
  for (int i = 0; i < 20000; ++i) {
    std::sort(ref.begin(), ref.end());
    ASSERT_EQ(q.Size(), ref.size());
    ASSERT_EQ(q.Empty(), ref.empty());
    if (!ref.empty()) {
      ASSERT_EQ(q.Top().t, ref.front().first);
      ASSERT_EQ(q.Top().seq, ref.front().second);
      Event e = q.Pop();
      ASSERT_EQ(e.seq, ref.front().second);
      now = e.t;
      ref.erase(ref.begin());
    }
    // 0 to 3 pushes, some at the current instant (ties broken by seq).
    int k = static_cast<int>(rng.Below(ref.size() < 3 ? 4 : 3));
    for (int j = 0; j < k; ++j) push(now + static_cast<int64_t>(rng.Below(3) == 0 ? 0 : rng.Below(200)));
  }
}

// PopDueBy is Top and Pop in one: it pops the earliest event when it is
// due by the limit and leaves the queue alone otherwise, with the root's
// slot free or not, against a plain sorted list of the same events.
TEST(EventQueue, PopDueByMatchesSortedReference) {
  EventQueue q;
  Rng rng(13, 0);
  std::vector<std::pair<int64_t, uint64_t>> ref;
  int64_t now = 0;
  auto push = [&](int64_t t) {
    ref.emplace_back(t, q.pushed());
    q.Push(t, 0, 0, 0);
  };
  Event e{};
  EXPECT_FALSE(q.PopDueBy(INT64_MAX, &e));  // empty
  for (int i = 0; i < 20000; ++i) {
    std::sort(ref.begin(), ref.end());
    int64_t stop = now + static_cast<int64_t>(rng.Below(150));
    bool due = !ref.empty() && ref.front().first <= stop;
    ASSERT_EQ(q.PopDueBy(stop, &e), due);
    if (due) {
      ASSERT_EQ(e.seq, ref.front().second);
      now = e.t;
      ref.erase(ref.begin());
    }
    ASSERT_EQ(q.Size(), ref.size());
    int k = static_cast<int>(rng.Below(ref.size() < 3 ? 4 : 3));
    for (int j = 0; j < k; ++j) push(now + static_cast<int64_t>(rng.Below(3) == 0 ? 0 : rng.Below(200)));
  }
}

// A sequence number reserved early orders a later push as if it had been
// pushed then: ahead of anything pushed in between for the same instant.
TEST(EventQueue, ReservedSequenceOrdersAsOfReservation) {
  EventQueue q;
  uint64_t early = q.ReserveSeq();
  q.Push(100, 0, 1, 0);  // pushed after the reservation, same instant
  q.Push(50, 0, 2, 0);
  q.PushAt(100, early, 0, 3, 0);
  EXPECT_EQ(q.Pop().target, 2u);
  EXPECT_EQ(q.Pop().target, 3u);  // reserved before target 1 was pushed
  EXPECT_EQ(q.Pop().target, 1u);
  EXPECT_TRUE(q.Empty());
}

TEST(DetMath, LogAndExpMatchLibm) {
  for (double x : {1e-9, 0.001, 0.3, 1.0, 2.7, 1000.0, 1e12}) EXPECT_NEAR(DetLog(x), std::log(x), 1e-12 * std::fabs(std::log(x)) + 1e-13);
  for (double x : {-30.0, -1.0, 0.0, 0.5, 3.0, 40.0}) EXPECT_NEAR(DetExp(x) / std::exp(x), 1.0, 1e-13);
}

TEST(Rng, StreamsAreDeterministicAndDistinct) {
  Rng a(42, 1), b(42, 1), c(42, 2);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.Next(), b.Next());
  EXPECT_NE(Rng(42, 1).Next(), c.Next());
  Rng u(1, 0);
  double sum = 0;
  for (int i = 0; i < 100000; ++i) sum += Jitter(&u, 10.0, 0.5);
  EXPECT_NEAR(sum / 100000, 10.0, 0.1);  // jitter keeps the mean
}

TEST(RowLockTable, MatchesAMapUnderRandomOperations) {
  RowLockTable t;
  t.Init(8);  // small: forces growth and long probe runs
  std::map<uint64_t, int32_t> ref;
  Rng rng(3, 0);
  for (int i = 0; i < 50000; ++i) {
    uint64_t key = rng.Below(300) * 0x10000000ull;  // colliding hash inputs
    if (rng.Below(2) == 0) {
      if (ref.count(key) == 0) {
        t.Insert(key, static_cast<int32_t>(i % 1000));
        ref[key] = static_cast<int32_t>(i % 1000);
      }
    } else {
      t.Erase(key);
      ref.erase(key);
    }
    ASSERT_EQ(t.size(), ref.size());
  }
  for (const auto& kv : ref) {
    RowLockEntry* e = t.Find(kv.first);
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->owner, kv.second);
  }
}

TEST(LatencyHistogram, PercentilesWithinTwoPercent) {
  LatencyHistogram h;
  for (int64_t i = 1; i <= 100000; ++i) h.Add(i * 1000);  // 1 us .. 100 ms
  double p95 = static_cast<double>(h.Percentile(0.95));
  EXPECT_NEAR(p95 / 95e6, 1.0, 0.03);
  EXPECT_GE(h.Percentile(1.0), 100000 * 1000);
}

}  // namespace
}  // namespace commitlab
