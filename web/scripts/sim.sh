#!/usr/bin/env bash
# npm run sim -- ARGS: the native CLI, built first if needed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cli=wasm-core/build/commitlab-sim
if [[ ! -x "$cli" ]] || [[ -n "$(find wasm-core/src wasm-core/include wasm-core/cli -newer "$cli" -print -quit 2>/dev/null)" ]]; then
  bash wasm-core/scripts/build-native.sh >&2
fi
# --recipe is written by the lab's JavaScript generator (one source for the
# lab's copy button and the CLI); it reads the resolved scenario from the CLI.
# --measured reads a run file with the lab's readers and runs the model beside it.
for arg in "$@"; do
  if [[ "$arg" == "--recipe" ]]; then exec node web/scripts/recipe.mjs "$@"; fi
  if [[ "$arg" == "--measured" ]]; then exec node web/scripts/measured-run.mjs "$@"; fi
done
exec "$cli" "$@"
