#!/usr/bin/env bash
# Native benchmark: builds the core and times it against a bare event
# loop on the same heap. The last line is one JSON object.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bash "$here/scripts/build-native.sh"
"$here/build/commitlab-bench" "${BENCH_SIM_SECONDS:-5}"
