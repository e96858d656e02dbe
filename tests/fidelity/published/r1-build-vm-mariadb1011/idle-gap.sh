#!/bin/bash
# How much more a wake-up across cores costs once the target core has
# idled a while (it stopped polling and halted: a VM exit to wake it).
# Run on the 2-vCPU build VM (2026-11-27, 01:14-01:18 UTC, quiet), beside
# R1's measurements. Output: idle-gap.txt. The same sweep (with pipes) is
# now part of npm run measure-machine: halted_wake_cpu_us and
# halt_after_idle_us.
set -eu
cd "$(dirname "$0")"
bin=$(mktemp)
cc -O2 -pthread -o "$bin" idle-gap.c
{
  for W in 0 10 30 60; do for pins in "0 0" "0 1" "-1 -1"; do "$bin" 20000 $W 256 $pins; done; done
  for W in 15 20 25 40 100 200 400; do "$bin" 10000 $W 16 0 1; done
  "$bin" 10000 30 4096 0 1; "$bin" 10000 30 4096 0 0
}  # > idle-gap.txt (the reading below its output is by hand)
rm -f "$bin"
