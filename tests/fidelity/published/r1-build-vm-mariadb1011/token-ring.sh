#!/bin/bash
# Does a sleep and wake-up cost more with many threads on busy vCPUs?
# 2, 16 and 64 threads passing 1, 8 and 32 tokens through pipes on the
# 2-vCPU build VM (2026-11-27, while another job ran: the vCPUs were busy
# anyway). Output: token-ring.txt.
set -eu
cd "$(dirname "$0")"
bin=$(mktemp)
cc -O2 -pthread -o "$bin" token-ring.c
for TK in "2 1" "16 8" "64 32"; do "$bin" $TK 20000 0 0; "$bin" $TK 20000 20 64; done
rm -f "$bin"
