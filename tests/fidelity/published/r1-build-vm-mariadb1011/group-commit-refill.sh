#!/usr/bin/env bash
# A synthetic group commit on this machine (group-commit-refill.c): what a
# thread pays to fetch a 64 KiB, 256 KiB or 1 MiB working set again after
# waiting for an fdatasync group while 15 others used the cores. Output:
# group-commit-refill.txt. Usage: bash group-commit-refill.sh [DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="${1:-$(mktemp -d)}"
cc -O2 -Wall -Wextra -pthread -o /tmp/group-commit-refill "$here/group-commit-refill.c"
uptime
for kib in 64 256 256 256 1024; do /tmp/group-commit-refill "$dir" 16 "$kib"; done
