#!/usr/bin/env bash
# What a census checkpoint costs (docs/engine.md, "Checkpoints"): params chomp to X - 1
# straight; to X stopped after sheet X - 1 with a checkpoint (the run and one save); the
# resume from it (a load, the last sheet and the statistics). Wall and CPU seconds and
# peak memory of each (GNU time), the checkpoint's size and its bytes per X^2, and
# whether the resumed table is the straight run's to X (provenance lines dropped).
#   bash bench/checkpoint.sh [X]        default 60000; THREADS=1 by default
set -euo pipefail
cd "$(dirname "$0")/.."
make -s -j2 bin/gamedyn
X=${1:-60000}
T=${THREADS:-1}
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-ckpt.XXXXXX")
trap 'rm -rf "$B"' EXIT
cp build/release/gamedyn "$B/gamedyn"
run() {
    local what=$1
    shift
    /usr/bin/time -f "$what: wall %e s, user %U s, system %S s, peak %M KiB" -o "$B/time" "$B/gamedyn" "$@"
    cat "$B/time"
}
run "to $((X - 1)) straight" params chomp --xmax $((X - 1)) --threads "$T" -q -o "$B/short.tsv"
run "to $X, stopped after $((X - 1)) with a save" params chomp --xmax "$X" --threads "$T" --checkpoint "$B/ck" \
    --stop-at $((X - 1)) -q
size=$(wc -c <"$B/ck")
echo "checkpoint: $size bytes, $(awk -v s="$size" -v x="$X" 'BEGIN { printf "%.4f", s / x / x }') X^2"
run "resumed to $X" params chomp --xmax "$X" --threads "$T" --checkpoint "$B/ck" --resume -q -o "$B/resumed.tsv"
run "to $X straight" params chomp --xmax "$X" --threads "$T" -q -o "$B/straight.tsv"
if cmp -s <(grep -v '^#' "$B/straight.tsv") <(grep -v '^#' "$B/resumed.tsv"); then
    echo "resumed table: the straight run's"
else
    echo "resumed table DIFFERS from the straight run's"
    exit 1
fi
