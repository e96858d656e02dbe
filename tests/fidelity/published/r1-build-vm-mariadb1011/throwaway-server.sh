# Sourced by measure.sh and sleeps.sh: one throw-away MariaDB per run, in a
# temporary datadir with its own socket and no networking, loaded with
# sysbench's 8 x 100k-row tables and warmed up for 3 s.
#   start_server THREADS SERVER-OPTIONS...  sets d, pid and sb
#   stop_server
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
