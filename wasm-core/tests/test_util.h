// Helpers shared by the model tests: run a scenario, read its summary.
#ifndef COMMITLAB_TESTS_TEST_UTIL_H_
#define COMMITLAB_TESTS_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <string>

#include "commitlab/scenario.h"
#include "commitlab/simulation.h"
#include "util/json.h"

namespace commitlab {

inline Scenario MustParse(const std::string& json) {
  Scenario sc;
  Status s = ParseScenario(json, &sc);
  EXPECT_TRUE(s.ok()) << s.message();
  return sc;
}

inline JsonValue Summary(const Simulation& sim) {
  JsonValue v;
  std::string err;
  EXPECT_TRUE(ParseJson(sim.SummaryJson(), &v, &err)) << err;
  return v;
}

// Runs a scenario to its end and checks the model's invariants on the way.
inline JsonValue RunChecked(const std::string& json) {
  Scenario sc = MustParse(json);
  Simulation sim(sc);
  sim.RunToEnd();
  sim.CheckFinalInvariants();
  EXPECT_EQ(sim.invariant_violations(), 0) << json << "\n" << sim.first_violation();
  return Summary(sim);
}

inline double Num(const JsonValue& v, const char* key) {
  const JsonValue* f = v.Find(key);
  EXPECT_NE(f, nullptr) << key;
  return f ? f->number : 0;
}

// Mean of one interval field over all records after the first (warm-up).
inline double MeanField(const Simulation& sim, Field f) {
  double sum = 0;
  int n = 0;
  for (int i = 1; i < sim.interval_count(); ++i, ++n) sum += sim.intervals()[i * kFieldCount + static_cast<int>(f)];
  return n ? sum / n : 0;
}

}  // namespace commitlab

#endif  // COMMITLAB_TESTS_TEST_UTIL_H_
