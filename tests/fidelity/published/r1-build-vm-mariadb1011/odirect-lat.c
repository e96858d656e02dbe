// One 4 KiB O_DIRECT pwrite + fdatasync, timed call by call (p50/p90 in us):
//   odirect-lat FILE N          the two calls in turn, one thread
//   odirect-lat FILE N overlap  one thread writing while another calls
//                               fdatasync on the same file (as MariaDB's
//                               write_lock / flush_lock pipeline can)
// Used by redo-cycle.sh; the figures are in wasm-core/docs/calibration.md.
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int fd, n;
static void* buf;
static volatile int stop;
static double *w, *f;

static double NowUs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}
static int Cmp(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}
static void* Writer(void* unused) {
  (void)unused;
  for (int i = 0; i < n; i++) {
    double a = NowUs();
    if (pwrite(fd, buf, 4096, 4096 * (i % 4)) != 4096) perror("pwrite");
    w[i] = NowUs() - a;
  }
  stop = 1;
  return 0;
}
static void* Syncer(void* unused) {
  (void)unused;
  long i = 0;
  while (!stop && i < 4L * n) {
    double a = NowUs();
    fdatasync(fd);
    f[i++] = NowUs() - a;
  }
  return (void*)i;
}

int main(int argc, char** argv) {
  if (argc < 3) { fprintf(stderr, "usage: odirect-lat FILE N [overlap]\n"); return 2; }
  n = atoi(argv[2]);
  fd = open(argv[1], O_RDWR | O_CREAT | O_DIRECT, 0644);
  if (fd < 0 || n <= 0 || posix_memalign(&buf, 4096, 4096)) { perror("setup"); return 1; }
  memset(buf, 1, 4096);
  if (ftruncate(fd, 1 << 20)) perror("ftruncate");
  fdatasync(fd);
  w = malloc(n * sizeof(double));
  f = malloc((4L * n + 1) * sizeof(double));
  long m = n;
  if (argc > 3) {
    pthread_t a, b;
    void* r;
    pthread_create(&a, 0, Writer, 0);
    pthread_create(&b, 0, Syncer, 0);
    pthread_join(a, 0);
    pthread_join(b, &r);
    m = (long)r;
  } else {
    for (int i = 0; i < n; i++) {
      double a = NowUs();
      if (pwrite(fd, buf, 4096, 0) != 4096) perror("pwrite");
      double b = NowUs();
      fdatasync(fd);
      w[i] = b - a;
      f[i] = NowUs() - b;
    }
  }
  qsort(w, n, sizeof(double), Cmp);
  qsort(f, m, sizeof(double), Cmp);
  printf("pwrite p50 %.1f p90 %.1f | fdatasync p50 %.1f p90 %.1f (%ld)\n", w[n / 2], w[n * 9 / 10], f[m / 2], f[m * 9 / 10], m);
  return 0;
}
