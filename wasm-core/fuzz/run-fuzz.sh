#!/usr/bin/env bash
# Runs the libFuzzer targets for a bounded time each, from the seed corpus
# (fuzz/corpus/<target>, read only; new inputs go to a temporary folder).
# Usage: bash wasm-core/fuzz/run-fuzz.sh [seconds per target, default 25]
# A finding (crash, leak, sanitizer report, timeout) fails the run and
# leaves its input in wasm-core/build-sanitize/fuzz-findings/.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-25}"
out="$here/build-sanitize/fuzz-findings"
mkdir -p "$out"
for target in json_fuzz scenario_fuzz; do
  work=$(mktemp -d)
  cp "$here/fuzz/corpus/${target%_fuzz}/"* "$work/"
  echo "fuzz: $target for ${seconds} s"
  status=0
  "$here/build-sanitize/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$out/$target-" "$work" >"$work.log" 2>&1 || status=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)|ERROR|SUMMARY|finding' "$work.log" || true
  [[ $status -eq 0 ]] || tail -40 "$work.log" >&2
  rm -rf "$work" "$work.log"
  [[ $status -eq 0 ]] || { echo "fuzz: $target found a problem (exit $status); inputs in $out" >&2; exit 1; }
done
