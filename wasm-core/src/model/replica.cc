// The replica's receiver and applier, advanced whenever the primary
// publishes binlog positions (model/replica.h).
#include "sim/runtime.h"

namespace commitlab {

namespace {

constexpr int64_t kSecond = 1000000000LL;

// Statements (and changed rows) of one transaction of the workload.
int64_t StatementsPerTrx(const World& w) {
  switch (w.d.workload) {
    case Workload::kUpdateIndex: return 1;
    case Workload::kWriteOnly:
    case Workload::kReadWrite: {
      int64_t n = w.k.Int(Knob::index_updates) + w.k.Int(Knob::non_index_updates) + 2 * w.k.Int(Knob::delete_inserts);
      return n > 0 ? n : 1;
    }
    case Workload::kTpcc: return 10;  // New-Order / Payment mix: about ten row changes
  }
  return 1;
}

void UpdateSecondMark(ReplicaState& r, int64_t t) {
  int64_t b = (t / kSecond) * kSecond;
  if (b > r.second_mark) {
    r.applied_at_second = ReplicaApplied(r, b);
    r.second_mark = b;
  }
}

void Receive(const World& w, ReplicaState& r, int64_t gtid, int64_t at) {
  UpdateSecondMark(r, at);
  int64_t n = gtid - r.received;
  if (n <= 0) return;
  int64_t cost = ReplicaApplyNs(w);
  if (at >= r.applier_free) {
    r.prev = r.cur;
    r.cur = {at, r.received, cost, gtid};
    r.applier_free = at + n * cost;
  } else {
    r.cur.last = gtid;
    r.applier_free += n * r.cur.cost;
  }
  r.received = gtid;
  r.last_receive = at;
}

}  // namespace

// Binlog events per transaction in ROW format: GTID, BEGIN, then a
// Table_map and a rows event per statement, then XID.
int64_t ReplicaEventsPerTrx(const World& w) { return 3 + 2 * StatementsPerTrx(w); }

// The primary's own work for one transaction, done by one applier
// thread: the SQL layer and InnoDB per statement, prepare and commit,
// the latches they take; then the replica's redo fsync (trx_commit=1)
// and, with a FILE applier repository, writing relay-log.info (and its
// fsync with sync_relay_log_info=1).
int64_t ReplicaApplyNs(const World& w) {
  int64_t stmts = StatementsPerTrx(w);
  int64_t ns = stmts * (w.d.stmt_cpu + w.d.row_write) + w.d.prepare_cpu + w.d.commit_cpu + 3 * w.d.hold[kLatchTrxSys] +
               2 * w.d.hold[kLatchLogSys] + w.d.hold[kLatchLockSys];
  int64_t fsync = w.d.fsync_ns + w.d.fs_journal_ns;
  if (w.k.Int(Knob::replica_flush_log_at_trx_commit) == 1) ns += fsync;
  if (w.k.Int(Knob::relay_log_info_repository) == 0) {
    ns += w.d.syscall;
    if (w.k.Int(Knob::sync_relay_log_info) == 1) ns += fsync;
  }
  return ns > 0 ? ns : 1;
}

int64_t ReplicaApplied(const ReplicaState& r, int64_t t) {
  auto in = [t](const ApplierStretch& s) -> int64_t {
    if (t < s.start) return -1;
    int64_t n = s.first + (t - s.start) / s.cost;
    return n < s.last ? n : s.last;
  };
  int64_t a = in(r.cur);
  if (a >= 0) return a;
  a = in(r.prev);
  if (a >= 0) return a;
  return r.prev.first;  // older than the two stretches kept: the least it can be
}

void ReplicaSwitch(World& w) {
  bool want = w.k.Bool(Knob::replica) && w.d.log_bin;
  ReplicaState& r = w.replica;
  if (want == r.active) return;
  Durability& d = w.dur;
  r = ReplicaState();
  d.published.clear();
  d.unpublished.clear();
  d.unpublished_head = 0;
  if (!want) return;
  // Starts in step with the primary: everything binlogged so far is there.
  r.active = true;
  r.received = d.next_gtid - 1;
  r.cur = {w.now, r.received, ReplicaApplyNs(w), r.received};
  r.prev = r.cur;
  r.applier_free = w.now;
  r.last_receive = w.now;
  r.second_mark = (w.now / kSecond) * kSecond;
  r.applied_at_second = r.received;
}

void ReplicaAdvance(const World& w, ReplicaState& r, int64_t t) {
  if (!r.active) return;
  const Durability& d = w.dur;
  int64_t delay = w.k.Int(Knob::replica_network_delay_us) * 1000;
  while (r.published_head < d.published.size() && d.published[r.published_head].at + delay <= t) {
    const PublishMark& m = d.published[r.published_head++];
    Receive(w, r, m.gtid, m.at + delay);
  }
  UpdateSecondMark(r, t);
}

void ReplicaCatchUp(World& w, int64_t t) {
  ReplicaState& r = w.replica;
  if (!r.active) return;
  Durability& d = w.dur;
  ReplicaAdvance(w, r, t);
  if (r.published_head > 256 && r.published_head * 2 > d.published.size()) {
    d.published.erase(d.published.begin(), d.published.begin() + static_cast<long>(r.published_head));
    r.published_head = 0;
  }
}

}  // namespace commitlab
