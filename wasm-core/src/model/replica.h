// One asynchronous replica, computed alongside the primary without
// events of its own: the receiver gets every transaction the primary
// has published, a network delay later, and appends it to the relay
// log; one applier applies them in order, each taking the primary's own
// per-transaction work (plus the replica's redo fsync with its
// trx_commit=1). With a constant cost per transaction, a busy stretch
// of the applier is a straight line, so two numbers per stretch give
// the applied count at any instant. See docs/crash-recovery.md.
#ifndef COMMITLAB_MODEL_REPLICA_H_
#define COMMITLAB_MODEL_REPLICA_H_

#include <cstdint>

namespace commitlab {

// A stretch in which the applier never waited for the receiver.
struct ApplierStretch {
  int64_t start = 0;     // first transaction's start
  int64_t first = 0;     // transactions applied before it
  int64_t cost = 1;      // ns per transaction
  int64_t last = 0;      // transactions applied when the stretch ends
};

struct ReplicaState {
  bool active = false;
  int64_t received = 0;        // transactions in the relay log (GTID up to)
  int64_t last_receive = 0;    // when the newest batch arrived
  size_t published_head = 0;   // next primary publish mark to receive
  ApplierStretch cur, prev;
  int64_t applier_free = 0;    // when the applier finishes what it received
  // The replica's redo with trx_commit 0/2 is made durable once a second.
  int64_t second_mark = 0;
  int64_t applied_at_second = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_REPLICA_H_
