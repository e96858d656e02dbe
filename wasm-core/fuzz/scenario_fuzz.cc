// libFuzzer target: any bytes as a scenario through the C API, as the lab
// and a link hand them over. Must never crash, hang or leak; a scenario the
// core accepts must run a short while without breaking an invariant, its
// knobs must take mid-run changes the same way, and a refusal must be one
// readable message (no NUL inside, bounded length).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "commitlab/c_api.h"

namespace {

// Keeps each input quick: a few thousand events of simulated time.
constexpr int64_t kMaxEvents = 20000;
constexpr int64_t kRunNs = 20000000;  // 20 ms

[[noreturn]] void Finding(const char* what) {
  std::fprintf(stderr, "finding: %s\n", what);
  __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // The tail after a NUL, if any, is a knob change "name=value" for mid-run.
  std::string input(reinterpret_cast<const char*>(data), size);
  std::string change;
  size_t nul = input.find('\0');
  if (nul != std::string::npos) {
    change = input.substr(nul + 1);
    input.resize(nul);
  }
  cl_sim* sim = cl_create(input.c_str());
  std::string error = cl_error(sim);
  if (!error.empty()) {
    if (error.size() > 4096) Finding("a refusal echoed too much");
    cl_destroy(sim);
    return 0;
  }
  cl_run_until(sim, kRunNs / 2, kMaxEvents);
  size_t eq = change.find('=');
  if (eq != std::string::npos) {
    std::string name = change.substr(0, eq), value = change.substr(eq + 1);
    if (cl_set_knob(sim, name.c_str(), value.c_str()) != 0 && std::strlen(cl_error(sim)) == 0)
      Finding("a refused knob change gave no message");
  }
  cl_sim* copy = cl_clone(sim);
  cl_run_until(sim, kRunNs, kMaxEvents);
  cl_run_until(copy, kRunNs, kMaxEvents);
  if (std::strcmp(cl_digest(sim), cl_digest(copy)) != 0) Finding("a checkpoint ran differently from its original");
  if (cl_invariant_violations(sim) != 0) {
    std::fprintf(stderr, "%s\n", cl_first_violation(sim));
    Finding("an accepted scenario broke an invariant");
  }
  (void)cl_summary_json(sim);
  (void)cl_snapshot(sim);
  cl_destroy(copy);
  cl_destroy(sim);
  return 0;
}
