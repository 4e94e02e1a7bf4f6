#!/usr/bin/env bash
# Canonical forms of Domineering rectangles (docs/domineering.md, "Values"): 4x5 and 2x12
# (target: 10 ms each), then every rectangle m x n with m*n <= 30 (target: 1 minute in all),
# each board in a fresh solver; per board its seconds, and for the whole run the wall and user
# seconds and the peak memory (/usr/bin/time -v).
#   bash bench/domineering_values.sh [--quick]   (--quick: 4x5 and 2x12 only)
set -euo pipefail
cd "$(dirname "$0")/.."
make -j2 all >/dev/null
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-domv.XXXXXX"); trap 'rm -rf "$B"' EXIT
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Iinclude bench/domineering_values_bench.c \
    build/release/libgamedyn.a -lpng -lm -pthread -o "$B/dvb"
echo "gamedyn $(build/release/gamedyn --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load: $(uptime | sed 's/.*load/load/')"
run() { # label boards...
    local label=$1; shift
    /usr/bin/time -v -o "$B/time" "$B/dvb" "$@" | cut -c1-150
    printf '%s: wall %s  user %s s  peak %s KiB\n' "$label" \
        "$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$B/time")" \
        "$(sed -n 's/.*User time (seconds): //p' "$B/time")" \
        "$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$B/time")"
}
run "4x5" 4x5
run "2x12" 2x12
[ "${1:-}" = --quick ] && exit 0
boards=()
for ((m = 1; m <= 30; m++)); do
    for ((n = 1; m * n <= 30; n++)); do boards+=("${m}x${n}"); done
done
run "every m x n with m*n <= 30 (${#boards[@]} boards)" "${boards[@]}"
