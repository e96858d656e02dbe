// Issue 22 items 11, 12, 13, 17: one strict number grammar, duplicate
// keys refused by name, schedule entries checked whole, and messages that
// show what the user gave without letting it break the message.
#include <gtest/gtest.h>

#include <string>

#include "commitlab/c_api.h"
#include "commitlab/knobs.h"
#include "commitlab/machine.h"
#include "commitlab/scenario.h"
#include "util/json.h"

namespace commitlab {
namespace {

std::string Error(const std::string& json) {
  Scenario sc;
  Status s = ParseScenario(json, &sc);
  return s.ok() ? "" : s.message();
}

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(NumberGrammar, OnlyJsonNumbers) {
  double v = 0;
  for (const char* good : {"0", "-0", "12", "-0.5", "1e-3", "2.5E+2", "4294967295"}) EXPECT_TRUE(ParseJsonNumber(good, &v)) << good;
  for (const char* bad : {".5", "01", "1.", "0x10", "nan", "NaN", "inf", "-", "+1", " 1", "1 ", "1e", "1e999", "", "1,5", "٣"})
    EXPECT_FALSE(ParseJsonNumber(bad, &v)) << bad;
  JsonValue j;
  std::string err;
  for (const char* bad : {"[.5]", "[01]", "[1.]", "[-]", "[1e999]"}) EXPECT_FALSE(ParseJson(bad, &j, &err)) << bad;
  EXPECT_NE(Error(R"({"duration_s":.5})"), "");
  EXPECT_NE(Error(R"({"knobs":{"threads":016}})"), "");
}

TEST(NumberGrammar, KnobTextUsesIt) {
  KnobValues k;
  EXPECT_TRUE(k.SetFromText(Knob::threads, "16").ok());
  for (const char* bad : {"0x10", "1e1.5", " 16", "16 ", "nan", "inf", ".5"}) EXPECT_FALSE(k.SetFromText(Knob::threads, bad).ok()) << bad;
  Status s = k.Set(Knob::threads, 0.0 / 0.0);
  ASSERT_FALSE(s.ok());
  EXPECT_TRUE(Has(s.message(), "NaN")) << s.message();
}

TEST(DuplicateKeys, RefusedNamingTheKey) {
  std::string e = Error(R"({"machine":"laptop","knobs":{"threads":4},"knobs":{"threads":8}})");
  EXPECT_TRUE(Has(e, "knobs") && Has(e, "twice")) << e;
  e = Error(R"({"knobs":{"threads":4,"threads":8}})");
  EXPECT_TRUE(Has(e, "threads") && Has(e, "twice")) << e;
  e = Error(R"({"preset":"laptop_quickstart","preset":"s000_binlog_on_256"})");
  EXPECT_TRUE(Has(e, "preset") && Has(e, "twice")) << e;
}

TEST(ScheduleEntries, UnknownKeysAndTimesPastTheEndRefused) {
  std::string e = Error(R"({"duration_s":1,"schedule":[{"at_s":0.5,"knob":"threads","value":4,"unit":"s"}]})");
  EXPECT_TRUE(Has(e, "schedule[0]") && Has(e, "unit")) << e;
  e = Error(R"({"duration_s":1,"schedule":[{"at_s":2,"knob":"threads","value":4}]})");
  EXPECT_TRUE(Has(e, "schedule[0].at_s") && Has(e, "2") && Has(e, "duration_s")) << e;
  EXPECT_EQ(Error(R"({"duration_s":1,"schedule":[{"at_s":1,"knob":"threads","value":4}]})"), "");
}

TEST(ScheduleEntries, CombinationRulesCheckedUpFront) {
  // The same value that is refused at t = 0 is refused at 0.5 s.
  std::string e = Error(R"({"duration_s":1,"knobs":{"commit_algorithm":"alisql_binlog_in_redo"},)"
                        R"("schedule":[{"at_s":0.5,"knob":"log_bin","value":false}]})");
  EXPECT_TRUE(Has(e, "schedule[0]") && Has(e, "log_bin")) << e;
  // In the order they apply: turning the algorithm away first makes it fine.
  EXPECT_EQ(Error(R"({"duration_s":1,"knobs":{"commit_algorithm":"alisql_binlog_in_redo"},"schedule":[)"
                  R"({"at_s":0.5,"knob":"log_bin","value":false},{"at_s":0.4,"knob":"commit_algorithm","value":"group_commit_57"}]})"),
            "");
}

TEST(IntervalRecords, CombinationTheCoreCannotHoldIsRefused) {
  std::string e = Error(R"({"machine":"laptop","duration_s":86400,"report_interval_s":0.001,"knobs":{"threads":1}})");
  EXPECT_TRUE(Has(e, "duration_s") && Has(e, "report_interval_s")) << e;
  EXPECT_EQ(Error(R"({"machine":"laptop","duration_s":86400,"report_interval_s":1})"), "");
}

TEST(Messages, ByteOrderMarkIsSkipped) {
  EXPECT_EQ(Error("\xEF\xBB\xBF{\"machine\":\"laptop\"}"), "");
}

TEST(Messages, NulDoesNotCutTheCApiError) {
  cl_sim* h = cl_create(R"({"machine":"a\u0000b"})");
  std::string err = cl_error(h);
  EXPECT_TRUE(Has(err, "\\u0000b")) << err;
  EXPECT_TRUE(Has(err, "expected one of")) << err;
  cl_destroy(h);
}

TEST(Messages, HugeValuesAreCappedAndUserTextIsolated) {
  std::string huge(3 << 20, 'x');
  std::string e = Error("{\"machine\":\"" + huge + "\"}");
  EXPECT_LT(e.size(), 2000u);
  EXPECT_TRUE(Has(e, "of 3145728 bytes")) << e.substr(0, 200);
  e = Error("{\"machine\":\"\xE2\x80\xAEtpaq\"}");  // U+202E RIGHT-TO-LEFT OVERRIDE
  size_t fsi = e.find("\xE2\x81\xA8"), rlo = e.find("\xE2\x80\xAE"), pdi = e.find("\xE2\x81\xA9");
  ASSERT_NE(rlo, std::string::npos) << e;
  EXPECT_TRUE(fsi < rlo && rlo < pdi && pdi != std::string::npos) << e;
}

TEST(Messages, RefusalsSayWhatIsAllowed) {
  EXPECT_TRUE(Has(Error(R"({"knobs":{"commit_algorithm":"x"}})"), "group_commit_57"));
  EXPECT_TRUE(Has(Error(R"({"machine":"x"})"), "laptop"));
  EXPECT_TRUE(Has(Error(R"({"machine":3})"), "laptop"));
  std::string e = Error(R"({"frobnicate":1})");
  EXPECT_TRUE(Has(e, "physics") && Has(e, "description") && Has(e, "schedule")) << e;
  e = Error(R"({"physics":{"device.mbps":1e-12}})");
  EXPECT_TRUE(Has(e, "1e-12") && Has(e, "MB/s from 1")) << e;
  e = Error(R"({"physics":{"latch_hot_hold_fraction":1e9}})");
  EXPECT_TRUE(Has(e, "1000000000") && Has(e, "fraction from 0 to 1")) << e;
}

TEST(Physics, EveryMachineIsWithinThePhysicalRanges) {
  for (const MachineProfile& m : Machines()) {
    for (const PhysicsField& f : PhysicsFields()) {
      Physics probe{};
      Status s = SetPhysics(&probe, f.name, m.physics.*(f.field));
      EXPECT_TRUE(s.ok()) << m.name << ": " << s.message();
    }
    for (const char* d : {"fsync_us", "write_us", "read_us", "mbps"}) {
      double v = std::string(d) == "fsync_us" ? m.physics.device.fsync_us
                 : std::string(d) == "write_us" ? m.physics.device.write_us
                 : std::string(d) == "read_us" ? m.physics.device.read_us
                                               : m.physics.device.mbps;
      Physics probe{};
      Status s = SetPhysics(&probe, std::string("device.") + d, v);
      EXPECT_TRUE(s.ok()) << m.name << ": " << s.message();
    }
  }
}

TEST(FormatNumber, NoUndefinedCastOutsideTheRange) {
  EXPECT_EQ(FormatNumber(1e300), "1e+300");
  EXPECT_EQ(FormatNumber(-1e19), "-1e+19");
  EXPECT_EQ(FormatNumber(0.0 / 0.0), "null");
  EXPECT_EQ(NumberForMessage(0.0 / 0.0), "NaN");
}

}  // namespace
}  // namespace commitlab
