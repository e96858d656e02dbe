#!/usr/bin/env bash
# npm run fidelity: the fidelity report, once tests/fidelity/run.sh exists.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
if [[ -f tests/fidelity/run.sh ]]; then
  exec bash tests/fidelity/run.sh "$@"
fi
echo "fidelity: not built yet (tests/fidelity/run.sh does not exist)." >&2
exit 1
