#!/usr/bin/env bash
# npm run sim -- ARGS: the native CLI, built first if needed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cli=wasm-core/build/commitlab-sim
if [[ ! -x "$cli" ]] || [[ -n "$(find wasm-core/src wasm-core/include wasm-core/cli -newer "$cli" -print -quit 2>/dev/null)" ]]; then
  bash wasm-core/scripts/build-native.sh >&2
fi
exec "$cli" "$@"
