#!/bin/sh
# Grundy values of 3-row Chomp (docs/chomp-grundy.md): the 3 x n rectangles (OEIS A069001)
# to N = 300 (the target: <= 60 s), then how far a 60 s run gets (--seconds 60,
# --max 1500: 640 MiB, beyond what 60 s reach), with wall seconds and peak memory (KiB).
# The first 64 values are compared with tests/data/oeis_A069001.txt.
set -e
cd "$(dirname "$0")/.."
S=${1:-60}
make -s -j2 bin/gamedyn
OUT=$(mktemp "${TMPDIR:-/tmp}/gamedyn-chomp.XXXXXX"); trap 'rm -f "$OUT"' EXIT
/usr/bin/time -f 'grundy chomp --max 300: %e s, peak %M KiB' bin/gamedyn grundy chomp --max 300 -o "$OUT"
grep -v '^#' tests/data/oeis_A069001.txt | awk '{print $1 "\t" $2}' >"$OUT.oeis"
grep '^[0-9]' "$OUT" | head -64 | cmp -s - "$OUT.oeis" && echo "A069001 n = 1..64: equal" || { echo "A069001: DIFFERENT"; exit 1; }
rm -f "$OUT.oeis"
/usr/bin/time -f "grundy chomp --seconds $S: %e s, peak %M KiB" bin/gamedyn grundy chomp --max 1500 --seconds "$S" -o "$OUT"
tail -1 "$OUT"
