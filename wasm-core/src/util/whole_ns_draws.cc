#include "util/whole_ns_draws.h"

#include "util/float_bits.h"

namespace commitlab {

namespace {

// The polynomials below are the exact series' own terms, evaluated in
// Estrin's order (independent products, so the core overlaps them) instead
// of Horner's (each step waits for the last); that reordering changes
// rounding by a few units in the last place. Together with the range
// reduction by a product instead of a division, the values differ from the
// exact draws' by less than 1e-13 relative: kRelativeMargin leaves a
// hundredfold room.
constexpr double kRelativeMargin = 1e-11;

// exp(x) for |x| <= 700: 2^n e^r with |r| <= ln2/2, Taylor to r^11.
double FastExp(double x) {
  double nf = x * 1.4426950408889634;
  int n = static_cast<int>(nf < 0 ? nf - 0.5 : nf + 0.5);
  double r = x - static_cast<double>(n) * 0.6931471805599453;
  double r2 = r * r;
  double r4 = r2 * r2;
  double r8 = r4 * r4;
  double p01 = 1.0 + r;
  double p23 = 0.5 + r * (1.0 / 6);
  double p45 = 1.0 / 24 + r * (1.0 / 120);
  double p67 = 1.0 / 720 + r * (1.0 / 5040);
  double p89 = 1.0 / 40320 + r * (1.0 / 362880);
  double p1011 = 1.0 / 3628800 + r * (1.0 / 39916800);
  double q0 = p01 + r2 * p23;
  double q1 = p45 + r2 * p67;
  double q2 = p89 + r2 * p1011;
  double p = q0 + r4 * q1 + r8 * q2;
  return p * PowerOfTwo(n);
}

// log(x) for x in (0, 1]: x = m 2^e with m in [sqrt(1/2), sqrt(2)), then
// the atanh series to s^15, like the exact draw.
double FastLog(double x) {
  int e = 0;
  double m = MantissaNearOne(x, &e);
  double s = (m - 1.0) / (m + 1.0);
  double z = s * s;
  double z2 = z * z;
  double z4 = z2 * z2;
  double a01 = 1.0 + z * (1.0 / 3);
  double a23 = 1.0 / 5 + z * (1.0 / 7);
  double a45 = 1.0 / 9 + z * (1.0 / 11);
  double a67 = 1.0 / 13 + z * (1.0 / 15);
  double p = (a01 + z2 * a23) + z4 * (a45 + z2 * a67);
  return 2.0 * s * p + e * 0.6931471805599453;
}

// Whole nanoseconds of y if no value within margin of it truncates
// differently; -1 otherwise (then the caller evaluates exactly).
int64_t WholeIfClear(double y, double margin) {
  if (!(y < 4e18)) return -1;
  double lo = y - margin;
  if (lo < 0) lo = 0;
  int64_t whole = static_cast<int64_t>(lo);
  return static_cast<int64_t>(y + margin) == whole ? whole : -1;
}

}  // namespace

int64_t JitterNs(Rng* rng, double mean, const JitterShape& shape) {
  if (shape.sigma == 0) return static_cast<int64_t>(mean);  // no draw, as Jitter
  double x = shape.sigma * StandardNormal(rng) - shape.half_var;
  if (mean >= 0 && x > -700 && x < 700) {
    double y = mean * FastExp(x);
    int64_t whole = WholeIfClear(y, y * kRelativeMargin);
    if (whole >= 0) return whole;
  }
  return static_cast<int64_t>(mean * DetExp(x));
}

int64_t ScaledMinOfUniformsNs(Rng* rng, int k, double scale) {
  if (k <= 1) return static_cast<int64_t>(scale * rng->Uniform());
  double u = rng->Uniform();
  if (!(scale >= 0)) return static_cast<int64_t>(scale * MinOfUniformsAt(u, k));
  // The exponent is at least log(2^-53) / 2 > -19: FastExp's range. The
  // value 1 - e^(...) is at most 1, so the margin scales with scale alone.
  double y = scale * (1.0 - FastExp(FastLog(1.0 - u) * (1.0 / k)));
  int64_t whole = WholeIfClear(y, scale * kRelativeMargin);
  if (whole >= 0) return whole;
  return static_cast<int64_t>(scale * MinOfUniformsAt(u, k));
}

}  // namespace commitlab
