#!/usr/bin/env bash
# Two builds of the tool side by side on the benchmarks that guard the library's speed:
# the Chomp census to x <= 20000 and 50000, the two-heap tables 16384^2 (Wythoff, Nim with
# a pass) and Grundy's game to 2^24. The two tools run in turn, A B A B ..., so a drift of
# the machine's speed hits both; each row gives the least wall and user-CPU seconds of the
# runs and the larger peak memory, and checks that both printed the same result.
#   bash bench/compare.sh OLD_TOOL NEW_TOOL [RUNS]      (RUNS: 3 by default)
set -euo pipefail
A=$1 B=$2 runs=${3:-3}
W=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-compare.XXXXXX"); trap 'rm -rf "$W"' EXIT
# Provenance lines name the build; the rest is the result.
result() { grep -av '^#' "$1" | sha256sum | cut -c1-12; }
one() { # TOOL OUT ARGS...: "wall user peak_kib" of one run; a .tsv result is the tool's stdout
    local tool=$1 out=$2; shift 2
    case $out in
    *.tsv) /usr/bin/time -f "%e %U %M" -o "$W/time" "$tool" "$@" -q >"$out" ;;
    *) /usr/bin/time -f "%e %U %M" -o "$W/time" "$tool" "$@" -q -o "$out" >/dev/null ;;
    esac
    cat "$W/time"
}
row() {
    local label=$1 ext=$2; shift 2
    local aw='' au='' am=0 bw='' bu='' bm=0 w u m
    for ((i = 0; i < runs; i++)); do
        read -r w u m < <(one "$A" "$W/a.$ext" "$@")
        [ -z "$aw" ] || [ "$(echo "$w < $aw" | bc)" = 1 ] && aw=$w
        [ -z "$au" ] || [ "$(echo "$u < $au" | bc)" = 1 ] && au=$u
        [ "$m" -gt "$am" ] && am=$m
        read -r w u m < <(one "$B" "$W/b.$ext" "$@")
        [ -z "$bw" ] || [ "$(echo "$w < $bw" | bc)" = 1 ] && bw=$w
        [ -z "$bu" ] || [ "$(echo "$u < $bu" | bc)" = 1 ] && bu=$u
        [ "$m" -gt "$bm" ] && bm=$m
    done
    local same=differ
    if [ "$ext" = npy ]; then cmp -s "$W/a.$ext" "$W/b.$ext" && same=same
    else [ "$(result "$W/a.$ext")" = "$(result "$W/b.$ext")" ] && same=same; fi
    printf '%-30s %7.2f %7.2f %7d   %7.2f %7.2f %7d   %s\n' "$label" "$aw" "$au" $((am / 1024)) "$bw" "$bu" \
        $((bm / 1024)) "$same"
}
echo "A: $("$A" --version)   B: $("$B" --version)   $runs runs each, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
printf '%-30s %7s %7s %7s   %7s %7s %7s   %s\n' run "A wall" "A user" "A MiB" "B wall" "B user" "B MiB" output
row "chomp census x<=20000" tsv solve chomp --xmax 20000
row "chomp census x<=50000" tsv solve chomp --xmax 50000
row "wythoff table 16384^2 (.npy)" npy table wythoff --max 16383
row "nim --pass table 16384^2" npy table nim --pass --max 16383
row "grundy's game to 2^24" tsv heap grundy --max 16777216
