// Built-in presets: each article's machine and configuration, plus a
// playground. The full per-row scenarios of every cited experiment live
// in lessons/ with their citations; these are the starting points the UI
// and CLI offer by name.
#include <vector>

#include "commitlab/scenario.h"

namespace commitlab {

namespace {

#define S000_BASE                                                                                         \
  "\"machine\":\"s000_112core_nvme\",\"duration_s\":30,\"knobs\":{\"workload\":\"oltp_update_index\","     \
  "\"tables\":64,\"table_size\":1000000,\"sync_binlog\":1,\"innodb_flush_log_at_trx_commit\":1,"          \
  "\"commit_algorithm\":\"group_commit_57\","
// The article's InnoDB settings, except where a preset tunes them (a key
// may appear once in a JSON object).
#define S000_INNODB "\"innodb_thread_concurrency\":16,\"innodb_spin_wait_delay\":6,"
#define S001_BASE                                                                                          \
  "\"machine\":\"s001_sata_server\",\"duration_s\":60,\"knobs\":{\"workload\":\"oltp_write_only\","        \
  "\"tables\":32,\"table_size\":1000000,\"index_updates\":1,\"non_index_updates\":2,\"delete_inserts\":0,"  \
  "\"binlog_bytes_per_row\":220,\"threads\":128,\"commit_algorithm\":\"group_commit_57\","
#define S002_BASE                                                                                        \
  "\"machine\":\"s002_mysql55_box\",\"duration_s\":30,\"knobs\":{\"workload\":\"oltp_update_index\","     \
  "\"tables\":16,\"table_size\":1000000,\"threads\":100,\"sync_binlog\":1,"                              \
  "\"innodb_flush_log_at_trx_commit\":1,"
#define S003_BASE                                                                                        \
  "\"machine\":\"s003_cloud_48core\",\"duration_s\":20,\"knobs\":{\"workload\":\"oltp_write_only\","   \
  "\"tables\":32,\"table_size\":1000000,\"threads\":512,"
#define S004_BASE                                                                                        \
  "\"machine\":\"s004_percona_28core\",\"duration_s\":120,\"knobs\":{\"workload\":\"tpcc\","            \
  "\"warehouses\":1000,\"data_gb\":90,\"threads\":64,\"innodb_buffer_pool_size_gb\":80,"                 \
  "\"commit_algorithm\":\"group_commit_57\",\"innodb_flush_log_at_trx_commit\":1,"

#define SMALL_BOX                                                                                      \
  "\"machine\":\"laptop\",\"duration_s\":30,\"knobs\":{\"cores\":2,\"client_on_host\":true,"           \
  "\"workload\":\"oltp_update_index\",\"tables\":8,\"table_size\":100000,\"threads\":32,"

const std::vector<Preset> kPresets = {
    {"s000_binlog_on_256", "S000", "112 cores, 256 threads, binlog ON, concurrency 16, spin delay 6",
     "{" S000_BASE S000_INNODB "\"threads\":256,\"log_bin\":true}}"},
    {"s000_binlog_off_256", "S000", "112 cores, 256 threads, binlog OFF, concurrency 16, spin delay 6",
     "{" S000_BASE S000_INNODB "\"threads\":256,\"log_bin\":false}}"},
    {"s000_best_off_256", "S000", "112 cores, 256 threads, binlog OFF, concurrency 80, spin delay 3",
     "{" S000_BASE "\"threads\":256,\"log_bin\":false,\"innodb_thread_concurrency\":80,\"innodb_spin_wait_delay\":3}}"},
    {"s000_binlog_on_16", "S000", "112 cores, 16 threads, binlog ON", "{" S000_BASE S000_INNODB "\"threads\":16,\"log_bin\":true}}"},
    {"s000_binlog_off_16", "S000", "112 cores, 16 threads, binlog OFF", "{" S000_BASE S000_INNODB "\"threads\":16,\"log_bin\":false}}"},
    {"s001_rotation_500mb", "S001", "(0,0), max_binlog_size 500 MB: a stall at every rotation",
     "{" S001_BASE "\"sync_binlog\":0,\"innodb_flush_log_at_trx_commit\":0,\"max_binlog_size_mb\":500}}"},
    {"s001_rotation_1000mb", "S001", "(0,0), max_binlog_size 1000 MB",
     "{" S001_BASE "\"sync_binlog\":0,\"innodb_flush_log_at_trx_commit\":0,\"max_binlog_size_mb\":1000}}"},
    {"s001_rotation_250mb", "S001", "(0,0), max_binlog_size 250 MB: shallower dips",
     "{" S001_BASE "\"sync_binlog\":0,\"innodb_flush_log_at_trx_commit\":0,\"max_binlog_size_mb\":250}}"},
    {"s001_sync_1000", "S001", "sync_binlog=1000, innodb_flush_log_at_trx_commit=1: no stalls",
     "{" S001_BASE "\"sync_binlog\":1000,\"innodb_flush_log_at_trx_commit\":1,\"max_binlog_size_mb\":500}}"},
    // MySQL 5.5 purges in the master thread (innodb_purge_threads=0, the
    // default; 1 moves it to one purge thread): one thread either way.
    {"s002_mysql55_binlog_on", "S002", "MySQL 5.5, binlog ON: prepare_commit_mutex serializes every commit",
     "{" S002_BASE "\"log_bin\":true,\"commit_algorithm\":\"mysql55_prepare_commit_mutex\",\"innodb_purge_threads\":1}}"},
    {"s002_mysql55_binlog_off", "S002", "MySQL 5.5, binlog OFF",
     "{" S002_BASE "\"log_bin\":false,\"commit_algorithm\":\"mysql55_prepare_commit_mutex\",\"innodb_purge_threads\":1}}"},
    {"s002_gc57_binlog_on", "S002", "Same box with 5.7 binary log group commit, binlog ON",
     "{" S002_BASE "\"log_bin\":true,\"commit_algorithm\":\"group_commit_57\"}}"},
    {"s003_gc57_11", "S003", "Group commit, (1,1), high concurrency",
     "{" S003_BASE "\"sync_binlog\":1,\"innodb_flush_log_at_trx_commit\":1,\"commit_algorithm\":\"group_commit_57\"}}"},
    {"s003_parallel_flush_11", "S003", "AliSQL binlog parallel flush, (1,1)",
     "{" S003_BASE "\"sync_binlog\":1,\"innodb_flush_log_at_trx_commit\":1,\"commit_algorithm\":\"alisql_parallel_flush\"}}"},
    {"s003_gc57_02", "S003", "Group commit, (0,2)",
     "{" S003_BASE "\"sync_binlog\":0,\"innodb_flush_log_at_trx_commit\":2,\"commit_algorithm\":\"group_commit_57\"}}"},
    {"s003_parallel_flush_02", "S003", "AliSQL binlog parallel flush, (0,2)",
     "{" S003_BASE "\"sync_binlog\":0,\"innodb_flush_log_at_trx_commit\":2,\"commit_algorithm\":\"alisql_parallel_flush\"}}"},
    {"s003_binlog_in_redo_11", "S003", "AliSQL binlog in redo V2, (1,1)",
     "{" S003_BASE "\"sync_binlog\":1,\"innodb_flush_log_at_trx_commit\":1,\"commit_algorithm\":\"alisql_binlog_in_redo\"}}"},
    {"s004_tpcc_sync0", "S004", "TPC-C 1000 warehouses, 80 GB buffer pool, sync_binlog=0, ext4",
     "{" S004_BASE "\"log_bin\":true,\"sync_binlog\":0}}"},
    {"s004_tpcc_sync1", "S004", "TPC-C, sync_binlog=1, ext4", "{" S004_BASE "\"log_bin\":true,\"sync_binlog\":1}}"},
    {"s004_tpcc_nobinlog", "S004", "TPC-C, no binlog, ext4", "{" S004_BASE "\"log_bin\":false}}"},
    // The servers DBAs run today, on issue 19's small box: 2 cores with
    // sysbench on the same host, 8 x 100k rows in memory.
    {"mysql80_small_box", "", "MySQL 8.0 defaults (binlog ON, sync_binlog=1, trx_commit=1, log writer threads), 2 cores, 32 threads",
     "{" SMALL_BOX "\"commit_algorithm\":\"mysql80\",\"log_bin\":true,\"sync_binlog\":1,"
     "\"innodb_flush_log_at_trx_commit\":1,\"innodb_log_writer_threads\":true}}"},
    {"mariadb1011_small_box", "", "MariaDB 10.11 defaults with the binlog turned on (sync_binlog=0, trx_commit=1), 2 cores, 32 threads",
     "{" SMALL_BOX "\"commit_algorithm\":\"mariadb_group_commit\",\"log_bin\":true,\"sync_binlog\":0,"
     "\"innodb_flush_log_at_trx_commit\":1,\"binlog_commit_wait_count\":0,\"binlog_commit_wait_usec\":100000}}"},
    {"mariadb1011_sync_binlog_1", "", "MariaDB 10.11, binlog ON with sync_binlog=1: one binlog fsync per group, 2 cores, 32 threads",
     "{" SMALL_BOX "\"commit_algorithm\":\"mariadb_group_commit\",\"log_bin\":true,\"sync_binlog\":1,"
     "\"innodb_flush_log_at_trx_commit\":1}}"},
    {"laptop_quickstart", "", "A 4-core laptop, 32 threads, (1,1), group commit",
     "{\"machine\":\"laptop\",\"duration_s\":30,\"knobs\":{\"workload\":\"oltp_update_index\",\"threads\":32,"
     "\"tables\":8,\"table_size\":100000,\"log_bin\":true,\"sync_binlog\":1,\"innodb_flush_log_at_trx_commit\":1}}"},
};

}  // namespace

const std::vector<Preset>& Presets() { return kPresets; }

}  // namespace commitlab
