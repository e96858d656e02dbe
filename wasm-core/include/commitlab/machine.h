// Machine profiles: a named bundle of hardware knob values plus the
// physical parameters calibrated for that machine. Physical parameters
// are times and sizes a profiler could measure on the real box; none is
// tied to one table row (see docs/calibration.md for where each comes from).
#ifndef COMMITLAB_MACHINE_H_
#define COMMITLAB_MACHINE_H_

#include <string>
#include <vector>

#include "commitlab/knobs.h"
#include "commitlab/status.h"

namespace commitlab {

// A storage device. Latencies in microseconds, bandwidth in MB/s.
struct DeviceSpec {
  double fsync_us;  // cache flush after a small write (FUA / FLUSH CACHE)
  double write_us;  // a small buffered write reaching the device
  double read_us;   // a 16 KiB random read
  double mbps;      // sustained transfer rate
  // Device time a cache flush takes alone: SATA's FLUSH CACHE is not an
  // NCQ command, so the device first finishes the commands it holds and
  // takes no other command until the flush is done. 0: flushes queue
  // like any command (NVMe).
  double flush_exclusive_us = 0;
  // 99th percentile of fsync_us (fsync_us is the median): fsync latency is
  // lognormal with this tail. 0: twice the median (a device with power-loss protection).
  double fsync_p99_us = 0;
  // MariaDB 10.8+ writes its redo log with O_DIRECT (innodb_log_file_buffering
  // =OFF): a cycle is a small write that goes to the device, then an
  // fdatasync that is the cache flush alone (the file is preallocated: no
  // data to write back, no journal commit). 0: write_us, and fsync_us less
  // write_us (at least 5 us).
  double odirect_write_us = 0;
  double odirect_flush_us = 0;
  // The drive's volatile write cache acknowledges flushes without
  // writing (no power-loss protection and flushes ignored, or a
  // hypervisor's cache=unsafe): an fsync is fast and not durable.
  bool volatile_cache_ignores_flush = false;
  // fsync_us was timed on a file that grows (an append + fdatasync, as
  // measure-machine and fio's --fdatasync=1 time it), so it already holds
  // the journal commit a growing file's fsync pays (GrowingFileFsyncExtraUs).
  // false: fsync_us is a cache flush after a small write in place.
  bool fsync_commits_journal = false;
};

// A file that grew since its last fsync (the binlog: appended to, never
// preallocated) cannot be made durable by a cache flush alone: the
// filesystem must commit its new size and blocks to the journal (ext4's
// jbd2 writes them, then the commit block with a cache flush; xfs forces
// its log the same way). A preallocated file written in place (the redo
// log) needs the one flush. On a device with power-loss protection a flush
// is acknowledged from its protected cache and the journal's share is the
// filesystem's own (fsync_journal_us); on one without (a consumer SSD, a
// disk, a RAID controller with no battery) it is a second whole cache
// flush. The extra latency of a growing file's fsync on this device class.
double GrowingFileFsyncExtraUs(int device_class, const DeviceSpec& spec);

// Filesystem costs on top of the device, in microseconds.
struct FilesystemSpec {
  double fsync_journal_us;  // journal commit (ext4 jbd2 / xfs log force) per fsync
  double read_extra_us;     // per page read (extent lookup, locking)
};

// What one server thread touches per transaction and must find in its
// core's caches (stack, session, network buffers, table handlers, the
// index pages it walks): an assumption, the same for every server and
// machine (R1's group-commit-refill.c gives each synthetic thread this much).
constexpr double kResumeWorkingSetKb = 256;

struct Physics {
  // CPU work, microseconds on this machine.
  double client_rtt_us;        // network + sysbench per statement round trip
  double stmt_cpu_us;          // SQL layer per statement (parse, open, optimise), outside InnoDB
  double row_write_cpu_us;     // InnoDB work per changed row (inside InnoDB), outside latches
  double row_read_cpu_us;      // InnoDB work per row read
  double prepare_cpu_us;       // InnoDB prepare outside latches
  double commit_cpu_us;        // InnoDB in-memory commit outside latches
  double purge_op_cpu_us;      // purge: one index entry or record removed, or one DB_TRX_ID reset (model/purge.cc)
  double binlog_prep_us;       // per transaction: GTID event, cache parse, positions
  double binlog_prep_ns_per_byte;  // checksums and copying of events
  double write_syscall_us;     // one write()/pwrite() into the page cache
  double copy_ns_per_byte;     // memcpy into the page cache
  // Latch hold times per acquisition, microseconds.
  double trx_sys_hold_us;
  double lock_sys_hold_us;
  double log_sys_hold_us;
  double rseg_hold_us;
  double cache_miss_ns;        // holder's cost each time a spinner reads the latch's cache line
  // Share of a latch's hold left when its last owner takes it again, nobody
  // in between: the data it guards is still in that core's cache, so only
  // the critical section's own work remains (the rest of a cold hold is
  // fetching lines another core dirtied).
  double latch_hot_hold_fraction;
  double futex_wake_us;        // wake-up of a sleeping thread until it runs
  double timer_slack_us;       // extra delay of a timed sleep (nanosleep slack)
  // Sizes.
  double redo_bytes_per_row;   // redo generated per changed row (all indexes, undo)
  double page_flush_bytes_per_row;  // background data-page writes per changed row
  double page_read_cpu_us;     // buffer-pool miss: LRU, free list, checksum
  double evict_dirty_fraction; // misses that must first flush a dirty page (5.7 single-page flush)
  // The operating system's share, microseconds of CPU on the reference core.
  double context_switch_us;    // one sleep and wake-up: futex wait + wake syscalls, two scheduler passes, cache refill
  double fsync_cpu_us;         // one fsync()/fdatasync() call: syscall, journal commit, block layer, completion interrupt
  // MariaDB's O_DIRECT redo cycle, measured (0: not measured; the write
  // then costs one syscall and the flush fsync_cpu_us, as before): the
  // CPU in the caller of the 4 KiB O_DIRECT pwrite and of the fdatasync
  // after it, which has no journal to commit on a preallocated file.
  double odirect_write_cpu_us;
  double odirect_flush_cpu_us;
  // A wake-up that lands on another core than its waker's costs more than
  // one on the same core: the waker sends that core an interrupt, idle or
  // busy. Small on bare metal; under a hypervisor each is a VM exit and
  // entry (a cross-core pipe ping-pong on a 2-vCPU KVM guest: ~13-25 us of
  // CPU per wake-up beyond a same-core one, busy cores or idle). The name
  // is kept from when only idle cores were charged. 0: not counted.
  double idle_wake_cpu_us;
  // A wake-up onto a core that has sat idle for a while costs more again:
  // the idle core stopped polling and halted (a guest's halt-poll window;
  // on bare metal a deeper C-state), and waking a halted vCPU is a VM
  // exit, a host reschedule and an entry (the build VM: ~43 us beyond a
  // same-core wake-up once the core has been idle 100 us or more, ~13 us
  // when it has just gone idle; the R1 data set's idle-gap.txt). The
  // extra cost grows linearly from none at half of halt_after_idle_us to
  // all of halted_wake_cpu_us at one and a half times it. 0: not counted
  // (on only where a machine file states it, with the refill below:
  // docs/calibration.md).
  double halted_wake_cpu_us;
  double halt_after_idle_us;   // idle time at which half of that extra cost is paid
  // A thread that slept while other threads used its core comes back to
  // caches that hold their data, not its own: it fetches its working set
  // again (kResumeWorkingSetKb; on the build VM 28.5 us per flush wait, from
  // the server's own CPU accounting: far more than the switch itself).
  // Charged in proportion to how much of its core's private cache
  // (l2_cache_kb) the others' working sets took: none when nobody ran
  // there, all once they took the whole cache. 0: not counted (an article machine's CPU costs were calibrated
  // at its busy figures, refills included).
  double resume_refill_cpu_us;
  double l2_cache_kb;          // private cache per core (L2), KiB
  // Wake-up preemption (model/cpu.cc): Linux's EEVDF base slice before
  // its scaling by 1 + log2(cores) (normalized sysctl_sched_base_slice:
  // 700 us since Linux 6.15, 750 us in 6.6-6.14). A thread woken while
  // every core is busy may take the core of a running one that has used
  // up its slice or run ahead of its fair share. 0: the model never
  // preempts (a woken thread waits for a core).
  double sched_base_slice_us;
  double client_cpu_us;        // sysbench per statement when it runs on the host: Lua, client library, send/recv
  // The one figure a machine may be fitted with: a factor on every CPU
  // cost, for what its stated facts do not capture (hypervisor, NUMA,
  // build); 1 on a machine fitted to nothing.
  double cpu_scale;
  // A virtual machine's vCPUs are sometimes run by the host for someone
  // else (steal time, top's %st): the share of each vCPU's time taken and
  // the mean length of one stretch. 0 on bare metal.
  double cpu_steal_pct;
  double cpu_steal_burst_ms;
  // The machine's own device, used while the 'device' knob is its default.
  DeviceSpec device;
};

struct MachineProfile {
  std::string name;
  std::string label;
  std::string source;  // which article, and what was assumed where it is silent
  std::vector<std::pair<Knob, double>> knobs;  // hardware (and other) defaults
  Physics physics;
};

// Physical parameters by name, for calibration runs and the schema.
struct PhysicsField {
  const char* name;
  double Physics::*field;
  const char* unit;
  const char* help;
};
const std::vector<PhysicsField>& PhysicsFields();
Status SetPhysics(Physics* physics, const std::string& name, double value);

// The physical parameters every machine starts from, stated for the
// reference core (Skylake-SP at 2.5 GHz); a machine changes what it knows.
Physics BasePhysics();
// How many times longer CPU work takes on a machine with these knobs
// (cpu_ghz, cpu_class) and physics (cpu_scale) than on the reference core.
double CpuFactor(const KnobValues& knobs, const Physics& physics);

const std::vector<MachineProfile>& Machines();
const MachineProfile* FindMachine(const std::string& name);
std::string MachineNames();  // "a, b, c" for error messages

// Generic devices and filesystems (index = enum knob value).
const DeviceSpec& GenericDevice(int device_index);
const FilesystemSpec& Filesystem(int fs_index);

}  // namespace commitlab

#endif  // COMMITLAB_MACHINE_H_
