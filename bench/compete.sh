#!/usr/bin/env bash
# Two threads against one under a competing process (docs/engine.md, "Two threads"):
# a busy loop pinned to core 1 (taskset) runs beside each census, and the census runs
# with --threads 1 and --threads 2, alternately, so both see the same load. Prints wall
# clock and user CPU of each run, then the same without the busy loop, and a hash of each
# census (provenance lines dropped): the two schedules must give the same bytes.
#   bash bench/compete.sh            Chomp x <= 20000, 3 runs of each; Chomp with a pass x <= 6000
#   X=50000 REPS=2 bash bench/compete.sh
set -euo pipefail
cd "$(dirname "$0")/.."
make -j2 all >/dev/null
G=${G:-build/release/gamedyn}
X=${X:-20000}
XP=${XP:-6000}
REPS=${REPS:-3}
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-compete.XXXXXX")
busy=''
stop_busy() { if [ -n "$busy" ]; then kill "$busy" 2>/dev/null || true; wait "$busy" 2>/dev/null || true; busy=''; fi; }
trap 'stop_busy; rm -rf "$B"' EXIT
hash_of() { grep -v '^#' "$1" | sha256sum | cut -c1-12; }
run() {
    local label=$1; shift
    /usr/bin/time -f "%e %U" -o "$B/time" "$G" "$@" -q >"$B/out"
    read -r s u <"$B/time"
    printf '%-44s wall %7.2f s  user %7.2f s  sha256 %s\n' "$label" "$s" "$u" "$(hash_of "$B/out")"
}
pair() {
    local what=$1; shift
    for ((i = 0; i < REPS; i++)); do
        run "$what, 1 thread" "$@" --threads 1
        run "$what, 2 threads" "$@" --threads 2
    done
}
echo "gamedyn $("$G" --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load: $(uptime | sed 's/.*load/load/')"
if [ "$(nproc)" -ge 2 ]; then
    taskset -c 1 bash -c 'while :; do :; done' &
    busy=$!
    echo "busy loop pid $busy on core 1"
    pair "busy core 1: chomp x<=$X" solve chomp --xmax "$X"
    pair "busy core 1: chomp --pass x<=$XP" solve chomp --pass --xmax "$XP"
    stop_busy
fi
pair "no busy loop: chomp x<=$X" solve chomp --xmax "$X"
pair "no busy loop: chomp --pass x<=$XP" solve chomp --pass --xmax "$XP"
echo "load after: $(uptime | sed 's/.*load/load/')"
