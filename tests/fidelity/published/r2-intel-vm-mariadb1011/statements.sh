#!/bin/bash
# What each statement of oltp_write_only costs the server, one sysbench
# thread, binlog OFF, trx_commit=0 (no fsync), 2026-11-27, on the R2 VM.
# Two placements per variant: as the scheduler places things, and both
# mariadbd and sysbench pinned to vCPU 1 (no wake-up crosses cores, so the
# CPU per transaction is the statements' own work plus a same-core switch
# each). Variants drop statements from the script (sysbench's
# --index_updates / --non_index_updates / --delete_inserts), so the
# differences price one statement at a time; oltp_update_index (one
# autocommit UPDATE) is R1's workload. One throw-away server per run
# (R1's throwaway-server.sh), 3 s warm-up with the same variant, 8 s
# measured. Output: statements.txt (TPS, QPS, mariadbd's CPU per
# transaction from /proc, sysbench's user+system CPU per transaction).
set -u
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../r1-build-vm-mariadb1011/throwaway-server.sh"
out=${1:-$here/statements.txt}
run() { # label placement script options...
  label=$1; place=$2; script=$3; shift 3
  start_server 1 --skip-log-bin --innodb-flush-log-at-trx-commit=0
  sbv="sysbench $script --mysql-socket=$d/sock --mysql-user=root --tables=8 --table-size=100000 --db-driver=mysql $*"
  pre=""
  if [ "$place" = pinned ]; then
    for tk in /proc/$pid/task/*; do taskset -pc 1 ${tk##*/} >/dev/null; done
    pre="taskset -c 1"
  fi
  $pre $sbv --threads=1 --time=3 run >/dev/null 2>&1
  c0=$(awk '{print $14+$15}' /proc/$pid/stat)
  o=$( { /usr/bin/time -f "%U %S" $pre $sbv --threads=1 --time=8 run; } 2>&1 )
  c1=$(awk '{print $14+$15}' /proc/$pid/stat)
  tps=$(echo "$o" | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/')
  qps=$(echo "$o" | grep 'queries:' | sed 's/.*(\(.*\) per sec.*/\1/')
  sbcpu=$(echo "$o" | tail -1 | awk '{print $1+$2}')
  echo "$label $place tps=$tps qps=$qps mariadbd_us_per_trx=$(echo "($c1-$c0)*10000/($tps*8)" | bc) sysbench_us_per_trx=$(echo "$sbcpu*1000000/($tps*8)" | bc)" >> "$out"
  stop_server
}
for place in pinned free; do
  run update_index $place oltp_update_index
  run begin_commit $place oltp_write_only --index_updates=0 --non_index_updates=0 --delete_inserts=0
  run index_update $place oltp_write_only --index_updates=1 --non_index_updates=0 --delete_inserts=0
  run non_index_update $place oltp_write_only --index_updates=0 --non_index_updates=1 --delete_inserts=0
  run delete_insert $place oltp_write_only --index_updates=0 --non_index_updates=0 --delete_inserts=1
  run write_only $place oltp_write_only
done
