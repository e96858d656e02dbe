#!/usr/bin/env bash
# The checking build, into wasm-core/build-sanitize: the core, its unit
# tests and the libFuzzer targets (fuzz/) with clang 14's AddressSanitizer,
# UndefinedBehaviorSanitizer and libFuzzer (Debian: clang-14,
# libclang-rt-14-dev). Incremental like build-native.sh.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
command -v clang++-14 >/dev/null || { echo "build-sanitize: clang++-14 not found (apt-get install -y clang-14 libclang-rt-14-dev)" >&2; exit 1; }
cmake -S "$here" -B "$here/build-sanitize" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCOMMITLAB_SANITIZE=ON >/dev/null
ninja -C "$here/build-sanitize" commitlab_tests scenario_fuzz json_fuzz commitlab-sim >/dev/null
