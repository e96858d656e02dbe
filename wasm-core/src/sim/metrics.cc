#include "sim/metrics.h"

#include <cstring>

#include "sim/runtime.h"

namespace commitlab {

int LatencyHistogram::Bucket(int64_t ns) {
  if (ns < 32) return ns < 0 ? 0 : static_cast<int>(ns);
  int e = 63 - __builtin_clzll(static_cast<unsigned long long>(ns));
  int sub = static_cast<int>((ns >> (e - 5)) & 31);
  int b = (e - 4) * 32 + sub;
  return b < kBuckets ? b : kBuckets - 1;
}

int64_t LatencyHistogram::UpperBound(int bucket) {
  if (bucket < 32) return bucket;
  int e = bucket / 32 + 4;
  int sub = bucket % 32;
  return static_cast<int64_t>(32 + sub + 1) << (e - 5);
}

void LatencyHistogram::Add(int64_t ns) {
  ++counts_[Bucket(ns)];
  ++total_;
}

int64_t LatencyHistogram::Percentile(double fraction) const {
  if (total_ == 0) return 0;
  int64_t want = static_cast<int64_t>(fraction * static_cast<double>(total_) + 0.999999);
  if (want < 1) want = 1;
  int64_t seen = 0;
  for (int b = 0; b < kBuckets; ++b) {
    seen += counts_[b];
    if (seen >= want) return UpperBound(b);
  }
  return UpperBound(kBuckets - 1);
}

void RecordTransaction(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  if (!t.commit_issued) Violation(w, "thread " + std::to_string(tid) + " counted a transaction that never ran its COMMIT");
  int64_t lat = w.now - t.trx_start;
  IntervalAccum& c = w.metrics.cur;
  ++c.trx;
  c.reads += t.reads;
  c.writes += t.writes;
  c.others += t.others;
  c.lat_sum_ns += lat;
  if (lat > c.lat_max_ns) c.lat_max_ns = lat;
  c.hist.Add(lat);
  Metrics& m = w.metrics;
  ++m.total_trx;
  m.total_reads += t.reads;
  m.total_writes += t.writes;
  m.total_others += t.others;
  m.lat_sum_ns += lat;
  if (m.lat_min_ns < 0 || lat < m.lat_min_ns) m.lat_min_ns = lat;
  if (lat > m.lat_max_ns) m.lat_max_ns = lat;
  m.total_hist.Add(lat);
  ++t.events;
  t.exec_ns += lat;
}

void ReportInterval(World& w) {
  CpuAccount(w);
  IntervalAccum& c = w.metrics.cur;
  for (size_t i = 0; i < w.threads.size(); ++i) {
    const ClientThread& t = w.threads[i];
    if (!t.active && t.state == ThreadState::client) continue;
    if (t.role != 0) continue;  // server threads (8.0 log threads) are not client threads
    int64_t from = t.state_since > c.start ? t.state_since : c.start;
    c.state_ns[static_cast<int>(t.state)] += w.now - from;
  }
  double secs = static_cast<double>(w.now - c.start) / 1e9;
  if (secs <= 0) secs = 1e-9;
  double f[kFieldCount];
  for (double& v : f) v = 0;
  auto set = [&](Field field, double v) { f[static_cast<int>(field)] = v; };
  set(Field::t_s, static_cast<double>(w.now) / 1e9);
  set(Field::tps, static_cast<double>(c.trx) / secs);
  set(Field::qps, static_cast<double>(c.reads + c.writes + c.others) / secs);
  set(Field::reads_ps, static_cast<double>(c.reads) / secs);
  set(Field::writes_ps, static_cast<double>(c.writes) / secs);
  set(Field::other_ps, static_cast<double>(c.others) / secs);
  set(Field::errors_ps, static_cast<double>(c.errors) / secs);
  set(Field::lat_avg_ms, c.trx > 0 ? static_cast<double>(c.lat_sum_ns) / static_cast<double>(c.trx) / 1e6 : 0);
  set(Field::lat_p95_ms, static_cast<double>(c.hist.Percentile(0.95)) / 1e6);
  // sysbench's --percentile=99 from the same histogram: integers only, so
  // native and WebAssembly agree to the bit.
  set(Field::lat_p99_ms, static_cast<double>(c.hist.Percentile(0.99)) / 1e6);
  set(Field::lat_max_ms, static_cast<double>(c.lat_max_ns) / 1e6);
  double span = static_cast<double>(w.now - c.start);
  double busy = span > 0 ? c.core_ns / span : 0;
  double spin = span > 0 ? c.spin_ns / span : 0;
  set(Field::cpu_work_cores, busy - spin);
  set(Field::cpu_spin_cores, spin);
  set(Field::cpu_idle_cores, static_cast<double>(w.cores) - busy);
  set(Field::redo_fsyncs_ps, static_cast<double>(c.redo_fsyncs) / secs);
  set(Field::binlog_fsyncs_ps, static_cast<double>(c.binlog_fsyncs) / secs);
  set(Field::redo_bytes_ps, static_cast<double>(c.redo_bytes) / secs);
  set(Field::binlog_bytes_ps, static_cast<double>(c.binlog_bytes) / secs);
  set(Field::device_write_bytes_ps, static_cast<double>(c.device_write_bytes) / secs);
  set(Field::page_reads_ps, static_cast<double>(c.page_reads) / secs);
  // iostat's %util: a stretch still in flight counts up to now and
  // carries on into the next interval.
  Device& dev = w.device;
  if (dev.in_flight > 0) {
    dev.in_flight_ns_interval += w.now - dev.in_flight_since;
    dev.in_flight_since = w.now;
  }
  set(Field::device_util, span > 0 ? static_cast<double>(dev.in_flight_ns_interval) / span : 0);
  double bandwidth = span > 0 ? static_cast<double>(dev.bandwidth_ns_interval) / span : 0;
  set(Field::device_bandwidth_busy, bandwidth > 1 ? 1 : bandwidth);
  auto avg = [](int64_t members, int64_t groups) { return groups > 0 ? static_cast<double>(members) / groups : 0.0; };
  set(Field::flush_group_avg, avg(c.flush_members, c.flush_groups));
  set(Field::sync_group_avg, avg(c.sync_members, c.sync_groups));
  set(Field::commit_group_avg, avg(c.commit_members, c.commit_groups));
  set(Field::redo_group_avg, avg(c.redo_covered, c.redo_fsyncs));
  set(Field::sleep_delay_us, static_cast<double>(w.admission.sleep_delay_us));
  set(Field::inside_innodb, static_cast<double>(w.admission.n_active));
  set(Field::dirty_redo_bytes, static_cast<double>(w.page_cache.files[kFileRedo].dirty));
  set(Field::dirty_binlog_bytes, static_cast<double>(w.page_cache.files[kFileBinlog].dirty));
  set(Field::binlog_file_bytes, static_cast<double>(w.binlog.file_size));
  set(Field::rotations, static_cast<double>(c.rotations));
  set(Field::row_lock_waits_ps, static_cast<double>(c.row_lock_waits) / secs);
  set(Field::purge_history, static_cast<double>(PurgeHistory(w)));
  set(Field::knob_changed, c.knob_changed ? 1 : 0);
  for (int s = 0; s < kThreadStateCount; ++s) f[kFirstStateField + s] = static_cast<double>(c.state_ns[s]) / span;
  Metrics& m = w.metrics;
  for (double v : f) {
    m.records.push_back(v);
    unsigned char bytes[sizeof(double)];
    std::memcpy(bytes, &v, sizeof v);
    for (unsigned char b : bytes) {
      m.digest ^= b;
      m.digest *= 1099511628211ull;
    }
  }
  m.core_ns += c.core_ns;
  m.spin_ns += c.spin_ns;
  c = IntervalAccum();
  c.start = w.now;
  w.device.in_flight_ns_interval = 0;
  w.device.bandwidth_ns_interval = 0;
}

}  // namespace commitlab
