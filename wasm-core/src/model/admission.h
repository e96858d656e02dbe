// innodb_thread_concurrency as MySQL 5.7 implements it on Linux
// (srv0conc.cc, atomics build): no queue, no hand-off. A thread that
// finds no free slot sleeps innodb_thread_sleep_delay and polls again;
// the delay is one global value that adapts.
#ifndef COMMITLAB_MODEL_ADMISSION_H_
#define COMMITLAB_MODEL_ADMISSION_H_

#include <cstdint>

namespace commitlab {

struct Admission {
  int32_t n_active = 0;
  int32_t n_waiting = 0;
  int64_t sleep_delay_us = 10000;
  int64_t max_sleep_delay_seen_us = 0;
  int64_t sleeps = 0;
};

}  // namespace commitlab

#endif  // COMMITLAB_MODEL_ADMISSION_H_
