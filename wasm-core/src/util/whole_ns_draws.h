// The hot draws the model truncates to whole nanoseconds, computed fast
// and exactly: the integer is the one static_cast<int64_t> gives of the
// exact draw (util/rng.h) from the same random numbers. A short
// polynomial (good to ~1e-13) gives the value; only when it lies so near
// a whole nanosecond that its error could cross it (a chance of 2e-11
// times the value in nanoseconds: one draw in a million for 50 us) is the
// exact, slower series evaluated. Same random stream, same integers, so
// every run keeps its digest.
#ifndef COMMITLAB_UTIL_WHOLE_NS_DRAWS_H_
#define COMMITLAB_UTIL_WHOLE_NS_DRAWS_H_

#include <cstdint>

#include "util/rng.h"

namespace commitlab {

// static_cast<int64_t>(Jitter(rng, mean, shape)).
int64_t JitterNs(Rng* rng, double mean, const JitterShape& shape);

// static_cast<int64_t>(scale * MinOfUniforms(rng, k)).
int64_t ScaledMinOfUniformsNs(Rng* rng, int k, double scale);

}  // namespace commitlab

#endif  // COMMITLAB_UTIL_WHOLE_NS_DRAWS_H_
