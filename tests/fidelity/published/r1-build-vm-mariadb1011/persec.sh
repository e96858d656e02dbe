#!/bin/bash
# Second by second (2026-11-26, same VM as measurements.txt, 20 s runs):
# sysbench's 1-s lines, and about once a second the server's page
# flushing, purge backlog and checkpoint age (SHOW GLOBAL STATUS) with
# every mariadbd thread's CPU ticks ("tid:ticks"). Output: persec.txt,
# one "== label t=threads" block per run (a block's header can follow the
# last sample line of the one before: the sampler is killed mid-line).
# What the runs show is summarised in wasm-core/docs/calibration.md
# ("What real runs spread like").
set -u
source "$(dirname "$0")/throwaway-server.sh"
out=${1:-persec.txt}
run() {
  label=$1; threads=$2; shift 2
  start_server $threads "$@"
  ( for i in $(seq 22); do
      echo "S $(date +%s.%N) $(mariadb --socket=$d/sock -uroot -N -e "show global status where Variable_name in ('Innodb_buffer_pool_pages_flushed','Innodb_history_list_length','Innodb_checkpoint_age','Innodb_buffer_pool_pages_dirty','Innodb_data_writes','Innodb_data_fsyncs')" | awk '{printf "%s=%s ",$1,$2}')"
      for tk in /proc/$pid/task/*; do printf "%s:%s " ${tk##*/} $(sed 's/.*) //' $tk/stat | awk '{print $12+$13}'); done; echo
      sleep 1; done ) > $d/samples &
  sp=$!
  o=$($sb --threads=$threads --time=20 --report-interval=1 run 2>&1)
  kill $sp 2>/dev/null
  echo "== $label t=$threads" >> $out
  echo "$o" | grep '^\[' >> $out
  cat $d/samples >> $out
  stop_server
}
run off_tc0 16 --skip-log-bin --innodb-flush-log-at-trx-commit=0
run off_tc1 16 --skip-log-bin --innodb-flush-log-at-trx-commit=1
run on11 16 --log-bin --server-id=1 --sync-binlog=1 --innodb-flush-log-at-trx-commit=1
run on00 64 --log-bin --server-id=1 --sync-binlog=0 --innodb-flush-log-at-trx-commit=0
