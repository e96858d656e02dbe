// InnoDB latches (TTASEventMutex, rw-locks in exclusive mode): spin with
// random pauses, then sleep in the OS. Spinning is modelled per episode,
// not per pause: a release hands the latch to the first spinner to look
// (min of k residual pauses), and one event per latch, at the earliest
// spin deadline, ends the episodes of spinners nobody handed it to. The
// spinners' episode ends are kept in order, so no step scans them.
#ifndef COMMITLAB_MODEL_LATCH_H_
#define COMMITLAB_MODEL_LATCH_H_

#include <cstdint>
#include <vector>

namespace commitlab {

enum LatchId : uint8_t {
  kLatchTrxSys,    // trx_sys->mutex (5.5: kernel_mutex, shared with lock_sys)
  kLatchLockSys,   // lock_sys->mutex
  kLatchLogSys,    // log_sys->mutex (mtr commit)
  kLatchRseg,      // rollback segment mutex
  kLatchLogWrite,  // log_sys->write_mutex (writing the log buffer)
  kLatchCount
};

const char* LatchName(int id);

// The end of one spin episode, ordered by (at, seq) as the event it stands
// for would be.
struct SpinEnd {
  int64_t at;
  uint64_t seq;
  int32_t tid;
};

struct Latch {
  int32_t owner = -1;
  int32_t last_owner = -1;          // whose cache holds the guarded data
  int64_t release_at = 0;          // owner's hold ends here (known on acquire)
  bool release_pending = false;    // a release event is queued
  // The latch's spin-deadline event: its key (the earliest spinner's
  // deadline and sequence), and the generation that marks it current (one
  // superseded by an earlier deadline is stale).
  int64_t deadline_at = -1;
  uint64_t deadline_seq = 0;
  uint16_t deadline_gen = 0;
  std::vector<int32_t> spinners;  // a spinner's place here is its spin_index
  // Episode ends of the spinners, a min-heap by (at, seq). An entry whose
  // spinner has left, been picked by a release or started a new episode
  // is dropped when it reaches the top.
  std::vector<SpinEnd> spin_ends;
  std::vector<int32_t> sleepers;
  // Totals.
  int64_t acquisitions = 0;
  int64_t contended = 0;
  int64_t os_waits = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_LATCH_H_
