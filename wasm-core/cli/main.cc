// commitlab-sim: the native command. Runs a preset or scenario file and
// prints sysbench-style text, JSON or CSV.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "commitlab/crash.h"
#include "commitlab/machine.h"
#include "commitlab/machine_file.h"
#include "commitlab/report.h"
#include "commitlab/scenario.h"
#include "commitlab/simulation.h"
#include "util/json.h"

using commitlab::Knob;
using commitlab::QuoteForMessage;
using commitlab::Scenario;
using commitlab::Status;

namespace {

const char kUsage[] =
    "usage: npm run sim -- [--preset NAME | --scenario FILE.json] [options]\n"
    "  --set knob=value      change a knob (repeatable); see --schema\n"
    "  --machine NAME        machine profile (resets hardware knobs)\n"
    "  --machine-file FILE   a machine described by measured facts (JSON; see npm run measure-machine)\n"
    "  --seed N              random seed (default 1)\n"
    "  --duration SECONDS    simulated time to run\n"
    "  --report-interval S   seconds between interval lines (default 1)\n"
    "  --format F            sysbench (default), json or csv\n"
    "  --percentile P        sysbench's latency percentile, 95 (default) or 99\n"
    "  --physics name=value  override a machine's physical parameter (calibration)\n"
    "  --crash-at SECONDS    crash at this simulated instant and print the recovery ledger\n"
    "  --crash-kind K        mysqld, os or power (default: all three)\n"
    "  --crash-target T      primary (default) or replica (needs --set replica=ON)\n"
    "  --crash-sweep N       crash the run at N instants drawn from the seed; print the loss matrix\n"
    "  --list-presets        print the presets and exit\n"
    "  --schema              print the knob schema (JSON) and exit\n"
    "  --print-scenario      print the resolved scenario (every knob, JSON) and exit\n"
    "  --recipe mysql80|mysql57|mariadb  print a my.cnf fragment and sysbench commands\n"
    "                        for the scenario (run through web/scripts/recipe.mjs)\n"
    "  --measured RUN.json   the model beside a run measured by npm run measure\n"
    "                        (run through web/scripts/measured-run.mjs)\n";

int Fail(const std::string& message) {
  std::fprintf(stderr, "commitlab-sim: %s\n", message.c_str());
  return 2;
}

bool ReadFile(const std::string& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  *out = ss.str();
  return true;
}

// Flags read numbers as JSON writes them, like scenario files and links.
bool ParseNumber(const std::string& text, double* out) { return commitlab::ParseJsonNumber(text, out); }

// Exit status of a run that broke one of the model's invariants.
constexpr int kInvariantBroken = 3;

// A finished run that broke an invariant says so (stderr, non-zero exit).
int FinishRun(commitlab::Simulation& sim) {
  sim.CheckFinalInvariants();
  if (sim.invariant_violations() == 0) return 0;
  std::fprintf(stderr, "commitlab-sim: the run broke an invariant of the model (%lld violation%s); the first: %s\n",
               static_cast<long long>(sim.invariant_violations()), sim.invariant_violations() == 1 ? "" : "s",
               sim.first_violation().c_str());
  return kInvariantBroken;
}

// A device knob other than the machine's own swaps in a generic class:
// say so, so that the machine's own (perhaps measured) figures are not
// dropped silently.
void NoteDeviceChoice(const Scenario& sc) {
  const commitlab::MachineProfile* m = commitlab::ScenarioMachine(sc);
  if (m == nullptr) return;
  int own = 0;
  for (const auto& kv : m->knobs)
    if (kv.first == Knob::device) own = static_cast<int>(kv.second);
  int device = static_cast<int>(sc.knobs.Int(Knob::device));
  if (device == own) return;
  std::string overridden;
  for (const auto& kv : sc.physics)
    if (kv.first.rfind("device.", 0) == 0) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "=%g", kv.second);
      overridden += " " + kv.first + buf;
    }
  std::fprintf(stderr,
               "commitlab-sim: note: device=%s is not %s's own log device (%s, fsync %g us); the run uses the generic %s "
               "figures%s%s\n",
               commitlab::EnumValueName(Knob::device, device).c_str(), m->name.c_str(),
               commitlab::EnumValueName(Knob::device, own).c_str(), m->physics.device.fsync_us,
               commitlab::EnumValueName(Knob::device, device).c_str(), overridden.empty() ? "" : ", with your",
               overridden.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  std::string preset, scenario_file, format = "sysbench", machine, machine_file, percentile = "95";
  std::vector<std::string> sets, physics;
  std::string seed, duration, interval;
  bool print_scenario = false;
  commitlab::CrashRequest crash;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](std::string* out) -> bool {
      if (i + 1 >= argc) return false;
      *out = argv[++i];
      return true;
    };
    std::string v;
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a == "--schema") {
      std::puts(commitlab::SchemaJson().c_str());
      return 0;
    } else if (a == "--print-scenario") {
      print_scenario = true;
    } else if (a == "--list-presets") {
      for (const auto& p : commitlab::Presets())
        std::printf("%-26s %-5s %s\n", p.name, p.article[0] ? p.article : "-", p.label);
      return 0;
    } else if (a == "--preset") {
      if (!value(&preset)) return Fail("--preset needs a name (see --list-presets)");
    } else if (a == "--scenario") {
      if (!value(&scenario_file)) return Fail("--scenario needs a file path");
    } else if (a == "--set") {
      if (!value(&v)) return Fail("--set needs knob=value");
      sets.push_back(v);
    } else if (a == "--physics") {
      if (!value(&v)) return Fail("--physics needs name=value");
      physics.push_back(v);
    } else if (a == "--machine") {
      if (!value(&machine)) return Fail("--machine needs a name");
    } else if (a == "--machine-file") {
      if (!value(&machine_file)) return Fail("--machine-file needs a file path");
    } else if (a == "--seed") {
      if (!value(&seed)) return Fail("--seed needs a number");
    } else if (a == "--duration") {
      if (!value(&duration)) return Fail("--duration needs seconds");
    } else if (a == "--report-interval") {
      if (!value(&interval)) return Fail("--report-interval needs seconds");
    } else if (a == "--crash-at") {
      if (!value(&crash.at)) return Fail("--crash-at needs seconds");
    } else if (a == "--crash-kind") {
      if (!value(&crash.kind)) return Fail("--crash-kind needs mysqld, os or power");
    } else if (a == "--crash-target") {
      if (!value(&crash.target)) return Fail("--crash-target needs primary or replica");
    } else if (a == "--crash-sweep") {
      if (!value(&crash.sweep)) return Fail("--crash-sweep needs a number of instants");
    } else if (a == "--percentile") {
      if (!value(&percentile)) return Fail("--percentile needs 95 or 99");
    } else if (a == "--format") {
      if (!value(&format)) return Fail("--format needs sysbench, json or csv");
    } else {
      return Fail("unknown option " + QuoteForMessage(a) + "\n" + kUsage);
    }
  }
  if (percentile != "95" && percentile != "99")
    return Fail("--percentile: " + QuoteForMessage(percentile) + " is not allowed; expected 95 or 99 (the interval record's p95 and p99)");
  const int pct = percentile == "99" ? 99 : 95;
  if (format != "sysbench" && format != "json" && format != "csv")
    return Fail("--format: " + QuoteForMessage(format) + " is not allowed; expected sysbench, json or csv");
  if (!preset.empty() && !scenario_file.empty()) return Fail("give --preset or --scenario, not both");
  if (!machine.empty() && !machine_file.empty()) return Fail("give --machine or --machine-file, not both");

  std::string json = "{}";
  if (!scenario_file.empty()) {
    if (!ReadFile(scenario_file, &json)) return Fail("--scenario: cannot read " + QuoteForMessage(scenario_file));
  } else if (!preset.empty()) {
    // Built by the JSON writer: a name is a string, never JSON text.
    commitlab::JsonWriter w;
    w.BeginObject();
    w.Key("preset");
    w.String(preset);
    w.EndObject();
    json = w.str();
  }
  Scenario sc;
  Status s = commitlab::ParseScenario(json, &sc);
  if (!s.ok()) return Fail((scenario_file.empty() ? "" : scenario_file + ": ") + s.message());
  if (!machine.empty() || !machine_file.empty()) {
    // The machine's hardware knobs replace the scenario's; the rest stay.
    commitlab::JsonWriter mw;  // the name quoted by the JSON writer, never pasted in
    mw.BeginObject();
    mw.Key("machine");
    mw.String(machine);
    mw.EndObject();
    std::string machine_json = mw.str();
    if (!machine_file.empty()) {
      std::string text;
      if (!ReadFile(machine_file, &text)) return Fail("--machine-file: cannot read \"" + machine_file + "\"");
      machine_json = "{\"machine_file\":" + text + "}";
    }
    Scenario with_machine;
    s = commitlab::ParseScenario(machine_json, &with_machine);
    if (!s.ok()) return Fail(machine.empty() ? "--machine-file " + machine_file + ": " + s.message() : "--machine: " + s.message());
    commitlab::KnobValues k = sc.knobs;
    for (int i = 0; i < commitlab::kKnobCount; ++i) {
      Knob kn = static_cast<Knob>(i);
      if (std::string(commitlab::KnobInfo(kn).group) == "hardware") (void)k.Set(kn, with_machine.knobs.Get(kn));
    }
    sc.knobs = k;
    sc.machine = with_machine.machine;
    sc.machine_file = with_machine.machine_file;
    sc.machine_profile = with_machine.machine_profile;
  }
  for (const std::string& kv : sets) {
    size_t eq = kv.find('=');
    if (eq == std::string::npos) return Fail("--set " + QuoteForMessage(kv) + ": expected knob=value");
    Knob k;
    std::string name = kv.substr(0, eq);
    if (!commitlab::FindKnob(name, &k)) return Fail("--set: unknown knob " + QuoteForMessage(name) + " (see --schema)");
    s = sc.knobs.SetFromText(k, kv.substr(eq + 1));
    if (!s.ok()) return Fail("--set: " + s.message());
  }
  for (const std::string& kv : physics) {
    size_t eq = kv.find('=');
    double x;
    if (eq == std::string::npos || !ParseNumber(kv.substr(eq + 1), &x))
      return Fail("--physics " + QuoteForMessage(kv) + ": expected name=number (a JSON number such as 12 or 0.5)");
    commitlab::Physics probe{};
    s = commitlab::SetPhysics(&probe, kv.substr(0, eq), x);
    if (!s.ok()) return Fail("--physics: " + s.message());
    sc.physics.emplace_back(kv.substr(0, eq), x);
  }
  NoteDeviceChoice(sc);
  double n;
  // Range checks before any cast (a cast of an out-of-range double is undefined).
  if (!seed.empty()) {
    if (!ParseNumber(seed, &n) || !(n >= 0 && n <= 4294967295.0) || n != std::floor(n))
      return Fail("--seed: " + QuoteForMessage(seed) + " is not allowed; expected a whole number from 0 to 4294967295");
    sc.seed = static_cast<uint32_t>(n);
  }
  if (!duration.empty()) {
    if (!ParseNumber(duration, &n) || !(n >= commitlab::kMinDurationS && n <= commitlab::kMaxDurationS))
      return Fail("--duration: " + QuoteForMessage(duration) + " is not allowed; expected seconds from 0.001 to 86400");
    sc.duration_s = n;
  }
  if (!interval.empty()) {
    if (!ParseNumber(interval, &n) || !(n >= commitlab::kMinReportIntervalS && n <= commitlab::kMaxReportIntervalS))
      return Fail("--report-interval: " + QuoteForMessage(interval) + " is not allowed; expected seconds from 0.001 to 3600");
    sc.report_interval_s = n;
  }
  // The whole scenario again, as the flags left it: combinations, the
  // schedule against the (maybe new) duration, interval records.
  s = commitlab::ValidateScenario(sc);
  if (!s.ok()) return Fail(s.message());

  if (print_scenario) {
    std::puts(commitlab::ScenarioToJson(sc).c_str());
    return 0;
  }
  if (crash.Requested()) {
    if (format == "csv") return Fail("--format: \"csv\" is not allowed with a crash; expected sysbench (text) or json");
    std::string out, error;
    if (!commitlab::RunCrash(sc, crash, format == "json", &out, &error)) return Fail(error);
    std::fputs(out.c_str(), stdout);
    return 0;
  }
  commitlab::Simulation sim(sc);
  if (format == "sysbench") {
    std::printf("sysbench 1.0 (modelled by Commit Pipeline Lab: %s, seed %u)\n\n", sc.machine.c_str(), sc.seed);
    std::printf("Running the test with following options:\nNumber of threads: %lld\nReport intermediate results every %g second(s)\n\n",
                static_cast<long long>(sc.knobs.Int(Knob::threads)), sc.report_interval_s);
    std::printf("Threads started!\n\n");
    int printed = 0;
    int64_t step = static_cast<int64_t>(sc.report_interval_s * 1e9 + 0.5);
    for (int64_t t = step; t <= sim.end_ns(); t += step) {
      sim.RunUntil(t, INT64_MAX);
      while (printed < sim.interval_count()) std::puts(commitlab::SysbenchIntervalLine(sim, printed++, pct).c_str());
      std::fflush(stdout);
    }
    sim.RunToEnd();
    std::fputs(commitlab::SysbenchFinalReport(sim, pct).c_str(), stdout);
    return FinishRun(sim);
  }
  sim.RunToEnd();
  if (format == "json") std::puts(commitlab::RunJson(sim).c_str());
  else std::fputs(commitlab::IntervalsCsv(sim).c_str(), stdout);
  return FinishRun(sim);
}
