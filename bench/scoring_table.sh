#!/usr/bin/env bash
# The table of Scoring Domineering rectangles (docs/scoring.md, "The table of rectangles"):
# every m x n with m*n <= 20 in one run (outcome by search; mean and reduced form against normal
# play; the canonical scoring value up to 16 cells), then every larger rectangle of at most 64
# cells, fewest cells first (m x n before n x m), two at a time (the search is single-threaded:
# one per core), each in its own run under what is left of the budget; a rectangle that does
# not finish in it is listed as not reached. Writes the table with each rectangle's seconds and
# CPU seconds (not reproducible) and the rectangles not reached.
#   bash bench/scoring_table.sh [BUDGET_SECONDS [OUT [JOBS]]]   (default 3600 s, scoring_table.txt, 2)
set -euo pipefail
cd "$(dirname "$0")/.."
budget=${1:-3600}
out=${2:-scoring_table.txt}
jobs=${3:-2}
make -j2 all >/dev/null
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-sct.XXXXXX"); trap 'rm -rf "$B"' EXIT
# a copy, so that a build during the run does not change the program under it
cp build/release/gamedyn "$B/gamedyn"
G=$B/gamedyn
start=$(date +%s)
info="gamedyn $($G --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load at the start: $(uptime | sed 's/.*load average: //')"
$G atlas scoring-domineering --max-cells 20 --milnor-cells 20 --value-cells 16 --timings -q -o "$B/small.tsv"
# the larger rectangles, fewest cells first, then fewest rows
for ((k = 21; k <= 64; k++)); do
    for ((m = 1; m <= k; m++)); do
        ((k % m == 0)) && echo "$m $((k / m))"
    done
done > "$B/todo"
one() { # m n: one rectangle under what is left of the budget
    local left=$((budget - ($(date +%s) - start)))
    if ((left > 0)) && timeout "$left" $G atlas scoring-domineering --rows "$1" --cols "$2" --max-cells 64 \
        --milnor-cells 0 --value-cells 0 --timings -q -o "$B/$1x$2.tsv"; then
        echo "$1x$2: $(grep -v '^#' "$B/$1x$2.tsv" | tail -n 1 | awk -F'\t' '{print $3, $4, $(NF-1) " s, " $NF " s of CPU"}')" >&2
    else
        rm -f "$B/$1x$2.tsv"
    fi
}
export -f one; export budget start G B
xargs -P "$jobs" -L 1 bash -c 'one "$@"' _ < "$B/todo"
grep -v "^#" "$B/small.tsv" | tail -n +2 > "$B/rows.tsv"
missed=""
while read -r m n; do
    if [ -f "$B/${m}x${n}.tsv" ]; then
        grep -v '^#' "$B/${m}x${n}.tsv" | tail -n 1 >> "$B/rows.tsv"
    else
        missed="$missed ${m}x${n}"
    fi
done < "$B/todo"
elapsed=$(($(date +%s) - start))
{
    echo "# DERIVED: Scoring Domineering rectangles, computed by gamedyn (bash bench/scoring_table.sh $budget)"
    echo "# $info; at the end: $(uptime | sed 's/.*load average: //')"
    echo "# every m x n with m*n <= 20 in one run of: gamedyn atlas scoring-domineering --max-cells 20 --milnor-cells 20 --value-cells 16 --timings"
    echo "# then each larger m x n (fewest cells first, $jobs at a time) alone: gamedyn atlas scoring-domineering --rows m --cols n --max-cells 64 --milnor-cells 0 --value-cells 0 --timings"
    echo "# columns as named by the header line (gamedyn atlas --help); seconds and cpu_seconds are not reproducible (machine, load)"
    echo "# wall-clock budget ${budget} s, used ${elapsed} s; not reached:${missed:- none}"
    head -n 4 "$B/small.tsv" | tail -n 1
    cat "$B/rows.tsv"
} > "$B/table"
mv "$B/table" "$out"
echo "$out: $(grep -vc '^#' "$out") lines; not reached:${missed:- none}" >&2
