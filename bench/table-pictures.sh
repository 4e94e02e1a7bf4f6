#!/usr/bin/env bash
# Table pictures: seconds and peak memory (GNU time) of drawing an N x N table and writing
# its PNG (target: 8192^2 in <= 3 s). The synthetic tables are filled by
# bench/table_png_bench.c (their fill time is printed apart); then whole commands, whose
# time includes computing the table.
#   bash bench/table-pictures.sh [N]     (default 8192)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-8192}
make -j2 all >/dev/null
G=build/release/gamedyn
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-bench.XXXXXX"); trap 'rm -rf "$B"' EXIT
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Iinclude bench/table_png_bench.c build/release/libgamedyn.a -lpng -lm -o "$B/tpb"
echo "gamedyn $("$G" --version | cut -d' ' -f2) on $(nproc) cores, $(date -u +%F); tables of ${N}^2 cells"
run() {
    local label=$1; shift
    /usr/bin/time -f "%e %M" -o "$B/time" "$@" >"$B/out" 2>"$B/err" || { echo "$label: failed: $(cat "$B/err")"; return; }
    read -r secs kb <"$B/time"
    printf '%-44s %7.2f s %8.1f MiB  %9s bytes  %s\n' "$label" "$secs" "$(echo "$kb/1024" | bc -l)" \
        "$(stat -c %s "$B/p.png")" "$(grep -o 'draw.*' "$B/out" || true)"
}
for k in grundy noise rgbnoise outcome palace value; do
    run "draw+png $k (synthetic)" "$B/tpb" "$k" "$N" "$B/p.png"
done
M=$((N - 1))
run "grundy nim --pass --max $M (engine + picture)" "$G" grundy nim --pass --max "$M" -q -o "$B/p.png"
if "$G" help table >/dev/null 2>&1; then
    run "table nim --pass --max $M" "$G" table nim --pass --max "$M" -q -o "$B/p.png"
    run "table wythoff --max $M" "$G" table wythoff --max "$M" -q -o "$B/p.png"
    run "table wythoff --blocking 2 --max $M" "$G" table wythoff --blocking 2 --max "$M" -q -o "$B/p.png"
fi
