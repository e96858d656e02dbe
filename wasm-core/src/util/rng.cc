#include "util/rng.h"

#include <cmath>

#include "util/float_bits.h"

namespace commitlab {

double DetLog(double x) {
  if (!(x > 0)) return -1e300;
  // Reduce to m in [sqrt(1/2), sqrt(2)) times 2^e.
  int e = 0;
  while (x >= 1.4142135623730951) { x *= 0.5; ++e; }
  while (x < 0.7071067811865476) { x *= 2.0; --e; }
  // log(m) = 2 atanh((m-1)/(m+1)), series in s^2 (|s| < 0.1716).
  double s = (x - 1.0) / (x + 1.0);
  double s2 = s * s;
  double term = s;
  double sum = 0;
  for (int k = 1; k < 40; k += 2) {
    sum += term / k;
    term *= s2;
  }
  return 2.0 * sum + e * 0.6931471805599453;
}

double DetExp(double x) {
  if (x > 700) x = 700;
  if (x < -700) return 0;
  // exp(x) = 2^k * exp(r), |r| <= ln2/2: a degree-13 Taylor polynomial in
  // Horner form is exact to ~1e-16 there; ldexp scales exactly.
  const double ln2 = 0.6931471805599453;
  double kf = x / ln2;
  int k = static_cast<int>(kf < 0 ? kf - 0.5 : kf + 0.5);
  double r = x - static_cast<double>(k) * ln2;
  double p = 1.0 / 6227020800.0;  // 1/13!
  static const double kInvFact[] = {1.0 / 479001600.0, 1.0 / 39916800.0, 1.0 / 3628800.0, 1.0 / 362880.0,
                                    1.0 / 40320.0, 1.0 / 5040.0, 1.0 / 720.0, 1.0 / 120.0, 1.0 / 24.0,
                                    1.0 / 6.0, 0.5, 1.0, 1.0};
  for (double c : kInvFact) p = p * r + c;
  // p * 2^k, with 2^k built from its bits when it is a normal double
  // (exactly what ldexp gives, without the libm call on the hot path).
  if (k > -1022 && k < 1023) {
    return p * PowerOfTwo(k);
  }
  return std::ldexp(p, k);
}

double DetSqrt(double x) {
  if (!(x > 0)) return 0;
  double g = x > 1 ? x : 1.0;
  for (int i = 0; i < 60; ++i) {
    double next = 0.5 * (g + x / g);
    if (next == g) break;
    g = next;
  }
  return g;
}

double StandardNormal(Rng* rng) {
  return (rng->Uniform() + rng->Uniform() + rng->Uniform() + rng->Uniform() - 2.0) * 1.7320508075688772;
}

JitterShape JitterShape::ForCv(double cv) {
  JitterShape s;
  if (cv <= 0) return s;
  double sigma2 = DetLog(1.0 + cv * cv);  // lognormal with this cv
  s.sigma = DetSqrt(sigma2);
  s.half_var = 0.5 * sigma2;
  return s;
}

double Jitter(Rng* rng, double mean, const JitterShape& shape) {
  if (shape.sigma == 0) return mean;
  return mean * DetExp(shape.sigma * StandardNormal(rng) - shape.half_var);
}

double Exponential(Rng* rng, double mean) {
  double u = rng->Uniform();
  return -mean * DetLog(1.0 - u);
}

double Jitter(Rng* rng, double mean, double cv) { return Jitter(rng, mean, JitterShape::ForCv(cv)); }

namespace {

// log(x) for x in (0, 1], from + - * / and the bits of x: the exponent
// read off, then 8 terms of the atanh series. Good to ~1e-13, plenty for
// a delay in nanoseconds, and far cheaper than DetLog's 20 divisions.
double ShortLog(double x) {
  int e = 0;
  double m = MantissaNearOne(x, &e);
  double s = (m - 1.0) / (m + 1.0);
  double s2 = s * s;
  double p = 1.0 / 15;
  p = p * s2 + 1.0 / 13;
  p = p * s2 + 1.0 / 11;
  p = p * s2 + 1.0 / 9;
  p = p * s2 + 1.0 / 7;
  p = p * s2 + 1.0 / 5;
  p = p * s2 + 1.0 / 3;
  p = p * s2 + 1.0;
  return 2.0 * s * p + e * 0.6931471805599453;
}

// exp(y) for y in (-700, 0]: 2^n exp(r), |r| <= ln2/2, degree-11 Taylor
// polynomial (to ~1e-14).
double ShortExp(double y) {
  double nf = y * 1.4426950408889634;
  int n = static_cast<int>(nf - 0.5);  // y <= 0: rounds to nearest
  double r = y - static_cast<double>(n) * 0.6931471805599453;
  static const double kInvFact[] = {1.0 / 3628800.0, 1.0 / 362880.0, 1.0 / 40320.0, 1.0 / 5040.0, 1.0 / 720.0,
                                    1.0 / 120.0,     1.0 / 24.0,      1.0 / 6.0,     0.5,          1.0, 1.0};
  double p = 1.0 / 39916800.0;  // 1/11!
  for (double c : kInvFact) p = p * r + c;
  return p * PowerOfTwo(n);
}

}  // namespace

double MinOfUniforms(Rng* rng, int k) {
  if (k <= 1) return rng->Uniform();
  return MinOfUniformsAt(rng->Uniform(), k);
}

// 1 - (1 - u)^(1/k): the inverse of the minimum's distribution.
double MinOfUniformsAt(double u, int k) { return 1.0 - ShortExp(ShortLog(1.0 - u) / k); }

}  // namespace commitlab
