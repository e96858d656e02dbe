#!/bin/bash
# Where the real server sleeps (2026-11-26, same VM as measurements.txt,
# quiet): per thread of mariadbd, its CPU (clock ticks) and voluntary /
# involuntary context switches before (A) and after (B) 10 s of sysbench
# oltp_update_index; sysbench's own user/system CPU and switches on the
# "==" line. sleeps.py turns sleeps.txt into per-transaction figures.
set -u
source "$(dirname "$0")/throwaway-server.sh"
out=${1:-sleeps.txt}
snap() { # pid -> lines: tid comm cpu_ticks vol invol
  local tk
  for tk in /proc/$1/task/*; do
    tid=${tk##*/}; c=$(tr ' ' '_' < $tk/comm 2>/dev/null); s=$(sed 's/.*) //' $tk/stat | awk '{print $12+$13}')
    v=$(awk '/^voluntary_ctxt/{print $2}' $tk/status 2>/dev/null); n=$(awk '/^nonvoluntary_ctxt/{print $2}' $tk/status 2>/dev/null)
    echo "$tid $c $s $v $n"
  done
}
run() {
  label=$1; threads=$2; shift 2
  start_server $threads "$@"
  snap $pid > $d/s0
  o=$( { /usr/bin/time -f "SB %U %S %w %c" $sb --threads=$threads --time=10 --report-interval=1 run; } 2>&1 )
  snap $pid > $d/s1
  tps=$(echo "$o" | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/')
  echo "== $label t=$threads tps=$tps $(echo "$o" | grep '^SB')" >> $out
  sed 's/^/A /' $d/s0 >> $out; sed 's/^/B /' $d/s1 >> $out
  stop_server
}
for t in 1 4 16 64; do
  run off_tc0 $t --skip-log-bin --innodb-flush-log-at-trx-commit=0
  run on00 $t --log-bin --server-id=1 --sync-binlog=0 --innodb-flush-log-at-trx-commit=0
  run off_tc1 $t --skip-log-bin --innodb-flush-log-at-trx-commit=1
done
