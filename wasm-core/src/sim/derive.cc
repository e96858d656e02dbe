// Turns knob values and machine physics into the nanosecond constants
// the model uses. Called at start and after every knob change.
#include "sim/runtime.h"

namespace commitlab {

namespace {

int64_t Us(double us) { return static_cast<int64_t>(us * 1000.0 + 0.5); }

uint32_t Probability(double p) {
  if (p <= 0) return 0;
  if (p >= 1) return 0xFFFFFFFFu;
  return static_cast<uint32_t>(p * 4294967295.0);
}

}  // namespace

void Derive(World& w) {
  const KnobValues& k = w.k;
  const Physics& p = w.phys;
  Derived& d = w.d;
  d.algo = static_cast<CommitAlgorithm>(k.Int(Knob::commit_algorithm));
  d.workload = static_cast<Workload>(k.Int(Knob::workload));
  d.log_bin = k.Bool(Knob::log_bin);
  d.trx_commit = static_cast<int>(k.Int(Knob::innodb_flush_log_at_trx_commit));
  d.sync_period = k.Int(Knob::sync_binlog);
  d.client_rtt = Us(p.client_rtt_us);
  d.stmt_cpu = Us(p.stmt_cpu_us);
  d.row_write = Us(p.row_write_cpu_us);
  d.row_read = Us(p.row_read_cpu_us);
  d.prepare_cpu = Us(p.prepare_cpu_us);
  d.commit_cpu = Us(p.commit_cpu_us);
  d.hold[kLatchTrxSys] = Us(p.trx_sys_hold_us);
  d.hold[kLatchLockSys] = Us(p.lock_sys_hold_us);
  d.hold[kLatchLogSys] = Us(p.log_sys_hold_us);
  d.hold[kLatchRseg] = Us(p.rseg_hold_us);
  d.hold[kLatchLogWrite] = Us(p.write_syscall_us);
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
  d.binlog_prep_base = Us(p.binlog_prep_us);
  d.binlog_prep_per_byte = p.binlog_prep_ns_per_byte;
  d.copy_per_byte = p.copy_ns_per_byte;
  d.syscall = Us(p.write_syscall_us);
  // The machine's calibrated device while 'device' is its own; a generic
  // one when the user swaps it.
  const MachineProfile* m = FindMachine(w.scenario.machine);
  int own_device = 0;
  if (m != nullptr)
    for (const auto& kv : m->knobs)
      if (kv.first == Knob::device) own_device = static_cast<int>(kv.second);
  int device = static_cast<int>(k.Int(Knob::device));
  const DeviceSpec& dev = device == own_device ? p.device : GenericDevice(device);
  const FilesystemSpec& fs = Filesystem(static_cast<int>(k.Int(Knob::filesystem)));
  d.fsync_ns = Us(dev.fsync_us);
  d.write_ns = Us(dev.write_us);
  d.read_ns = Us(dev.read_us);
  d.flush_exclusive_ns = Us(dev.flush_exclusive_us);
  d.fs_journal_ns = Us(fs.fsync_journal_us);
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
  d.page_read_cpu = Us(p.page_read_cpu_us);
  d.evict_dirty = Probability(p.evict_dirty_fraction);
  d.binlog_per_row = k.Int(Knob::binlog_bytes_per_row);
  d.max_binlog = static_cast<int64_t>(k.Get(Knob::max_binlog_size_mb) * 1024.0 * 1024.0);
  d.bg_threshold = static_cast<int64_t>(k.Get(Knob::ram_gb) * 1e9 * static_cast<double>(k.Int(Knob::dirty_background_ratio)) / 100.0);
  d.expire_ns = k.Int(Knob::dirty_expire_s) * 1000000000LL;
  d.writeback_ns = k.Int(Knob::dirty_writeback_s) * 1000000000LL;
  d.concurrency = k.Int(Knob::innodb_thread_concurrency);
  d.tickets = k.Int(Knob::innodb_concurrency_tickets);
  w.cores = static_cast<int32_t>(k.Int(Knob::cores));
}

}  // namespace commitlab
