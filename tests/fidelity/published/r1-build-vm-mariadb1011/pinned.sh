#!/bin/bash
# One sysbench thread, binlog OFF, trx_commit=0 (2026-11-27, same VM,
# quiet), three ways: as the scheduler places things; mariadbd's threads
# on vCPU 1 and sysbench on vCPU 0 (every wake-up crosses cores); and both
# on vCPU 1 (no wake-up crosses). Prints TPS, mariadbd's CPU per
# transaction and its busiest thread's (the connection thread), from
# /proc, over 8 s. Output: pinned.txt.
set -u
source "$(dirname "$0")/throwaway-server.sh"
out=${1:-pinned.txt}
tids() { for tk in /proc/$pid/task/*; do echo "${tk##*/} $(sed 's/.*) //' $tk/stat | awk '{print $12+$13}')"; done | sort; }
run() { # label mariadbd-cpu sysbench-cpu ("-": not pinned)
  start_server 1 --skip-log-bin --innodb-flush-log-at-trx-commit=0
  [ "$2" != "-" ] && for tk in /proc/$pid/task/*; do taskset -pc $2 ${tk##*/} >/dev/null; done
  c0=$(awk '{print $14+$15}' /proc/$pid/stat); t0=$(tids)
  if [ "$3" != "-" ]; then o=$(taskset -c $3 $sb --threads=1 --time=8 run 2>&1); else o=$($sb --threads=1 --time=8 run 2>&1); fi
  c1=$(awk '{print $14+$15}' /proc/$pid/stat); t1=$(tids)
  tps=$(echo "$o" | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/')
  top=$(join <(echo "$t0") <(echo "$t1") | awk '{print $3-$2}' | sort -n | tail -1)
  echo "$1 tps=$tps mariadbd_cpu_us_per_trx=$(echo "($c1-$c0)*10000/($tps*8)" | bc) connection_thread_cpu_us_per_trx=$(echo "$top*10000/($tps*8)" | bc)" >> "$out"
  stop_server
}
run unpinned - -
run mariadbd_on_1_sysbench_on_0 1 0
run both_on_1 1 1
