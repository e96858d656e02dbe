#include <gtest/gtest.h>

#include "commitlab/scenario.h"
#include "commitlab/simulation.h"

namespace commitlab {
namespace {

TEST(Smoke, PresetRuns) {
  Scenario sc;
  ASSERT_TRUE(PresetScenario("laptop_quickstart", &sc).ok());
  sc.duration_s = 2;
  Simulation sim(sc);
  sim.RunToEnd();
  EXPECT_EQ(sim.interval_count(), 2);
}

}  // namespace
}  // namespace commitlab
