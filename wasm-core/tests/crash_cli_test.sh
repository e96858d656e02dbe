#!/usr/bin/env bash
# The CLI's crash options: a ledger as text and JSON, a sweep, and clear
# errors (field, value, what is allowed) for bad crash requests.
set -u
sim="$1"
fail=0
expect_error() {  # expect_error "<words in stderr>" args...
  local want="$1"; shift
  local err rc
  err=$("$sim" "$@" 2>&1 >/dev/null); rc=$?
  if [ "$rc" -eq 0 ] || ! grep -q -- "$want" <<<"$err"; then
    echo "FAIL: '$*' should fail mentioning '$want' (rc=$rc): $err"; fail=1
  fi
}
q="--preset laptop_quickstart --duration 1"
expect_error 'crash at: "3" is not allowed; expected seconds greater than 0 and at most the run' $q --crash-at 3
expect_error 'crash kind: "fire" is not allowed; expected mysqld, os or power' $q --crash-at 0.5 --crash-kind fire
expect_error 'crash sweep: "many"' $q --crash-sweep many
expect_error 'set replica=ON' $q --crash-at 0.5 --crash-target replica
expect_error "replica_network_delay_us" $q --set replica_network_delay_us=-3 --crash-at 0.5
expect_error 'expected one of FILE, TABLE' $q --set relay_log_info_repository=DISK --crash-at 0.5
expect_error 'csv' $q --crash-at 0.5 --format csv
out=$("$sim" $q --set sync_binlog=0 --crash-at 0.8 --crash-kind os)
grep -q '^  ENGINE-ONLY' <<<"$out" || { echo "FAIL: text ledger"; fail=1; }
"$sim" $q --crash-at 0.8 --format json | python3 -c '
import json,sys
d=json.load(sys.stdin)
assert [c["kind"] for c in d["crashes"]] == ["mysqld","os","power"], d["crashes"]
l=d["crashes"][0]["ledger"]
assert l["acknowledged"] == l["ok"] + l["lost"] + l["engine_only"] + l["binlog_only"] > 0, l' || { echo "FAIL: json ledger"; fail=1; }
out=$("$sim" $q --set replica=ON --crash-sweep 5 --crash-target replica)
grep -q 'os *clean [0-9]*, re-apply [1-9]' <<<"$out" || { echo "FAIL: replica sweep should re-apply on an OS crash with FILE: $out"; fail=1; }
exit $fail
