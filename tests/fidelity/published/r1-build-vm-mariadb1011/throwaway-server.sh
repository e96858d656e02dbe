# Sourced by measure.sh and sleeps.sh: one throw-away MariaDB per run, in a
# temporary datadir with its own socket and no networking, loaded with
# sysbench's 8 x 100k-row tables and warmed up for 3 s.
#   start_server THREADS SERVER-OPTIONS...  sets d, pid and sb
#   stop_server
#   measure_run OUT SCRIPT LABEL THREADS [TAIL]  one line of a measurements file
start_server() {
  local threads=$1; shift
  d=$(mktemp -d /tmp/mdb.XXXX)
  mariadb-install-db --no-defaults --user=root --datadir=$d/data --auth-root-authentication-method=normal >/dev/null 2>&1
  mariadbd --no-defaults --user=root --datadir=$d/data --socket=$d/sock --skip-networking --pid-file=$d/pid \
    --innodb-buffer-pool-size=1G --innodb-log-file-size=512M --max-connections=600 "$@" > $d/err.log 2>&1 &
  pid=$!
  for i in $(seq 100); do [ -S $d/sock ] && break; sleep 0.2; done
  mariadb --socket=$d/sock -uroot -e "create database sbtest"
  sb="sysbench oltp_update_index --mysql-socket=$d/sock --mysql-user=root --tables=8 --table-size=100000 --db-driver=mysql"
  $sb --threads=8 prepare >/dev/null 2>&1
  $sb --threads=$threads --time=3 run >/dev/null 2>&1
}
stop_server() {
  kill $pid; wait $pid 2>/dev/null; rm -rf $d
}
# The server options of each configuration R1 measures (measurements.txt's labels).
config_options() {
  case $1 in
    off_tc1) echo --skip-log-bin --innodb-flush-log-at-trx-commit=1 ;;
    off_tc0) echo --skip-log-bin --innodb-flush-log-at-trx-commit=0 ;;
    on00) echo --log-bin --server-id=1 --sync-binlog=0 --innodb-flush-log-at-trx-commit=0 ;;
    on11) echo --log-bin --server-id=1 --sync-binlog=1 --innodb-flush-log-at-trx-commit=1 ;;
    on1000_1) echo --log-bin --server-id=1 --sync-binlog=1000 --innodb-flush-log-at-trx-commit=1 ;;
    *) echo "config_options: unknown configuration '$1'" >&2; return 1 ;;
  esac
}

# One measured run of a configuration (config_options LABEL) on its own
# server: a 3 s warm-up with SCRIPT, then 10 s measured. Appends to OUT:
# LABEL t= tps= lat(avg/p95)= (ms), mysqld's CPU (centiseconds, from
# /proc/PID/stat), sysbench's user and system CPU (s), load, steal= (the
# hypervisor's share of the CPU time over the 10 s: a busy neighbour makes
# a run not this machine's), TAIL, and the server's status counters before
# and after.
measure_run() {
  local out=$1 script=$2 label=$3 threads=$4 tail=${5:-}
  start_server $threads $(config_options $label)
  local sbw="sysbench $script --mysql-socket=$d/sock --mysql-user=root --tables=8 --table-size=100000 --db-driver=mysql"
  [ "$script" != oltp_update_index ] && $sbw --threads=$threads --time=3 run >/dev/null 2>&1  # start_server warmed up with oltp_update_index
  st() { mariadb --socket=$d/sock -uroot -N -e "show global status where Variable_name in ('Binlog_group_commits','Binlog_commits','Innodb_data_fsyncs')" | tr '\n' ' '; }
  ticks() { awk '/^cpu /{print $2+$3+$4+$5+$6+$7+$8+$9, $9}' /proc/stat; }
  local s0 c0 k0 o s1 c1 k1 steal tps lat
  s0=$(st); c0=$(awk '{print $14+$15}' /proc/$pid/stat); k0=$(ticks)
  o=$( { /usr/bin/time -f "%U %S" $sbw --threads=$threads --time=10 --report-interval=1 --percentile=95 run; } 2>&1 )
  c1=$(awk '{print $14+$15}' /proc/$pid/stat); s1=$(st); k1=$(ticks)
  steal=$(echo "$k0 $k1" | awk '{printf "%.1f", ($3 > $1) ? 100 * ($4 - $2) / ($3 - $1) : 0}')
  tps=$(echo "$o" | grep 'transactions:' | sed 's/.*(\(.*\) per sec.*/\1/')
  lat=$(echo "$o" | grep -E 'avg:|95th' | awk '{print $NF}' | paste -sd/)
  echo "$label t=$threads tps=$tps lat(avg/p95)=$lat mysqld_cpu_s=$((c1 - c0))cs sysbench_cpu=$(echo "$o" | tail -1) load=$(cut -d' ' -f1 /proc/loadavg) steal=${steal}%${tail:+ $tail} | $s0 | $s1" >> "$out"
  stop_server
}
