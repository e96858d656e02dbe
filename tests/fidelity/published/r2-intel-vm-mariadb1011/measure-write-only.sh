#!/bin/bash
# R2: sysbench's multi-statement transactions on the R2 VM (an Intel
# Skylake-class 2-vCPU guest, MariaDB 10.11 and sysbench 1.0 from Debian 12;
# 2026-11-27, nothing else running), to test the model on a workload its
# one fitted figure (oltp_update_index, binlog OFF, trx_commit=0, 1 thread)
# never saw.
# oltp_write_only (per transaction: BEGIN, an indexed and a non-indexed
# UPDATE, a DELETE and an INSERT, COMMIT) on 8 tables x 100k rows, one
# throw-away server per run (R1's throwaway-server.sh), 3 s warm-up with the
# same script, 10 s measured. REPS=N repeats the whole grid N times in
# rotation (a drift of the host then shows as spread, not as one setting's
# bias); measurements-write-only.txt holds one pass (REPS=1).
# Columns as in R1's measurements.txt, plus the repetition.
set -u
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../r1-build-vm-mariadb1011/throwaway-server.sh"
out=${1:-$here/measurements-write-only.txt}
script=${SCRIPT:-oltp_write_only}
run() { # label threads rep
  label=$1; threads=$2; rep=$3
  start_server $threads $(config_options $label)
  sbw="sysbench $script --mysql-socket=$d/sock --mysql-user=root --tables=8 --table-size=100000 --db-driver=mysql"
  $sbw --threads=$threads --time=3 run >/dev/null 2>&1
  st() { mariadb --socket=$d/sock -uroot -N -e "show global status where Variable_name in ('Binlog_group_commits','Binlog_commits','Innodb_data_fsyncs')" | tr '\n' ' '; }
  s0=$(st); c0=$(awk '{print $14+$15}' /proc/$pid/stat); k0=$(awk '/^cpu /{print $2+$3+$4+$5+$6+$7+$8+$9, $9}' /proc/stat)
  o=$( { /usr/bin/time -f "%U %S" $sbw --threads=$threads --time=10 --report-interval=1 --percentile=95 run; } 2>&1 )
  c1=$(awk '{print $14+$15}' /proc/$pid/stat); s1=$(st); k1=$(awk '/^cpu /{print $2+$3+$4+$5+$6+$7+$8+$9, $9}' /proc/stat)
  # the hypervisor's share of the CPU time over the run (a busy neighbour makes a run not this machine's)
  steal=$(echo "$k0 $k1" | awk '{printf "%.1f", ($3 > $1) ? 100 * ($4 - $2) / ($3 - $1) : 0}')
  tps=$(echo "$o" | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/')
  lat=$(echo "$o" | grep -E 'avg:|95th' | awk '{print $NF}' | paste -sd/)
  echo "$label t=$threads tps=$tps lat(avg/p95)=$lat mysqld_cpu_s=$((c1 - c0))cs sysbench_cpu=$(echo "$o" | tail -1) load=$(cut -d' ' -f1 /proc/loadavg) steal=${steal}% rep=$rep script=$script | $s0 | $s1" >> "$out"
  stop_server
}
for rep in $(seq ${REPS:-1}); do
  for t in 1 4 16 64; do
    for c in off_tc0 off_tc1 on11 on00; do run $c $t $rep; done
  done
done
