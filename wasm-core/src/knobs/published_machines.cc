// Machines of the published data sets P1-P5 (tests/fidelity/published/):
// each built from what its author states (cores, CPU generation, device
// class, filesystem, memory, where the client runs) plus at most one
// value fitted to one figure (cpu_scale or the device's fsync), named in
// `source`. Everything else a data set shows is a prediction.
#include <vector>

#include "commitlab/machine.h"
#include "knobs/published_machines.h"

namespace commitlab {

void AddPublishedMachines(const Physics& base, std::vector<MachineProfile>* out) {
  {
    MachineProfile s;
    s.name = "p1_zaitsev_2006";
    s.label = "4-core 2006 server, write-cached RAID (Zaitsev 2006, P1)";
    s.source =
        "P1 states MySQL 5.0, sysbench update_key, innodb_flush_log_at_trx_commit=1; not the machine. Assumed: 4 Core 2-class "
        "cores at 2.0 GHz (a 2006 two-socket server), 4 GB, ext4 standing in for the ext3 of the time, sysbench on the host, a "
        "controller with a write cache (1.2k single-thread commits/s rule out a bare disk). Fitted: the fsync latency, to the "
        "1-thread binlog-OFF figure (1218.68 TPS).";
    s.knobs = {{Knob::cores, 4}, {Knob::cpu_ghz, 2.0}, {Knob::cpu_class, 0}, {Knob::client_on_host, 1}, {Knob::pause_cycles, 10},
               {Knob::device, 1}, {Knob::filesystem, 0}, {Knob::ram_gb, 4}, {Knob::innodb_buffer_pool_size_gb, 2}};
    s.physics = base;
    // fsync_us fitted (P1, 1 thread, binlog OFF); the rest of the
    // controller is the enterprise SATA class.
    s.physics.device = {450, 30, 150, 300};
    out->push_back(s);
  }
  {
    MachineProfile s;
    s.name = "p2_percona_r900";
    s.label = "Dell R900, 16-core, RAID10 with battery-backed cache (Percona 2010, P2)";
    s.source =
        "P2 states a Dell R900 with 16 cores (an R900 takes only Core 2-generation Xeon 7300/7400), data on FusionIO, redo, "
        "system tablespace and binlog on a RAID10 with battery-backed cache, XFS nobarrier, Percona-XtraDB 5.1.43, row-based "
        "binlog. Assumed: 2.4 GHz, 64 GB, a 0.2 ms fsync (the battery-backed class is 0.1-0.5 ms), sysbench on the host, one "
        "table of 10 million rows held in the buffer pool. Fitted: cpu_scale, to the trx_commit=0, binlog-off maximum "
        "(36,332 TPS).";
    s.knobs = {{Knob::cores, 16}, {Knob::cpu_ghz, 2.4}, {Knob::cpu_class, 0}, {Knob::client_on_host, 1}, {Knob::pause_cycles, 10},
               {Knob::device, 1}, {Knob::filesystem, 1}, {Knob::ram_gb, 64}, {Knob::innodb_buffer_pool_size_gb, 32}};
    s.physics = base;
    s.physics.cpu_scale = 0.98;  // fitted (P2, trx_commit=0, binlog off)
    s.physics.device = {200, 30, 150, 400};
    out->push_back(s);
  }
  {
    MachineProfile s;
    s.name = "p3_mysqlopt_2012";
    s.label = "4-core Xeon 5148, RAID5 without battery (mysqlopt 2012, P3)";
    s.source =
        "P3 states a Xeon 5148 (two sockets of 2 Core 2 (Woodcrest) cores at 2.33 GHz: 4 CPUs), 8 GB, a RAID5 of 8 disks "
        "without battery-backed cache, MySQL 5.1.56, mysqlslap with 4 connections. Assumed: mysqlslap on the host, ext4 "
        "standing in for ext3, innodb_flush_log_at_trx_commit=1 (5.1's default). Fitted: the cache flush (0.70 ms; a "
        "binlog fsync is two of them, the file grows), to the sync_binlog=1 figure (619 inserts/s); the disks' own write "
        "caches must be on for a RAID5 of disks to reach it.";
    s.knobs = {{Knob::cores, 4}, {Knob::cpu_ghz, 2.33}, {Knob::cpu_class, 0}, {Knob::client_on_host, 1}, {Knob::pause_cycles, 10},
               {Knob::device, 3}, {Knob::filesystem, 0}, {Knob::ram_gb, 8}, {Knob::innodb_buffer_pool_size_gb, 4}};
    s.physics = base;
    s.physics.device = {698, 200, 8000, 300};  // fsync_us fitted (P3, sync_binlog=1)
    out->push_back(s);
  }
  {
    MachineProfile s;
    s.name = "p4_sarc_2core";
    s.label = "2-core MariaDB server (sarc.io, P4)";
    s.source =
        "P4 states one socket with 2 cores, MariaDB, sysbench oltp_read_write with 10 threads on 10 tables of 5 million rows. "
        "Not stated, assumed: Skylake-class cores at 2.5 GHz, 8 GB, MariaDB's default 128 MB buffer pool, an enterprise SATA "
        "SSD, ext4, sysbench on the host; 5.7 group commit stands in for MariaDB's. Nothing fitted: too little is stated to "
        "score its numbers, only their shape.";
    s.knobs = {{Knob::cores, 2}, {Knob::cpu_ghz, 2.5}, {Knob::cpu_class, 4}, {Knob::client_on_host, 1}, {Knob::pause_cycles, 140},
               {Knob::device, 1}, {Knob::filesystem, 0}, {Knob::ram_gb, 8}, {Knob::innodb_buffer_pool_size_gb, 0.125}};
    s.physics = base;
    s.physics.device = {110, 30, 150, 480, 50};
    out->push_back(s);
  }
  {
    MachineProfile s;
    s.name = "p5_ryzen_8core";
    s.label = "8-core Ryzen 7 7735HS, NVMe without power-loss protection (smalldatum 2026, P5)";
    s.source =
        "P5 states an 8-core AMD Ryzen 7 7735HS (Zen 3+), 32 GB and an NVMe without power-loss protection whose fsync is "
        "slow; MariaDB 12.3. Assumed: 3.2 GHz (base clock), the consumer-SSD fsync class (1.2 ms), ext4, sysbench on the host "
        "with 6 clients; 5.7 group commit stands in for MariaDB's binlog group commit and AliSQL's binlog in redo for "
        "binlog_storage_engine. Nothing fitted.";
    s.knobs = {{Knob::cores, 8}, {Knob::cpu_ghz, 3.2}, {Knob::cpu_class, 6}, {Knob::client_on_host, 1}, {Knob::pause_cycles, 65},
               {Knob::device, 2}, {Knob::filesystem, 0}, {Knob::ram_gb, 32}, {Knob::innodb_buffer_pool_size_gb, 16}};
    s.physics = base;
    s.physics.device = {1200, 40, 100, 1500};
    out->push_back(s);
  }
  {
    MachineProfile s;
    s.name = "p5_epyc_48core";
    s.label = "48-core server with fast fsync (smalldatum 2026, P5)";
    s.source =
        "P5 states a 48-core server with fast fsync, CPU-bound; MariaDB 12.3. Assumed: Zen 4 cores at 2.75 GHz (an EPYC "
        "9454P, the author's usual 48-core host, not restated in these posts), 128 GB, an enterprise NVMe (40 us fsync), "
        "ext4, sysbench on the host with 40 clients; the same stand-ins for MariaDB's algorithms as the 8-core box. "
        "Nothing fitted.";
    s.knobs = {{Knob::cores, 48}, {Knob::cpu_ghz, 2.75}, {Knob::cpu_class, 7}, {Knob::client_on_host, 1}, {Knob::pause_cycles, 65},
               {Knob::device, 0}, {Knob::filesystem, 0}, {Knob::ram_gb, 128}, {Knob::innodb_buffer_pool_size_gb, 64}};
    s.physics = base;
    s.physics.device = {40, 15, 80, 3000};
    out->push_back(s);
  }
}

}  // namespace commitlab
