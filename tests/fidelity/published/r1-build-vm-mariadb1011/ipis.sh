#!/bin/bash
# How often a wake-up crosses cores on the real server: reschedule (RES)
# and function-call (CAL) interrupts between the vCPUs, context switches
# and idle time, from /proc/interrupts and /proc/stat before and after 10 s
# of sysbench oltp_update_index (same VM and server as measurements.txt).
# A wake-up onto an idle vCPU that is still polling needs no interrupt;
# one onto a halted or busy vCPU does. ipis.txt: per-transaction figures.
set -u
source "$(dirname "$0")/throwaway-server.sh"
out=${1:-ipis.txt}
irq() { awk -v k="$1:" '$1==k{s=0;for(i=2;i<=NF;i++) if($i ~ /^[0-9]+$/) s+=$i; print s}' /proc/interrupts; }
idle() { awk '/^cpu /{print $5+$6}' /proc/stat; }      # idle + iowait, in clock ticks (all vCPUs)
ctxt() { awk '/^ctxt/{print $2}' /proc/stat; }
run() {
  label=$1; threads=$2; shift 2
  start_server $threads "$@"
  r0=$(irq RES); c0=$(irq CAL); i0=$(idle); x0=$(ctxt)
  o=$($sb --threads=$threads --time=10 run 2>&1)
  r1=$(irq RES); c1=$(irq CAL); i1=$(idle); x1=$(ctxt)
  tps=$(echo "$o" | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/')
  awk -v l=$label -v t=$threads -v tps=$tps -v res=$((r1-r0)) -v cal=$((c1-c0)) -v idl=$((i1-i0)) -v cs=$((x1-x0)) 'BEGIN{
    n=tps*10; printf "%-9s t=%-3d tps=%8.0f  RES/trx %.2f  CAL/trx %.2f  ctxt/trx %.2f  idle %.0f%% of 2 vCPUs\n", l, t, tps, res/n, cal/n, cs/n, idl/20}' >> $out
  stop_server
}
for t in 1 4 16 64; do
  for c in off_tc0 off_tc1 on00 on11; do run $c $t $(config_options $c); done
done
