/* measure-machine's group-commit run: what a thread pays to fetch its
 * working set again after waiting while others used its core
 * (resume_refill.c). */
#ifndef COMMITLAB_RESUME_REFILL_H_
#define COMMITLAB_RESUME_REFILL_H_

#include <stddef.h>

struct refill_result {
  int threads;
  double cold_with_set_us, cold_without_us;  /* CPU per transaction, waiting for each group's fdatasync */
  double warm_with_set_us, warm_without_us;  /* the same without waiting */
  double commits_per_flush;
  double refill_us;  /* the working set's extra cost after a wait */
};

/* Runs in `dir` (a file there is written and fdatasynced) for about max_s
 * seconds in all. Returns 0 if it could not run. */
int measure_resume_refill(const char* dir, int threads, size_t set_bytes, double max_s, struct refill_result* r);

#endif
