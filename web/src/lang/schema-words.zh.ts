// The core's own words in Chinese: each knob's help line and unit, each
// preset's label, each machine profile's label and source note, by name.
// Fetched only when the lab is shown in Chinese (lang/zh-loader.ts);
// schema-i18n.ts looks them up. Knob, variable and option names, units,
// numbers and product names stay as they are. schema-i18n.test.ts checks
// these tables against the real core's schema (every name has an entry, no
// entry names something that is gone, and the numbers are the English
// text's numbers).

/** Help line of each knob, by knob name. */
export const KNOB_HELP_ZH: Record<string, string> = {
  // workload
  threads: '客户端线程数，即 sysbench --threads：每个线程一个接一个地执行事务，中间没有思考时间。',
  workload: 'sysbench 测试脚本：单条自动提交的 UPDATE、只写事务、读写事务，或类似 TPC-C 的混合负载。',
  tables: 'sysbench --tables：表的数量。',
  table_size: 'sysbench --table-size：每张表的行数。',
  rand_type: "sysbench --rand-type。'special'（1.0 版的默认值）把 75% 的 id 落在 1% 的行上。",
  index_updates: 'sysbench --index-updates：每个事务中更新索引列的 UPDATE 语句数。',
  non_index_updates: 'sysbench --non-index-updates：每个事务中更新非索引列的 UPDATE 语句数（只写和读写脚本）。',
  delete_inserts: 'sysbench --delete-inserts：每个事务中 DELETE+INSERT 的对数（只写和读写脚本）。',
  point_selects: 'sysbench --point-selects：每个事务中的点查询条数（读写脚本）。',
  range_selects: '每个事务中的范围 SELECT 条数（sysbench 的 simple、sum、order 和 distinct 范围查询）。',
  range_size: 'sysbench --range-size：每次范围查询覆盖的行数。',
  warehouses: 'TPC-C 仓库数（sysbench-tpcc 的 tables x scale）。',
  data_gb: '数据集大小；设为 0 时由 tables x table_size 推算（TPC-C 则由 warehouses 推算）。',
  binlog_bytes_per_row: 'ROW 格式下每修改一行写入 binlog 的字节数（含前镜像和后镜像）；取决于行宽和 binlog_row_image。',
  // innodb
  innodb_thread_concurrency: '同时允许在 InnoDB 内部运行的线程数（0 = 不限制）。其余线程轮询：先 sleep，再重试。',
  innodb_thread_sleep_delay: '线程重试进入 InnoDB 之前 sleep 的时长；innodb_adaptive_max_sleep_delay > 0 时会自适应调整。',
  innodb_adaptive_max_sleep_delay: '自适应 sleep 时长的上限（0 表示关闭自适应）。',
  innodb_concurrency_tickets: '线程进入 InnoDB 后，在必须重新排队进入之前可以执行的行操作次数。',
  innodb_spin_wait_delay: '两次查看忙 latch 之间随机停顿的上限（5.7 中以 50 条 PAUSE 指令为单位）。',
  innodb_sync_spin_loops: '线程在忙 latch 上自旋多少轮后转入操作系统的睡眠等待。',
  innodb_spin_wait_pause_multiplier: '每个自旋延迟单位包含的 PAUSE 指令数（8.0.16+；5.5-5.7 中固定为 50）。',
  innodb_buffer_pool_size_gb: 'buffer pool 大小；数据集中放不下的页要从设备读取。',
  innodb_log_writer_threads: 'MySQL 8.0.22+：由专门的 log_writer / log_flusher 线程 write 并 fsync redo 日志（OFF：每个提交线程自己做，与 5.7 相同）。只有 mysql80 算法读取它。',
  innodb_log_spin_cpu_abs_lwm: 'MySQL 8.0：等待 redo 的线程只有在服务器至少让这么多 CPU 忙碌时才自旋（以一个核的百分比计，所有核相加）。',
  innodb_log_spin_cpu_pct_hwm: 'MySQL 8.0：等待 redo 的线程只有在服务器忙碌的 CPU 少于全部核的这个百分比时才自旋。',
  innodb_log_wait_for_flush_spin_hwm: 'MySQL 8.0：平均一次 fsync 超过这个时长时，等待 redo fsync 的线程不再自旋。',
  innodb_purge_threads: 'purge 线程：一个协调线程加最多 N-1 个工作线程，清除已提交的 UPDATE 和 DELETE 留下的东西（旧的索引项、打了删除标记的行），与客户端线程共用同一批 CPU 核。MariaDB 10.5+ 可在运行中修改；MySQL 只在启动时设置。',
  // binlog
  log_bin: '开启或关闭 binlog（关闭时没有两阶段提交）。',
  commit_algorithm: '服务器如何为 binlog 和 InnoDB 的提交排序并持久化。',
  binlog_group_commit_sync_delay: 'sync 阶段的 leader 在 fsync binlog 之前等待更多组加入的微秒数。',
  binlog_group_commit_sync_no_delay_count: '排队的事务数达到该值就提前结束 sync 等待（0 = 等满整个延迟）。',
  binlog_order_commits: '在 InnoDB 中按 binlog 顺序提交：ON 时由 commit 阶段的 leader 统一提交，OFF 时由各线程自己提交。',
  innodb_support_xa: 'MySQL 5.0-5.6：InnoDB 与 binlog 一起做两阶段提交。OFF 时 InnoDB 跳过 prepare（没有 prepare 的 redo fsync，5.5 也不拿 prepare_commit_mutex）：崩溃后 binlog 与 InnoDB 可能不一致。只有 mysql55_prepare_commit_mutex 和 group_commit_56 允许 OFF（5.7.10+ 总是做 prepare；8.0 已移除该变量）。',
  commit_flush_in_prepare_mutex: 'MySQL 5.0 和 5.1 自带的 InnoDB（InnoDB Plugin 1.0.4 和 5.5 之前）：提交在释放 prepare_commit_mutex 之前就写入并 fsync 它的 redo，所以开 binlog 时每个提交的 binlog fsync 和提交 fsync 都被串行化，redo 组提交也没有了。只有 mysql55_prepare_commit_mutex 读取它。',
  max_binlog_size_mb: 'binlog 文件超过这个大小就切换到新文件。切换时要在持有 LOCK_log 的情况下 fsync 整个旧文件。',
  binlog_commit_wait_count: 'MariaDB：组提交的 leader 在写 binlog 之前，等排队的事务达到这个数（0 = 不等）。',
  binlog_commit_wait_usec: 'MariaDB：leader 为凑够 binlog_commit_wait_count 个事务最多等待的时长。',
  wait_binlog_flush: 'AliSQL binlog in redo：提交要等 binlog 文件的 write（不是 fsync）覆盖到本事务才返回。',
  // durability
  sync_binlog: '每 N 个提交组 fsync 一次 binlog（5.5：每 N 个事务）；0 表示交给操作系统。',
  innodb_flush_log_at_trx_commit: '1：提交时 write 并 fsync redo；2：只 write；0：两者都不做（由后台线程每秒做一次）。',
  innodb_flush_log_at_timeout: '提交不做 fsync 时，后台刷 redo 的间隔秒数。',
  // replica
  replica: '一个异步从库：接收线程写 relay log，一个应用线程回放，用于崩溃实验。',
  replica_network_delay_us: '从主库发布 binlog 位置到从库接收线程收到的单程网络延迟。',
  sync_relay_log: '接收线程每写 N 个 event 就 fsync 一次 relay log；0 表示交给操作系统。',
  sync_master_info: '每 N 个 event 保存一次接收线程的位置（FILE：每个 event 都 write，每 N 个 fsync；TABLE：每 N 个更新一次）。',
  sync_relay_log_info: 'FILE 方式：每应用 N 个事务 fsync 一次 relay-log.info（每个事务之后都会 write 它）。',
  master_info_repository: '接收线程的位置保存在哪里：master.info 文件或一张表。',
  relay_log_info_repository: '应用线程的位置保存在哪里：relay-log.info（每个事务之后 write）或在事务内部更新的 InnoDB 表。',
  relay_log_recovery: '重启时丢弃 relay log，从应用线程的位置重新拉取。',
  replica_flush_log_at_trx_commit: '从库自己的 innodb_flush_log_at_trx_commit：1 表示每应用一个事务 fsync 一次 redo。',
  // hardware
  cores: 'CPU 核数（运行 mysqld 的硬件线程数）。',
  cpu_ghz: 'CPU 主频：每条语句、每次 latch 持有和每次系统调用的 CPU 工作量都随它缩放，一条 PAUSE 指令的耗时也由它决定。',
  cpu_class: 'CPU 代际：每个时钟周期完成的工作量，相对于 Skylake（来源见 docs/calibration.md）。',
  client_on_host: 'sysbench 与数据库运行在同一台机器上：它每条语句的 CPU 开销与 mysqld 争用同样的 CPU 核。',
  pause_cycles: '每条 PAUSE 指令的时钟周期数：Skylake 之前约 10，Skylake-SP 及以后约 140。',
  device: '日志所在的存储设备：fsync 延迟、带宽和读延迟都取决于它。',
  filesystem: '日志和数据文件所在的文件系统：每次 fsync 都要加上它的 journal 提交。',
  ram_gb: '内存大小；决定 page cache 后台回写的阈值。',
  dirty_background_ratio: 'page cache 中的脏数据占内存的百分比达到该值时，内核开始回写。',
  dirty_expire_s: 'page cache 中的脏数据存在多久之后被回写（这里以秒为单位；sysctl 中以百分之一秒为单位）。',
  dirty_writeback_s: '内核 flusher 线程多久醒来一次（这里以秒为单位；sysctl 中以百分之一秒为单位）。',
  device_volatile_cache_mb:
    '0：日志设备保留它确认过的数据（遵守 flush，或有掉电保护）。大于 0：一个这么大的易失写缓存，忽略 flush；断电时丢失其中的内容。',
};

/**
 * Knob units in Chinese, by the schema's unit. Units that read the same in
 * Chinese text (GB, MB, GHz, %) map to themselves.
 */
export const KNOB_UNIT_ZH: Record<string, string> = {
  threads: '线程',
  tables: '张表',
  rows: '行',
  statements: '条语句',
  pairs: '对',
  warehouses: '个仓库',
  GB: 'GB',
  MB: 'MB',
  bytes: '字节',
  us: '微秒',
  s: '秒',
  tickets: '次',
  rounds: '轮',
  PAUSE: '条 PAUSE 指令',
  transactions: '个事务',
  events: '个 event',
  groups: '个组',
  cores: '核',
  GHz: 'GHz',
  cycles: '个时钟周期',
  '%': '%',
};

/** Label of each preset, by preset name. "(1,1)" is (sync_binlog, innodb_flush_log_at_trx_commit), as in the articles. */
export const PRESET_LABEL_ZH: Record<string, string> = {
  s000_binlog_on_256: '112 核，256 线程，binlog ON，并发 16，自旋延迟 6',
  s000_binlog_off_256: '112 核，256 线程，binlog OFF，并发 16，自旋延迟 6',
  s000_best_off_256: '112 核，256 线程，binlog OFF，并发 80，自旋延迟 3',
  s000_binlog_on_16: '112 核，16 线程，binlog ON',
  s000_binlog_off_16: '112 核，16 线程，binlog OFF',
  s001_rotation_500mb: '(0,0)，max_binlog_size 500 MB：每次切换都会停顿',
  s001_rotation_1000mb: '(0,0)，max_binlog_size 1000 MB',
  s001_rotation_250mb: '(0,0)，max_binlog_size 250 MB：下跌更浅',
  s001_sync_1000: 'sync_binlog=1000，innodb_flush_log_at_trx_commit=1：没有停顿',
  s002_mysql55_binlog_on: 'MySQL 5.5，binlog ON：prepare_commit_mutex 让每次提交串行执行',
  s002_mysql55_binlog_off: 'MySQL 5.5，binlog OFF',
  s002_gc57_binlog_on: '同一台机器换用 5.7 的 binlog 组提交，binlog ON',
  s003_gc57_11: '组提交，(1,1)，高并发',
  s003_parallel_flush_11: 'AliSQL binlog 并行 flush，(1,1)',
  s003_gc57_02: '组提交，(0,2)',
  s003_parallel_flush_02: 'AliSQL binlog 并行 flush，(0,2)',
  s003_binlog_in_redo_11: 'AliSQL 的 binlog in redo V2，(1,1)',
  s004_tpcc_sync0: 'TPC-C 1000 仓库，80 GB buffer pool，sync_binlog=0，ext4',
  s004_tpcc_sync1: 'TPC-C，sync_binlog=1，ext4',
  s004_tpcc_nobinlog: 'TPC-C，不开 binlog，ext4',
  laptop_quickstart: '4 核笔记本，32 线程，(1,1)，组提交',
  mysql80_small_box: 'MySQL 8.0 默认配置（binlog ON，sync_binlog=1，trx_commit=1，log writer 线程），2 核，32 线程',
  mariadb1011_small_box: 'MariaDB 10.11 默认配置，打开 binlog（sync_binlog=0，trx_commit=1），2 核，32 线程',
  mariadb1011_sync_binlog_1: 'MariaDB 10.11，binlog ON，sync_binlog=1：每组一次 binlog fsync，2 核，32 线程',
};

/** Label and source note of each machine profile, by machine name. */
export const MACHINE_ZH: Record<string, { label: string; source: string }> = {
  s000_112core_nvme: {
    label: '112 核服务器，PCIe NVMe（MySQL 5.7.38，S000）',
    source:
      'S000 给出的配置：112 核，512 GB 内存，一块 6.4 TB 的 PCIe NVMe（>5 GB/s）。文中未说明、此处假设的：Skylake-SP 级 CPU 核，2.5 GHz（PAUSE 约 140 个周期），文件系统 ext4。',
  },
  s001_sata_server: {
    label: '32 核服务器，企业级 SATA SSD（binlog 切换那篇文章，S001）',
    source:
      'S001 没有介绍它的机器。此处假设：32 个 Broadwell 级 CPU 核，2.4 GHz（PAUSE 约 10 个周期），128 GB 内存，一块企业级 SATA SSD，取本实验室的通用档位（fsync 110 us，480 MB/s：SM863 的顺序写速度），文件系统 ext4。唯一拟合的值：CPU 速度，对照 500 MB 那组的稳态吞吐。',
  },
  s002_mysql55_box: {
    label: '与 sysbench 共用的 4 核机器，无掉电保护的 SATA SSD（MySQL 5.5，S002）',
    source:
      'S002 没有介绍它的机器。此处由文中的两组测试推断：一颗较老的 2.4 GHz CPU 的 4 个核，与 sysbench 共用（binlog OFF 时在 10k TPS 附近受限于 CPU），32 GB 内存，一块没有掉电保护的 SATA SSD，一次缓存刷写约 0.32 ms（binlog 文件在增长，一次 binlog fsync 是两次刷写：串行的 binlog 提交每秒 1257 次），文件系统 ext4。',
  },
  s003_cloud_48core: {
    label: '48 核云主机（2 x 24 核 Xeon），SSD 云盘（AliSQL，S003）',
    source:
      'S003 对比 MySQL 8.0 与 AliSQL，没有介绍它的机器。此处假设：一台双路 Xeon Platinum 8163 主机，很多阿里云主机用的就是这款 CPU（每颗 24 个 Skylake 核，2.5 GHz：共 48 核；未对超线程建模），256 GB 内存，一块 ESSD PL2 云盘（fsync 约 150 us），文件系统 ext4；latch 开销取 8.0 较小的值；用 5.7 的组提交代替 8.0 的组提交。拟合的值：云盘的容量，也就是它的吞吐（按 PL2 的公式为 545 MB/s，即 850 GiB 的云盘），对照 binlog in redo V2 的提升幅度；8.0 的 latch 和 binlog 开销也是对照这篇文章设定的。负载：sysbench oltp_write_only（文中只说是“写脚本”）。',
  },
  s004_percona_28core: {
    label: '2x Xeon E5-2683 v3，28 核 / 56 线程，Samsung SM863（Percona，S004）',
    source:
      'S004 给出的配置：2 x Intel Xeon E5-2683 v3 @ 2.00GHz（28 核，56 线程），256 GB 内存，一块 Samsung SM863 1.9 TB SATA SSD，ext4 或 xfs，内核 4.13。此处按 28 核建模（对这种受限于 CPU 的负载，超线程帮助不大），Haswell 的 PAUSE 约 10 个周期。文中未说明线程数：假设为 64。SM863 按通用企业级 SATA 盘建模；被淘汰的页和 5.7 默认的 innodb_max_dirty_pages_pct（75%）一样脏。拟合：每条语句的 CPU，对照无 binlog、80 GB、ext4（6,088 TPS）。',
  },
  p1_zaitsev_2006: {
    label: '2006 年的 4 核服务器，带写缓存的 RAID（Zaitsev 2006，P1）',
    source:
      'P1 给出的是 MySQL 5.0、sysbench update_key、innodb_flush_log_at_trx_commit=1，没有给出机器。此处假设：4 个 Core 2 级的核，2.0 GHz（2006 年的双路服务器），4 GB 内存，用 ext4 代替当时的 ext3，sysbench 与数据库在同一台机器上，控制器带写缓存（单线程每秒 1.2k 次提交，排除了裸盘）。拟合的值：fsync 延迟，对照 1 个线程、binlog OFF 的数字（1218.68 TPS）。',
  },
  p2_percona_r900: {
    label: 'Dell R900，16 核，带电池保护缓存的 RAID10（Percona 2010，P2）',
    source:
      'P2 给出的配置：Dell R900，16 核（R900 只能装 Core 2 代的 Xeon 7300/7400），数据放在 FusionIO 上，redo、系统表空间和 binlog 放在带电池保护缓存的 RAID10 上，XFS nobarrier，Percona-XtraDB 5.1.43，ROW 格式 binlog。此处假设：2.4 GHz，64 GB 内存，fsync 0.2 ms（带电池缓存的这一档为 0.1-0.5 ms），sysbench 与数据库在同一台机器上，一张 10 million 行的表，全部放在 buffer pool 里。拟合的值：cpu_scale，对照 trx_commit=0、不开 binlog 的最大值（36,332 TPS）。',
  },
  p3_mysqlopt_2012: {
    label: '4 核 Xeon 5148，没有电池保护的 RAID5（mysqlopt 2012，P3）',
    source:
      'P3 给出的配置：Xeon 5148（两颗，每颗 2 个 Core 2（Woodcrest）核，2.33 GHz：共 4 个 CPU），8 GB 内存，8 块盘组成的 RAID5，没有电池保护缓存，MySQL 5.1.56，mysqlslap 4 个连接。此处假设：mysqlslap 与数据库在同一台机器上，用 ext4 代替 ext3，innodb_flush_log_at_trx_commit=1（5.1 的默认值）。拟合的值：一次缓存刷写的时间（0.70 ms；binlog 文件在增长，一次 binlog fsync 是两次刷写），对照 sync_binlog=1 的数字（每秒 619 次插入）；RAID5 的磁盘必须打开自身的写缓存才能达到这个数字。',
  },
  p4_sarc_2core: {
    label: '2 核 MariaDB 服务器（sarc.io，P4）',
    source:
      'P4 给出的配置：单路 CPU，2 个核，MariaDB，sysbench oltp_read_write，10 个线程，10 张表，每张 5 million 行。文中未说明、此处假设的：Skylake 级 CPU 核，2.5 GHz，8 GB 内存，MariaDB 默认的 128 MB buffer pool，一块企业级 SATA SSD，ext4，sysbench 与数据库在同一台机器上；用 5.7 的组提交代替 MariaDB 的组提交。没有拟合任何值：文章给出的信息太少，无法给这些数字评分，只检查它们的形状。',
  },
  p5_ryzen_8core: {
    label: '8 核 Ryzen 7 7735HS，无掉电保护的 NVMe（smalldatum 2026，P5）',
    source:
      'P5 给出的配置：8 核 AMD Ryzen 7 7735HS（Zen 3+），32 GB 内存，一块无掉电保护、fsync 很慢的 NVMe；MariaDB 12.3。此处假设：3.2 GHz（基础频率），消费级 SSD 这一档的 fsync（1.2 ms），ext4，sysbench 与数据库在同一台机器上，6 个客户端；用 5.7 的 binlog 组提交代替 MariaDB 的 binlog 组提交，用 AliSQL 的 binlog in redo 代替 binlog_storage_engine。没有拟合任何值。',
  },
  p5_epyc_48core: {
    label: 'fsync 很快的 48 核服务器（smalldatum 2026，P5）',
    source:
      'P5 给出的配置：一台 fsync 很快、受限于 CPU 的 48 核服务器；MariaDB 12.3。此处假设：Zen 4 核，2.75 GHz（EPYC 9454P，作者常用的 48 核机器，这几篇文章没有重述），128 GB 内存，一块企业级 NVMe（fsync 40 us），ext4，sysbench 与数据库在同一台机器上，40 个客户端；MariaDB 算法的替代方式与那台 8 核机器相同。没有拟合任何值。',
  },
  laptop: {
    label: '4 核笔记本，消费级 NVMe',
    source: '用来做实验的小机器：4 个 CPU 核，3 GHz，16 GB 内存，一块无掉电保护的消费级 NVMe，文件系统 ext4。',
  },
};
