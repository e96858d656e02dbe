// Machine files: parsing, errors that name the field, the profile they
// become, and that a run on one equals the same machine spelled as knobs.
#include <gtest/gtest.h>

#include <cmath>

#include "commitlab/machine.h"
#include "commitlab/machine_file.h"
#include "commitlab/scenario.h"
#include "commitlab/simulation.h"
#include "util/json.h"

namespace commitlab {
namespace {

const char kSmallVm[] = R"({
  "name": "small_vm",
  "label": "2-vCPU VM",
  "source": "test fixture",
  "cores": 2, "cpu_ghz": 2.2, "cpu_class": "icelake", "ram_gb": 8, "filesystem": "ext4", "client_on_host": true,
  "log_device": {"fsync_p50_us": 55, "fsync_p99_us": 450, "seq_write_mbps": 180, "volatile_cache_ignores_flush": false}
})";

// kSmallVm with one field replaced (a JSON fragment "key": value).
std::string With(const std::string& key, const std::string& value) {
  std::string s = kSmallVm;
  size_t at = s.find("\"" + key + "\":");
  if (at == std::string::npos) return s.substr(0, s.rfind('}')) + ", \"" + key + "\": " + value + "}";
  size_t end = s.find_first_of(",}", s.find(':', at) + 1);
  if (s[s.find(':', at) + 2] == '{') end = s.find('}', at) + 1;
  return s.substr(0, at) + "\"" + key + "\": " + value + s.substr(end);
}

std::string Error(const std::string& json) {
  MachineFile f;
  Status s = ParseMachineFile(json, &f);
  return s.ok() ? "" : s.message();
}

TEST(MachineFile, RoundTrips) {
  MachineFile a, b;
  ASSERT_TRUE(ParseMachineFile(kSmallVm, &a).ok());
  std::string text = MachineFileToJson(a);
  Status s = ParseMachineFile(text, &b);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(MachineFileToJson(b), text);
  EXPECT_EQ(b.name, "small_vm");
  EXPECT_EQ(b.cores, 2);
  EXPECT_DOUBLE_EQ(b.fsync_p99_us, 450);
  EXPECT_TRUE(b.client_on_host);
  // With every optional field set too.
  std::string full = With("context_switch_us", "4.5");
  full = full.substr(0, full.rfind('}')) + R"(, "fsync_cpu_us": 18, "calibration": {"cpu_scale": 1.3, "fitted_to": "1 thread"}})";
  ASSERT_TRUE(ParseMachineFile(full, &a).ok()) << Error(full);
  ASSERT_TRUE(ParseMachineFile(MachineFileToJson(a), &b).ok());
  EXPECT_EQ(MachineFileToJson(b), MachineFileToJson(a));
  EXPECT_DOUBLE_EQ(b.cpu_scale, 1.3);
  EXPECT_EQ(b.cpu_scale_fitted_to, "1 thread");
}

TEST(MachineFile, BadFieldsAreNamedWithWhatIsAllowed) {
  std::string e = Error(With("cores", "0"));
  EXPECT_NE(e.find("'cores'"), std::string::npos) << e;
  EXPECT_NE(e.find("1 to 1024"), std::string::npos) << e;
  e = Error(With("cpu_class", "\"pentium\""));
  EXPECT_NE(e.find("'cpu_class'"), std::string::npos) << e;
  EXPECT_NE(e.find("pentium"), std::string::npos) << e;
  EXPECT_NE(e.find("skylake"), std::string::npos) << e;
  e = Error(With("filesystem", "\"btrfs\""));
  EXPECT_NE(e.find("xfs"), std::string::npos) << e;
  e = Error(With("log_device", R"({"fsync_p50_us": 70, "fsync_p99_us": 20, "seq_write_mbps": 180})"));
  EXPECT_NE(e.find("'log_device.fsync_p99_us'"), std::string::npos) << e;
  EXPECT_NE(e.find("from 70"), std::string::npos) << e;
  e = Error(With("log_device", R"({"fsync_p50_us": 70, "fsync_p99_us": 200})"));
  EXPECT_NE(e.find("'log_device.seq_write_mbps' is missing"), std::string::npos) << e;
  e = Error(With("log_device", R"({"fsync_p50_us": 70, "fsync_p99_us": 200, "seq_write_mbps": 9, "iops": 5})"));
  EXPECT_NE(e.find("unknown field 'log_device.iops'"), std::string::npos) << e;
  e = Error(With("colour", "\"blue\""));
  EXPECT_NE(e.find("unknown field 'colour'"), std::string::npos) << e;
  EXPECT_NE(e.find("context_switch_us"), std::string::npos) << e;  // what is allowed
  e = Error(With("name", "\"laptop\""));
  EXPECT_NE(e.find("built-in"), std::string::npos) << e;
  e = Error(With("name", "\"My VM\""));
  EXPECT_NE(e.find("'name'"), std::string::npos) << e;
  e = Error(With("client_on_host", "\"yes\""));
  EXPECT_NE(e.find("true or false"), std::string::npos) << e;
  e = Error(With("calibration", R"({"cpu_scale": 1.2})"));
  EXPECT_NE(e.find("'calibration.fitted_to' is missing"), std::string::npos) << e;
  e = Error(With("calibration", R"({"cpu_scale": 1.2, "fitted_to": "x", "stmt_cpu_us": 40})"));
  EXPECT_NE(e.find("calibration.stmt_cpu_us"), std::string::npos) << e;  // one fitted figure only
  EXPECT_NE(Error("[1,2]").find("expected a JSON object"), std::string::npos);
  EXPECT_NE(Error("{").find("not valid JSON"), std::string::npos);
}

TEST(MachineFile, ProfileCarriesTheFacts) {
  MachineFile f;
  ASSERT_TRUE(ParseMachineFile(With("context_switch_us", "6"), &f).ok());
  MachineProfile m = ProfileFromMachineFile(f);
  KnobValues k;
  for (const auto& kv : m.knobs) ASSERT_TRUE(k.Set(kv.first, kv.second).ok());
  EXPECT_EQ(k.Int(Knob::cores), 2);
  EXPECT_EQ(k.ValueText(Knob::cpu_class), "icelake");
  EXPECT_TRUE(k.Bool(Knob::client_on_host));
  // 55 us is nearest (in ratio) the enterprise NVMe class (40 us), not SATA (110 us).
  EXPECT_EQ(k.ValueText(Knob::device), "nvme_enterprise");
  EXPECT_DOUBLE_EQ(m.physics.device.fsync_us, 55);
  EXPECT_DOUBLE_EQ(m.physics.device.fsync_p99_us, 450);
  EXPECT_DOUBLE_EQ(m.physics.device.mbps, 180);
  // Measured on an append, the fsync already holds its journal commit: a
  // growing file's fsync is not charged a second flush on top.
  EXPECT_TRUE(m.physics.device.fsync_commits_journal);
  EXPECT_EQ(GrowingFileFsyncExtraUs(3, m.physics.device), 0);
  EXPECT_DOUBLE_EQ(GrowingFileFsyncExtraUs(3, GenericDevice(3)), GenericDevice(3).fsync_us);  // the hdd class: one more flush
  EXPECT_EQ(GrowingFileFsyncExtraUs(0, GenericDevice(0)), 0);  // power-loss protection: none
  // The measured context switch is what this machine's CPU spends.
  EXPECT_NEAR(m.physics.context_switch_us * CpuFactor(k, m.physics), 6.0, 1e-9);
  EXPECT_DOUBLE_EQ(m.physics.fsync_cpu_us, BasePhysics().fsync_cpu_us);  // not measured: the reference figure
  EXPECT_DOUBLE_EQ(m.physics.cpu_scale, 1);
}

TEST(MachineFile, CarriesIdleWakeAndODirectFigures) {
  std::string json = With("log_device", R"({"fsync_p50_us": 180, "fsync_p99_us": 300, "seq_write_mbps": 1000,
      "odirect_write_p50_us": 50, "odirect_flush_p50_us": 45, "volatile_cache_ignores_flush": false})");
  json = json.substr(0, json.rfind('}')) + R"(, "idle_wake_cpu_us": 13, "halted_wake_cpu_us": 30, "halt_after_idle_us": 60,
      "resume_refill_cpu_us": 28, "l2_cache_kb": 2048})";
  MachineFile f, back;
  ASSERT_TRUE(ParseMachineFile(json, &f).ok()) << Error(json);
  ASSERT_TRUE(ParseMachineFile(MachineFileToJson(f), &back).ok());
  EXPECT_EQ(MachineFileToJson(back), MachineFileToJson(f));
  MachineProfile m = ProfileFromMachineFile(f);
  KnobValues k;
  for (const auto& kv : m.knobs) ASSERT_TRUE(k.Set(kv.first, kv.second).ok());
  EXPECT_DOUBLE_EQ(m.physics.device.odirect_write_us, 50);
  EXPECT_DOUBLE_EQ(m.physics.device.odirect_flush_us, 45);
  EXPECT_NEAR(m.physics.idle_wake_cpu_us * CpuFactor(k, m.physics), 13.0, 1e-9);  // this machine's own
  EXPECT_NEAR(m.physics.halted_wake_cpu_us * CpuFactor(k, m.physics), 30.0, 1e-9);
  EXPECT_DOUBLE_EQ(m.physics.halt_after_idle_us, 60);  // a time: not scaled
  EXPECT_NEAR(m.physics.resume_refill_cpu_us * CpuFactor(k, m.physics), 28.0, 1e-9);
  EXPECT_DOUBLE_EQ(m.physics.l2_cache_kb, 2048);  // a size: not scaled
  // A bad value names the field and what is allowed.
  std::string bad = Error(With("idle_wake_cpu_us", "-1"));
  EXPECT_NE(bad.find("'idle_wake_cpu_us'"), std::string::npos) << bad;
  EXPECT_NE(bad.find("from 0 to 1000"), std::string::npos) << bad;
  bad = Error(With("resume_refill_cpu_us", "\"lots\""));
  EXPECT_NE(bad.find("'resume_refill_cpu_us'"), std::string::npos) << bad;
  bad = Error(With("l2_cache_kb", "8"));
  EXPECT_NE(bad.find("'l2_cache_kb'"), std::string::npos) << bad;
  EXPECT_NE(bad.find("from 16 to 65536"), std::string::npos) << bad;
  bad = Error(With("halted_wake_cpu_us", "30"));  // without the idle time it needs
  EXPECT_NE(bad.find("'halt_after_idle_us'"), std::string::npos) << bad;
  bad = Error(With("log_device", R"({"fsync_p50_us": 180, "fsync_p99_us": 300, "seq_write_mbps": 1000, "odirect_flush_p50_us": 0})"));
  EXPECT_NE(bad.find("log_device.odirect_flush_p50_us"), std::string::npos) << bad;
}

// The CPU each O_DIRECT redo call costs its caller, where measured: part
// of the call's wall time, so the device keeps the rest and the call
// still takes as long as measured.
TEST(MachineFile, ODirectCallsCarryTheirCallersCpu) {
  std::string device = R"({"fsync_p50_us": 96.5, "fsync_p99_us": 153, "seq_write_mbps": 747,
      "odirect_write_p50_us": 32, "odirect_flush_p50_us": 28.7, "odirect_write_cpu_us": 15.3, "odirect_flush_cpu_us": 7.6,
      "volatile_cache_ignores_flush": false})";
  MachineFile f, back;
  std::string json = With("log_device", device);
  ASSERT_TRUE(ParseMachineFile(json, &f).ok()) << Error(json);
  ASSERT_TRUE(ParseMachineFile(MachineFileToJson(f), &back).ok());
  EXPECT_EQ(MachineFileToJson(back), MachineFileToJson(f));
  EXPECT_DOUBLE_EQ(back.odirect_flush_cpu_us, 7.6);
  MachineProfile m = ProfileFromMachineFile(f);
  KnobValues k;
  for (const auto& kv : m.knobs) ASSERT_TRUE(k.Set(kv.first, kv.second).ok());
  EXPECT_NEAR(m.physics.device.odirect_write_us, 32 - 15.3, 1e-9);
  EXPECT_NEAR(m.physics.device.odirect_flush_us, 28.7 - 7.6, 1e-9);
  EXPECT_NEAR(m.physics.odirect_write_cpu_us * CpuFactor(k, m.physics), 15.3, 1e-9);  // this machine's own
  EXPECT_NEAR(m.physics.odirect_flush_cpu_us * CpuFactor(k, m.physics), 7.6, 1e-9);
  // Bad values name the field and what is allowed.
  std::string bad = Error(With("log_device", R"({"fsync_p50_us": 96.5, "fsync_p99_us": 153, "seq_write_mbps": 747,
      "odirect_write_p50_us": 32, "odirect_write_cpu_us": 40})"));
  EXPECT_NE(bad.find("'log_device.odirect_write_cpu_us'"), std::string::npos) << bad;
  EXPECT_NE(bad.find("to 32"), std::string::npos) << bad;
  bad = Error(With("log_device", R"({"fsync_p50_us": 96.5, "fsync_p99_us": 153, "seq_write_mbps": 747, "odirect_flush_cpu_us": 7.6})"));
  EXPECT_NE(bad.find("'log_device.odirect_flush_p50_us' is missing"), std::string::npos) << bad;

  // A MariaDB redo flush at one thread, binlog off, trx_commit=1: with
  // the measured calls the flusher pays 15.3 + 7.6 us instead of one write
  // syscall and the buffered fsync's CPU (53.5 us here), so each
  // transaction costs about the difference less CPU.
  auto run = [](const std::string& machine) {
    Scenario sc;
    std::string text = R"({"machine_file": )" + machine + R"(, "duration_s": 1, "seed": 3, "knobs": {"threads": 1,
        "commit_algorithm": "mariadb_group_commit", "log_bin": false, "innodb_flush_log_at_trx_commit": 1}})";
    Status s = ParseScenario(text, &sc);
    EXPECT_TRUE(s.ok()) << s.message();
    Simulation sim(sc);
    sim.RunToEnd();
    JsonValue r;
    std::string err;
    EXPECT_TRUE(ParseJson(sim.SummaryJson(), &r, &err)) << err;
    return r.Find("cpu_cores_avg")->number / r.Find("tps")->number * 1e6;  // us of CPU per transaction
  };
  std::string unmeasured = With("log_device", R"({"fsync_p50_us": 96.5, "fsync_p99_us": 153, "seq_write_mbps": 747,
      "odirect_write_p50_us": 32, "odirect_flush_p50_us": 28.7, "volatile_cache_ignores_flush": false})");
  unmeasured = unmeasured.substr(0, unmeasured.rfind('}')) + R"(, "fsync_cpu_us": 53.5})";
  std::string measured = json.substr(0, json.rfind('}')) + R"(, "fsync_cpu_us": 53.5})";
  double before = run(unmeasured), after = run(measured);
  EXPECT_GT(before - after, 20) << before << " -> " << after;
  EXPECT_LT(before - after, 45) << before << " -> " << after;
}

std::string Digest(const Scenario& sc) {
  Simulation sim(sc);
  sim.RunToEnd();
  return sim.DigestHex();
}

Scenario Parse(const std::string& json) {
  Scenario sc;
  Status s = ParseScenario(json, &sc);
  EXPECT_TRUE(s.ok()) << s.message();
  return sc;
}

const char kRun[] = R"("duration_s": 2, "seed": 5, "knobs": {"threads": 16, "log_bin": true, "sync_binlog": 1})";

// The same machine as a file and as a built-in machine with its knobs
// and device figures spelled out (the device knob differs from laptop's
// own, so this also checks that explicit device.* physics apply).
TEST(MachineFile, SameDigestAsTheEquivalentKnobs) {
  Scenario from_file = Parse(std::string(R"({"machine_file": )") + kSmallVm + ", " + kRun + "}");
  EXPECT_EQ(from_file.machine, "small_vm");
  ASSERT_NE(ScenarioMachine(from_file), nullptr);
  Scenario spelled = Parse(std::string(R"({"machine": "laptop", )") + kRun + R"(})");
  for (auto kv : std::vector<std::pair<Knob, double>>{{Knob::cores, 2}, {Knob::cpu_ghz, 2.2}, {Knob::cpu_class, 5},
                                                       {Knob::client_on_host, 1}, {Knob::pause_cycles, 140},
                                                       {Knob::device, 0}, {Knob::filesystem, 0}, {Knob::ram_gb, 8},
                                                       {Knob::innodb_buffer_pool_size_gb, 4}})
    ASSERT_TRUE(spelled.knobs.Set(kv.first, kv.second).ok());
  spelled.physics = {{"device.fsync_us", 55}, {"device.fsync_p99_us", 450}, {"device.mbps", 180}};
  std::string a = Digest(from_file), b = Digest(spelled);
  EXPECT_EQ(a, b);
  // ... and a different fsync latency is a different run.
  spelled.physics[0].second = 90;
  EXPECT_NE(Digest(spelled), a);
}

// Issue 19 item 7: with the device knob changed, explicit device.*
// physics still set the device's figures.
TEST(MachineFile, DevicePhysicsApplyToAnotherDeviceClass) {
  Scenario hdd = Parse(R"({"machine": "laptop", "duration_s": 0.5, "knobs": {"threads": 8, "device": "hdd"}})");
  Scenario measured = Parse(R"({"machine": "laptop", "duration_s": 0.5, "knobs": {"threads": 8, "device": "hdd"},)"
                            R"( "physics": {"device.fsync_us": 300}})");
  Simulation a(hdd), b(measured);
  a.RunToEnd();
  b.RunToEnd();
  JsonValue sa, sb;
  std::string err;
  ASSERT_TRUE(ParseJson(a.SummaryJson(), &sa, &err)) << err;
  ASSERT_TRUE(ParseJson(b.SummaryJson(), &sb, &err)) << err;
  double ta = sa.Find("transactions")->number, tb = sb.Find("transactions")->number;
  // A 300 us fsync instead of the hdd class's 9 ms: many more commits.
  EXPECT_GT(tb, 3 * ta) << ta << " vs " << tb;
}

TEST(MachineFile, ScenarioWritesItBackAndRefusesAConflictingName) {
  Scenario sc = Parse(std::string(R"({"machine_file": )") + kSmallVm + ", " + kRun + "}");
  std::string json = ScenarioToJson(sc);
  Scenario again = Parse(json);
  EXPECT_EQ(again.machine, "small_vm");
  EXPECT_EQ(ScenarioToJson(again), json);
  EXPECT_EQ(Digest(again), Digest(sc));
  Scenario bad;
  Status s = ParseScenario(std::string(R"({"machine": "laptop", "machine_file": )") + kSmallVm + "}", &bad);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("machine_file"), std::string::npos) << s.message();
  s = ParseScenario(R"({"machine_file": {"name": "x"}})", &bad);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("machine_file"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("'label' is missing"), std::string::npos) << s.message();
}

}  // namespace
}  // namespace commitlab
