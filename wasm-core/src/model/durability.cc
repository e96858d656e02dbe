// Keeps the crash state (model/durability.h) up to date. The pipeline
// calls these at the instants the real server reaches each point: the
// binlog write, the binlog events copied into redo, the engine commit,
// the client's OK; the device and page cache report which log bytes
// reached the device.
#include "sim/runtime.h"

namespace commitlab {

namespace {

TrxRecord& Open(World& w, int tid) {
  Durability& d = w.dur;
  if (static_cast<size_t>(tid) >= d.open.size()) d.open.resize(static_cast<size_t>(tid) + 1);
  return d.open[static_cast<size_t>(tid)];
}

int64_t VolatileCacheBytes(const World& w) {
  return static_cast<int64_t>(w.k.Get(Knob::device_volatile_cache_mb) * 1048576.0);
}

// The binlog end position is published to dump threads after the fsync
// with sync_binlog=1 (Bug #70669), after write() otherwise. Binlog in
// redo: taken as published once its background syncer fsynced the file
// (no source says when AliSQL's dump threads see it; this keeps its
// replicas never ahead, as the feature's crash safety implies).
bool PublishOnSync(const World& w) {
  bool in_redo = w.d.algo == CommitAlgorithm::kBinlogInRedo || w.d.algo == CommitAlgorithm::kBinlogInRedoV1;
  return w.d.sync_period == 1 || in_redo;
}

void Publish(World& w, int64_t pos, int64_t at) {
  Durability& d = w.dur;
  int64_t gtid = -1;
  while (d.unpublished_head < d.unpublished.size() && d.unpublished[d.unpublished_head].binlog_end <= pos)
    gtid = d.unpublished[d.unpublished_head++].gtid;
  if (d.unpublished_head > 256 && d.unpublished_head * 2 > d.unpublished.size()) {
    d.unpublished.erase(d.unpublished.begin(), d.unpublished.begin() + static_cast<long>(d.unpublished_head));
    d.unpublished_head = 0;
  }
  if (gtid < 0) return;
  if (!d.published.empty() && d.published.back().at >= at) {
    d.published.back().gtid = gtid;  // same or earlier instant: one mark
  } else {
    d.published.push_back({gtid, at});
  }
  ReplicaCatchUp(w, w.now);
}

bool BlockSettled(const TrxBlock& b, int64_t redo, int64_t binlog) {
  if (b.commit_max > redo) return false;
  return b.binlogged == 0 || b.binlog_max <= binlog || (b.redo_bin_max >= 0 && b.redo_bin_max <= redo);
}

void AddToBlock(TrxBlock& b, const TrxRecord& r) {
  auto widen = [](int64_t v, int64_t* lo, int64_t* hi) {
    if (v < 0) return;
    if (*hi < 0 || v < *lo) *lo = v;
    if (v > *hi) *hi = v;
  };
  if (b.count == 0) b.ack_min = r.ack_ns;
  ++b.count;
  if (r.gtid >= 0) {
    ++b.binlogged;
    widen(r.gtid, &b.gtid_min, &b.gtid_max);
    if (b.gtid_min < 0) b.gtid_min = r.gtid;
  }
  widen(r.prepare_lsn, &b.prepare_min, &b.prepare_max);
  widen(r.commit_lsn, &b.commit_min, &b.commit_max);
  widen(r.binlog_end, &b.binlog_min, &b.binlog_max);
  widen(r.binlog_redo_lsn, &b.redo_bin_min, &b.redo_bin_max);
  if (r.file >= 0) {
    if (b.file_max < 0 || r.file < b.file_min) b.file_min = r.file;
    if (r.file > b.file_max) b.file_max = r.file;
  }
  b.ack_max = r.ack_ns;
}

void MergeBlocks(TrxBlock& into, const TrxBlock& b) {
  auto widen = [](int64_t lo2, int64_t hi2, int64_t* lo, int64_t* hi) {
    if (hi2 < 0) return;
    if (*hi < 0 || lo2 < *lo) *lo = lo2;
    if (hi2 > *hi) *hi = hi2;
  };
  into.count += b.count;
  into.binlogged += b.binlogged;
  if (b.gtid_max >= 0) {
    if (into.gtid_max < 0 || b.gtid_min < into.gtid_min) into.gtid_min = b.gtid_min;
    if (b.gtid_max > into.gtid_max) into.gtid_max = b.gtid_max;
  }
  widen(b.prepare_min, b.prepare_max, &into.prepare_min, &into.prepare_max);
  widen(b.commit_min, b.commit_max, &into.commit_min, &into.commit_max);
  widen(b.binlog_min, b.binlog_max, &into.binlog_min, &into.binlog_max);
  widen(b.redo_bin_min, b.redo_bin_max, &into.redo_bin_min, &into.redo_bin_max);
  if (b.file_max >= 0) {
    if (into.file_max < 0 || b.file_min < into.file_min) into.file_min = b.file_min;
    if (b.file_max > into.file_max) into.file_max = b.file_max;
  }
  into.ack_max = b.ack_max;
}

// The oldest acknowledged record leaves the ring for the blocks; blocks
// that no crash can touch any more are counted as settled.
void Evict(World& w, const TrxRecord& r) {
  Durability& d = w.dur;
  if (d.blocks.empty() || d.blocks.back().count >= d.block_size) {
    if (static_cast<int>(d.blocks.size()) >= Durability::kBlocks) {
      // Too many: halve the resolution (pairs become one block).
      size_t n = 0;
      for (size_t i = 0; i < d.blocks.size(); i += 2) {
        TrxBlock b = d.blocks[i];
        if (i + 1 < d.blocks.size()) MergeBlocks(b, d.blocks[i + 1]);
        d.blocks[n++] = b;
      }
      d.blocks.resize(n);
      d.block_size *= 2;
    }
    if (d.blocks.empty() || d.blocks.back().count >= d.block_size) d.blocks.emplace_back();
  }
  AddToBlock(d.blocks.back(), r);
  int64_t redo = SafeDurablePos(w, kFileRedo), binlog = SafeDurablePos(w, kFileBinlog);
  size_t gone = 0;
  while (gone + 1 < d.blocks.size() && BlockSettled(d.blocks[gone], redo, binlog)) {
    d.settled += d.blocks[gone].count;
    d.settled_binlogged += d.blocks[gone].binlogged;
    if (d.blocks[gone].gtid_max > d.settled_gtid_max) d.settled_gtid_max = d.blocks[gone].gtid_max;
    ++gone;
  }
  if (gone > 0) d.blocks.erase(d.blocks.begin(), d.blocks.begin() + static_cast<long>(gone));
}

// Forgets device operations that are over: their bytes are on the device;
// with a volatile cache, they leave it once C more bytes went after them.
void Fold(World& w, int file) {
  FileDurability& f = w.dur.files[file];
  int kept = 0;
  for (int i = 0; i < f.n_pending; ++i) {
    const FileDeviceOp& op = f.pending[i];
    if (op.done <= w.now) {
      if (op.pos > f.device_pos) f.device_pos = op.pos;
    } else {
      f.pending[kept++] = op;
    }
  }
  f.n_pending = kept;
  int64_t cache = VolatileCacheBytes(w);
  if (cache <= 0) {
    f.media_pos = f.device_pos;
    f.n_media = 0;
    return;
  }
  int64_t destaged = w.device.bytes_written - cache;
  kept = 0;
  for (int i = 0; i < f.n_media; ++i) {
    const FileDeviceOp& op = f.media[i];
    if (op.done <= w.now && op.dev_end <= destaged) {
      if (op.pos > f.media_pos) f.media_pos = op.pos;
    } else {
      f.media[kept++] = op;
    }
  }
  f.n_media = kept;
}

}  // namespace

int64_t SafeDurablePos(const World& w, int file) {
  const FileDurability& f = w.dur.files[file];
  return VolatileCacheBytes(w) > 0 ? f.media_pos : f.device_pos;
}

void DurOnBinlogWrite(World& w, int tid, int64_t end) {
  ReplicaSwitch(w);
  TrxRecord& r = Open(w, tid);
  r.gtid = w.dur.next_gtid++;
  // innodb_support_xa=OFF: InnoDB wrote no prepare record, so recovery
  // has nothing to commit by XID (binlogged but not committed = lost to InnoDB).
  r.prepare_lsn = w.threads[tid].xa_prepare ? w.threads[tid].trx_lsn : -1;
  r.binlog_end = end;
  r.file = w.dur.binlog_file;
  if (w.replica.active) w.dur.unpublished.push_back({end, r.gtid});
}

void DurOnBinlogInRedo(World& w, int leader) {
  for (int m = leader;; m = w.threads[m].next) {
    Open(w, m).binlog_redo_lsn = w.redo.lsn;
    if (m == w.threads[leader].group_tail || m < 0) break;
  }
}

void DurOnEngineCommit(World& w, int tid) {
  TrxRecord& r = Open(w, tid);
  r.commit_lsn = w.threads[tid].trx_lsn;
  if (r.gtid < 0) r.prepare_lsn = -1;  // binlog OFF: no prepare
}

void DurOnAck(World& w, int tid) {
  Durability& d = w.dur;
  TrxRecord& open = Open(w, tid);
  TrxRecord r = open;
  open = TrxRecord();
  r.ack_ns = w.now;
  r.thread = tid;
  ++d.acked;
  if (d.ring_count == Durability::kRing) {
    Evict(w, d.ring[d.ring_head]);
    d.ring[d.ring_head] = r;
    d.ring_head = (d.ring_head + 1) % Durability::kRing;
  } else {
    d.ring[(d.ring_head + d.ring_count) % Durability::kRing] = r;
    ++d.ring_count;
  }
}

void DurOnDeviceOp(World& w, bool fsync, int file, int64_t done) {
  if (file < 0 || file >= kFileCount) return;
  FileDurability& f = w.dur.files[file];
  const CachedFile& c = w.page_cache.files[file];
  FileDeviceOp op{c.appended - c.dirty, done, w.device.bytes_written};
  Fold(w, file);
  if (f.n_pending == FileDurability::kPending) {
    // More in flight than tracked: the oldest is dropped (its bytes count
    // as durable only once a later operation covering them is done).
    for (int i = 1; i < f.n_pending; ++i) f.pending[i - 1] = f.pending[i];
    --f.n_pending;
  }
  f.pending[f.n_pending++] = op;
  if (VolatileCacheBytes(w) > 0) {
    if (f.n_media == FileDurability::kMedia) {
      // Merge the two closest operations into the later one: its bytes
      // leave the cache a little later than they do (a loss counted
      // slightly too large, never too small).
      int best = 0;
      for (int i = 1; i + 1 < f.n_media; ++i)
        if (f.media[i + 1].dev_end - f.media[i].dev_end < f.media[best + 1].dev_end - f.media[best].dev_end) best = i;
      for (int i = best; i + 1 < f.n_media; ++i) f.media[i] = f.media[i + 1];
      --f.n_media;
    }
    f.media[f.n_media++] = op;
  }
  // Only an fsync publishes (a kernel writeback does not).
  if (fsync && file == kFileBinlog && w.replica.active && PublishOnSync(w)) Publish(w, op.pos, done);
}

void DurOnBinlogWritten(World& w) {
  if (!w.replica.active || PublishOnSync(w)) return;
  Publish(w, w.page_cache.files[kFileBinlog].appended, w.now);
}

void DurOnRotate(World& w) {
  ++w.dur.binlog_file;
  w.dur.binlog_file_start = w.binlog.total_bytes;
}

void DurFoldAll(World& w) {
  for (int f = 0; f < kFileCount; ++f) Fold(w, f);
}

}  // namespace commitlab
