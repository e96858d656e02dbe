#!/usr/bin/env bash
# Builds the native core, CLI, benchmark and tests into wasm-core/build.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cmake -S "$here" -B "$here/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C "$here/build" >/dev/null
