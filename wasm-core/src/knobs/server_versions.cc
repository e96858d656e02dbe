// What a server version changes in the CPU costs. The machine's physics
// are stated for MySQL 5.7. MySQL 8.0 (the mysql80 commit algorithm, and
// AliSQL's algorithms, built on 8.0) holds its global latches for less
// time: trx_sys sharded (8.0.21), the lock-free redo log buffer (8.0.11),
// lock_sys sharded (8.0.21); and it prepares binlog events and commits in
// memory at a higher cost. The figures are those S003's machine profile
// carries for its 8.0-based AliSQL runs (docs/calibration.md, S003 part 1:
// with these latches the binlog flush becomes the serial cost). MariaDB
// 10.6+ (mariadb_group_commit) took the same latches off its hot path its
// own way: the active transactions in a lock-free hash with atomic ids
// (10.3, MDEV-14638, MDEV-15104), lock_sys sharded by hash cell (10.6,
// MDEV-20612), a mini-transaction's commit under log_sys.latch in shared
// mode with only the LSN's short lsn_lock exclusive (MDEV-27774,
// MDEV-32374); it gets the same holds, not 8.0's binlog and commit costs.
// What a shorter hold no longer serialises is still work (a lock-free
// insert, an atomic id): Derive charges it before the latch
// (latch_outside). Order: machine, then version, then the user's --physics.
#include "sim/runtime.h"

namespace commitlab {

Physics ServerVersionPhysics(const World& w) {
  Physics p = w.phys;
  const auto algo = static_cast<CommitAlgorithm>(w.k.Int(Knob::commit_algorithm));
  if (algo == CommitAlgorithm::kMysql55 || algo == CommitAlgorithm::kGroupCommit56 || algo == CommitAlgorithm::kGroupCommit57) return p;
  p.trx_sys_hold_us = 0.6;
  p.log_sys_hold_us = 0.3;
  p.lock_sys_hold_us = 0.4;
  if (algo == CommitAlgorithm::kMysql80) {
    p.binlog_prep_us = 9;
    p.binlog_prep_ns_per_byte = 8;
    p.commit_cpu_us = 6;
  }
  for (const auto& kv : w.scenario.physics) (void)SetPhysics(&p, kv.first, kv.second);
  return p;
}

}  // namespace commitlab
