// The simulation: a value type. Copying it is a checkpoint; running a
// copy forward never affects the original.
#ifndef COMMITLAB_SIMULATION_H_
#define COMMITLAB_SIMULATION_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "commitlab/crash.h"
#include "commitlab/knobs.h"
#include "commitlab/layout.h"
#include "commitlab/scenario.h"
#include "commitlab/status.h"

namespace commitlab {

struct World;

enum class StepKind { kEvent = 0, kGroupCommit = 1, kFsync = 2, kStall = 3 };

class Simulation {
 public:
  explicit Simulation(const Scenario& scenario);
  ~Simulation();
  Simulation(const Simulation& other);
  Simulation& operator=(const Simulation& other);

  // Processes events up to simulated time t_ns (or max_events).
  // Returns the number of events processed.
  int64_t RunUntil(int64_t t_ns, int64_t max_events);
  // Runs the whole scenario duration.
  void RunToEnd();
  // Runs until the next event of a kind; false if t_limit_ns came first.
  bool Step(StepKind kind, int64_t t_limit_ns);
  // Changes a knob from now on (validated like scenario input).
  Status SetKnob(Knob knob, double value);

  int64_t now() const;
  int64_t end_ns() const;
  int64_t events_processed() const;
  // The scenario as given (knob values at t = 0 and the schedule): what
  // replays this run. knobs(): the values in force now.
  const Scenario& scenario() const;
  const KnobValues& knobs() const;
  // Interval records, kFieldCount doubles each.
  const std::vector<double>& intervals() const;
  int interval_count() const;
  // The final report as JSON (see docs/outputs.md).
  std::string SummaryJson() const;
  // Snapshot words (see docs/outputs.md).
  void Snapshot(std::vector<int32_t>* out) const;
  std::string ThreadStoryJson(int thread) const;
  // FNV-1a over every interval record: equal digests, equal runs.
  uint64_t Digest() const;
  // Invariant checks (see src/sim/invariants.h): count and first message.
  int64_t invariant_violations() const;
  std::string first_violation() const;
  // Checks the end-of-run accounting (bytes, commits) and that every
  // waiting thread has something that will wake it; adds violations.
  void CheckFinalInvariants();
  std::string DigestHex() const;
  // Bytes this simulation holds (a copy costs as much): checkpoints are
  // budgeted by it.
  int64_t MemoryBytes() const;
  // What a crash now would leave after recovery; the run is untouched
  // (src/crash/, docs/crash-recovery.md).
  CrashOutcome Crash(CrashKind kind, CrashTarget target) const;

 private:
  // Pops the next event and runs its handler, if one is due by `stop`.
  bool DispatchDueBy(int64_t stop);
  // Time of the next scheduled change (INT64_MAX: none left), and applying it.
  int64_t NextChangeAt() const;
  void ApplyNextChange();
  std::unique_ptr<World> w_;
};

}  // namespace commitlab

#endif  // COMMITLAB_SIMULATION_H_
