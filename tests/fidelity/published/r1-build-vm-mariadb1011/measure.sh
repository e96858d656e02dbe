#!/bin/bash
# How measurements.txt was made (2026-11-26, this project's 2-vCPU build VM,
# nothing else running): MariaDB 10.11 (Debian 12) and sysbench 1.0.20,
# oltp_update_index on 8 tables x 100k rows (in memory), one throw-away
# server per configuration, 3 s warm-up, 10 s measured. The columns after
# the TPS: average / p95 latency (ms), mysqld's CPU (centiseconds, from
# /proc/PID/stat), sysbench's user and system CPU (s), load, and the server's
# status counters before and after the 10 s. Since 2026-11-27 each line also
# ends with steal=: the hypervisor's share of the CPU time over the 10 s (a
# second pass of R2 ran into 38-46% and was thrown away); the lines of
# measurements.txt came before it.
set -u
source "$(dirname "$0")/throwaway-server.sh"
out=${1:-measurements.txt}
run() { # label threads server-options...
  label=$1; threads=$2; shift 2
  start_server $threads "$@"
  st() { mariadb --socket=$d/sock -uroot -N -e "show global status where Variable_name in ('Binlog_group_commits','Binlog_commits','Innodb_data_fsyncs')" | tr '\n' ' '; }
  s0=$(st); c0=$(awk '{print $14+$15}' /proc/$pid/stat); k0=$(awk '/^cpu /{print $2+$3+$4+$5+$6+$7+$8+$9, $9}' /proc/stat)
  o=$( { /usr/bin/time -f "%U %S" $sb --threads=$threads --time=10 --report-interval=1 --percentile=95 run; } 2>&1 )
  c1=$(awk '{print $14+$15}' /proc/$pid/stat); s1=$(st); k1=$(awk '/^cpu /{print $2+$3+$4+$5+$6+$7+$8+$9, $9}' /proc/stat)
  # the hypervisor's share of the CPU time over the run (a busy neighbour makes a run not this machine's)
  steal=$(echo "$k0 $k1" | awk '{printf "%.1f", ($3 > $1) ? 100 * ($4 - $2) / ($3 - $1) : 0}')
  tps=$(echo "$o" | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/')
  lat=$(echo "$o" | grep -E 'avg:|95th' | awk '{print $NF}' | paste -sd/)
  echo "$label t=$threads tps=$tps lat(avg/p95)=$lat mysqld_cpu_s=$((c1 - c0))cs sysbench_cpu=$(echo "$o" | tail -1) load=$(cut -d' ' -f1 /proc/loadavg) steal=${steal}% | $s0 | $s1" >> "$out"
  stop_server
}
for t in 1 4 16 64; do
  run off_tc1 $t --skip-log-bin --innodb-flush-log-at-trx-commit=1
  run off_tc0 $t --skip-log-bin --innodb-flush-log-at-trx-commit=0
  run on00 $t --log-bin --server-id=1 --sync-binlog=0 --innodb-flush-log-at-trx-commit=0
  run on11 $t --log-bin --server-id=1 --sync-binlog=1 --innodb-flush-log-at-trx-commit=1
  run on1000_1 $t --log-bin --server-id=1 --sync-binlog=1000 --innodb-flush-log-at-trx-commit=1
done
