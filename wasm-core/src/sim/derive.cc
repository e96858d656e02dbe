// Turns knob values and machine physics into the nanosecond constants
// the model uses. Called at start and after every knob change.
#include "sim/log_device.h"
#include "sim/runtime.h"

namespace commitlab {

namespace {

int64_t Us(double us) { return static_cast<int64_t>(us * 1000.0 + 0.5); }

uint32_t Probability(double p) {
  if (p <= 0) return 0;
  if (p >= 1) return 0xFFFFFFFFu;
  return static_cast<uint32_t>(p * 4294967295.0);
}

// Work per clock cycle of each cpu_class relative to Skylake, rounded from
// generational comparisons at a fixed clock (SPEC CPU 2006/2017 integer
// per GHz, AnandTech's reviews of each generation): Nehalem +15% over
// Core 2, Sandy Bridge +15%, Haswell +12%, Skylake +8%, Ice Lake +18%;
// Zen 3 about Ice Lake, Zen 4 +8-13% over Zen 3.
constexpr double kClassWorkPerCycle[] = {0.62, 0.72, 0.83, 0.93, 1.00, 1.18, 1.17, 1.27};
// The reference core the physics' CPU costs are stated for: Skylake-SP at
// 2.5 GHz (the S000 server, where they were calibrated).
constexpr double kReferenceGhz = 2.5;

}  // namespace

// How many times longer CPU work takes on this machine than on the
// reference core.
double CpuFactor(const KnobValues& k, const Physics& p) {
  int cls = static_cast<int>(k.Int(Knob::cpu_class));
  double speed = k.Get(Knob::cpu_ghz) * kClassWorkPerCycle[cls];
  return p.cpu_scale * kReferenceGhz / speed;
}

void Derive(World& w) {
  const KnobValues& k = w.k;
  const Physics version = ServerVersionPhysics(w);  // 8.0's latch costs (knobs/server_versions.cc)
  const Physics& p = version;
  Derived& d = w.d;
  d.algo = static_cast<CommitAlgorithm>(k.Int(Knob::commit_algorithm));
  d.workload = static_cast<Workload>(k.Int(Knob::workload));
  d.log_bin = k.Bool(Knob::log_bin);
  d.trx_commit = static_cast<int>(k.Int(Knob::innodb_flush_log_at_trx_commit));
  d.sync_period = k.Int(Knob::sync_binlog);
  // CPU work scales with the core; waits (network, wake-up latency,
  // devices) and memory latency do not.
  const double cpu = CpuFactor(k, p);
  auto Cpu = [cpu](double us) { return Us(us * cpu); };
  d.client_rtt = Us(p.client_rtt_us);
  d.stmt_cpu = Cpu(p.stmt_cpu_us);
  d.row_write = Cpu(p.row_write_cpu_us);
  d.row_read = Cpu(p.row_read_cpu_us);
  // How long background work (purge) runs before it gives way to a thread
  // waiting for a core: about one client statement's work. The kernel
  // shares a saturated core by CPU time (CFS, EEVDF): a thread that has run
  // past the fair point yields to those behind it. The model's run queue
  // picks at random, so equal steps give each runnable thread about an
  // equal share; one long burst would hold a core while woken clients wait.
  d.tick_slice = d.stmt_cpu + d.row_write;
  d.prepare_cpu = Cpu(p.prepare_cpu_us);
  d.commit_cpu = Cpu(p.commit_cpu_us);
  d.purge_op = Cpu(p.purge_op_cpu_us);
  d.hold[kLatchTrxSys] = Cpu(p.trx_sys_hold_us);
  d.hold[kLatchLockSys] = Cpu(p.lock_sys_hold_us);
  d.hold[kLatchLogSys] = Cpu(p.log_sys_hold_us);
  d.hold[kLatchRseg] = Cpu(p.rseg_hold_us);
  d.hold[kLatchLogWrite] = Cpu(p.write_syscall_us);
  auto Moved = [&](double machine_us, double version_us) { return Cpu(machine_us > version_us ? machine_us - version_us : 0); };
  d.latch_outside[kLatchTrxSys] = Moved(w.phys.trx_sys_hold_us, p.trx_sys_hold_us);
  d.latch_outside[kLatchLockSys] = Moved(w.phys.lock_sys_hold_us, p.lock_sys_hold_us);
  d.latch_outside[kLatchLogSys] = Moved(w.phys.log_sys_hold_us, p.log_sys_hold_us);
  d.latch_outside[kLatchRseg] = 0;
  d.latch_outside[kLatchLogWrite] = 0;
  d.context_switch = Cpu(p.context_switch_us);
  d.fsync_cpu = Cpu(p.fsync_cpu_us);
  d.odirect_write_cpu = p.odirect_write_cpu_us > 0 ? Cpu(p.odirect_write_cpu_us) : -1;
  d.odirect_flush_cpu = p.odirect_flush_cpu_us > 0 ? Cpu(p.odirect_flush_cpu_us) : -1;
  d.idle_wake_cpu = Cpu(p.idle_wake_cpu_us);
  d.halted_wake_cpu = Cpu(p.halted_wake_cpu_us);
  d.halt_after_idle = Us(p.halt_after_idle_us);  // scheduler time, not CPU work: no cpu_scale
  d.resume_refill_cpu = Cpu(p.resume_refill_cpu_us);
  d.working_sets_per_core = p.l2_cache_kb / kResumeWorkingSetKb;
  // Linux scales its base slice by 1 + log2(cores), cores capped at 8
  // (SCHED_TUNABLESCALING_LOG, get_update_sysctl_factor in fair.c). A
  // slice is scheduler time, not CPU work: no cpu_scale.
  {
    int64_t cores = k.Int(Knob::cores) < 8 ? k.Int(Knob::cores) : 8;
    int64_t factor = 1;
    while (cores > 1) { ++factor; cores /= 2; }
    d.sched_slice = Us(p.sched_base_slice_us) * factor;

  }
  d.client_cpu = Cpu(p.client_cpu_us);
  d.client_on_host = k.Bool(Knob::client_on_host);
  // Steal: each vCPU spends cpu_steal_pct of its time taken, in stretches
  // of cpu_steal_burst_ms on average.
  d.steal_burst_ns = p.cpu_steal_burst_ms * 1e6;
  d.steal_per_ns = d.steal_burst_ns > 0 ? static_cast<double>(k.Int(Knob::cores)) * p.cpu_steal_pct / 100.0 / d.steal_burst_ns : 0;
  d.cache_miss_ns = p.cache_miss_ns;
  d.latch_hot_hold = p.latch_hot_hold_fraction;
  d.futex_wake = Us(p.futex_wake_us);
  d.timer_slack = Us(p.timer_slack_us);
  // ut_delay(n) runs n x multiplier PAUSE instructions.
  double pause_ns = static_cast<double>(k.Int(Knob::pause_cycles)) / k.Get(Knob::cpu_ghz);
  d.spin_unit_ns = static_cast<int64_t>(pause_ns * static_cast<double>(k.Int(Knob::innodb_spin_wait_pause_multiplier)));
  d.spin_check_ns = 50;
  d.spin_loops = static_cast<int>(k.Int(Knob::innodb_sync_spin_loops));
  d.spin_delay = static_cast<int>(k.Int(Knob::innodb_spin_wait_delay));
  // An episode is spin_loops rounds of uniform(0..delay-1) units: its
  // length has mean n(d-1)/2 and variance n(d^2-1)/12 units^2.
  {
    double n = d.spin_loops, dd = d.spin_delay > 0 ? d.spin_delay : 1, unit = static_cast<double>(d.spin_unit_ns);
    d.spin_mean_ns = n * ((dd - 1) / 2.0 * unit + static_cast<double>(d.spin_check_ns));
    d.spin_sd_ns = DetSqrt(n * (dd * dd - 1) / 12.0) * unit;
  }
  d.wake_jitter = JitterShape::ForCv(0.5);
  d.rtt_jitter = JitterShape::ForCv(0.3);
  d.device_jitter = JitterShape::ForCv(0.15);
  d.binlog_prep_base = Cpu(p.binlog_prep_us);
  d.binlog_prep_per_byte = p.binlog_prep_ns_per_byte * cpu;
  d.copy_per_byte = p.copy_ns_per_byte * cpu;
  d.syscall = Cpu(p.write_syscall_us);
  // The machine's own device while 'device' is its own, else the generic
  // class; explicit device.* physics apply to either (sim/log_device.h).
  const LogDeviceChoice chosen =
      ChooseLogDevice(ScenarioMachine(w.scenario), p.device, static_cast<int>(k.Int(Knob::device)), w.scenario.physics);
  const DeviceSpec& dev = chosen.spec;
  const FilesystemSpec& fs = Filesystem(static_cast<int>(k.Int(Knob::filesystem)));
  d.fsync_ns = Us(dev.fsync_us);
  {
    // Lognormal: the median is fsync_us, the 99th percentile fsync_p99_us
    // (z = 2.326); its mean is median x exp(sigma^2 / 2).
    double p99 = dev.fsync_p99_us > dev.fsync_us ? dev.fsync_p99_us : 2.0 * dev.fsync_us;
    double sigma = DetLog(p99 / dev.fsync_us) / 2.326;
    d.fsync_shape.sigma = sigma;
    d.fsync_shape.half_var = sigma * sigma / 2.0;
  }
  d.write_ns = Us(dev.write_us);
  d.odirect_write_ns = Us(dev.odirect_write_us > 0 ? dev.odirect_write_us : dev.write_us);
  {
    double flush = dev.odirect_flush_us > 0 ? dev.odirect_flush_us : dev.fsync_us - dev.write_us;
    d.odirect_flush_ns = Us(flush > 5 ? flush : 5);
  }
  // MariaDB 10.8+ opens ib_logfile0 with O_DIRECT by default
  // (innodb_log_file_buffering=OFF; log_t::file::write, then flush).
  d.redo_odirect = d.algo == CommitAlgorithm::kMariadb;
  d.read_ns = Us(dev.read_us);
  d.flush_exclusive_ns = Us(dev.flush_exclusive_us);
  d.fs_journal_ns = Us(fs.fsync_journal_us);
  d.growing_fsync_extra_ns = Us(GrowingFileFsyncExtraUs(static_cast<int>(k.Int(Knob::device)), dev));
  d.fs_read_ns = Us(fs.read_extra_us);
  d.ns_per_byte = 1000.0 / dev.mbps;  // MB/s = bytes per microsecond
  // Buffer pool misses: what fraction of the data set does not fit.
  double data_gb = k.Get(Knob::data_gb);
  if (data_gb <= 0) {
    data_gb = d.workload == Workload::kTpcc ? 0.09 * static_cast<double>(k.Int(Knob::warehouses))
                                            : static_cast<double>(k.Int(Knob::tables)) *
                                                  static_cast<double>(k.Int(Knob::table_size)) * 230.0 / 1e9;
  }
  double bp = k.Get(Knob::innodb_buffer_pool_size_gb);
  double cold = data_gb > bp ? 1.0 - bp / data_gb : 0.0;
  // Rows of the large tables (stock, customer, sbtest) are spread evenly
  // over the data set: a page misses with the uncached fraction.
  d.miss_random = Probability(cold);
  d.miss_hot = Probability(data_gb * 0.01 > bp ? 1.0 - bp / (data_gb * 0.01) : 0.0);
  d.redo_per_row = static_cast<int64_t>(p.redo_bytes_per_row);
  d.page_flush_per_row = static_cast<int64_t>(p.page_flush_bytes_per_row);
  d.page_read_cpu = Cpu(p.page_read_cpu_us);
  d.evict_dirty = Probability(p.evict_dirty_fraction);
  d.binlog_per_row = k.Int(Knob::binlog_bytes_per_row);
  d.max_binlog = static_cast<int64_t>(k.Get(Knob::max_binlog_size_mb) * 1024.0 * 1024.0);
  d.bg_threshold = static_cast<int64_t>(k.Get(Knob::ram_gb) * 1e9 * static_cast<double>(k.Int(Knob::dirty_background_ratio)) / 100.0);
  d.expire_ns = k.Int(Knob::dirty_expire_s) * 1000000000LL;
  d.writeback_ns = k.Int(Knob::dirty_writeback_s) * 1000000000LL;
  d.concurrency = k.Int(Knob::innodb_thread_concurrency);
  d.tickets = k.Int(Knob::innodb_concurrency_tickets);
  w.cores = static_cast<int32_t>(k.Int(Knob::cores));
  // With every core busy the scheduler puts a woken thread on the waker's
  // core or on another, about evenly: a share 1 - 1/cores crosses cores.
  d.cross_wake_share = w.cores > 1 ? 1.0 - 1.0 / static_cast<double>(w.cores) : 0.0;
}

}  // namespace commitlab
