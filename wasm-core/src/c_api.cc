// The plain C surface for WebAssembly (and any other host). Holds the
// strings and buffers it hands out so the caller reads them in place.
#include "commitlab/c_api.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "commitlab/machine_file.h"
#include "commitlab/crash.h"
#include "commitlab/report.h"
#include "commitlab/simulation.h"
#include "util/json.h"

struct cl_sim {
  std::string error;
  std::unique_ptr<commitlab::Simulation> sim;
  std::string text;  // last JSON string returned
  std::vector<int32_t> snapshot;
  std::string digest;
};

// A crash sweep run a slice at a time (cl_sweep_*).
struct cl_sweep {
  commitlab::CrashSweep sweep;
  std::string error;  // a refused request
  std::string text;   // last JSON string returned
};

namespace {

const std::vector<double>& Empty() {
  static const std::vector<double> empty;
  return empty;
}

}  // namespace

extern "C" {

const char* cl_schema_json(void) {
  static const std::string schema = commitlab::SchemaJson();
  return schema.c_str();
}

int cl_layout_version(void) { return commitlab::kLayoutVersion; }

cl_sim* cl_create(const char* scenario_json) {
  cl_sim* h = new cl_sim();
  commitlab::Scenario sc;
  commitlab::Status s = commitlab::ParseScenario(scenario_json ? scenario_json : "", &sc);
  if (!s.ok()) {
    h->error = s.message();
    return h;
  }
  h->sim.reset(new commitlab::Simulation(sc));
  return h;
}

void cl_destroy(cl_sim* sim) { delete sim; }

cl_sim* cl_clone(const cl_sim* sim) {
  cl_sim* h = new cl_sim();
  h->error = sim->error;
  if (sim->sim) h->sim.reset(new commitlab::Simulation(*sim->sim));
  return h;
}

const char* cl_error(const cl_sim* sim) { return sim->error.c_str(); }

int64_t cl_run_until(cl_sim* sim, int64_t t_ns, int64_t max_events) {
  if (!sim->sim) return 0;
  return sim->sim->RunUntil(t_ns, max_events);
}

int cl_step(cl_sim* sim, int kind, int64_t t_limit_ns) {
  if (!sim->sim || kind < 0 || kind > 3) return 0;
  return sim->sim->Step(static_cast<commitlab::StepKind>(kind), t_limit_ns) ? 1 : 0;
}

int64_t cl_now_ns(const cl_sim* sim) { return sim->sim ? sim->sim->now() : 0; }

int cl_set_knob(cl_sim* sim, const char* name, const char* value_json) {
  if (!sim->sim) return -1;
  commitlab::Knob k;
  std::string n = name ? name : "";
  if (!commitlab::FindKnob(n, &k)) {
    sim->error = "unknown knob " + commitlab::QuoteForMessage(n) + " (see the schema for the list)";
    return -1;
  }
  commitlab::KnobValues probe = sim->sim->knobs();
  commitlab::Status s = probe.SetFromText(k, value_json ? value_json : "");
  if (s.ok()) s = sim->sim->SetKnob(k, probe.Get(k));
  if (!s.ok()) {
    sim->error = s.message();
    return -1;
  }
  sim->error.clear();
  return 0;
}

int cl_interval_count(const cl_sim* sim) { return sim->sim ? sim->sim->interval_count() : 0; }
int cl_interval_stride(void) { return commitlab::kFieldCount; }
const double* cl_intervals(const cl_sim* sim) {
  return sim->sim ? sim->sim->intervals().data() : Empty().data();
}

const int32_t* cl_snapshot(cl_sim* sim) {
  if (!sim->sim) return nullptr;
  sim->sim->Snapshot(&sim->snapshot);
  return sim->snapshot.data();
}

int cl_snapshot_words(const cl_sim* sim) { return static_cast<int>(sim->snapshot.size()); }

const char* cl_thread_story_json(cl_sim* sim, int thread) {
  sim->text = sim->sim ? sim->sim->ThreadStoryJson(thread) : "{}";
  return sim->text.c_str();
}

const char* cl_summary_json(cl_sim* sim) {
  sim->text = sim->sim ? sim->sim->SummaryJson() : "{}";
  return sim->text.c_str();
}

char* cl_machine_file_check(const char* machine_file_json) {
  commitlab::MachineFile file;
  commitlab::Status s = commitlab::ParseMachineFile(machine_file_json ? machine_file_json : "", &file);
  commitlab::JsonWriter w;
  w.BeginObject();
  w.Key("ok");
  w.Bool(s.ok());
  if (s.ok()) {
    w.Key("file");
    w.Raw(commitlab::MachineFileToJson(file));
    w.Key("machine");
    w.Raw(commitlab::MachineProfileJson(commitlab::ProfileFromMachineFile(file)));
  } else {
    w.Key("error");
    w.String(s.message());
  }
  w.EndObject();
  const std::string& text = w.str();
  char* out = static_cast<char*>(std::malloc(text.size() + 1));
  if (out != nullptr) std::memcpy(out, text.c_str(), text.size() + 1);
  return out;
}

int64_t cl_memory_bytes(const cl_sim* sim) { return sim->sim ? sim->sim->MemoryBytes() : 0; }

int64_t cl_invariant_violations(const cl_sim* sim) { return sim->sim ? sim->sim->invariant_violations() : 0; }

const char* cl_first_violation(cl_sim* sim) {
  sim->text = sim->sim ? sim->sim->first_violation() : "";
  return sim->text.c_str();
}

const char* cl_crash_json(cl_sim* sim, const char* kind, const char* target) {
  commitlab::CrashKind k;
  commitlab::CrashTarget t = commitlab::CrashTarget::kPrimary;
  commitlab::Status s = commitlab::ParseCrashKind(kind ? kind : "", &k);
  if (s.ok() && target && *target) s = commitlab::ParseCrashTarget(target, &t);
  if (!s.ok() || !sim->sim) {
    commitlab::JsonWriter j;
    j.BeginObject();
    j.Key("error");
    j.String(sim->sim ? s.message() : sim->error);
    j.EndObject();
    sim->text = j.str();
  } else {
    sim->text = commitlab::CrashOutcomeJson(sim->sim->Crash(k, t));
  }
  return sim->text.c_str();
}

const char* cl_crash_sweep_json(const char* scenario_json, int n, const char* kind, const char* target) {
  static std::string out;
  commitlab::Scenario sc;
  commitlab::Status s = commitlab::ParseScenario(scenario_json ? scenario_json : "", &sc);
  std::string error;
  if (s.ok()) {
    commitlab::CrashRequest req;
    req.sweep = std::to_string(n);
    req.kind = kind ? kind : "";
    req.target = target ? target : "";
    if (commitlab::RunCrash(sc, req, true, &out, &error)) return out.c_str();
  } else {
    error = s.message();
  }
  commitlab::JsonWriter j;
  j.BeginObject();
  j.Key("error");
  j.String(error);
  j.EndObject();
  out = j.str();
  return out.c_str();
}

cl_sweep* cl_sweep_create(const char* scenario_json, int n, const char* kind, const char* target) {
  cl_sweep* h = new cl_sweep();
  commitlab::Scenario sc;
  commitlab::Status s = commitlab::ParseScenario(scenario_json ? scenario_json : "", &sc);
  if (!s.ok()) {
    h->error = s.message();
    return h;
  }
  commitlab::CrashRequest req;
  req.sweep = std::to_string(n);
  req.kind = kind ? kind : "";
  req.target = target ? target : "";
  h->sweep.Start(sc, req, &h->error);
  return h;
}

int cl_sweep_step(cl_sweep* h, int64_t max_events) {
  if (!h->error.empty()) return -1;
  h->sweep.Advance(max_events);
  return h->sweep.error().empty() ? h->sweep.done() : -1;
}

const char* cl_sweep_json(cl_sweep* h) {
  if (h->error.empty()) {
    h->text = h->sweep.Json();
  } else {
    commitlab::JsonWriter j;
    j.BeginObject();
    j.Key("error");
    j.String(h->error);
    j.EndObject();
    h->text = j.str();
  }
  return h->text.c_str();
}

void cl_sweep_destroy(cl_sweep* h) { delete h; }

const char* cl_digest(cl_sim* sim) {
  sim->digest = sim->sim ? sim->sim->DigestHex() : "";
  return sim->digest.c_str();
}

}  // extern "C"
