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
# Columns as in R1's measurements.txt (measure_run), plus the repetition.
set -u
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../r1-build-vm-mariadb1011/throwaway-server.sh"
out=${1:-$here/measurements-write-only.txt}
script=${SCRIPT:-oltp_write_only}
for rep in $(seq ${REPS:-1}); do
  for t in 1 4 16 64; do
    for c in off_tc0 off_tc1 on11 on00; do measure_run "$out" $script $c $t "rep=$rep script=$script"; done
  done
done
