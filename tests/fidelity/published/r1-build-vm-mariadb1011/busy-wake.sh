#!/bin/bash
# Does a wake-up across cores cost CPU only when the target core is idle?
# Run on the 2-vCPU build VM (2026-11-26, quiet), beside R1's measurements.
# Output: busy-wake.txt. Columns: mode (0 idle cores, 1 both cores busy
# with SCHED_IDLE spinners), the two threads' cores, wall time per round
# trip, CPU per round trip on each side.
set -eu
cd "$(dirname "$0")"
bin=$(mktemp)
cc -O2 -pthread -o "$bin" busy-wake.c
for rep in 1 2 3; do
  for mode in 0 1; do
    for pins in "0 0" "0 1" "-1 -1"; do "$bin" 30000 $mode $pins; done
  done
done > busy-wake.txt
rm -f "$bin"
