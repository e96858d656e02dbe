/* Evidence for wasm-core/docs/calibration.md ("A thread woken after others
 * used its core fetches its working set again"), run by
 * group-commit-refill.sh: what a synthetic thread spends fetching its
 * working set again when it wakes from a group commit's wait, other
 * threads having used its core meanwhile.
 *
 * A small group commit: `threads` threads each do one "transaction" (read
 * and write one byte of every cache line of their own working set, in a
 * fixed random order) and then wait until it is durable. The first waiter
 * with no flush running leads: it writes 4 KiB and fdatasyncs a
 * preallocated file, then wakes every waiter it covered and one more to
 * lead next, each on its own futex semaphore (MariaDB's group_commit_lock,
 * storage/innobase/log/log0sync.cc). Four runs, interleaved over several
 * rounds: with and without the working set, with and without the wait.
 * Without the wait a thread runs whole scheduler slices and its caches stay
 * warm; with it, every transaction follows a sleep during which others ran.
 *
 *   refill = (cold with set - cold without) - (warm with set - warm without)
 *
 * i.e. what the working set costs after a wait beyond what it costs warm,
 * the switches, futexes and fsyncs cancelling out. Medians over the rounds. */
#define _GNU_SOURCE

#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

struct refill_result {
  int threads;
  double cold_with_set_us, cold_without_us;  /* CPU per transaction, waiting for each group's fdatasync */
  double warm_with_set_us, warm_without_us;  /* the same without waiting */
  double commits_per_flush;
  double refill_us;  /* the working set's extra cost after a wait */
};

enum { kRounds = 5, kMaxThreads = 256, kLine = 64, kFileBlocks = 256 };

struct waiter {
  long lsn;
  sem_t wake;
  struct waiter* next;
};

struct harness {
  int threads, wait, fd;
  size_t set_bytes;
  pthread_mutex_t mutex;
  struct waiter* waiting;
  long lsn, durable, flushes;
  int flushing;
  atomic_int stop;
  atomic_long commits;
  char* block;
};

static double process_cpu(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e6 + ru.ru_utime.tv_usec + ru.ru_stime.tv_usec;
}

/* The leader's write and flush; then it wakes those it covered. */
static void lead(struct harness* h, long target) {
  pthread_mutex_unlock(&h->mutex);
  off_t at = (off_t)(h->flushes % kFileBlocks) * 4096;
  if (pwrite(h->fd, h->block, 4096, at) != 4096 || fdatasync(h->fd) != 0) atomic_store(&h->stop, 1);
  pthread_mutex_lock(&h->mutex);
  ++h->flushes;
  h->durable = target;
  h->flushing = 0;
  struct waiter* wake = NULL;
  for (struct waiter** p = &h->waiting; *p;) {
    struct waiter* w = *p;
    if (w->lsn <= h->durable) {
      *p = w->next;
      w->next = wake;
      wake = w;
    } else {
      p = &w->next;
    }
  }
  if (h->waiting) { /* one more, to lead the next flush */
    struct waiter* w = h->waiting;
    h->waiting = w->next;
    w->next = wake;
    wake = w;
  }
  pthread_mutex_unlock(&h->mutex);
  while (wake) {
    struct waiter* next = wake->next;
    sem_post(&wake->wake);
    wake = next;
  }
}

/* At the end: every thread still waiting leaves (each that leaves does this
 * too, so one that queued behind a flush in flight is not left asleep). */
static void release_all(struct harness* h) {
  pthread_mutex_lock(&h->mutex);
  struct waiter* w = h->waiting;
  h->waiting = NULL;
  pthread_mutex_unlock(&h->mutex);
  while (w) {
    struct waiter* next = w->next;
    sem_post(&w->wake);
    w = next;
  }
}

static void commit(struct harness* h, struct waiter* me) {
  pthread_mutex_lock(&h->mutex);
  long mine = ++h->lsn;
  while (h->durable < mine) {
    if (!h->flushing) {
      h->flushing = 1;
      lead(h, h->lsn);
      return;
    }
    me->lsn = mine;
    me->next = h->waiting;
    h->waiting = me;
    pthread_mutex_unlock(&h->mutex);
    sem_wait(&me->wake);
    if (atomic_load(&h->stop)) {
      release_all(h);
      return;
    }
    pthread_mutex_lock(&h->mutex);
  }
  pthread_mutex_unlock(&h->mutex);
}

static volatile unsigned sink;

static void* worker(void* arg) {
  struct harness* h = arg;
  size_t lines = h->set_bytes / kLine;
  unsigned char* set = NULL;
  unsigned* order = NULL;
  if (lines) {
    set = aligned_alloc(kLine, lines * kLine);
    order = malloc(lines * sizeof *order);
    if (!set || !order) { atomic_store(&h->stop, 1); free(set); free(order); return NULL; }
    memset(set, 1, lines * kLine);
    unsigned seed = (unsigned)(uintptr_t)set | 1u;
    for (size_t i = 0; i < lines; ++i) order[i] = (unsigned)i;
    for (size_t i = lines; i > 1; --i) { /* a fixed random order: no prefetcher help */
      seed = seed * 1103515245u + 12345u;
      size_t j = seed % i;
      unsigned t = order[i - 1];
      order[i - 1] = order[j];
      order[j] = t;
    }
  }
  struct waiter me;
  memset(&me, 0, sizeof me);
  sem_init(&me.wake, 0, 0);
  while (!atomic_load(&h->stop)) {
    unsigned s = 0;
    for (size_t i = 0; i < lines; ++i) {
      unsigned char* p = set + (size_t)order[i] * kLine;
      s += *p;
      *p = (unsigned char)(s + 1);
    }
    sink += s;
    if (h->wait) commit(h, &me);
    atomic_fetch_add(&h->commits, 1);
  }
  free(set);
  free(order);
  return NULL;
}

/* CPU per transaction of one run, in microseconds; < 0 on failure. */
static double run(struct harness* h, size_t set_bytes, int wait, double seconds, double* per_flush) {
  h->set_bytes = set_bytes;
  h->wait = wait;
  h->waiting = NULL;
  h->lsn = h->durable = h->flushes = 0;
  h->flushing = 0;
  atomic_store(&h->stop, 0);
  atomic_store(&h->commits, 0);
  pthread_t tids[kMaxThreads];
  double cpu0 = process_cpu();
  int started = 0;
  for (; started < h->threads; ++started)
    if (pthread_create(&tids[started], NULL, worker, h) != 0) break;
  struct timespec ts = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
  nanosleep(&ts, NULL);
  atomic_store(&h->stop, 1);
  release_all(h);
  for (int i = 0; i < started; ++i) pthread_join(tids[i], NULL);
  double cpu = process_cpu() - cpu0;
  long commits = atomic_load(&h->commits);
  if (started < h->threads || commits <= 0) return -1;
  if (per_flush) *per_flush = h->flushes > 0 ? (double)commits / (double)h->flushes : 0;
  return cpu / (double)commits;
}

static double median(double* v, int n) {
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && v[j] < v[j - 1]; --j) {
      double t = v[j];
      v[j] = v[j - 1];
      v[j - 1] = t;
    }
  return v[n / 2];
}

int measure_resume_refill(const char* dir, int threads, size_t set_bytes, double max_s, struct refill_result* r) {
  memset(r, 0, sizeof *r);
  if (threads < 2) threads = 2;
  if (threads > kMaxThreads) threads = kMaxThreads;
  struct harness h;
  memset(&h, 0, sizeof h);
  h.threads = threads;
  pthread_mutex_init(&h.mutex, NULL);
  char path[4096];
  snprintf(path, sizeof path, "%s/commitlab-refill-XXXXXX", dir);
  h.fd = mkstemp(path);
  if (h.fd < 0) return 0;
  unlink(path);
  h.block = aligned_alloc(4096, 4096);
  if (!h.block) { close(h.fd); return 0; }
  memset(h.block, 7, 4096);
  for (int i = 0; i < kFileBlocks; ++i)
    if (pwrite(h.fd, h.block, 4096, (off_t)i * 4096) != 4096) { close(h.fd); free(h.block); return 0; }
  fdatasync(h.fd);
  double seconds = max_s / (4.0 * kRounds);
  if (seconds > 0.6) seconds = 0.6;
  if (seconds < 0.05) seconds = 0.05;
  double cold_set[kRounds], cold_none[kRounds], warm_set[kRounds], warm_none[kRounds], group[kRounds];
  int ok = 1;
  for (int k = 0; k < kRounds && ok; ++k) {
    cold_set[k] = run(&h, set_bytes, 1, seconds, &group[k]);
    cold_none[k] = run(&h, 0, 1, seconds, NULL);
    warm_set[k] = run(&h, set_bytes, 0, seconds, NULL);
    warm_none[k] = run(&h, 0, 0, seconds, NULL);
    ok = cold_set[k] > 0 && cold_none[k] > 0 && warm_set[k] > 0 && warm_none[k] > 0;
  }
  close(h.fd);
  free(h.block);
  if (!ok) return 0;
  r->cold_with_set_us = median(cold_set, kRounds);
  r->cold_without_us = median(cold_none, kRounds);
  r->warm_with_set_us = median(warm_set, kRounds);
  r->warm_without_us = median(warm_none, kRounds);
  r->commits_per_flush = median(group, kRounds);
  r->refill_us = (r->cold_with_set_us - r->cold_without_us) - (r->warm_with_set_us - r->warm_without_us);
  r->threads = threads;
  return 1;
}

int main(int argc, char** argv) {
  const char* dir = argc > 1 ? argv[1] : ".";
  int threads = argc > 2 ? atoi(argv[2]) : 16;
  size_t kib = argc > 3 ? (size_t)atol(argv[3]) : 256;
  struct refill_result r;
  if (!measure_resume_refill(dir, threads, kib * 1024, 6, &r)) return 1;
  printf("threads=%d set=%zu KiB: CPU per transaction waiting %.1f (with set) %.1f (without), not waiting %.1f / %.1f us; "
         "%.1f commits per fdatasync; refill %.1f us\n", r.threads, kib, r.cold_with_set_us, r.cold_without_us,
         r.warm_with_set_us, r.warm_without_us, r.commits_per_flush, r.refill_us);
  return 0;
}
