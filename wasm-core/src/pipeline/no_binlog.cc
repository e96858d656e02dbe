// Binlog OFF: no two-phase commit (tc_log_dummy). InnoDB commits in
// memory (row locks released), then log_write_up_to per
// innodb_flush_log_at_trx_commit, and only then gives up its
// innodb_thread_concurrency slot: the slot is held across the fsync.
#include "pipeline/pipeline_common.h"

namespace commitlab {

void AddNoBinlogCommit(const World& w, OpList& list, int tid) {
  AddCommitInMemory(w, list, tid);
  list.Add(MakeOp(OpKind::kRedoFlush, 0, static_cast<uint8_t>(RedoMode(w))));
  list.Add(MakeOp(OpKind::kExitInnodb));
}

}  // namespace commitlab
