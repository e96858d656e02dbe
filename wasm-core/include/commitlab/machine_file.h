// A machine file: a machine described by facts a DBA can measure (cores,
// clock, CPU generation, RAM, filesystem, where sysbench runs, the log
// device's fsync latency and bandwidth, a context switch's and an fsync's
// CPU) plus at most one fitted figure. It becomes a MachineProfile that a
// scenario can use wherever it could name a built-in machine. Format and
// how to measure each fact: docs/machine-file.md.
#ifndef COMMITLAB_MACHINE_FILE_H_
#define COMMITLAB_MACHINE_FILE_H_

#include <string>

#include "commitlab/machine.h"
#include "commitlab/status.h"

namespace commitlab {

// The file's content, as stated (units in the names).
struct MachineFile {
  std::string name;    // [a-z0-9_], not a built-in machine's name
  std::string label;   // one line for people
  std::string source;  // optional: how and when the facts were measured
  int cores = 0;
  double cpu_ghz = 0;
  std::string cpu_class;  // a value of the cpu_class knob
  double ram_gb = 0;
  std::string filesystem;  // a value of the filesystem knob
  bool client_on_host = false;
  // The device that holds the redo log and the binlog.
  double fsync_p50_us = 0;
  double fsync_p99_us = 0;
  double seq_write_mbps = 0;
  double read_us = 0;      // optional (0: the device class's)
  // Optional: an O_DIRECT 4 KiB write and the fdatasync after it (MariaDB
  // 10.8+'s redo cycle); 0: derived from the class and fsync_p50_us.
  double odirect_write_p50_us = 0;
  double odirect_flush_p50_us = 0;
  // Optional: the CPU the caller spends in each of those two calls (part of
  // their wall time above); 0: not measured, the older charges apply.
  double odirect_write_cpu_us = 0;
  double odirect_flush_cpu_us = 0;
  bool volatile_cache_ignores_flush = false;
  std::string device_class;  // optional ("": nearest class by fsync_p50_us)
  // Measured on this machine, microseconds of CPU (0: not measured, the
  // reference core's figure scaled to this CPU).
  double context_switch_us = 0;
  double fsync_cpu_us = 0;
  double idle_wake_cpu_us = 0;  // extra CPU of a wake-up onto another core
  double halted_wake_cpu_us = 0;  // more again onto a core idle long enough to halt
  double halt_after_idle_us = 0;  // idle time at which half of that is paid
  double resume_refill_cpu_us = 0;  // a thread's working set fetched again after others used its core
  double l2_cache_kb = 0;           // private cache per core; 0: absent (the model's 1024)
  // The one calibration figure (0: none) and what it was fitted to.
  double cpu_scale = 0;
  std::string cpu_scale_fitted_to;
};

// Parses and validates a machine file (JSON text); every error names the
// field, the value and what is allowed. Unknown fields are refused.
Status ParseMachineFile(const std::string& json, MachineFile* out);
// The file as JSON (the same fields; parses back to the same content).
std::string MachineFileToJson(const MachineFile& file);
// The profile a scenario runs with: knobs from the facts, physics from
// BasePhysics() with the measured figures in place.
MachineProfile ProfileFromMachineFile(const MachineFile& file);
// The profile as JSON for the lab (name, label, source, knobs, device).
std::string MachineProfileJson(const MachineProfile& profile);

}  // namespace commitlab

#endif  // COMMITLAB_MACHINE_FILE_H_
