// The valid settings that make the model work hardest, bounded in events
// per simulated second (a count, not a time: the same on every machine).
// The bound sits just above what they cost today, so a change that makes
// them costlier fails here; npm run bench reports their wall time.
#include "test_util.h"

namespace commitlab {
namespace {

constexpr double kSimSeconds = 0.05;
// Events per simulated second: today 64 M (spin delay 0) and 111 M
// (admission polling) on the bench's 112-core machine.
constexpr double kMaxEventsPerSimSecond = 120e6;

double EventsPerSimSecond(const std::string& json) {
  Scenario sc = MustParse(json);
  sc.duration_s = kSimSeconds;
  Simulation sim(sc);
  sim.RunToEnd();
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
  return static_cast<double>(sim.events_processed()) / kSimSeconds;
}

TEST(CostlySettings, SpinWaitDelayZeroAtAThousandThreads) {
  double rate = EventsPerSimSecond(
      R"({"preset":"s000_best_off_256","knobs":{"threads":1000,"innodb_spin_wait_delay":0,"innodb_thread_concurrency":0}})");
  EXPECT_GT(rate, 1e6);  // it did run
  EXPECT_LE(rate, kMaxEventsPerSimSecond);
}

TEST(CostlySettings, AdmissionPollingWithoutSleepAt4096Threads) {
  double rate = EventsPerSimSecond(
      R"({"preset":"s000_best_off_256","knobs":{"threads":4096,"innodb_thread_concurrency":1,"innodb_thread_sleep_delay":0,"innodb_adaptive_max_sleep_delay":0}})");
  EXPECT_GT(rate, 1e6);
  EXPECT_LE(rate, kMaxEventsPerSimSecond);
}

}  // namespace
}  // namespace commitlab
