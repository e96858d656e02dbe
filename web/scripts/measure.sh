#!/usr/bin/env bash
# npm run measure -- ARGS: the native CLI is built first if needed (the
# model's prediction and the resolved scenario come from it). With --refill
# first (npm run measure-refill): measure-refill.mjs, which checks machine
# files with the same CLI.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cli=wasm-core/build/commitlab-sim
if [[ ! -x "$cli" ]] || [[ -n "$(find wasm-core/src wasm-core/include wasm-core/cli -newer "$cli" -print -quit 2>/dev/null)" ]]; then
  bash wasm-core/scripts/build-native.sh >&2
fi
if [[ "${1:-}" == "--refill" ]]; then
  shift
  exec node web/scripts/measure-refill.mjs "$@"
fi
exec node web/scripts/measure.mjs "$@"
