// What a server version changes in the CPU costs. The machine's physics
// are stated for MySQL 5.7; MySQL 8.0 (the mysql80 commit algorithm)
// brings cheaper latches: trx_sys sharded (8.0.21), the lock-free redo log
// buffer (8.0.11), lock_sys sharded (8.0.21), and a costlier binlog event
// preparation and in-memory commit. The figures are those S003's machine
// profile carries for its 8.0-based AliSQL runs (docs/calibration.md,
// S003 part 1: with these latches the binlog flush becomes the serial
// cost). Order: machine, then version, then the user's --physics.
#include "sim/runtime.h"

namespace commitlab {

Physics ServerVersionPhysics(const World& w) {
  Physics p = w.phys;
  if (static_cast<CommitAlgorithm>(w.k.Int(Knob::commit_algorithm)) != CommitAlgorithm::kMysql80) return p;
  p.trx_sys_hold_us = 0.6;
  p.log_sys_hold_us = 0.3;
  p.lock_sys_hold_us = 0.4;
  p.binlog_prep_us = 9;
  p.binlog_prep_ns_per_byte = 8;
  p.commit_cpu_us = 6;
  for (const auto& kv : w.scenario.physics) (void)SetPhysics(&p, kv.first, kv.second);
  return p;
}

}  // namespace commitlab
