#!/bin/bash
# How measurements.txt was made (2026-11-26, this project's 2-vCPU build VM,
# nothing else running): MariaDB 10.11 (Debian 12) and sysbench 1.0.20,
# oltp_update_index on 8 tables x 100k rows (in memory), one throw-away
# server per configuration, 3 s warm-up, 10 s measured (measure_run in
# throwaway-server.sh says what each column is). Since 2026-11-27 each line also
# ends with steal=: the hypervisor's share of the CPU time over the 10 s (a
# second pass of R2 ran into 38-46% and was thrown away); the lines of
# measurements.txt came before it.
set -u
source "$(dirname "$0")/throwaway-server.sh"
out=${1:-measurements.txt}
for t in 1 4 16 64; do
  for c in off_tc1 off_tc0 on00 on11 on1000_1; do measure_run "$out" oltp_update_index $c $t; done
done
