// A double's bits, for the short log and exp of the random draws (no libm
// on the hot path): the split x = m 2^e and a power of two, each built from
// the bits exactly.
#ifndef COMMITLAB_UTIL_FLOAT_BITS_H_
#define COMMITLAB_UTIL_FLOAT_BITS_H_

#include <cstdint>
#include <cstring>

namespace commitlab {

// m with x = m 2^*e and m in [sqrt(1/2), sqrt(2)), for a normal x > 0.
inline double MantissaNearOne(double x, int* e) {
  uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  *e = static_cast<int>((bits >> 52) & 0x7FF) - 1023;
  bits = (bits & 0x000FFFFFFFFFFFFFull) | 0x3FF0000000000000ull;
  double m;
  std::memcpy(&m, &bits, sizeof m);  // in [1, 2)
  if (m >= 1.4142135623730951) {
    m *= 0.5;
    ++*e;
  }
  return m;
}

// 2^n for -1022 < n < 1023 (a normal double).
inline double PowerOfTwo(int n) {
  uint64_t bits = static_cast<uint64_t>(n + 1023) << 52;
  double scale;
  std::memcpy(&scale, &bits, sizeof scale);
  return scale;
}

}  // namespace commitlab

#endif  // COMMITLAB_UTIL_FLOAT_BITS_H_
