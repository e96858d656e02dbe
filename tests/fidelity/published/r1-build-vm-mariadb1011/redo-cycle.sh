#!/bin/bash
# Where a 4-thread redo cycle goes (binlog OFF, trx_commit=1), 2026-11-27,
# same VM as measurements.txt: two plain runs with the redo fsync count;
# perf trace of mariadbd's redo pwrite64/fdatasync; perf sched of every
# task for 1 s; and the same O_DIRECT calls alone (odirect-lat.c): quiet,
# beside two spinning loops, and written while another thread flushes.
# Output: redo-cycle.txt; read in wasm-core/docs/calibration.md ("Where a
# 4-thread redo cycle goes").
set -u
here=$(cd "$(dirname "$0")" && pwd)
source "$here/throwaway-server.sh"
out=${1:-$here/redo-cycle.txt}
opts="--skip-log-bin --innodb-flush-log-at-trx-commit=1"
tmp=$(mktemp -d)
: > "$out"
st() { mariadb --socket=$d/sock -uroot -N -e "show global status where Variable_name='Innodb_data_fsyncs'" | awk '{print $2}'; }
for run in 1 2; do
  start_server 4 $opts
  f0=$(st); tps=$($sb --threads=4 --time=10 run | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/'); f1=$(st)
  echo "plain run $run: tps=$tps fsyncs_per_s=$(( (f1 - f0) / 10 ))" >> "$out"
  stop_server
done
start_server 4 $opts
$sb --threads=4 --time=8 run > /dev/null & sbp=$!
sleep 2
perf trace -p $pid -e pwrite64,fdatasync -o $tmp/trace.txt -- sleep 2 > /dev/null 2>&1
sleep 0.5
perf sched record -a -o $tmp/sched.data -- sleep 1 > /dev/null 2>&1
wait $sbp
stop_server
python3 - "$tmp/trace.txt" >> "$out" <<'PY'
import re, sys
calls = {'pwrite64': [], 'fdatasync': []}
for line in open(sys.argv[1]):
    m = re.match(r'\s*[\d.]+ \(\s*([\d.]+) ms\): \S+ (pwrite64|fdatasync)\(fd: \d+', line)
    if m: calls[m.group(2)].append(float(m.group(1)) * 1000)
for name, a in calls.items():
    a.sort()
    if a: print(f"perf trace {name}: n {len(a)} p50 {a[len(a)//2]:.0f} us p90 {a[len(a)*9//10]:.0f} us mean {sum(a)/len(a):.0f} us")
PY
# Per task (comm/tid); tasks that switched over 1,000 times: the four
# connection threads, sysbench's four, the block layer's kworkers.
perf sched timehist -i $tmp/sched.data 2>/dev/null | awk 'NR>3 {name=$3; sub(/\/[0-9]+\]$/, "]", name); n[name]++; w[name]+=$4; d[name]+=$5; r[name]+=$6}
  END {for (t in n) if (n[t] > 1000) printf "perf sched %s: switches %d, per switch wait %.1f us, run-queue delay %.1f us, run %.1f us; run %.0f ms in 1 s\n", t, n[t], 1000*w[t]/n[t], 1000*d[t]/n[t], 1000*r[t]/n[t], r[t]}' | sort >> "$out"
gcc -O2 -pthread -o $tmp/odirect-lat "$here/odirect-lat.c"
gcc -O2 -x c -o $tmp/spin - <<< 'int main(void){volatile unsigned long x=0;for(;;)x++;}'
echo "O_DIRECT alone: $($tmp/odirect-lat $tmp/f 3000)" >> "$out"
$tmp/spin & s1=$!; $tmp/spin & s2=$!; sleep 0.5
echo "O_DIRECT beside two spinning loops: $($tmp/odirect-lat $tmp/f 3000)" >> "$out"
kill $s1 $s2
echo "O_DIRECT write while another thread flushes: $($tmp/odirect-lat $tmp/f 3000 overlap)" >> "$out"
rm -rf $tmp
cat "$out"
