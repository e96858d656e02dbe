// The primary's crash and recovery (docs/crash-recovery.md sections 2-4):
// choose what survives by crash kind, rebuild the binlog's tail from
// redo where the algorithm puts it there, then decide every transaction:
// commit record durable -> committed; prepared and XID in the recovered
// binlog -> committed by XID; otherwise rolled back. The ledger counts
// acknowledged transactions by where they ended up.
#include "crash/recovery.h"

#include <algorithm>

#include "sim/runtime.h"

namespace commitlab {

RecoveryRules RulesFor(CommitAlgorithm algo, bool log_bin) {
  if (!log_bin) return {"redo_only", RecoveryKind::kRedoOnly, false};
  switch (algo) {
    case CommitAlgorithm::kMysql55:
    case CommitAlgorithm::kGroupCommit56:
    case CommitAlgorithm::kGroupCommit57:
    case CommitAlgorithm::kParallelFlush:
    // 8.0 keeps 5.7's stages and XA recovery; MariaDB's binlog is the
    // coordinator too (prepared transactions whose XID is in the binlog
    // are committed, the rest rolled back). MariaDB's rotation does not
    // wait for the old file's XIDs, but its recovery scans from the last
    // binlog checkpoint, so closed files' prepared transactions are found
    // by XID all the same: the same outcome (tests/crash_rules_test.cc).
    case CommitAlgorithm::kMysql80:
    case CommitAlgorithm::kMariadb:
      return {"xa_binlog", RecoveryKind::kXaBinlog, true};
    case CommitAlgorithm::kBinlogInRedo:
    case CommitAlgorithm::kBinlogInRedoV1:
      return {"xa_binlog_from_redo", RecoveryKind::kXaBinlogFromRedo, true};
  }
  return {"xa_binlog", RecoveryKind::kXaBinlog, true};
}

int64_t CrashFrontier(const World& w, int file, CrashKind kind) {
  const CachedFile& c = w.page_cache.files[file];
  if (kind == CrashKind::kMysqld) return c.appended;  // the page cache survives
  const FileDurability& f = w.dur.files[file];
  int64_t pos = f.device_pos;
  for (int i = 0; i < f.n_pending; ++i)
    if (f.pending[i].done <= w.now && f.pending[i].pos > pos) pos = f.pending[i].pos;
  int64_t cache = static_cast<int64_t>(w.k.Get(Knob::device_volatile_cache_mb) * 1048576.0);
  if (kind == CrashKind::kOs || cache <= 0) return pos;
  // Power cut, volatile cache: what the device acknowledged but still
  // holds (its last `cache` bytes) is gone, fsynced or not.
  int64_t media = f.media_pos;
  int64_t destaged = w.device.bytes_written - cache;
  for (int i = 0; i < f.n_media; ++i)
    if (f.media[i].done <= w.now && f.media[i].dev_end <= destaged && f.media[i].pos > media) media = f.media[i].pos;
  return media < pos ? media : pos;
}

namespace {

// The durable facts of one transaction (or of a share of a block).
struct Facts {
  bool binlogged, commit, prepare, in_binlog;
};

struct Frontiers {
  int64_t redo;
  int64_t binlog;  // recovered binlog end (after any rebuild from redo)
  int32_t current_file;
  bool closed_files_committed;
  bool binlog_in_redo;  // events found in the durable redo count as binlogged
};

bool Engine(const Facts& f) { return f.commit || (f.binlogged && f.prepare && f.in_binlog); }

void Count(Ledger& l, RecoverySteps& s, const Facts& f, bool acked, int64_t n) {
  if (n <= 0) return;
  bool engine = Engine(f);
  if (f.binlogged && !f.commit && f.prepare) (f.in_binlog ? s.prepared_committed : s.prepared_rolled_back) += n;
  if (!acked) {
    if (engine) l.unacked_committed += n;
    else if (f.binlogged && f.in_binlog) l.unacked_binlog_only += n;
    return;
  }
  if (!f.binlogged) {
    (engine ? l.ok : l.lost) += n;
    return;
  }
  if (engine && f.in_binlog) l.ok += n;
  else if (engine) l.engine_only += n;
  else if (f.in_binlog) l.binlog_only += n;
  else l.lost += n;
}

Facts RecordFacts(const TrxRecord& r, const Frontiers& fr) {
  Facts f;
  f.binlogged = r.gtid >= 0;
  f.commit = r.commit_lsn >= 0 && r.commit_lsn <= fr.redo;
  f.prepare = r.prepare_lsn >= 0 && r.prepare_lsn <= fr.redo;
  f.in_binlog = f.binlogged && (r.binlog_end <= fr.binlog ||
                                (fr.binlog_in_redo && r.binlog_redo_lsn >= 0 && r.binlog_redo_lsn <= fr.redo));
  // A closed binlog file's transactions were all committed in the
  // engine and redo flushed before the file was closed (rotation).
  if (f.binlogged && r.file < fr.current_file && fr.closed_files_committed && f.in_binlog) f.commit = true;
  return f;
}

// How many of a block's n records have the field at or below frontier,
// taking the field as spread evenly over [lo, hi].
int64_t Below(int64_t n, int64_t lo, int64_t hi, int64_t frontier, bool* exact) {
  if (hi < 0 || frontier < lo) return 0;
  if (frontier >= hi) return n;
  *exact = false;
  int64_t span = hi - lo + 1;
  return n * (frontier - lo + 1) / span;
}

bool Acked(const TrxRecord& r) { return r.ack_ns >= 0; }

}  // namespace

CrashOutcome CrashPrimary(const World& w, CrashKind kind) {
  const Durability& d = w.dur;
  CrashOutcome out;
  out.kind = kind;
  out.target = CrashTarget::kPrimary;
  out.at_ns = w.now;
  out.volatile_cache = w.k.Get(Knob::device_volatile_cache_mb) > 0;
  RecoveryRules rules = RulesFor(w.d.algo, w.d.log_bin);
  RecoverySteps& s = out.steps;
  s.algorithm = EnumValueName(Knob::commit_algorithm, static_cast<int>(w.d.algo));
  s.rules = rules.name;
  s.redo_end_lsn = w.redo.lsn;
  s.redo_written_lsn = w.page_cache.files[kFileRedo].appended;
  s.redo_fsynced_lsn = w.redo.flushed_lsn;
  s.binlog_file = d.binlog_file;
  s.binlog_file_start = d.binlog_file_start;
  s.binlog_written = w.page_cache.files[kFileBinlog].appended;
  s.binlog_synced = CrashFrontier(w, kFileBinlog, CrashKind::kOs);

  Frontiers fr;
  fr.redo = CrashFrontier(w, kFileRedo, kind);
  fr.binlog = CrashFrontier(w, kFileBinlog, kind);
  fr.current_file = d.binlog_file;
  fr.closed_files_committed = rules.closed_files_flushed && !(kind == CrashKind::kPower && out.volatile_cache);
  s.redo_durable_lsn = fr.redo;
  s.binlog_durable = fr.binlog;

  // Every record still tracked, one by one: in flight, then acknowledged.
  std::vector<const TrxRecord*> recs;
  recs.reserve(d.open.size() + static_cast<size_t>(d.ring_count));
  for (const TrxRecord& r : d.open)
    if (r.gtid >= 0 || r.commit_lsn >= 0) recs.push_back(&r);
  for (int i = 0; i < d.ring_count; ++i) recs.push_back(&d.ring[(d.ring_head + i) % Durability::kRing]);

  // Binlog in redo: the binlog's tail is rebuilt from every group whose
  // events are in the durable redo. V2's groups reach redo out of binlog
  // order; a group missing before one that is there is rolled back and
  // the model does not ask how AliSQL fills that gap (unverified).
  fr.binlog_in_redo = rules.kind == RecoveryKind::kXaBinlogFromRedo;
  s.binlog_recovered = fr.binlog;
  if (fr.binlog_in_redo)
    for (const TrxRecord* r : recs)
      if (r->gtid >= 0 && r->binlog_redo_lsn >= 0 && r->binlog_redo_lsn <= fr.redo && r->binlog_end > s.binlog_recovered)
        s.binlog_recovered = r->binlog_end;

  // The recovered binlog ends at its last complete transaction.
  int64_t valid_end = d.binlog_file_start;
  int64_t last_gtid = d.settled_gtid_max;
  Ledger& l = out.ledger;
  for (const TrxRecord* r : recs) {
    Facts f = RecordFacts(*r, fr);
    Count(l, s, f, Acked(*r), 1);
    if (f.in_binlog) {
      if (r->binlog_end > valid_end) valid_end = r->binlog_end;
      if (r->gtid > last_gtid) last_gtid = r->gtid;
    }
    if (Acked(*r) && !(Engine(f) && (f.in_binlog || !f.binlogged)) && r->gtid >= 0 &&
        (l.first_lost_gtid < 0 || r->gtid < l.first_lost_gtid))
      l.first_lost_gtid = r->gtid;
  }
  for (const TrxBlock& b : d.blocks) {
    bool exact = true;
    int64_t n = b.count;
    int64_t kc = Below(n, b.commit_min, b.commit_max, fr.redo, &exact);
    int64_t kp = Below(n, b.prepare_min, b.prepare_max, fr.redo, &exact);
    int64_t kb = Below(n, b.binlog_min, b.binlog_max, fr.binlog, &exact);
    if (fr.binlog_in_redo) {
      int64_t kr = Below(n, b.redo_bin_min, b.redo_bin_max, fr.redo, &exact);
      if (kr > kb) kb = kr;
    }
    bool binlogged = b.binlogged * 2 >= b.count;
    if (!binlogged) kp = kb = 0;
    if (binlogged && b.file_max < fr.current_file && fr.closed_files_committed) kc = kb > kc ? kb : kc;
    // The block's records in order: the first k of each field are durable.
    int64_t cuts[5] = {0, kc, kp, kb, n};
    std::sort(cuts, cuts + 5);
    for (int i = 0; i + 1 < 5; ++i) {
      int64_t lo = cuts[i], len = cuts[i + 1] - cuts[i];
      if (len <= 0) continue;
      Facts f{binlogged, lo < kc, lo < kp, lo < kb};
      Count(l, s, f, true, len);
      if (!(Engine(f) && (f.in_binlog || !f.binlogged)) && binlogged && (l.first_lost_gtid < 0 || b.gtid_min + lo < l.first_lost_gtid))
        l.first_lost_gtid = b.gtid_min + lo;
    }
    if (!exact) l.approximate += n;
    // The binlog's end, counted over the block's binlogged records only
    // (a block can straddle a log_bin change).
    bool ignored = true;
    int64_t kbb = Below(b.binlogged, b.binlog_min, b.binlog_max, fr.binlog, &ignored);
    if (fr.binlog_in_redo) {
      int64_t kr = Below(b.binlogged, b.redo_bin_min, b.redo_bin_max, fr.redo, &ignored);
      if (kr > kbb) kbb = kr;
    }
    if (kbb > 0) {
      int64_t end = kbb == b.binlogged ? b.binlog_max : fr.binlog;
      if (end > valid_end) valid_end = end;
      int64_t g = kbb == b.binlogged ? b.gtid_max : b.gtid_min + kbb - 1;
      if (g > last_gtid) last_gtid = g;
    }
  }
  l.ok += d.settled;  // folded out: safe on any crash
  l.acknowledged = d.acked;
  if (valid_end > s.binlog_recovered) valid_end = s.binlog_recovered;
  s.binlog_valid_end = w.d.log_bin ? valid_end : 0;
  s.last_gtid_in_binlog = last_gtid;
  s.new_binlog_file = w.d.log_bin ? d.binlog_file + 1 : 0;

  if (w.replica.active) {
    ReplicaState r = w.replica;
    ReplicaAdvance(w, r, w.now);
    out.replica.present = true;
    out.replica.received = r.received;
    out.replica.applied = ReplicaApplied(r, w.now);
    out.replica.ahead = r.received > last_gtid ? r.received - last_gtid : 0;
    out.replica.behind = last_gtid > r.received ? last_gtid - r.received : 0;
    s.published_gtid = w.replica.active ? w.replica.received : 0;
    if (!d.published.empty()) {
      // The newest mark already public at the crash instant.
      for (size_t i = d.published.size(); i-- > 0;)
        if (d.published[i].at <= w.now) {
          s.published_gtid = d.published[i].gtid;
          break;
        }
    }
  }
  return out;
}

}  // namespace commitlab
