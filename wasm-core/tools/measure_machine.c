/* measure-machine: measures the facts a machine file states on the Linux
 * machine it runs on and prints the machine file (JSON) on stdout;
 * progress and the raw figures go to stderr. Built by
 * web/scripts/measure-machine.sh with the system cc, no other library.
 * Format of the file: wasm-core/docs/machine-file.md.
 *
 *   measure_machine [--dir PATH] [--fsyncs N] [--write-mb N]
 *                   [--switches N] [--phase-seconds S] [--name NAME]
 *
 * Every phase stops at its count or after --phase-seconds, whichever
 * comes first, so a run is bounded on any device. */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

/* Nearest-rank percentile of a sorted array. */
static double percentile(const double* sorted, int n, double p) {
  int i = (int)(p / 100.0 * n + 0.999999) - 1;
  if (i < 0) i = 0;
  if (i >= n) i = n - 1;
  return sorted[i];
}

static void die(const char* what) {
  fprintf(stderr, "measure-machine: %s: %s\n", what, strerror(errno));
  exit(1);
}

/* Busy and total CPU time of all cores (jiffies) from /proc/stat; steal:
 * time the hypervisor gave this VM's cores to others. */
static double last_steal = 0;
static int read_proc_stat(double* busy, double* total) {
  FILE* f = fopen("/proc/stat", "r");
  if (!f) return 0;
  unsigned long long v[10] = {0};
  int n = fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
                 &v[6], &v[7], &v[8], &v[9]);
  fclose(f);
  if (n < 4) return 0;
  double t = 0;
  for (int i = 0; i < 8; ++i) t += (double)v[i]; /* guest time is already in user */
  *total = t;
  *busy = t - (double)v[3] - (double)v[4]; /* minus idle and iowait */
  last_steal = (double)v[7];
  return 1;
}

static double process_cpu_us(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e6 + ru.ru_utime.tv_usec + ru.ru_stime.tv_usec;
}

static double thread_cpu_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

/* ---- fsync latency and CPU per fsync ------------------------------------ */

struct fsync_result {
  int ops;
  double p50, p90, p99, max;
  double own_cpu_us;      /* this process's user+sys CPU per fsync (a lower bound) */
  double system_cpu_us;   /* all cores' busy time per fsync, minus the rate before */
  int system_cpu_ok;
  double steal_share;     /* share of all cores' time stolen by the hypervisor during the loop */
};

static void measure_fsync(const char* dir, int max_ops, double max_s, struct fsync_result* r) {
  char path[4096];
  snprintf(path, sizeof path, "%s/commitlab-measure-XXXXXX", dir);
  int fd = mkstemp(path);
  if (fd < 0) die("cannot create a file in --dir");
  unlink(path);
  char block[4096];
  memset(block, 'x', sizeof block);
  double* lat = malloc(sizeof(double) * (size_t)max_ops);
  if (!lat) die("malloc");
  /* The machine's busy rate before, to subtract from the loop's. */
  double b0, t0, b1, t1, b2, t2;
  int stat_ok = read_proc_stat(&b0, &t0);
  double w0 = now_us();
  usleep(500000);
  stat_ok = stat_ok && read_proc_stat(&b1, &t1);
  double steal1 = last_steal;
  double w1 = now_us();
  double cpu0 = process_cpu_us();
  double start = now_us();
  int n = 0;
  while (n < max_ops && now_us() - start < max_s * 1e6) {
    double a = now_us();
    if (write(fd, block, sizeof block) != (ssize_t)sizeof block) die("write");
    if (fdatasync(fd) != 0) die("fdatasync");
    lat[n++] = now_us() - a;
  }
  double end = now_us();
  double cpu1 = process_cpu_us();
  stat_ok = stat_ok && read_proc_stat(&b2, &t2);
  close(fd);
  qsort(lat, (size_t)n, sizeof(double), cmp_double);
  r->ops = n;
  r->p50 = percentile(lat, n, 50);
  r->p90 = percentile(lat, n, 90);
  r->p99 = percentile(lat, n, 99);
  r->max = lat[n - 1];
  r->own_cpu_us = (cpu1 - cpu0) / n;
  r->system_cpu_us = 0;
  r->system_cpu_ok = 0;
  r->steal_share = 0;
  if (stat_ok) {
    double hz = (double)sysconf(_SC_CLK_TCK);
    double before_rate = (b1 - b0) / hz * 1e6 / (w1 - w0); /* busy us per us */
    double during = (b2 - b1) / hz * 1e6;                    /* busy us in the loop (and the 0.5 s sample's tail) */
    r->system_cpu_us = (during - before_rate * (end - w1)) / n;
    r->system_cpu_ok = r->system_cpu_us > 0; /* else other load varied more than the fsyncs cost */
    r->steal_share = t2 > t1 ? (last_steal - steal1) / (t2 - t1) : 0;
  }
  free(lat);
}

/* ---- O_DIRECT write + flush (MariaDB 10.8+'s redo cycle) ------------------ */

/* A 4 KiB O_DIRECT write into a preallocated, already written file, then
 * fdatasync (nothing to write back, no journal commit: the cache flush
 * alone), each timed. 0 when the filesystem refuses O_DIRECT (tmpfs).
 * write_cpu, flush_cpu: the caller's CPU per pwrite() and per fdatasync(),
 * each including the one sleep and wake-up it waits in. */
static int measure_odirect(const char* dir, int max_ops, double max_s, double* write_p50, double* flush_p50,
                           double* write_cpu, double* flush_cpu) {
  char path[4096];
  snprintf(path, sizeof path, "%s/commitlab-odirect-XXXXXX", dir);
  int tmp = mkstemp(path);
  if (tmp < 0) return 0;
  close(tmp);
  int fd = open(path, O_RDWR | O_DIRECT);
  unlink(path);
  if (fd < 0) return 0;
  const size_t file_bytes = 16u << 20, chunk = 1u << 20;
  void* buf = NULL;
  if (posix_memalign(&buf, 4096, chunk) != 0) { close(fd); return 0; }
  memset(buf, 'x', chunk);
  for (size_t off = 0; off < file_bytes; off += chunk)
    if (pwrite(fd, buf, chunk, (off_t)off) != (ssize_t)chunk) { free(buf); close(fd); return 0; }
  if (fsync(fd) != 0) { free(buf); close(fd); return 0; }
  double* w = malloc(sizeof(double) * (size_t)max_ops);
  double* f = malloc(sizeof(double) * (size_t)max_ops);
  if (!w || !f) die("malloc");
  int n = 0;
  double start = now_us(), cpu_w = 0, cpu_f = 0;
  while (n < max_ops && now_us() - start < max_s * 1e6) {
    double a = now_us(), ca = thread_cpu_us();
    if (pwrite(fd, buf, 4096, (off_t)(((size_t)n * 4096) % file_bytes)) != 4096) break;
    double b = now_us(), cb = thread_cpu_us();
    if (fdatasync(fd) != 0) break;
    cpu_w += cb - ca;
    cpu_f += thread_cpu_us() - cb;
    w[n] = b - a;
    f[n++] = now_us() - b;
  }
  close(fd);
  free(buf);
  if (n < 10) { free(w); free(f); return 0; }
  qsort(w, (size_t)n, sizeof(double), cmp_double);
  qsort(f, (size_t)n, sizeof(double), cmp_double);
  *write_p50 = percentile(w, n, 50);
  *flush_p50 = percentile(f, n, 50);
  *write_cpu = cpu_w / n;
  *flush_cpu = cpu_f / n;
  free(w);
  free(f);
  return n;
}

/* ---- sequential write bandwidth ----------------------------------------- */

static double measure_write_mbps(const char* dir, int max_mb, double max_s, int* written_mb) {
  char path[4096];
  snprintf(path, sizeof path, "%s/commitlab-measure-XXXXXX", dir);
  int fd = mkstemp(path);
  if (fd < 0) die("cannot create a file in --dir");
  unlink(path);
  size_t chunk = 1 << 20;
  char* buf = malloc(chunk);
  if (!buf) die("malloc");
  memset(buf, 'y', chunk);
  double start = now_us();
  int mb = 0;
  while (mb < max_mb && now_us() - start < max_s * 1e6) {
    if (write(fd, buf, chunk) != (ssize_t)chunk) die("write");
    ++mb;
    /* fdatasync every 16 MiB: the device's rate, not the page cache's. */
    if (mb % 16 == 0 && fdatasync(fd) != 0) die("fdatasync");
  }
  if (fdatasync(fd) != 0) die("fdatasync");
  double elapsed = now_us() - start;
  close(fd);
  free(buf);
  *written_mb = mb;
  return mb * 1.048576 / (elapsed / 1e6); /* MB/s (10^6 bytes) */
}

/* ---- context switch: pipe ping-pong --------------------------------------- */

static void pin(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  sched_setaffinity(0, sizeof set, &set);
}

/* Spins on this thread's own CPU clock for work_us. */
static void burn_cpu(double work_us) {
  if (work_us <= 0) return;
  double until = thread_cpu_us() + work_us;
  while (thread_cpu_us() < until) {
  }
}

/* Microseconds per switch: a round trip is two sleeps and two wake-ups.
 * The best of several batches, the one least disturbed by other load.
 * cpu_per_side: CPU (user + system, both processes) per round trip and side,
 * i.e. of one sleep plus one wake-up, counted over every batch, less the
 * work. work_us: CPU each side burns after each message before it answers,
 * so that the other side's core sits idle that long before its wake-up. */
static double ping_pong(int cpu_a, int cpu_b, int round_trips, double max_s, double work_us, double* cpu_per_side) {
  int ab[2], ba[2];
  if (pipe(ab) || pipe(ba)) die("pipe");
  pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    /* Close the ends this side does not use, or read never sees EOF. */
    close(ab[1]);
    close(ba[0]);
    pin(cpu_b);
    char c;
    while (read(ab[0], &c, 1) == 1) {
      burn_cpu(work_us);
      if (write(ba[1], &c, 1) != 1) break;
    }
    _exit(0);
  }
  pin(cpu_a);
  char c = 'p';
  const int batches = 10;
  int per = round_trips / batches > 0 ? round_trips / batches : 1;
  double best = -1, start = now_us(), cpu0 = process_cpu_us();
  long done = 0;
  for (int b = 0; b < batches && now_us() - start < max_s * 1e6; ++b, done += per) {
    double t = now_us();
    for (int i = 0; i < per; ++i) {
      if (write(ab[1], &c, 1) != 1 || read(ba[0], &c, 1) != 1) die("ping-pong");
      burn_cpu(work_us);
    }
    double per_switch = (now_us() - t) / (2.0 * per);
    if (best < 0 || per_switch < best) best = per_switch;
  }
  close(ab[1]);
  close(ab[0]);
  close(ba[0]);
  close(ba[1]);
  double own = process_cpu_us() - cpu0;
  struct rusage before, after;
  getrusage(RUSAGE_CHILDREN, &before);
  waitpid(child, NULL, 0);
  getrusage(RUSAGE_CHILDREN, &after);
  double child_cpu = (after.ru_utime.tv_sec - before.ru_utime.tv_sec + after.ru_stime.tv_sec - before.ru_stime.tv_sec) * 1e6 +
                     (after.ru_utime.tv_usec - before.ru_utime.tv_usec) + (after.ru_stime.tv_usec - before.ru_stime.tv_usec);
  *cpu_per_side = done > 0 ? (own + child_cpu) / (2.0 * (double)done) - work_us : 0;
  cpu_set_t all;
  CPU_ZERO(&all);
  for (int i = 0; i < CPU_SETSIZE; ++i) CPU_SET(i, &all);
  sched_setaffinity(0, sizeof all, &all);
  return best;
}

/* Keeps every core busy with a SCHED_IDLE spinner (any other thread
 * preempts it at once), so a ping-pong across cores never finds one idle:
 * what a wake-up across cores costs on a busy machine. Returns how many
 * spinners it started; stop_spinners ends them. */
static int start_spinners(int cores, pid_t* pids) {
  int n = 0;
  for (int c = 0; c < cores && c < 64; ++c) {
    pid_t p = fork();
    if (p < 0) break;
    if (p == 0) {
      pin(c);
      struct sched_param sp = {0};
      sched_setscheduler(0, SCHED_IDLE, &sp);
      for (volatile unsigned long i = 0;; ++i) {
      }
    }
    pids[n++] = p;
  }
  usleep(50000);
  return n;
}

static void stop_spinners(pid_t* pids, int n) {
  for (int i = 0; i < n; ++i) kill(pids[i], SIGKILL);
  for (int i = 0; i < n; ++i) waitpid(pids[i], NULL, 0);
}

/* ---- machine facts -------------------------------------------------------- */

static const char* cpuinfo_path = "/proc/cpuinfo";

static int cpuinfo_field(const char* key, char* out, size_t size) {
  FILE* f = fopen(cpuinfo_path, "r");
  if (!f) return 0;
  char line[8192];
  int found = 0;
  size_t klen = strlen(key);
  while (fgets(line, sizeof line, f)) {
    if (strncmp(line, key, klen) == 0 && (line[klen] == ' ' || line[klen] == '\t' || line[klen] == ':')) {
      char* colon = strchr(line, ':');
      if (!colon) continue;
      colon++;
      while (*colon == ' ') colon++;
      size_t l = strcspn(colon, "\n");
      if (l >= size) l = size - 1;
      memcpy(out, colon, l);
      out[l] = 0;
      found = 1;
      break;
    }
  }
  fclose(f);
  return found;
}

static int has_flag(const char* flags, const char* flag) {
  size_t l = strlen(flag);
  for (const char* p = flags; (p = strstr(p, flag)) != NULL; p += l)
    if ((p == flags || p[-1] == ' ') && (p[l] == ' ' || p[l] == 0)) return 1;
  return 0;
}

/* cpu_class from the instruction-set extensions the kernel reports: each
 * generation added some (docs/machine-file.md has the table). Works in a
 * VM whose model name hides the CPU. */
static const char* suggest_cpu_class(const char* vendor, const char* flags, const char** why) {
  int amd = strstr(vendor, "AMD") != NULL;
  if (amd) {
    if (has_flag(flags, "avx512f")) return *why = "AMD with AVX-512: Zen 4 or later", "zen4";
    if (has_flag(flags, "vaes")) return *why = "AMD with VAES, no AVX-512: Zen 3", "zen3";
    if (has_flag(flags, "avx2")) return *why = "AMD with AVX2, no VAES: Zen 1/2 (about Skylake's work per cycle)", "skylake";
    return *why = "AMD without AVX2: pre-Zen (about Core 2 era)", "core2";
  }
  if (has_flag(flags, "avx512_vnni") && has_flag(flags, "avx512ifma")) return *why = "AVX-512 IFMA and VNNI: Ice Lake or later", "icelake";
  if (has_flag(flags, "avx512f")) return *why = "AVX-512 without IFMA: Skylake-SP / Cascade Lake", "skylake";
  if (has_flag(flags, "avx2") && has_flag(flags, "adx")) return *why = "AVX2 and ADX, no AVX-512: Broadwell or a client Skylake-class core", "haswell";
  if (has_flag(flags, "avx2")) return *why = "AVX2: Haswell", "haswell";
  if (has_flag(flags, "avx")) return *why = "AVX, no AVX2: Sandy Bridge / Ivy Bridge", "sandy_bridge";
  if (has_flag(flags, "sse4_2")) return *why = "SSE4.2, no AVX: Nehalem / Westmere", "nehalem";
  return *why = "no SSE4.2: Core 2 or older", "core2";
}

static double ram_gb(void) {
  FILE* f = fopen("/proc/meminfo", "r");
  if (!f) return 0;
  unsigned long long kb = 0;
  char line[256];
  while (fgets(line, sizeof line, f))
    if (sscanf(line, "MemTotal: %llu kB", &kb) == 1) break;
  fclose(f);
  return kb / 1048576.0;
}

static const char* fs_name(long type) {
  switch ((unsigned long)type) {
    case 0xEF53: return "ext4";
    case 0x58465342: return "xfs";
    case 0x9123683E: return "btrfs";
    case 0x01021994: return "tmpfs";
    case 0x794C7630: return "overlayfs";
    case 0x2FC12FC1: return "zfs";
    case 0x6969: return "nfs";
    case 0x65735546: return "fuse";
    default: return "unknown";
  }
}

/* The block device under dir: its name and whether it spins. */
static void block_device(const char* dir, char* name, size_t size, int* rotational) {
  snprintf(name, size, "unknown");
  *rotational = -1;
  struct stat st;
  if (stat(dir, &st) != 0 || major(st.st_dev) == 0) return; /* overlay, tmpfs: no block device */
  char link[256], real[4096];
  snprintf(link, sizeof link, "/sys/dev/block/%u:%u", major(st.st_dev), minor(st.st_dev));
  if (!realpath(link, real)) return;
  const char* base = strrchr(real, '/');
  snprintf(name, size, "%.100s", base ? base + 1 : real);
  char q[4200];
  snprintf(q, sizeof q, "%s/queue/rotational", real);
  FILE* f = fopen(q, "r");
  if (!f) { /* a partition: the queue is its parent's */
    snprintf(q, sizeof q, "%s/../queue/rotational", real);
    f = fopen(q, "r");
  }
  if (f) {
    if (fscanf(f, "%d", rotational) != 1) *rotational = -1;
    fclose(f);
  }
}

static void virtualisation(const char* flags, char* out, size_t size) {
  char detected[128] = "";
  FILE* p = popen("systemd-detect-virt 2>/dev/null", "r");
  if (p) {
    if (fgets(detected, sizeof detected, p)) detected[strcspn(detected, "\n")] = 0;
    pclose(p);
  }
  int hv = has_flag(flags, "hypervisor");
  if (detected[0] && strcmp(detected, "none") != 0)
    snprintf(out, size, "%s%s", detected, hv ? ", under a hypervisor (cpuinfo flag)" : "");
  else
    snprintf(out, size, "%s", hv ? "a virtual machine (cpuinfo hypervisor flag)" : "bare metal (no hypervisor flag)");
}

/* The private (L2) cache of core 0 in KiB, from sysfs; 0 when not shown. */
static int l2_cache_kb(void) {
  for (int i = 0; i < 8; ++i) {
    char path[128], text[64];
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
    FILE* f = fopen(path, "r");
    if (!f) return 0;
    int level = fgets(text, sizeof text, f) ? atoi(text) : 0;
    fclose(f);
    if (level != 2) continue;
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
    f = fopen(path, "r");
    if (!f) return 0;
    int kb = 0;
    if (fgets(text, sizeof text, f)) {
      kb = atoi(text);
      if (strchr(text, 'M')) kb *= 1024;
    }
    fclose(f);
    return kb >= 16 && kb <= 65536 ? kb : 0;
  }
  return 0;
}

/* JSON string body: escape quotes, backslashes and control characters. */
static void json_string(const char* s) {
  putchar('"');
  for (; *s; ++s) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c < 0x20) printf("\\u%04x", c);
    else putchar(c);
  }
  putchar('"');
}

static double round_to(double x, double step) { return step * (double)(long long)(x / step + 0.5); }

static void usage(void) {
  fputs("usage: npm run measure-machine -- [--dir PATH] [--fsyncs N] [--write-mb N] [--switches N]\n"
        "                                    [--phase-seconds S] [--name NAME]\n"
        "  --dir PATH          directory on the device to measure (default .): put it where the redo log lives\n"
        "  --fsyncs N          4 KiB append + fdatasync operations (default 3000)\n"
        "  --write-mb N        MiB written for the bandwidth figure (default 256)\n"
        "  --switches N        pipe ping-pong round trips (default 20000)\n"
        "  --phase-seconds S   upper bound on each phase (default 15)\n"
        "  --name NAME         the machine file's name (default measured_machine)\n"
        "  --cpuinfo PATH      read CPU facts from this copy of /proc/cpuinfo (default /proc/cpuinfo)\n"
        "  --only cpu_class    print the suggested cpu_class and why, measure nothing\n",
        stderr);
}

int main(int argc, char** argv) {
  const char* dir = ".";
  const char* name = "measured_machine";
  int fsyncs = 3000, write_mb = 256, switches = 20000;
  double phase_s = 15;
  int only_class = 0;
  for (int i = 1; i < argc; ++i) {
    const char* a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) { usage(); return 0; }
    if (!v) { fprintf(stderr, "measure-machine: %s needs a value\n", a); usage(); return 2; }
    char* end = NULL;
    if (!strcmp(a, "--dir")) dir = v;
    else if (!strcmp(a, "--name")) name = v;
    else if (!strcmp(a, "--cpuinfo")) cpuinfo_path = v;
    else if (!strcmp(a, "--only")) {
      if (strcmp(v, "cpu_class") != 0) { fprintf(stderr, "measure-machine: --only: \"%s\" is not allowed; expected cpu_class\n", v); return 2; }
      only_class = 1;
    }
    else if (!strcmp(a, "--fsyncs")) fsyncs = (int)strtol(v, &end, 10);
    else if (!strcmp(a, "--write-mb")) write_mb = (int)strtol(v, &end, 10);
    else if (!strcmp(a, "--switches")) switches = (int)strtol(v, &end, 10);
    else if (!strcmp(a, "--phase-seconds")) phase_s = strtod(v, &end);
    else { fprintf(stderr, "measure-machine: unknown option '%s'\n", a); usage(); return 2; }
    if (end && *end) { fprintf(stderr, "measure-machine: %s: \"%s\" is not a number\n", a, v); return 2; }
    ++i;
  }
  if (fsyncs < 10 || fsyncs > 1000000) { fprintf(stderr, "measure-machine: --fsyncs: expected 10 to 1000000\n"); return 2; }
  if (write_mb < 1 || write_mb > 100000) { fprintf(stderr, "measure-machine: --write-mb: expected 1 to 100000\n"); return 2; }
  if (switches < 10 || switches > 100000000) { fprintf(stderr, "measure-machine: --switches: expected 10 to 100000000\n"); return 2; }
  if (!(phase_s > 0 && phase_s <= 3600)) { fprintf(stderr, "measure-machine: --phase-seconds: expected 0 to 3600\n"); return 2; }
  for (const char* p = name; *p; ++p)
    if (!(islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '_') || strlen(name) > 48) {
      fprintf(stderr, "measure-machine: --name: \"%s\" is not allowed; expected 1 to 48 lower-case letters, digits or '_'\n", name);
      return 2;
    }
  int cores = (int)sysconf(_SC_NPROCESSORS_ONLN);
  char model[512] = "unknown", vendor[128] = "unknown", mhz[64] = "", flags[8192] = "", virt[256];
  cpuinfo_field("model name", model, sizeof model);
  cpuinfo_field("vendor_id", vendor, sizeof vendor);
  cpuinfo_field("cpu MHz", mhz, sizeof mhz);
  cpuinfo_field("flags", flags, sizeof flags);
  const char* why = "";
  const char* cls = suggest_cpu_class(vendor, flags, &why);
  if (only_class) { /* the class table alone, for tests and for a cpuinfo copied from another server */
    printf("%s\t%s\n", cls, why);
    return 0;
  }
  virtualisation(flags, virt, sizeof virt);
  double ghz = mhz[0] ? atof(mhz) / 1000.0 : 0;
  int ghz_known = ghz >= 0.5 && ghz <= 6;
  if (!ghz_known) ghz = 2.5;
  struct statfs sf;
  if (statfs(dir, &sf) != 0) die("--dir");
  const char* fs = fs_name(sf.f_type);
  char dev[128];
  int rotational;
  block_device(dir, dev, sizeof dev, &rotational);
  /* A virtual disk (virtio and the like) often reports itself rotational
   * whatever lies beneath: the flag means nothing there. */
  if (has_flag(flags, "hypervisor")) rotational = -1;
  double load[3] = {0, 0, 0};
  getloadavg(load, 3);

  fprintf(stderr, "measure-machine: %d cores, %s (%s), %s MHz, %.1f GB RAM, %s; %s on %s%s\n", cores, model, vendor,
          mhz[0] ? mhz : "?", ram_gb(), virt, fs, dev, rotational == 1 ? " (rotational)" : "");
  fprintf(stderr, "measure-machine: cpu_class %s (%s)\n", cls, why);
  fprintf(stderr, "measure-machine: load average %.2f %.2f %.2f before measuring\n", load[0], load[1], load[2]);

  fprintf(stderr, "measure-machine: append 4 KiB + fdatasync in %s, up to %d times or %g s ...\n", dir, fsyncs, phase_s);
  struct fsync_result fr;
  measure_fsync(dir, fsyncs, phase_s, &fr);
  fprintf(stderr, "measure-machine:   %d fsyncs: p50 %.1f us, p90 %.1f us, p99 %.1f us, max %.1f us\n", fr.ops, fr.p50,
          fr.p90, fr.p99, fr.max);
  fprintf(stderr, "measure-machine:   CPU per fsync: %.1f us in this process (syscall side); hypervisor steal %.0f%% of "
          "all cores' time meanwhile\n", fr.own_cpu_us, fr.steal_share * 100);
  if (fr.system_cpu_ok)
    fprintf(stderr, "measure-machine:   CPU per fsync, all cores, minus the busy rate just before: %.1f us "
            "(includes whatever else ran meanwhile)\n", fr.system_cpu_us);
  else
    fprintf(stderr, "measure-machine:   CPU per fsync, all cores: not usable (other load varied more than the fsyncs cost)\n");

  double odirect_write = 0, odirect_flush = 0, odirect_write_cpu = 0, odirect_flush_cpu = 0;
  fprintf(stderr, "measure-machine: O_DIRECT 4 KiB write + fdatasync, up to %d or %g s ...\n", fsyncs, phase_s);
  int odirect_ops = measure_odirect(dir, fsyncs, phase_s, &odirect_write, &odirect_flush, &odirect_write_cpu, &odirect_flush_cpu);
  if (odirect_ops > 0)
    fprintf(stderr, "measure-machine:   %d cycles: write p50 %.1f us, flush p50 %.1f us; CPU per write %.1f us, per flush %.1f us\n",
            odirect_ops, odirect_write, odirect_flush, odirect_write_cpu, odirect_flush_cpu);
  else
    fprintf(stderr, "measure-machine:   the filesystem refused O_DIRECT: not measured\n");

  fprintf(stderr, "measure-machine: sequential write, up to %d MiB or %g s, fdatasync every 16 MiB ...\n", write_mb, phase_s);
  int written = 0;
  double mbps = measure_write_mbps(dir, write_mb, phase_s, &written);
  fprintf(stderr, "measure-machine:   %d MiB at %.0f MB/s\n", written, mbps);

  fprintf(stderr, "measure-machine: pipe ping-pong, %d round trips ...\n", switches);
  double same_cpu = 0, across_cpu = 0;
  double same = ping_pong(0, 0, switches, phase_s, 0, &same_cpu);
  double across = cores > 1 ? ping_pong(0, 1, switches, phase_s, 0, &across_cpu) : -1;
  double across_busy_cpu = -1;
  if (cores > 1) {
    pid_t spinners[64];
    int n = start_spinners(cores, spinners);
    ping_pong(0, 1, switches, phase_s, 0, &across_busy_cpu);
    stop_spinners(spinners, n);
  }
  fprintf(stderr, "measure-machine:   per switch: %.2f us on one core", same);
  if (across >= 0) fprintf(stderr, ", %.2f us across two cores (wake-up latency)", across);
  fputc('\n', stderr);
  /* A wake-up across cores finds the other core idle: what it costs beyond
   * a same-core one is the idle core's wake (an interrupt; under a
   * hypervisor a VM exit and entry). */
  double idle_wake = across >= 0 && across_cpu > same_cpu ? across_cpu - same_cpu : 0;
  fprintf(stderr, "measure-machine:   CPU per sleep + wake-up: %.2f us on one core, %.2f us across cores: %.2f us per "
          "wake-up on another core\n", same_cpu, across_cpu, idle_wake);
  if (across_busy_cpu >= 0)
    fprintf(stderr, "measure-machine:   across two cores kept busy: %.2f us (the model charges idle_wake_cpu_us to wake-ups across busy cores too)\n", across_busy_cpu);

  /* A wake-up onto a core that has idled a while costs more: each side now
   * works between messages, so the other side's core idles that long (its
   * partner's work plus one send and wake-up) before it is woken. Under a
   * hypervisor a vCPU idle past its halt-poll window has halted, and
   * waking it is a VM exit, a host reschedule and an entry; on bare metal
   * a deep C-state costs latency, little CPU. The model pays idle_wake_cpu_us
   * on every wake-up across cores, and halted_wake_cpu_us on top, growing
   * from none at half of halt_after_idle_us to all of it at 1.5 times. */
  double halted_wake = 0, halt_after = 0;
  enum { kGaps = 7 };
  static const double works[kGaps] = {0, 10, 20, 30, 50, 100, 200};
  double gap_extra[kGaps], gap_idle[kGaps];
  int gaps_done = 0;
  if (cores > 1) {
    fprintf(stderr, "measure-machine: ping-pong across cores with 0-200 us of work between messages ...\n");
    for (int i = 0; i < kGaps; ++i) {
      double cpu = 0;
      int trips = (int)(1e6 / (2 * (works[i] + 30)));
      if (trips > switches) trips = switches;
      ping_pong(0, 1, trips, phase_s, works[i], &cpu);
      gap_extra[i] = cpu - same_cpu;
      gap_idle[i] = works[i] + cpu;
      fprintf(stderr, "measure-machine:   core idle ~%.0f us before its wake-up: %.2f us of CPU beyond a same-core one\n", gap_idle[i], gap_extra[i]);
      ++gaps_done;
    }
    double base = gap_extra[0], plateau = (gap_extra[kGaps - 2] + gap_extra[kGaps - 1]) / 2;
    /* Counted only when clearly above the busy figure (noise: 2 us or 20%). */
    if (plateau - base > 2 && plateau - base > 0.2 * base) {
      halted_wake = plateau - base;
      double level = base + halted_wake / 2;
      for (int i = 1; i < kGaps; ++i) {
        if (gap_extra[i] < level) continue;
        double f = (level - gap_extra[i - 1]) / (gap_extra[i] - gap_extra[i - 1]);
        halt_after = gap_idle[i - 1] + f * (gap_idle[i] - gap_idle[i - 1]);
        break;
      }
      if (halt_after <= 0) halted_wake = 0;
    }
    if (halted_wake > 0)
      fprintf(stderr, "measure-machine:   a halted core's wake-up: %.2f us more, half of it paid after %.0f us idle "
              "(reported in source, not written: npm run measure-refill sets it together with resume_refill_cpu_us)\n", halted_wake, halt_after);
    else
      fprintf(stderr, "measure-machine:   an idle core costs no more to wake after a long idle\n");
  }

  /* CPU per fsync: the whole machine's figure when it is above the
   * caller's own (journal thread, interrupts); never below the caller's. */
  double fsync_measured = fr.system_cpu_ok && fr.system_cpu_us > fr.own_cpu_us ? fr.system_cpu_us : fr.own_cpu_us;
  /* The caller slept through each fsync on an idle machine: the model
   * charges that sleep and wake-up on their own (context_switch_us and
   * idle_wake_cpu_us), so they come off the fsync's figure. */
  double fsync_cpu = fsync_measured - same_cpu - idle_wake;
  /* The model's context_switch_us is CPU: the same-core sleep + wake-up's
   * CPU, or its wall time where rusage saw nothing. */
  double switch_cpu = same_cpu > 0 ? same_cpu : same;
  int model_fs_ok = !strcmp(fs, "ext4") || !strcmp(fs, "xfs");
  /* A spinning disk cannot honour a cache flush in under a millisecond. */
  int cache_lies = rotational == 1 && fr.p50 < 1000;

  char across_text[96], system_text[64], busy_text[96] = "", gap_text[512] = "";
  if (gaps_done == kGaps) {
    int n = snprintf(gap_text, sizeof gap_text, "; across cores beyond a same-core one, after the target core idled");
    for (int i = 0; i < kGaps && n < (int)sizeof gap_text; ++i)
      n += snprintf(gap_text + n, sizeof gap_text - n, "%s ~%.0f us: %.1f us", i ? "," : "", gap_idle[i], gap_extra[i]);
    if (halted_wake > 0 && n < (int)sizeof gap_text)
      snprintf(gap_text + n, sizeof gap_text - n, " (halted_wake_cpu_us %.1f, halt_after_idle_us %.0f: not written; npm run measure-refill sets it together with resume_refill_cpu_us)",
               halted_wake, halt_after);
  }
  if (across_busy_cpu >= 0) snprintf(busy_text, sizeof busy_text, ", %.2f us across two cores kept busy", across_busy_cpu);
  if (across >= 0) snprintf(across_text, sizeof across_text, " (%.2f us across two cores: a wake-up latency)", across);
  else snprintf(across_text, sizeof across_text, " (one core: no cross-core figure)");
  if (fr.system_cpu_ok) snprintf(system_text, sizeof system_text, "%.1f us", fr.system_cpu_us);
  else snprintf(system_text, sizeof system_text, "no usable figure");
  char odirect_text[256] = " O_DIRECT: refused by the filesystem.";
  if (odirect_ops > 0)
    snprintf(odirect_text, sizeof odirect_text, " O_DIRECT 4 KiB write + fdatasync: %d cycles, write p50 %.1f us, flush p50 %.1f us; "
             "CPU in the caller %.1f us per write, %.1f us per flush.", odirect_ops, odirect_write, odirect_flush, odirect_write_cpu, odirect_flush_cpu);
  char source[2900];
  snprintf(source, sizeof source,
           "Measured by npm run measure-machine in %s (%s on %s, %s). CPU: %s, %s; cpu MHz %s; cpu_class from cpuinfo "
           "flags: %s. fsync: %d x 4 KiB append + fdatasync, p50 %.1f, p90 %.1f, p99 %.1f, max %.1f us. Write: %d MiB, "
           "%.0f MB/s.%s Context switch: pipe ping-pong pinned to one core, best of 10 batches, %.2f us per switch%s; CPU per "
           "sleep + wake-up %.2f us on one core, %.2f us across cores (idle_wake_cpu_us is the difference)%s%s. CPU per "
           "fsync: %.1f us in the caller, %s all cores minus the rate before (includes other load), %.1f us after its "
           "sleep and wake-up; hypervisor steal %.0f%%. Load average %.2f %.2f %.2f.%s%s",
           dir, fs, dev, rotational == 1 ? "rotational" : rotational == 0 ? "not rotational" : "rotation unknown",
           model, virt, mhz[0] ? mhz : "not visible (2.5 GHz assumed)", why, fr.ops, fr.p50, fr.p90, fr.p99, fr.max,
           written, mbps, odirect_text, same, across_text, same_cpu, across_cpu, busy_text, gap_text, fr.own_cpu_us, system_text, fsync_cpu, fr.steal_share * 100, load[0], load[1], load[2],
           model_fs_ok ? "" : " The filesystem is not ext4 or xfs: modelled as ext4.",
           cache_lies ? " A rotating disk answered fsync in under 1 ms: its volatile cache ignores flushes." : "");

  printf("{\n  \"format\": \"commitlab-machine/1\",\n  \"name\": ");
  json_string(name);
  char label[256];
  snprintf(label, sizeof label, "%d-core %s, %s", cores, strcmp(virt, "bare metal (no hypervisor flag)") ? "VM" : "server", fs);
  printf(",\n  \"label\": ");
  json_string(label);
  printf(",\n  \"source\": ");
  json_string(source);
  printf(",\n  \"cores\": %d,\n  \"cpu_ghz\": %g,\n  \"cpu_class\": \"%s\",\n  \"ram_gb\": %g,\n", cores,
         round_to(ghz, 0.01), cls, round_to(ram_gb(), 0.1));
  printf("  \"filesystem\": \"%s\",\n  \"client_on_host\": true,\n", model_fs_ok ? fs : "ext4");
  printf("  \"log_device\": {\n");
  if (rotational == 1) printf("    \"class\": \"hdd\",\n");
  printf("    \"fsync_p50_us\": %g,\n    \"fsync_p99_us\": %g,\n    \"seq_write_mbps\": %g,\n", round_to(fr.p50, 0.1),
         round_to(fr.p99 > fr.p50 ? fr.p99 : fr.p50, 0.1), round_to(mbps, 1) > 0 ? round_to(mbps, 1) : 1);
  if (odirect_ops > 0) {
    // Each call's CPU in the caller is part of its wall time: at most that.
    double wall_write = round_to(odirect_write, 0.1), wall_flush = round_to(odirect_flush > 1 ? odirect_flush : 1, 0.1);
    double cpu_write = round_to(odirect_write_cpu, 0.1), cpu_flush = round_to(odirect_flush_cpu, 0.1);
    printf("    \"odirect_write_p50_us\": %g,\n    \"odirect_flush_p50_us\": %g,\n", wall_write, wall_flush);
    if (cpu_write >= 0.1)
      printf("    \"odirect_write_cpu_us\": %g,\n", cpu_write < wall_write ? cpu_write : wall_write);
    if (cpu_flush >= 0.1)
      printf("    \"odirect_flush_cpu_us\": %g,\n", cpu_flush < wall_flush ? cpu_flush : wall_flush);
  }
  printf("    \"volatile_cache_ignores_flush\": %s\n  },\n", cache_lies ? "true" : "false");
  printf("  \"context_switch_us\": %g,\n  \"fsync_cpu_us\": %g,\n  \"idle_wake_cpu_us\": %g",
         round_to(switch_cpu > 0.1 ? switch_cpu : 0.1, 0.01), round_to(fsync_cpu > 0.1 ? fsync_cpu : 0.1, 0.1), round_to(idle_wake, 0.01));
  int l2 = l2_cache_kb();
  if (l2 > 0) printf(",\n  \"l2_cache_kb\": %d", l2);
  printf("\n}\n");
  fprintf(stderr, "measure-machine: with many threads waiting for flushes, add the refill after a wait (and the halted figures above): "
          "npm run measure-refill -- --machine-file FILE (docs/machine-file.md)\n");
  return 0;
}
