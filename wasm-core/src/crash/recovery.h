// Crash recovery, one strategy per commit algorithm: which log decides
// a prepared transaction's fate and where the recovered binlog ends.
// A new algorithm (MySQL 8.0, MariaDB) adds its case to RulesFor; the
// compiler's -Wswitch names the place.
#ifndef COMMITLAB_CRASH_RECOVERY_H_
#define COMMITLAB_CRASH_RECOVERY_H_

#include "commitlab/crash.h"
#include "sim/world.h"

namespace commitlab {

enum class RecoveryKind {
  kRedoOnly,         // binlog OFF: a transaction is there iff its commit record is durable
  kXaBinlog,         // binlog as XA coordinator: prepared + XID in the last binlog -> commit
  kXaBinlogFromRedo, // the same, with the binlog's tail first rebuilt from redo (AliSQL)
};

struct RecoveryRules {
  const char* name;
  RecoveryKind kind;
  // The file recovery scans: InnoDB's redo, then the last binlog file.
  bool closed_files_flushed;  // rotation flushed redo after the file's XIDs committed
};

RecoveryRules RulesFor(CommitAlgorithm algo, bool log_bin);

// Byte position of a log file that survives a crash of this kind now.
int64_t CrashFrontier(const World& w, int file, CrashKind kind);

CrashOutcome CrashPrimary(const World& w, CrashKind kind);
CrashOutcome CrashReplica(const World& w, CrashKind kind);

}  // namespace commitlab

#endif  // COMMITLAB_CRASH_RECOVERY_H_
