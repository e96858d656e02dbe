// A scenario: machine, knob values, seed, duration, and knob changes
// scheduled mid-run. Parsed from JSON with errors that name the field.
#ifndef COMMITLAB_SCENARIO_H_
#define COMMITLAB_SCENARIO_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "commitlab/knobs.h"
#include "commitlab/status.h"

namespace commitlab {

struct MachineFile;     // commitlab/machine_file.h
struct MachineProfile;  // commitlab/machine.h

struct ScheduledChange {
  int64_t at_ns;
  Knob knob;
  double value;
};

struct Scenario {
  std::string machine = "s000_112core_nvme";
  std::string preset;  // the preset it started from, if any
  uint32_t seed = 1;
  double duration_s = 60;
  double report_interval_s = 1;
  KnobValues knobs;
  std::vector<ScheduledChange> schedule;
  // Calibration only: physical parameters that replace the machine's.
  std::vector<std::pair<std::string, double>> physics;
  // A machine from a machine file ("machine_file": {...}), named by
  // `machine`; both null when `machine` names a built-in one.
  std::shared_ptr<const MachineFile> machine_file;
  std::shared_ptr<const MachineProfile> machine_profile;
};

// The scenario's machine: its machine file's profile, else the built-in
// machine it names (null if none has that name).
const MachineProfile* ScenarioMachine(const Scenario& scenario);
// What a scenario's own fields accept.
constexpr double kMinDurationS = 0.001, kMaxDurationS = 86400;
constexpr double kMinReportIntervalS = 0.001, kMaxReportIntervalS = 3600;
// Interval records a run may make (duration_s / report_interval_s): every
// record is kept for the run, about 0.5 KB each.
constexpr double kMaxIntervalRecords = 200000;

// Parses and validates; knobs resolve as schema default < machine <
// preset < explicit value.
Status ParseScenario(const std::string& json, Scenario* out);
// Checks a whole scenario (after CLI flags changed it, too): its ranges,
// the knob combination at t = 0, and every scheduled change in the order
// it applies, by the same rules; changes past the run's end are refused.
Status ValidateScenario(const Scenario& scenario);
// Indices of the schedule in the order the changes apply (by time, then
// as written).
std::vector<size_t> ScheduleOrder(const std::vector<ScheduledChange>& schedule);
// The scenario of a named preset.
Status PresetScenario(const std::string& name, Scenario* out);
// Scenario as JSON, with every knob written out.
std::string ScenarioToJson(const Scenario& scenario);

struct Preset {
  const char* name;
  const char* article;  // S000..S004, or "" for playground presets
  const char* label;
  const char* json;     // scenario JSON (may itself name no preset)
};
const std::vector<Preset>& Presets();

}  // namespace commitlab

#endif  // COMMITLAB_SCENARIO_H_
