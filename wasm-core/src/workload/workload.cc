// sysbench-like transactions, generated one statement at a time.
// oltp_update_index: one autocommit UPDATE on the k index (per event:
// index_updates of them). oltp_write_only / oltp_read_write: BEGIN, the
// script's selects and writes, COMMIT. tpcc: sysbench-tpcc's five
// transactions in the standard mix, with its hot rows (warehouse,
// district) and its large tables (stock, customer) read from the device
// when the buffer pool misses.
#include "pipeline/pipeline_common.h"

namespace commitlab {

namespace {

enum class Stmt { kBegin, kCommit, kPointSelect, kRangeSelect, kIndexUpdate, kNonIndexUpdate, kDelete, kInsert };

constexpr uint64_t kTableShift = 40;
// ROW-format events every transaction writes besides its rows: GTID (65),
// Query BEGIN (~80), Table_map (~50), Xid (31).
constexpr int64_t kBinlogEventsPerTrxBytes = 230;

// sysbench 1.0 --rand-type=special: 75% of draws land in 1% of the range
// (the middle), the rest follow a bell over the whole range.
uint64_t DrawRow(Rng& rng, uint64_t size, bool special, bool* hot) {
  *hot = false;
  if (size <= 1) return 0;
  if (!special) return rng.Below(size);
  if (rng.Uniform() < 0.75) {
    uint64_t width = size / 100 > 0 ? size / 100 : 1;
    *hot = true;
    return size / 2 - width / 2 + rng.Below(width);
  }
  double sum = 0;
  for (int i = 0; i < 12; ++i) sum += rng.Uniform();
  uint64_t row = static_cast<uint64_t>(sum / 12.0 * static_cast<double>(size));
  return row < size ? row : size - 1;
}

uint64_t Key(uint64_t table, uint64_t row) { return ((table + 1) << kTableShift) | row; }

// The SQL layer (parse, open tables, optimise) runs before the first
// handler call, outside innodb_thread_concurrency; only row operations
// need a slot.
void AddStatementStart(World& w, ClientThread& t, bool enter) {
  t.ops.PushBack(MakeOp(OpKind::kClient, w.d.client_rtt));
  t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.stmt_cpu));
  if (enter) t.ops.PushBack(MakeOp(OpKind::kEnterInnodb));
}

void AddPageRead(World& w, ClientThread& t, uint32_t miss) {
  (void)w;
  if (miss > 0) t.ops.PushBack(MakeOp(OpKind::kPageRead, miss));
}

// How a row changes, and the work it leaves purge. An insert's undo
// record is dropped at commit: nothing. Purge removes the old secondary
// index entry an indexed column's update delete-marked, and the record a
// delete delete-marked (row_purge_upd_exist_or_extern, row_purge_del_mark):
// one operation each. An update of no indexed column leaves nothing to
// remove in MySQL (purge parses the undo record and drops it). MariaDB
// 10.3+ also resets the updated record's DB_TRX_ID once purged
// (row_purge_reset_trx_id): one operation more for every update. Each
// operation is a B-tree search and a mini-transaction.
enum class RowChange { kIndexUpdate, kNonIndexUpdate, kDelete, kInsert };

int PurgeOperations(const World& w, RowChange change) {
  int reset = w.d.algo == CommitAlgorithm::kMariadb ? 1 : 0;
  switch (change) {
    case RowChange::kIndexUpdate: return 1 + reset;
    case RowChange::kNonIndexUpdate: return reset;
    case RowChange::kDelete: return 1;
    default: return 0;
  }
}

// One changed row: lock it, change it, log it (one mini-transaction per
// index touched plus the undo record).
void AddRowWrite(World& w, ClientThread& t, uint64_t key, uint32_t miss, int mtrs, bool lock, RowChange change) {
  if (!t.wrote) {  // read-write transaction start: id, rw list, undo segment
    t.binlog_bytes += kBinlogEventsPerTrxBytes;
    t.ops.PushBack(LatchOp(w, kLatchTrxSys));
    t.ops.PushBack(LatchOp(w, kLatchRseg));
    t.wrote = true;
  }
  AddPageRead(w, t, miss);
  if (lock) {
    t.ops.PushBack(LatchOp(w, kLatchLockSys));
    t.ops.PushBack(MakeOp(OpKind::kRowLock, static_cast<int64_t>(key)));
  }
  t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.row_write));
  int64_t redo = w.d.redo_per_row / mtrs;
  for (int i = 0; i < mtrs; ++i) t.ops.PushBack(LatchOp(w, kLatchLogSys, LatchEffect::kRedoAppend, static_cast<int32_t>(redo)));
  t.binlog_bytes += w.d.binlog_per_row;
  ++t.rows_changed;
  t.purge_ops += PurgeOperations(w, change);
  if (change != RowChange::kInsert) t.update_undo = true;  // joins the history list at commit
  ++w.rows_changed_since_tick;
}

void AddStatementEnd(World& w, ClientThread& t, bool autocommit) {
  (void)w;
  if (autocommit) {
    t.ops.PushBack(MakeOp(OpKind::kCommit));
  } else {
    t.ops.PushBack(MakeOp(OpKind::kExitInnodb));
    t.ops.PushBack(MakeOp(OpKind::kNextStatement));
  }
}

void EmitOltp(World& w, ClientThread& t, Stmt s, bool autocommit) {
  bool special = w.k.Int(Knob::rand_type) == 0;
  uint64_t tables = static_cast<uint64_t>(w.k.Int(Knob::tables));
  uint64_t size = static_cast<uint64_t>(w.k.Int(Knob::table_size));
  bool hot = false;
  uint64_t table = t.rng.Below(tables);
  uint64_t row = DrawRow(t.rng, size, special, &hot);
  uint32_t miss = hot ? w.d.miss_hot : w.d.miss_random;
  switch (s) {
    case Stmt::kBegin:
      AddStatementStart(w, t, false);
      ++t.others;
      t.ops.PushBack(MakeOp(OpKind::kNextStatement));
      return;
    case Stmt::kCommit:
      t.ops.PushBack(MakeOp(OpKind::kClient, w.d.client_rtt));
      t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.stmt_cpu / 4));
      ++t.others;
      t.ops.PushBack(MakeOp(OpKind::kCommit));
      return;
    case Stmt::kPointSelect:
      AddStatementStart(w, t, true);
      AddPageRead(w, t, miss);
      t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.row_read));
      ++t.reads;
      break;
    case Stmt::kRangeSelect: {
      AddStatementStart(w, t, true);
      AddPageRead(w, t, miss);
      t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.row_read * w.k.Int(Knob::range_size)));
      ++t.reads;
      break;
    }
    case Stmt::kIndexUpdate:
      AddStatementStart(w, t, true);
      AddRowWrite(w, t, Key(table, row), miss, 3, true, RowChange::kIndexUpdate);
      ++t.writes;
      break;
    case Stmt::kNonIndexUpdate:
      AddStatementStart(w, t, true);
      AddRowWrite(w, t, Key(table, row), miss, 2, true, RowChange::kNonIndexUpdate);
      ++t.writes;
      break;
    case Stmt::kDelete:
      AddStatementStart(w, t, true);
      AddRowWrite(w, t, Key(table, row), miss, 3, true, RowChange::kDelete);
      t.last_key = Key(table, row);  // sysbench re-inserts the same id
      ++t.writes;
      break;
    case Stmt::kInsert:
      AddStatementStart(w, t, true);
      AddRowWrite(w, t, t.last_key, 0, 3, true, RowChange::kInsert);
      ++t.writes;
      break;
  }
  AddStatementEnd(w, t, autocommit);
}

// The i-th statement of a sysbench oltp_* transaction.
bool OltpStatement(World& w, ClientThread& t, int i, Stmt* out, bool* autocommit) {
  const TrxShape& sh = t.shape;
  Workload wl = sh.workload;
  *autocommit = false;
  if (wl == Workload::kUpdateIndex) {
    int n = sh.index_updates;
    if (n < 1) n = 1;
    if (i >= n) return false;
    *out = Stmt::kIndexUpdate;
    *autocommit = true;
    return true;
  }
  if (i == 0) { *out = Stmt::kBegin; return true; }
  int idx = i - 1;
  int ps = wl == Workload::kReadWrite ? sh.point_selects : 0;
  int rs = wl == Workload::kReadWrite ? sh.range_selects : 0;
  int iu = sh.index_updates;
  int nu = sh.non_index_updates;
  int di = sh.delete_inserts;
  if (idx < ps) { *out = Stmt::kPointSelect; return true; }
  idx -= ps;
  if (idx < rs) { *out = Stmt::kRangeSelect; return true; }
  idx -= rs;
  if (idx < iu) { *out = Stmt::kIndexUpdate; return true; }
  idx -= iu;
  if (idx < nu) { *out = Stmt::kNonIndexUpdate; return true; }
  idx -= nu;
  if (idx < 2 * di) { *out = (idx % 2 == 0) ? Stmt::kDelete : Stmt::kInsert; return true; }
  idx -= 2 * di;
  if (idx == 0) { *out = Stmt::kCommit; return true; }
  (void)t;
  return false;
}

// ---- TPC-C ----------------------------------------------------------

enum TpccTrx : uint8_t { kNewOrder, kPayment, kOrderStatus, kDelivery, kStockLevel };
enum TpccTable : uint64_t { kWarehouse = 100, kDistrict, kCustomer, kStock, kOrders };

uint64_t NuRand(Rng& rng, uint64_t a, uint64_t x, uint64_t y) {
  return (((rng.Below(a + 1)) | (x + rng.Below(y - x + 1))) % (y - x + 1)) + x;
}

// Statement plan per transaction type: kinds of row accesses in order.
// 'L' locked write of a hot row, 'W' locked write of a cold row,
// 'I' insert (no conflict), 'R' read of a cold row, 'r' read of a hot
// row, 'S' big scan (stock-level), 'B' begin, 'C' commit.
const char* TpccPlan(uint8_t kind) {
  switch (kind) {
    case kNewOrder: return "BRLII" "rWI" "rWI" "rWI" "rWI" "rWI" "rWI" "rWI" "rWI" "rWI" "rWIC";
    case kPayment: return "BLrLrRWIC";
    case kOrderStatus: return "BRrrC";
    case kDelivery: return "B" "rIrIIW" "rIrIIW" "rIrIIW" "rIrIIW" "rIrIIW" "rIrIIW" "rIrIIW" "rIrIIW" "rIrIIW" "rIrIIWC";
    default: return "BrSC";
  }
}

void EmitTpcc(World& w, ClientThread& t, int i) {
  const char* plan = TpccPlan(t.trx_kind);
  char c = plan[i];
  uint64_t home = t.home_warehouse;
  // Delivery walks all ten districts; the others stay in one.
  uint64_t district = home * 10 + (t.trx_kind == kDelivery ? static_cast<uint64_t>(i / 6) % 10 : t.home_district);
  switch (c) {
    case 'B':
      AddStatementStart(w, t, false);
      ++t.others;
      t.ops.PushBack(MakeOp(OpKind::kNextStatement));
      return;
    case 'C':
      t.ops.PushBack(MakeOp(OpKind::kClient, w.d.client_rtt));
      ++t.others;
      t.ops.PushBack(MakeOp(OpKind::kCommit));
      return;
    case 'r':
      AddStatementStart(w, t, true);
      t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.row_read));
      ++t.reads;
      break;
    case 'R':
      AddStatementStart(w, t, true);
      AddPageRead(w, t, w.d.miss_random);
      t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.row_read * 3));
      ++t.reads;
      break;
    case 'S': {  // stock-level: ~200 stock rows joined with recent order lines
      AddStatementStart(w, t, true);
      for (int k = 0; k < 20; ++k) AddPageRead(w, t, w.d.miss_random);
      t.ops.PushBack(MakeOp(OpKind::kCompute, w.d.row_read * 200));
      ++t.reads;
      break;
    }
    case 'L': {  // warehouse or district row: hot
      AddStatementStart(w, t, true);
      uint64_t key = (t.trx_kind == kPayment && i == 1) ? Key(kWarehouse, home) : Key(kDistrict, district);
      AddRowWrite(w, t, key, 0, 2, true, RowChange::kNonIndexUpdate);
      ++t.writes;
      break;
    }
    case 'W': {  // stock or customer row: large tables, may miss
      AddStatementStart(w, t, true);
      uint64_t key = t.trx_kind == kNewOrder ? Key(kStock, home * 100000 + NuRand(t.rng, 8191, 1, 100000))
                                             : Key(kCustomer, district * 3000 + NuRand(t.rng, 1023, 1, 3000));
      AddRowWrite(w, t, key, w.d.miss_random, 2, true, RowChange::kNonIndexUpdate);
      ++t.writes;
      break;
    }
    default: {  // 'I': insert into orders / order_line / history
      AddStatementStart(w, t, true);
      AddRowWrite(w, t, 0, 0, 3, false, RowChange::kInsert);
      ++t.writes;
      break;
    }
  }
  t.ops.PushBack(MakeOp(OpKind::kExitInnodb));
  t.ops.PushBack(MakeOp(OpKind::kNextStatement));
}

}  // namespace

void StartTransaction(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  t.trx_start = w.now;
  t.stmt_index = 0;
  t.reads = t.writes = t.others = 0;
  t.rows_changed = 0;
  t.purge_ops = 0;
  t.update_undo = false;
  t.binlog_bytes = 0;
  t.wrote = false;
  t.committed = false;
  t.commit_issued = false;
  t.binlog_seq = -1;
  t.trx_lsn = 0;
  t.shape.workload = w.d.workload;
  t.shape.point_selects = static_cast<int32_t>(w.k.Int(Knob::point_selects));
  t.shape.range_selects = static_cast<int32_t>(w.k.Int(Knob::range_selects));
  t.shape.index_updates = static_cast<int32_t>(w.k.Int(Knob::index_updates));
  t.shape.non_index_updates = static_cast<int32_t>(w.k.Int(Knob::non_index_updates));
  t.shape.delete_inserts = static_cast<int32_t>(w.k.Int(Knob::delete_inserts));
  if (t.shape.workload == Workload::kTpcc) {
    double u = t.rng.Uniform();
    t.trx_kind = u < 0.45 ? kNewOrder : u < 0.88 ? kPayment : u < 0.92 ? kOrderStatus : u < 0.96 ? kDelivery : kStockLevel;
    t.home_warehouse = t.rng.Below(static_cast<uint64_t>(w.k.Int(Knob::warehouses)));
    t.home_district = t.rng.Below(10);
  }
  t.ops.PushBack(MakeOp(OpKind::kNextStatement));
}

void GenerateNextStatement(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  int i = t.stmt_index++;
  if (t.shape.workload == Workload::kTpcc) {
    const char* plan = TpccPlan(t.trx_kind);
    int len = 0;
    while (plan[len]) ++len;
    if (i < len) {
      EmitTpcc(w, t, i);
      return;
    }
  } else {
    Stmt s;
    bool autocommit = false;
    if (OltpStatement(w, t, i, &s, &autocommit)) {
      EmitOltp(w, t, s, autocommit);
      return;
    }
  }
  t.ops.PushBack(MakeOp(OpKind::kTrxDone));
}

// Deadlock victim: undo, count an error, and retry the transaction as
// sysbench does (the event's latency keeps running).
void RollbackTransaction(World& w, int tid) {
  ClientThread& t = w.threads[tid];
  RowLocksRelease(w, tid);
  AdmissionExit(w, tid);
  ++w.metrics.cur.errors;
  ++w.metrics.total_errors;
  t.ops.Clear();
  int64_t start = t.trx_start;
  uint8_t kind = t.trx_kind;
  TrxShape shape = t.shape;
  uint64_t home = t.home_warehouse, district = t.home_district;
  StartTransaction(w, tid);
  t.trx_start = start;
  t.shape = shape;  // the same transaction, retried
  t.trx_kind = kind;
  t.home_warehouse = home;
  t.home_district = district;
  t.t_local += w.d.row_write;  // the rollback's own work
}

}  // namespace commitlab
