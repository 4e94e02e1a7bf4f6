#!/bin/sh
# Nim-sequences of heap games (not a timed test; docs/heap.md has the figures):
# Kayles, Dawson's chess, Dawson's Kayles to 10^6 (target < 1 s each, periods certified),
# Grundy's game to 2^24 (target <= 60 s) and, with an argument 'long', to 2^25 for the
# estimate of 2^28 (target <= 20 min, <= 2 GiB). Wall seconds and peak memory (GNU time).
set -e
cd "$(dirname "$0")/.."
make -s -j2 bin/gamedyn
O=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-heap-bench.XXXXXX"); trap 'rm -rf "$O"' EXIT
for g in kayles dawson-chess dawson-kayles; do
    /usr/bin/time -f "heap $g --max 1000000: %e s, peak %M KiB" bin/gamedyn heap $g --max 1000000 -o "$O/$g.tsv"
done
/usr/bin/time -f 'heap grundy --max 16777216: %e s, peak %M KiB' bin/gamedyn heap grundy --max 16777216 -o "$O/g24.tsv"
if [ "${1:-}" = long ]; then
    /usr/bin/time -f 'heap grundy --max 33554432: %e s, peak %M KiB' bin/gamedyn heap grundy --max 33554432 -o "$O/g25.tsv"
fi
