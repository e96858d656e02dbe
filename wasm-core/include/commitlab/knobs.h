// The knob schema, defined once. Every consumer (CLI flags, UI controls,
// URL state, scenario files, importers) reads this table, through
// KnobDefs() here or the JSON schema built from it.
#ifndef COMMITLAB_KNOBS_H_
#define COMMITLAB_KNOBS_H_

#include <array>
#include <cstddef>
#include <string>

#include "commitlab/status.h"

namespace commitlab {

enum class KnobType { kInt, kFloat, kBool, kEnum };

// X(id, mysql variable or "", group, type, unit, min, max, default,
//   enum values separated by '|' or "", one-line help)
#define COMMITLAB_KNOB_LIST(X)                                                                          \
  X(threads, "", "workload", kInt, "threads", 1, 4096, 16, "",                                          \
    "Client threads, as sysbench --threads: each runs one transaction after another with no think time.") \
  X(workload, "", "workload", kEnum, "", 0, 3, 0, "oltp_update_index|oltp_write_only|oltp_read_write|tpcc", \
    "The sysbench script: one autocommit UPDATE, a write-only or read-write transaction, or a TPC-C-like mix.") \
  X(tables, "", "workload", kInt, "tables", 1, 1024, 1, "", "sysbench --tables.")                      \
  X(table_size, "", "workload", kInt, "rows", 1, 1000000000, 10000, "", "sysbench --table-size: rows per table.") \
  X(rand_type, "", "workload", kEnum, "", 0, 1, 0, "special|uniform",                                   \
    "sysbench --rand-type. 'special' (the 1.0 default) sends 75% of ids to 1% of the rows.")            \
  X(index_updates, "", "workload", kInt, "statements", 0, 100, 1, "", "sysbench --index-updates per transaction.") \
  X(non_index_updates, "", "workload", kInt, "statements", 0, 100, 1, "",                               \
    "sysbench --non-index-updates per transaction (write-only and read-write scripts).")               \
  X(delete_inserts, "", "workload", kInt, "pairs", 0, 100, 1, "",                                        \
    "sysbench --delete-inserts: DELETE+INSERT pairs per transaction (write-only and read-write).")      \
  X(point_selects, "", "workload", kInt, "statements", 0, 1000, 10, "", "sysbench --point-selects (read-write script).") \
  X(range_selects, "", "workload", kInt, "statements", 0, 64, 4, "",                                     \
    "Range SELECTs per transaction (sysbench's simple, sum, order and distinct ranges).")              \
  X(range_size, "", "workload", kInt, "rows", 1, 100000, 100, "", "sysbench --range-size.")             \
  X(warehouses, "", "workload", kInt, "warehouses", 1, 100000, 100, "", "TPC-C warehouses (sysbench-tpcc tables x scale).") \
  X(data_gb, "", "workload", kFloat, "GB", 0, 100000, 0, "",                                            \
    "Data set size; 0 derives it from tables x table_size (or warehouses for TPC-C).")                 \
  X(binlog_bytes_per_row, "", "workload", kInt, "bytes", 16, 1048576, 420, "",                          \
    "Bytes one changed row adds to the binlog in ROW format (before and after images); depends on row width and binlog_row_image.") \
  X(innodb_thread_concurrency, "innodb_thread_concurrency", "innodb", kInt, "threads", 0, 1000, 0, "",  \
    "Threads allowed inside InnoDB at once (0 = no limit). Others poll: sleep, then retry.")            \
  X(innodb_thread_sleep_delay, "innodb_thread_sleep_delay", "innodb", kInt, "us", 0, 1000000, 10000, "", \
    "How long a thread sleeps before retrying admission; adapts when innodb_adaptive_max_sleep_delay > 0.") \
  X(innodb_adaptive_max_sleep_delay, "innodb_adaptive_max_sleep_delay", "innodb", kInt, "us", 0, 1000000, 150000, "", \
    "Cap for the adaptive sleep delay (0 turns adaptation off).")                                      \
  X(innodb_concurrency_tickets, "innodb_concurrency_tickets", "innodb", kInt, "tickets", 1, 1000000000, 5000, "", \
    "Row operations a thread may do after entering InnoDB before it must re-enter.")                   \
  X(innodb_spin_wait_delay, "innodb_spin_wait_delay", "innodb", kInt, "", 0, 6000, 6, "",               \
    "Upper bound of the random pause between two looks at a busy latch (units of 50 PAUSE instructions in 5.7).") \
  X(innodb_sync_spin_loops, "innodb_sync_spin_loops", "innodb", kInt, "rounds", 0, 10000, 30, "",       \
    "Spin rounds on a busy latch before the thread sleeps in the OS.")                                 \
  X(innodb_spin_wait_pause_multiplier, "innodb_spin_wait_pause_multiplier", "innodb", kInt, "PAUSE", 0, 100, 50, "", \
    "PAUSE instructions per unit of spin delay (8.0.16+; fixed at 50 in 5.5-5.7).")                     \
  X(innodb_buffer_pool_size_gb, "innodb_buffer_pool_size", "innodb", kFloat, "GB", 0.01, 4096, 128, "", \
    "Buffer pool size; pages of the data set that do not fit are read from the device.")               \
  X(log_bin, "log_bin", "binlog", kBool, "", 0, 1, 1, "", "Binary logging on or off (off: no two-phase commit).") \
  X(commit_algorithm, "", "binlog", kEnum, "", 0, 7, 2,                                                  \
    "mysql55_prepare_commit_mutex|group_commit_56|group_commit_57|alisql_parallel_flush|alisql_binlog_in_redo|"  \
    "alisql_binlog_in_redo_v1|mysql80|mariadb_group_commit",                                              \
    "How the server orders and persists binlog and InnoDB commits.")                                  \
  X(binlog_group_commit_sync_delay, "binlog_group_commit_sync_delay", "binlog", kInt, "us", 0, 1000000, 0, "", \
    "Microseconds the sync-stage leader waits for more groups before fsyncing the binlog.")            \
  X(binlog_group_commit_sync_no_delay_count, "binlog_group_commit_sync_no_delay_count", "binlog", kInt, "transactions", 0, 100000, 0, "", \
    "Stop the sync delay early once this many transactions are queued (0 = wait the full delay).")     \
  X(binlog_order_commits, "binlog_order_commits", "binlog", kBool, "", 0, 1, 1, "",                     \
    "Commit in InnoDB in binlog order, by the commit-stage leader (ON) or by each thread (OFF).")      \
  X(innodb_support_xa, "innodb_support_xa", "binlog", kBool, "", 0, 1, 1, "",                        \
    "MySQL 5.0-5.6: InnoDB takes part in two-phase commit with the binlog. OFF skips InnoDB's prepare (no prepare redo fsync, no 5.5 prepare_commit_mutex): after a crash binlog and InnoDB can disagree. Only mysql55_prepare_commit_mutex and group_commit_56 allow OFF (5.7.10+ always prepares; 8.0 removed it).") \
  X(commit_flush_in_prepare_mutex, "", "binlog", kBool, "", 0, 1, 0, "",                               \
    "MySQL 5.0 and 5.1 with their built-in InnoDB (before InnoDB Plugin 1.0.4 and 5.5): the commit writes and fsyncs its redo before releasing prepare_commit_mutex, so with the binlog on each commit's binlog fsync and commit fsync are serialised and redo group commit is lost. Only mysql55_prepare_commit_mutex reads it.") \
  X(max_binlog_size_mb, "max_binlog_size", "binlog", kFloat, "MB", 0.004, 1024, 1024, "",               \
    "Rotate to a new binlog file past this size. Rotation fsyncs the whole old file while holding LOCK_log.") \
  X(wait_binlog_flush, "wait_binlog_flush", "binlog", kBool, "", 0, 1, 1, "",                           \
    "AliSQL binlog in redo: commit waits until the binlog file write (not its fsync) covers it.")     \
  X(sync_binlog, "sync_binlog", "durability", kInt, "groups", 0, 1000000000, 1, "",                     \
    "fsync the binlog every N commit groups (5.5: every N transactions); 0 leaves it to the OS.")      \
  X(innodb_flush_log_at_trx_commit, "innodb_flush_log_at_trx_commit", "durability", kInt, "", 0, 2, 1, "", \
    "1: write and fsync redo at commit; 2: write only; 0: neither (a background thread does both once a second).") \
  X(innodb_flush_log_at_timeout, "innodb_flush_log_at_timeout", "durability", kInt, "s", 1, 2700, 1, "", \
    "Seconds between background redo flushes when commits do not fsync.")                            \
  X(innodb_log_writer_threads, "innodb_log_writer_threads", "innodb", kBool, "", 0, 1, 1, "",            \
    "MySQL 8.0.22+: dedicated log_writer / log_flusher threads write and fsync the redo log (OFF: each committing thread does it itself, as 5.7). Only the mysql80 algorithm reads it.") \
  X(innodb_log_spin_cpu_abs_lwm, "innodb_log_spin_cpu_abs_lwm", "innodb", kInt, "%", 0, 4294967295.0, 80, "", \
    "MySQL 8.0: a thread waiting for redo spins only while the server keeps at least this much CPU busy (percent of one core, summed over cores).") \
  X(innodb_log_spin_cpu_pct_hwm, "innodb_log_spin_cpu_pct_hwm", "innodb", kInt, "%", 0, 100, 50, "",     \
    "MySQL 8.0: a thread waiting for redo spins only while the server keeps less than this percent of all cores busy.") \
  X(innodb_log_wait_for_flush_spin_hwm, "innodb_log_wait_for_flush_spin_hwm", "innodb", kInt, "us", 0, 4294967295.0, 400, "", \
    "MySQL 8.0: no spinning for a redo fsync when the average fsync takes longer than this.") \
  X(innodb_purge_threads, "innodb_purge_threads", "innodb", kInt, "threads", 1, 32, 4, "",                \
    "Purge threads: a coordinator and up to N-1 workers remove what committed updates and deletes left behind (old index entries, delete-marked rows), on the same cores as the clients. MariaDB 10.5+ changes it at run time; MySQL at startup.") \
  X(binlog_commit_wait_count, "binlog_commit_wait_count", "binlog", kInt, "transactions", 0, 4294967295.0, 0, "", \
    "MariaDB: the group commit leader waits for this many queued transactions before writing the binlog (0 = no wait).") \
  X(binlog_commit_wait_usec, "binlog_commit_wait_usec", "binlog", kInt, "us", 0, 4294967295.0, 100000, "", \
    "MariaDB: the longest the leader waits for binlog_commit_wait_count transactions.") \
  X(replica, "", "replica", kBool, "", 0, 1, 0, "",                                                     \
    "One asynchronous replica: a receiver writing a relay log and one applier, for the crash lab.")   \
  X(replica_network_delay_us, "", "replica", kInt, "us", 0, 10000000, 200, "",                         \
    "One-way network delay from the primary's published binlog position to the replica's receiver.")  \
  X(sync_relay_log, "sync_relay_log", "replica", kInt, "events", 0, 1000000000, 10000, "",              \
    "fsync the relay log every N events the receiver writes; 0 leaves it to the OS.")                 \
  X(sync_master_info, "sync_master_info", "replica", kInt, "events", 0, 1000000000, 10000, "",          \
    "Save the receiver's position every N events (FILE: write every event, fsync every N; TABLE: update every N).") \
  X(sync_relay_log_info, "sync_relay_log_info", "replica", kInt, "transactions", 0, 1000000000, 10000, "", \
    "FILE repository: fsync relay-log.info every N applied transactions (it is written after each one).") \
  X(master_info_repository, "master_info_repository", "replica", kEnum, "", 0, 1, 0, "FILE|TABLE",      \
    "Where the receiver keeps its position: the master.info file or a table.")                         \
  X(relay_log_info_repository, "relay_log_info_repository", "replica", kEnum, "", 0, 1, 0, "FILE|TABLE", \
    "Where the applier keeps its position: relay-log.info (written after each transaction) or an InnoDB table updated inside it.") \
  X(relay_log_recovery, "relay_log_recovery", "replica", kBool, "", 0, 1, 0, "",                        \
    "At restart, discard the relay log and fetch again from the applier's position.")                 \
  X(replica_flush_log_at_trx_commit, "", "replica", kInt, "", 0, 2, 1, "",                               \
    "The replica's own innodb_flush_log_at_trx_commit: 1 fsyncs its redo per applied transaction.")    \
  X(cores, "", "hardware", kInt, "cores", 1, 1024, 8, "", "CPU cores (hardware threads that run mysqld).") \
  X(cpu_ghz, "", "hardware", kFloat, "GHz", 0.5, 6, 2.5, "",                                           \
    "Core clock: scales the CPU work of every statement, latch hold and system call, and what one PAUSE costs.") \
  X(cpu_class, "", "hardware", kEnum, "", 0, 7, 4, "core2|nehalem|sandy_bridge|haswell|skylake|icelake|zen3|zen4", \
    "CPU generation: work done per clock cycle, relative to Skylake (see docs/calibration.md for the sources).") \
  X(client_on_host, "", "hardware", kBool, "", 0, 1, 0, "",                                              \
    "sysbench runs on the database host: its CPU per statement competes with mysqld for the cores.") \
  X(pause_cycles, "", "hardware", kInt, "cycles", 1, 1000, 140, "",                                     \
    "Cycles per PAUSE: about 10 before Skylake, about 140 on Skylake-SP and later.")                   \
  X(device, "", "hardware", kEnum, "", 0, 3, 0, "nvme_enterprise|sata_ssd_enterprise|consumer_ssd|hdd",  \
    "The log device: fsync latency, bandwidth and read latency come from it.")                        \
  X(filesystem, "", "hardware", kEnum, "", 0, 1, 0, "ext4|xfs",                                          \
    "File system of the log and data files: adds its journal commit to every fsync.")                  \
  X(ram_gb, "", "hardware", kFloat, "GB", 1, 65536, 64, "", "Memory; sets the page cache's background writeback threshold.") \
  X(dirty_background_ratio, "vm.dirty_background_ratio", "hardware", kInt, "%", 0, 100, 10, "",         \
    "Percent of memory dirty in the page cache before the kernel starts writing back.")                \
  X(dirty_expire_s, "vm.dirty_expire_centisecs", "hardware", kInt, "s", 1, 3600, 30, "",                 \
    "Age after which dirty page-cache data is written back (seconds here; centiseconds in sysctl).")   \
  X(dirty_writeback_s, "vm.dirty_writeback_centisecs", "hardware", kInt, "s", 1, 3600, 5, "",            \
    "How often the kernel flusher wakes (seconds here; centiseconds in sysctl).")                     \
  X(device_volatile_cache_mb, "", "hardware", kFloat, "MB", 0, 65536, 0, "",                             \
    "0: the log device keeps what it acknowledged (flushes honoured, or power-loss protection). Above 0: a volatile write cache of this size that ignores flushes; a power cut loses what it holds.")

enum class Knob : int {
#define COMMITLAB_KNOB_ENUM(id, ...) id,
  COMMITLAB_KNOB_LIST(COMMITLAB_KNOB_ENUM)
#undef COMMITLAB_KNOB_ENUM
  kCount
};

constexpr int kKnobCount = static_cast<int>(Knob::kCount);

struct KnobDef {
  const char* name;
  const char* mysql;  // "" when no server variable exists
  const char* group;
  KnobType type;
  const char* unit;
  double min;
  double max;
  double default_value;
  const char* enum_values;  // '|'-separated for kEnum
  const char* help;
};

// How the setting changes on a real server. The lab changes every knob
// live, mid-run, to show its effect; the page says so for the ones MySQL
// would not let change that way.
enum class KnobChange {
  kDynamic,        // SET GLOBAL (or sysctl -w) on a running server
  kRestart,        // read at startup only (log_bin)
  kServerVersion,  // a different server version or build (the commit algorithm)
  kSetup,          // the benchmark or the machine, not a server setting
};
KnobChange HowKnobChanges(Knob knob);
// "dynamic", "restart", "server_version", "setup": the schema's words.
const char* KnobChangeName(KnobChange change);

const KnobDef& KnobInfo(Knob knob);
// Looks a knob up by its name or its MySQL variable name.
bool FindKnob(const std::string& name, Knob* out);
// Name of enum value index, or "" when out of range.
std::string EnumValueName(Knob knob, int index);
int EnumValueCount(Knob knob);

// A complete set of knob values. Enums hold their index, bools 0/1.
class KnobValues {
 public:
  KnobValues();  // schema defaults
  double Get(Knob k) const { return v_[static_cast<int>(k)]; }
  long long Int(Knob k) const { return static_cast<long long>(v_[static_cast<int>(k)]); }
  bool Bool(Knob k) const { return v_[static_cast<int>(k)] != 0; }
  // Checks type and range; names field, value and what is allowed.
  Status Set(Knob k, double value);
  // Parses a JSON scalar or a bare CLI word ("ON", "16", "group_commit_57").
  Status SetFromText(Knob k, const std::string& text);
  // Cross-knob rules (e.g. binlog in redo needs the binlog).
  Status CheckCombination() const;
  std::string ValueText(Knob k) const;

 private:
  std::array<double, kKnobCount> v_;
};

// kBinlogInRedo is V2 (parallel flush + binlog in redo); V1 keeps 5.7's
// serial flush stage and only moves the binlog's durability into redo.
// kMysql80 is 5.7's binlog group commit over 8.0's redo log threads;
// kMariadb is MariaDB 10.x's single-queue binlog group commit.
enum class CommitAlgorithm { kMysql55 = 0, kGroupCommit56, kGroupCommit57, kParallelFlush, kBinlogInRedo, kBinlogInRedoV1, kMysql80, kMariadb };
enum class Workload { kUpdateIndex = 0, kWriteOnly, kReadWrite, kTpcc };

}  // namespace commitlab

#endif  // COMMITLAB_KNOBS_H_
