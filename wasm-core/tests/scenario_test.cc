#include <gtest/gtest.h>

#include <cstdlib>

#include "commitlab/machine.h"
#include "commitlab/scenario.h"

namespace commitlab {
namespace {

std::string Error(const std::string& json) {
  Scenario sc;
  Status s = ParseScenario(json, &sc);
  return s.ok() ? "" : s.message();
}

TEST(Scenario, DefaultsComeFromMachineThenKnobs) {
  Scenario sc;
  ASSERT_TRUE(ParseScenario(R"({"machine":"laptop","knobs":{"threads":7}})", &sc).ok());
  EXPECT_EQ(sc.knobs.Int(Knob::cores), 4);
  EXPECT_EQ(sc.knobs.Int(Knob::threads), 7);
}

TEST(Scenario, PresetThenOverrides) {
  Scenario sc;
  ASSERT_TRUE(ParseScenario(R"({"preset":"s000_binlog_off_256","knobs":{"innodb_thread_concurrency":64},"seed":9})", &sc).ok());
  EXPECT_EQ(sc.machine, "s000_112core_nvme");
  EXPECT_FALSE(sc.knobs.Bool(Knob::log_bin));
  EXPECT_EQ(sc.knobs.Int(Knob::innodb_thread_concurrency), 64);
  EXPECT_EQ(sc.seed, 9u);
}

TEST(Scenario, EveryPresetParses) {
  for (const Preset& p : Presets()) {
    Scenario sc;
    Status s = PresetScenario(p.name, &sc);
    EXPECT_TRUE(s.ok()) << p.name << ": " << s.message();
  }
}

// A label that names a core count must agree with the profile's cores
// (the 5.5 box was once labelled 8-core while modelled with 4).
TEST(Scenario, MachineLabelsStateTheirCores) {
  for (const MachineProfile& m : Machines()) {
    size_t at = m.label.find("-core");
    if (at == std::string::npos) continue;
    size_t from = m.label.find_last_not_of("0123456789", at - 1) + 1;
    int named = std::atoi(m.label.substr(from, at - from).c_str());
    double cores = -1;
    for (const auto& kv : m.knobs)
      if (kv.first == Knob::cores) cores = kv.second;
    EXPECT_EQ(named, static_cast<int>(cores)) << m.name << ": " << m.label;
  }
}

TEST(Scenario, ErrorsNameTheField) {
  EXPECT_NE(Error("not json").find("not valid JSON"), std::string::npos);
  EXPECT_NE(Error(R"({"knobs":{"threadz":3}})").find("threadz"), std::string::npos);
  EXPECT_NE(Error(R"({"knobs":{"threads":"many"}})").find("threads"), std::string::npos);
  EXPECT_NE(Error(R"({"knobs":{"log_bin":3}})").find("log_bin"), std::string::npos);
  EXPECT_NE(Error(R"({"machine":"cray"})").find("laptop"), std::string::npos);
  EXPECT_NE(Error(R"({"preset":"nope"})").find("s000_binlog_on_256"), std::string::npos);
  EXPECT_NE(Error(R"({"duration_s":-1})").find("duration_s"), std::string::npos);
  EXPECT_NE(Error(R"({"seed":1.5})").find("seed"), std::string::npos);
  EXPECT_NE(Error(R"({"colour":"blue"})").find("colour"), std::string::npos);
  EXPECT_NE(Error(R"({"schedule":[{"at_s":1,"knob":"threads","value":0}]})").find("schedule[0]"), std::string::npos);
  EXPECT_NE(Error(R"({"knobs":{"log_bin":false,"commit_algorithm":"alisql_binlog_in_redo"}})").find("log_bin"),
            std::string::npos);
  // V1 commits each thread itself, as AliSQL requires.
  std::string v1 = Error(R"({"knobs":{"commit_algorithm":"alisql_binlog_in_redo_v1"}})");
  EXPECT_NE(v1.find("binlog_order_commits"), std::string::npos) << v1;
  EXPECT_NE(v1.find("false"), std::string::npos) << v1;
  EXPECT_NE(Error(R"({"knobs":{"commit_algorithm":"alisql_binlog_in_redo_v1","binlog_order_commits":false,)"
                  R"("innodb_flush_log_at_trx_commit":2}})")
                .find("innodb_flush_log_at_trx_commit"),
            std::string::npos);
  EXPECT_NE(Error(R"({"physics":{"warp_factor":9}})").find("warp_factor"), std::string::npos);
  // ... and what is allowed instead.
  EXPECT_NE(Error(R"({"physics":{"warp_factor":9}})").find("trx_sys_hold_us"), std::string::npos);
}

TEST(Scenario, ScheduleAndRoundTrip) {
  Scenario sc;
  ASSERT_TRUE(ParseScenario(R"({"machine":"laptop","schedule":[{"at_s":2.5,"knob":"log_bin","value":false}]})", &sc).ok());
  ASSERT_EQ(sc.schedule.size(), 1u);
  EXPECT_EQ(sc.schedule[0].at_ns, 2500000000LL);
  EXPECT_EQ(sc.schedule[0].knob, Knob::log_bin);
  Scenario again;
  ASSERT_TRUE(ParseScenario(ScenarioToJson(sc), &again).ok()) << ScenarioToJson(sc);
  EXPECT_EQ(ScenarioToJson(sc), ScenarioToJson(again));
}

}  // namespace
}  // namespace commitlab
