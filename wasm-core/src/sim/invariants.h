// Run-time invariant checks. Cheap enough to stay on in every build;
// tests assert that randomized scenarios record no violation.
#ifndef COMMITLAB_SIM_INVARIANTS_H_
#define COMMITLAB_SIM_INVARIANTS_H_

#include <cstdint>
#include <string>

namespace commitlab {

struct InvariantLog {
  int64_t violations = 0;
  std::string first;  // the first violation, with the simulated time
  // Bookkeeping the checks need.
  int64_t binlog_seq = 0;         // next position in binlog order
  int64_t committed_binlog_seq = 0;  // last binlog position committed in InnoDB
  int64_t force_entered = 0;      // threads inside by srv_conc_force_enter
  int64_t bytes_rotated = 0;      // binlog bytes in files already closed
  bool final_checked = false;     // the end-of-run checks ran (once)
};

}  // namespace commitlab

#endif  // COMMITLAB_SIM_INVARIANTS_H_
