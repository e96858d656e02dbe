// Per-interval accumulators, latency histograms and run totals.
#ifndef COMMITLAB_SIM_METRICS_H_
#define COMMITLAB_SIM_METRICS_H_

#include <array>
#include <cstdint>
#include <vector>

#include "commitlab/layout.h"

namespace commitlab {

// Log-linear latency histogram: 32 buckets per power of two of ns
// (about 2% resolution), like sysbench's.
class LatencyHistogram {
 public:
  static constexpr int kBuckets = 1408;
  void Add(int64_t ns);
  void Clear() { counts_.fill(0); total_ = 0; }
  // Smallest bucket upper bound with at least `fraction` of samples below.
  int64_t Percentile(double fraction) const;
  int64_t total() const { return total_; }

 private:
  static int Bucket(int64_t ns);
  static int64_t UpperBound(int bucket);
  std::array<int64_t, kBuckets> counts_{};
  int64_t total_ = 0;
};

struct IntervalAccum {
  int64_t start = 0;
  int64_t trx = 0, reads = 0, writes = 0, others = 0, errors = 0;
  int64_t lat_sum_ns = 0, lat_max_ns = 0;
  LatencyHistogram hist;
  double core_ns = 0, spin_ns = 0;  // integrals of cores busy / spinning
  int64_t redo_fsyncs = 0, binlog_fsyncs = 0;
  int64_t redo_bytes = 0, binlog_bytes = 0, device_write_bytes = 0, page_reads = 0;
  int64_t row_lock_waits = 0, rotations = 0, redo_covered = 0;
  int64_t flush_groups = 0, flush_members = 0, sync_groups = 0, sync_members = 0;
  int64_t commit_groups = 0, commit_members = 0;
  bool knob_changed = false;
  std::array<int64_t, kThreadStateCount> state_ns{};
};

struct Metrics {
  IntervalAccum cur;
  std::vector<double> records;  // kFieldCount doubles per interval
  LatencyHistogram total_hist;
  int64_t total_trx = 0, total_reads = 0, total_writes = 0, total_others = 0, total_errors = 0;
  int64_t lat_sum_ns = 0, lat_min_ns = -1, lat_max_ns = 0;
  double core_ns = 0, spin_ns = 0;
  int64_t last_cpu_t = 0;
  int64_t stall_intervals = 0;
  uint64_t digest = 1469598103934665603ull;  // FNV-1a over records
};

}  // namespace commitlab

#endif  // COMMITLAB_SIM_METRICS_H_
