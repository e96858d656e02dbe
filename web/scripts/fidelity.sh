#!/usr/bin/env bash
# npm run fidelity: builds the native core if needed, then runs every cited
# experiment and writes tests/fidelity/report.json.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash wasm-core/scripts/build-native.sh
exec node tests/fidelity/run.mjs "$@"
