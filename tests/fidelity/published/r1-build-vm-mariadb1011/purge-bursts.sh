#!/bin/bash
# Purge in bursts (2026-11-27, same VM as measurements.txt, 20 s runs):
# every 0.1 s the rows updated, the history list length and the CPU of
# MariaDB 10.11's purge tasks (performance_schema names the threads, so it
# is on for these runs: they are ~10-20% slower than measurements.txt's).
# Output: purge-bursts.txt. What it shows is in wasm-core/docs/calibration.md
# ("Purge in bursts").
set -u
here=$(cd "$(dirname "$0")" && pwd)
source "$here/throwaway-server.sh"
out=${1:-purge-bursts.txt}
: > $out
run() {
  label=$1; threads=$2; shift 2
  start_server $threads --performance-schema=ON "$@"
  mariadb --socket=$d/sock -uroot -N -e "select THREAD_OS_ID, NAME from performance_schema.threads" > $d/threads
  python3 "$here/purge-bursts.py" sample $d/sock $pid $d/samples &
  sp=$!
  $sb --threads=$threads --time=20 --report-interval=1 run > $d/sb 2>&1
  kill $sp
  grep '^\[' $d/sb >> $out
  python3 "$here/purge-bursts.py" summary "$label t=$threads" $d/samples $d/threads >> $out
  stop_server
}
run off_tc1 16 $(config_options off_tc1)
run on00 64 $(config_options on00)
