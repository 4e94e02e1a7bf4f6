#!/usr/bin/env bash
# The census benchmarks of docs/engine.md ("Performance", "Two threads"; solve uses two
# threads by default, and the "one thread" rows show what one gives): each run repeated, min and max
# seconds (wall clock and user CPU: on a shared machine the CPU time is the comparable one), peak memory, and a hash of the census (provenance lines dropped), so
# two builds can be compared for byte-identical output.
#   bash bench/census.sh            Chomp x <= 20000 (3 runs), x <= 50000 (2 runs),
#                                   Chomp with a pass x <= 3363 (3 runs), x <= 20000 (2 runs)
#   bash bench/census.sh big        adds Chomp x <= 130000 and Chomp with a pass x <= 50000
#                                   (1 run each, nice 10)
#   REF=/path/to/gamedyn bash bench/census.sh   also runs REF once per case and compares
set -euo pipefail
cd "$(dirname "$0")/.."
make -j2 all >/dev/null
G=build/release/gamedyn
mode=${1:-default}
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-census.XXXXXX"); trap 'rm -rf "$B"' EXIT
hash_of() { grep -v '^#' "$1" | sha256sum | cut -c1-12; }
bench() {
    local label=$1 reps=$2; shift 2
    local min='' max='' umin='' umax='' kb=0 h=''
    for ((i = 0; i < reps; i++)); do
        /usr/bin/time -f "%e %M %U" -o "$B/time" ${PRE:-} "$G" "$@" -q >"$B/out"
        read -r s k u <"$B/time"
        [ -z "$umin" ] || [ "$(echo "$u < $umin" | bc)" = 1 ] && umin=$u
        [ -z "$umax" ] || [ "$(echo "$u > $umax" | bc)" = 1 ] && umax=$u
        [ -z "$min" ] || [ "$(echo "$s < $min" | bc)" = 1 ] && min=$s
        [ -z "$max" ] || [ "$(echo "$s > $max" | bc)" = 1 ] && max=$s
        [ "$k" -gt "$kb" ] && kb=$k
        h=$(hash_of "$B/out")
    done
    local same=''
    if [ -n "${REF:-}" ] && [[ " $* " != *" --threads "* ]]; then
        "$REF" "$@" -q >"$B/ref"
        [ "$(hash_of "$B/ref")" = "$h" ] && same='  = REF' || same='  DIFFERS FROM REF'
    fi
    printf '%-30s %d runs  wall %7.2f .. %7.2f s  user %7.2f .. %7.2f s  %7.1f MiB  sha256 %s%s\n' "$label" \
        "$reps" "$min" "$max" "$umin" "$umax" "$(echo "$kb/1024" | bc -l)" "$h" "$same"
}
echo "gamedyn $("$G" --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load: $(uptime | sed 's/.*load/load/')"
bench "chomp census x<=20000" 3 solve chomp --xmax 20000
bench "  the same, one thread" 2 solve chomp --xmax 20000 --threads 1
bench "chomp census x<=50000" 2 solve chomp --xmax 50000
bench "chomp --pass census x<=3363" 3 solve chomp --pass --xmax 3363
bench "chomp --pass census x<=20000" 2 solve chomp --pass --xmax 20000
bench "  the same, one thread" 1 solve chomp --pass --xmax 20000 --threads 1
if [ "$mode" = big ]; then
    PRE="nice -n 10"
    bench "chomp census x<=130000" 1 solve chomp --xmax 130000
    bench "chomp --pass census x<=50000" 1 solve chomp --pass --xmax 50000
fi
echo "load after: $(uptime | sed 's/.*load/load/')"
