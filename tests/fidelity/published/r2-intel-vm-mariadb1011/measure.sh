#!/bin/bash
# R2's oltp_update_index grid: R1's measure.sh (same settings, threads,
# server options and columns), run on the R2 VM. Output: measurements.txt.
here=$(cd "$(dirname "$0")" && pwd)
exec bash "$here/../r1-build-vm-mariadb1011/measure.sh" "${1:-$here/measurements.txt}"
