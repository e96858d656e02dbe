#include "util/rng.h"

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
  // exp(x) = 2^k * exp(r), |r| <= ln2/2.
  const double ln2 = 0.6931471805599453;
  double kf = x / ln2;
  long long k = static_cast<long long>(kf < 0 ? kf - 0.5 : kf + 0.5);
  double r = x - static_cast<double>(k) * ln2;
  double term = 1.0, sum = 1.0;
  for (int i = 1; i < 25; ++i) {
    term *= r / i;
    sum += term;
  }
  double scale = 1.0;
  if (k > 0) for (long long i = 0; i < k; ++i) scale *= 2.0;
  else for (long long i = 0; i < -k; ++i) scale *= 0.5;
  return sum * scale;
}

double Exponential(Rng* rng, double mean) {
  double u = rng->Uniform();
  return -mean * DetLog(1.0 - u);
}

double Jitter(Rng* rng, double mean, double cv) {
  if (cv <= 0) return mean;
  // Irwin-Hall(4): mean 2, variance 1/3 -> standard normal approximation.
  double z = (rng->Uniform() + rng->Uniform() + rng->Uniform() + rng->Uniform() - 2.0) * 1.7320508075688772;
  // Lognormal with the requested mean and cv: sigma^2 = ln(1+cv^2).
  double sigma2 = DetLog(1.0 + cv * cv);
  double sigma = 0;
  // sqrt by Newton (deterministic): sigma2 is small and positive.
  double g = sigma2 > 1 ? sigma2 : 1.0;
  for (int i = 0; i < 40; ++i) g = 0.5 * (g + sigma2 / g);
  sigma = g;
  return mean * DetExp(sigma * z - 0.5 * sigma2);
}

double MinOfUniforms(Rng* rng, int k) {
  if (k <= 1) return rng->Uniform();
  return 1.0 - DetPow(1.0 - rng->Uniform(), 1.0 / k);
}

}  // namespace commitlab
