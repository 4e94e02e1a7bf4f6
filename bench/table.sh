#!/usr/bin/env bash
# Two-heap tables: seconds and peak memory (GNU time) against their targets. The
# machine's load is printed: other busy processes on the cores slow the two-thread runs.
#   bash bench/table.sh          the 16384^2 runs and outcomes/palaces at 32768^2
#   bash bench/table.sh big      adds the 32768^2 Grundy runs and 65536^2 streamed to .npy
set -euo pipefail
cd "$(dirname "$0")/.."
make -j"$(nproc)" all >/dev/null
G=build/release/gamedyn
mode=${1:-default}
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-bench.XXXXXX"); trap 'rm -rf "$B"' EXIT
# Wall seconds (the target's measure) and CPU seconds (user + system: steadier than the
# wall clock when other jobs share the cores) of the last run are left in $secs and $cpu.
run() {
    local label=$1 target=$2; shift 2
    /usr/bin/time -f "%e %M %U %S" -o "$B/time" "$G" "$@" -q >/dev/null
    read -r secs kb usr sys <"$B/time"
    cpu=$(echo "$usr + $sys" | bc -l)
    printf '%-44s %8.2f s (target %5s s) %9.1f MiB  cpu %7.2f s\n' "$label" "$secs" "$target" \
        "$(echo "$kb/1024" | bc -l)" "$cpu"
    rm -f "$B"/out.*
}
# The target "Wythoff with a pass within 2x of Wythoff": the ratio of the last two runs.
ratio() {
    printf '%-44s %8.2f   (target  2.00)              cpu %7.2f\n' "  $1" "$(echo "$3 / $2" | bc -l)" \
        "$(echo "$5 / $4" | bc -l)"
}
echo "gamedyn $("$G" --version | cut -d' ' -f2) on $(nproc) cores (Grundy threads: ${GD_TABLE_THREADS:-one a core, at most 4}), $(date -u +%F), load $(cut -d' ' -f1 /proc/loadavg)"
run "nim --pass 16384^2 (.npy)" 4 table nim --pass --max 16383 -o "$B/out.npy"
run "wythoff 16384^2 (.npy)" 15 table wythoff --max 16383 -o "$B/out.npy"
w=$secs wc=$cpu
run "wythoff --pass 16384^2 (.npy)" 30 table wythoff --pass --max 16383 -o "$B/out.npy"
ratio "wythoff --pass / wythoff, 16384^2" "$w" "$secs" "$wc" "$cpu"
run "wythoff --outcome 32768^2 (streamed .npy)" 15 table wythoff --outcome --max 32767 -o "$B/out.npy"
run "wythoff --blocking 2 32768^2 (streamed .npy)" 15 table wythoff --blocking 2 --max 32767 -o "$B/out.npy"
if [ "$mode" = big ]; then
    run "nim --pass 32768^2 (.npy)" 30 table nim --pass --max 32767 -o "$B/out.npy"
    run "wythoff 32768^2 (.npy)" 120 table wythoff --max 32767 -o "$B/out.npy"
    w=$secs wc=$cpu
    run "wythoff --pass 32768^2 (.npy; 2x wythoff's)" 240 table wythoff --pass --max 32767 -o "$B/out.npy"
    ratio "wythoff --pass / wythoff, 32768^2" "$w" "$secs" "$wc" "$cpu"
    run "wythoff --blocking 1 65536^2 (streamed .npy)" 90 table wythoff --blocking 1 --max 65535 -o "$B/out.npy"
fi
