// Seeded random streams and the few transcendental functions the model
// needs. libm's exp/log may differ between glibc and the WebAssembly
// libc in the last bit, which would break native/WASM digest parity, so
// these are built from + - * / only (IEEE-exact on every target).
#ifndef COMMITLAB_UTIL_RNG_H_
#define COMMITLAB_UTIL_RNG_H_

#include <cstdint>

namespace commitlab {

// splitmix64 seeds xoshiro256** (fast, small state, copyable).
class Rng {
 public:
  Rng() { Seed(1, 0); }
  Rng(uint64_t seed, uint64_t stream) { Seed(seed, stream); }
  void Seed(uint64_t seed, uint64_t stream) {
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + stream * 0xD1B54A32D192ED03ull + 0x632BE59BD9B4E019ull;
    for (auto& word : s_) word = SplitMix(&x);
  }
  uint64_t Next() {
    uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, 1) with 53 random bits.
  double Uniform() { return static_cast<double>(Next() >> 11) * (1.0 / 9007199254740992.0); }
  // Uniform integer in [0, n).
  uint64_t Below(uint64_t n) { return n == 0 ? 0 : Next() % n; }

 private:
  static uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static uint64_t SplitMix(uint64_t* x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint64_t s_[4];
};

// Natural log and exp from basic arithmetic only (relative error ~1e-15).
double DetLog(double x);
double DetExp(double x);
inline double DetPow(double base, double exponent) { return DetExp(exponent * DetLog(base)); }

// Distributions used by the model.
double Exponential(Rng* rng, double mean);
// Lognormal-like positive jitter with the given mean and coefficient of
// variation (gamma approximated by a sum of exponentials is too slow; a
// lognormal via Box-Muller needs cos, so this uses the Irwin-Hall normal).
double Jitter(Rng* rng, double mean, double cv);

// Jitter with its shape worked out once (the hot path draws only).
struct JitterShape {
  double sigma = 0;       // of the underlying normal
  double half_var = 0;    // sigma^2 / 2, keeps the mean
  static JitterShape ForCv(double cv);
};
double Jitter(Rng* rng, double mean, const JitterShape& shape);
// A standard normal from four uniforms (Irwin-Hall): cheap and exact
// in IEEE arithmetic.
double StandardNormal(Rng* rng);
double DetSqrt(double x);
// Minimum of k independent uniforms on [0, 1): the first of k spinners
// to look at the lock word.
double MinOfUniforms(Rng* rng, int k);
// The same from a uniform already drawn (k >= 2).
double MinOfUniformsAt(double u, int k);

}  // namespace commitlab

#endif  // COMMITLAB_UTIL_RNG_H_
