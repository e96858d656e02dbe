#!/bin/bash
# Where the CPU of a commit goes at 4 and 16 threads (2026-11-27, 01:29-01:33
# UTC; another job was running on the VM, so TPS are low and not comparable
# with measurements.txt; the split per transaction is what matters): perf
# record of every vCPU for 4 s in the middle of a 9-s run, then
# perf-busy.py adds the samples up by process and kind of code, per
# transaction (perf-busy.txt).
set -u
source /work/main/tests/fidelity/published/r1-build-vm-mariadb1011/throwaway-server.sh
out=${1:-/tmp/perf-busy}; mkdir -p $out
run() {
  label=$1; threads=$2; shift 2
  start_server $threads "$@"
  $sb --threads=$threads --time=9 run > $d/sb.txt 2>&1 &
  sbpid=$!
  sleep 3
  perf record -a -F 4999 -o $out/$label-t$threads.data -- sleep 4 > /dev/null 2>&1
  wait $sbpid
  grep -E "transactions:" $d/sb.txt > $out/$label-t$threads.tps
  stop_server
}
for t in 4 16; do
  for c in off_tc0 off_tc1 on11; do run $c $t $(config_options $c); done
done
echo done > $out/DONE
