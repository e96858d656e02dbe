#!/usr/bin/env bash
# npm run measure-machine [-- --dir PATH ...]: measures this machine and
# prints a machine file (JSON) on stdout, progress on stderr. The
# measuring program is plain C, built here with the system cc.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
src=wasm-core/tools/measure_machine.c
bin=wasm-core/build/measure_machine
if [[ ! -x "$bin" || "$src" -nt "$bin" ]]; then
  mkdir -p wasm-core/build
  cc -O2 -Wall -Wextra -o "$bin" "$src"
fi
exec "$bin" "$@"
