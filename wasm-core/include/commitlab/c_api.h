// Plain C interface to the simulation core: the only surface the
// WebAssembly build exports and the web worker calls. JSON goes in,
// results come out through pointers into linear memory that the caller
// reads with typed-array views (no embind, no generated code).
#ifndef COMMITLAB_C_API_H_
#define COMMITLAB_C_API_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cl_sim cl_sim;

// Knob schema, machine profiles and presets as one JSON document
// (see docs/outputs.md). The string lives as long as the process.
const char* cl_schema_json(void);

// Layout version of every record below; bumped on any change.
int cl_layout_version(void);

// Creates a simulation from a scenario JSON document. Never returns NULL:
// on bad input the handle carries the error (cl_error) and cannot run.
cl_sim* cl_create(const char* scenario_json);
void cl_destroy(cl_sim* sim);
// Checkpoint: an independent deep copy (the simulation is a value).
cl_sim* cl_clone(const cl_sim* sim);

// "" when fine, else one human-readable message naming field, value and
// what is allowed.
const char* cl_error(const cl_sim* sim);

// Runs until simulated time t_ns or until max_events events were
// processed, whichever comes first. Returns events processed.
int64_t cl_run_until(cl_sim* sim, int64_t t_ns, int64_t max_events);
// Runs until the next event of a kind (0 any event, 1 group commit,
// 2 fsync issued, 3 stall start) or until t_limit_ns. Returns 1 if found.
int cl_step(cl_sim* sim, int kind, int64_t t_limit_ns);
int64_t cl_now_ns(const cl_sim* sim);

// Changes one knob from now on. value_json is a JSON scalar ("true",
// "16", "\"group_commit_57\""). Returns 0, or -1 and sets cl_error.
int cl_set_knob(cl_sim* sim, const char* name, const char* value_json);

// Completed report intervals: count * stride doubles, field names and
// units in the schema's "interval_fields". Pointer is valid until the
// next call that advances the simulation.
int cl_interval_count(const cl_sim* sim);
int cl_interval_stride(void);
const double* cl_intervals(const cl_sim* sim);

// Snapshot of threads, stages, files and cores at the current instant,
// as int32 words; layout in docs/outputs.md. Valid until the next call.
const int32_t* cl_snapshot(cl_sim* sim);
int cl_snapshot_words(const cl_sim* sim);

// Recent events ring (for "this transaction's story"), JSON.
const char* cl_thread_story_json(cl_sim* sim, int thread);

// Final report (totals, latency percentiles, fairness) as JSON.
const char* cl_summary_json(cl_sim* sim);

// Bytes the simulation holds; a cl_clone costs about as much (the lab
// budgets its time-travel checkpoints by it).
int64_t cl_memory_bytes(const cl_sim* sim);

// Broken invariants of the model so far (the end-of-run checks run when
// the run reaches its end): how many, and the first one's message ("" when
// none). A run with violations must not be shown as a clean result.
int64_t cl_invariant_violations(const cl_sim* sim);
const char* cl_first_violation(cl_sim* sim);

// Deterministic digest of everything simulated so far (hex string).
const char* cl_digest(cl_sim* sim);

// Checks a machine file (JSON text, docs/machine-file.md). Returns JSON:
// {"ok":true,"file":{...as written back...},"machine":{name, label,
// source, knobs, device, cpu_scale}} or {"ok":false,"error":"..."} with
// the message naming field, value and what is allowed. The caller frees
// the string with free() (_free in WebAssembly). A scenario uses the file
// as "machine_file": {...}.
char* cl_machine_file_check(const char* machine_file_json);
// Crash at the current instant: kind "mysqld", "os" or "power", target
// "primary" or "replica". The run is not changed. JSON of the recovery
// and ledger (docs/crash-recovery.md), or {"error": "..."} naming the
// field, the value and what is allowed.
const char* cl_crash_json(cl_sim* sim, const char* kind, const char* target);
// A crash sweep of a whole scenario (n instants from its seed; kind ""
// for all three), the same JSON as `commitlab-sim --crash-sweep n
// --format json`, or {"error": "..."}. The string lives until the next call.
const char* cl_crash_sweep_json(const char* scenario_json, int n, const char* kind, const char* target);

// The same sweep a slice at a time, so a caller (the lab's worker) can
// show progress between slices and stop it by destroying it. Never NULL:
// on a bad request cl_sweep_json gives {"error": "..."} (field, value,
// what is allowed) and cl_sweep_step returns -1.
typedef struct cl_sweep cl_sweep;
cl_sweep* cl_sweep_create(const char* scenario_json, int n, const char* kind, const char* target);
// Runs at most max_events events, crashing every instant reached.
// Returns the instants crashed so far (n when done), or -1 on an error.
int cl_sweep_step(cl_sweep* sweep, int64_t max_events);
// {"instants", "done", "target", "kinds", "by_kind" (as cl_crash_sweep_json),
// "points": one [at_ns, kind, ...] per crash (include/commitlab/crash.h)}
// or {"error"}. Valid until the next call on this sweep.
const char* cl_sweep_json(cl_sweep* sweep);
void cl_sweep_destroy(cl_sweep* sweep);

#ifdef __cplusplus
}
#endif

#endif  // COMMITLAB_C_API_H_
