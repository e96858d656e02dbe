#include <gtest/gtest.h>

#include <cstdint>

#include "util/rng.h"
#include "util/whole_ns_draws.h"

namespace commitlab {
namespace {

// Each fast draw gives the integer the exact draw truncates to, from the
// same random numbers, and leaves the stream where the exact draw leaves
// it. Means and scales span the model's (nanoseconds to a second); the
// largest make the margin wide enough that the exact fallback runs too.
TEST(WholeNsDraws, JitterEqualsTheExactDrawTruncated) {
  Rng pick(5, 0);
  for (double cv : {0.0, 0.1, 0.3, 0.5, 2.0}) {
    JitterShape shape = JitterShape::ForCv(cv);
    Rng fast(9, 1), exact(9, 1);
    for (int i = 0; i < 200000; ++i) {
      double mean = i % 1000 == 0 ? 1e12 : pick.Uniform() * (i % 2 ? 2e4 : 1e9);
      ASSERT_EQ(JitterNs(&fast, mean, shape), static_cast<int64_t>(Jitter(&exact, mean, shape)))
          << "cv " << cv << " mean " << mean << " draw " << i;
    }
    EXPECT_EQ(fast.Next(), exact.Next());
  }
}

// The hard case: a mean chosen so that the exact value lands on (or a
// rounding away from) a whole nanosecond, where a fast value off by an
// ulp would truncate to the next integer down.
TEST(WholeNsDraws, JitterOnAWholeNanosecondEqualsTheExactDraw) {
  JitterShape shape = JitterShape::ForCv(0.5);
  Rng stream(12, 3);
  for (int i = 0; i < 100000; ++i) {
    Rng peek = stream;
    double e = DetExp(shape.sigma * StandardNormal(&peek) - shape.half_var);
    double target = static_cast<double>(1000 + i);
    double mean = target / e;
    Rng exact = stream;
    int64_t want = static_cast<int64_t>(Jitter(&exact, mean, shape));
    ASSERT_EQ(JitterNs(&stream, mean, shape), want) << "draw " << i;
  }
}

TEST(WholeNsDraws, ScaledMinOfUniformsEqualsTheExactDrawTruncated) {
  Rng pick(6, 0);
  Rng fast(4, 2), exact(4, 2);
  for (int i = 0; i < 400000; ++i) {
    int k = 1 + static_cast<int>(pick.Below(i % 2 ? 8 : 2000));
    double scale = i % 1000 == 0 ? 1e12 : pick.Uniform() * 5e3;
    ASSERT_EQ(ScaledMinOfUniformsNs(&fast, k, scale), static_cast<int64_t>(scale * MinOfUniforms(&exact, k)))
        << "k " << k << " scale " << scale << " draw " << i;
  }
  EXPECT_EQ(fast.Next(), exact.Next());
}

TEST(WholeNsDraws, ScaledMinOfUniformsOnAWholeNanosecondEqualsTheExactDraw) {
  Rng stream(13, 4);
  for (int i = 0; i < 100000; ++i) {
    int k = 2 + i % 300;
    Rng peek = stream;
    double m = MinOfUniformsAt(peek.Uniform(), k);
    if (m <= 0) continue;
    double scale = static_cast<double>(1 + i % 400) / m;
    Rng exact = stream;
    int64_t want = static_cast<int64_t>(scale * MinOfUniforms(&exact, k));
    ASSERT_EQ(ScaledMinOfUniformsNs(&stream, k, scale), want) << "draw " << i;
  }
}

}  // namespace
}  // namespace commitlab
