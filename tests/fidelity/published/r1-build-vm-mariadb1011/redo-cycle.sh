#!/bin/bash
# How long one redo group commit takes on the real server, step by step:
# binlog OFF, trx_commit=1, at 1, 4 and 16 threads; 2 s of the server's
# redo write and flush syscalls (perf tracepoints, a few microseconds
# each) from the 3rd second of a 9-s run. redo-cycle.py splits each cycle
# into the O_DIRECT pwrite, the fdatasync, and the gap from one flush's
# return to the next write (the leader waking the next one, who must
# get a core). Output: redo-cycle.txt.
set -u
source "$(dirname "$0")/throwaway-server.sh"
here=$(cd "$(dirname "$0")" && pwd)
: > "$here/redo-cycle.txt"
for t in 1 4 16; do
  start_server $t $(config_options off_tc1)
  $sb --threads=$t --time=9 run > $d/sb.txt 2>&1 &
  sbpid=$!
  sleep 3
  perf record -q -o $d/sys.data -p $pid \
    -e syscalls:sys_enter_pwrite64,syscalls:sys_exit_pwrite64,syscalls:sys_enter_fdatasync,syscalls:sys_exit_fdatasync,syscalls:sys_enter_fsync,syscalls:sys_exit_fsync \
    -- sleep 2 > /dev/null 2>&1
  wait $sbpid
  {
    echo "== off_tc1 t=$t $(grep -E 'transactions:' $d/sb.txt | tr -s ' ')"
    perf script -i $d/sys.data -F tid,time,event,trace 2>/dev/null | python3 "$here/redo-cycle.py"
  } >> "$here/redo-cycle.txt"
  stop_server
done
