#!/usr/bin/env bash
# The CLI: output formats and clear errors for bad input.
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
expect_error "threadz" --preset laptop_quickstart --set threadz=3
expect_error "0 to 1000" --preset laptop_quickstart --set innodb_thread_concurrency=2000
expect_error "log_bin" --preset laptop_quickstart --set log_bin=OFF --set commit_algorithm=alisql_binlog_in_redo
expect_error "not a known preset" --preset nope
expect_error "unknown option" --frobnicate
expect_error "sysbench, json or csv" --preset laptop_quickstart --format xml
expect_error "cannot read" --scenario /nonexistent.json
expect_error "seed" --preset laptop_quickstart --seed -4
# Issue 22 items 3, 12, 17: one number grammar, no NaN, names are strings.
expect_error "report-interval" --preset laptop_quickstart --report-interval nan
expect_error "duration" --preset laptop_quickstart --duration nan
expect_error "seed" --preset laptop_quickstart --seed nan
expect_error "seed" --preset laptop_quickstart --seed 0x10
expect_error "duration" --preset laptop_quickstart --duration .5
expect_error "threads" --preset laptop_quickstart --set threads=0x10
expect_error "device.mbps" --preset laptop_quickstart --physics device.mbps=1e-12
expect_error "not a known preset" --preset 'a"b'
expect_error "not a known preset" --preset 'x","duration_s":0.5,"label":"'
expect_error "not a known machine" --preset laptop_quickstart --machine 'laptop","knobs":{"threads":1},"x":"'
tmp=$(mktemp -d)
printf '%s' '{"preset":"laptop_quickstart","duration_s":3,"schedule":[{"at_s":2,"knob":"threads","value":4}]}' >"$tmp/late.json"
expect_error "schedule\[0\].at_s" --scenario "$tmp/late.json" --duration 1
printf '\xef\xbb\xbf%s' '{"preset":"laptop_quickstart","duration_s":0.2}' >"$tmp/bom.json"
"$sim" --scenario "$tmp/bom.json" --format csv >/dev/null || { echo "FAIL: a UTF-8 byte order mark should be skipped"; fail=1; }
rm -rf "$tmp"
out=$("$sim" --preset laptop_quickstart --duration 2)
grep -q '^\[ 1s \] thds: 32 tps: [0-9.]* qps: ' <<<"$out" || { echo "FAIL: sysbench interval line"; fail=1; }
grep -q 'transactions: *[0-9]* (' <<<"$out" || { echo "FAIL: sysbench final report"; fail=1; }
"$sim" --preset laptop_quickstart --duration 1 --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["summary"]["transactions"] > 0' || { echo "FAIL: json"; fail=1; }
lines=$("$sim" --preset laptop_quickstart --duration 3 --format csv | wc -l)
[ "$lines" -eq 4 ] || { echo "FAIL: csv should have a header and 3 rows, got $lines lines"; fail=1; }
"$sim" --list-presets | grep -q s000_binlog_on_256 || { echo "FAIL: --list-presets"; fail=1; }
"$sim" --schema | python3 -c 'import json,sys; assert len(json.load(sys.stdin)["knobs"]) > 30' || { echo "FAIL: --schema"; fail=1; }
# Machine files (--machine-file): the example runs; bad fields are named;
# a device knob other than the machine's own is said on stderr.
here="$(cd "$(dirname "$0")/.." && pwd)"
example="$here/machines/example-2vcpu-vm.json"
out=$("$sim" --preset laptop_quickstart --machine-file "$example" --duration 1 --format json) || { echo "FAIL: --machine-file example"; fail=1; }
python3 -c 'import json,sys; d=json.loads(sys.argv[1]); assert d["summary"]["transactions"] > 0; assert d["scenario"]["machine"] == "example_2vcpu_vm", d["scenario"]["machine"]' "$out" || { echo "FAIL: --machine-file run"; fail=1; }
bad=$(mktemp)
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["log_device"]["fsync_p50_us"]=-5; json.dump(d, open(sys.argv[2],"w"))' "$example" "$bad"
expect_error "log_device.fsync_p50_us" --preset laptop_quickstart --machine-file "$bad"
expect_error "cannot read" --machine-file /nonexistent.json
expect_error "not both" --machine laptop --machine-file "$example"
rm -f "$bad"
note=$("$sim" --preset laptop_quickstart --set device=hdd --physics device.fsync_us=300 --duration 0.2 2>&1 >/dev/null)
grep -q "not laptop's own log device" <<<"$note" && grep -q "device.fsync_us=300" <<<"$note" || { echo "FAIL: device note: $note"; fail=1; }
# --print-scenario: the resolved scenario (what recipes and measurements start from), with --set applied.
"$sim" --preset laptop_quickstart --set threads=7 --duration 9 --print-scenario | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["knobs"]["threads"] == 7 and d["knobs"]["tables"] == 8 and d["duration_s"] == 9 and d["machine"] == "laptop", d' || { echo "FAIL: --print-scenario"; fail=1; }
expect_error "threadz" --preset laptop_quickstart --set threadz=3 --print-scenario
# Issue 23 item 3: --percentile=99 prints the interval record's p99, as sysbench does.
expect_error "expected 95 or 99" --preset laptop_quickstart --percentile 50
p99=$("$sim" --preset laptop_quickstart --duration 2 --percentile 99) || { echo "FAIL: --percentile 99"; fail=1; }
grep -q "lat (ms,99%)" <<<"$p99" && grep -q "99th percentile:" <<<"$p99" || { echo "FAIL: --percentile 99 output: $p99"; fail=1; }
exit $fail
