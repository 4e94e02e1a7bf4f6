#!/usr/bin/env bash
# The cgt census benchmark (docs/cgt.md): the canonical games born by day 3 (1474), each run
# repeated; the census's own time (its stderr line), the process's wall and user seconds, peak memory (/usr/bin/time -v), and the count printed.
#   bash bench/cgt.sh [RUNS]     (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
make -j2 all >/dev/null
G=build/release/gamedyn
runs=${1:-5}
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-cgt.XXXXXX"); trap 'rm -rf "$B"' EXIT
echo "gamedyn $("$G" --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load: $(uptime | sed 's/.*load/load/')"
for day in 2 3; do
    for ((i = 0; i < runs; i++)); do
        /usr/bin/time -v -o "$B/time" "$G" cgt census --day "$day" >"$B/out" 2>"$B/err"
        wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$B/time")
        user=$(sed -n 's/.*User time (seconds): //p' "$B/time")
        kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$B/time")
        own=$(sed -n 's/^cgt census: day [0-9]* in //p' "$B/err")
        printf 'census day %d  run %d  census %s  process wall %s  user %s s  peak %s KiB  %s\n' "$day" "$i" "$own" \
            "$wall" "$user" "$kb" "$(tail -1 "$B/out")"
    done
done
