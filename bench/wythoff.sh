#!/bin/sh
# Wythoff's four characterizations cross-checked for every n <= N (default 10^9):
# wall seconds and peak memory (KiB) of 'gamedyn wythoff --check N'.
set -e
cd "$(dirname "$0")/.."
N=${1:-1000000000}
make -s -j2 bin/gamedyn
/usr/bin/time -f 'wythoff --check %C: %e s, peak %M KiB' bin/gamedyn wythoff --check "$N" -q
# The four characterizations against the table module's P-positions for a, b <= 10^5 (the
# 0-blocking game's palace number 0 is exactly P, streamed in O(N) memory): the listed
# positions must be exactly the pairs (floor(n phi), floor(n phi) + n) and their mirrors.
M=${2:-99999}
P=$(mktemp "${TMPDIR:-/tmp}/gamedyn-wythoff-P.XXXXXX"); trap 'rm -f "$P"' EXIT
/usr/bin/time -f "table wythoff P-positions to $M: %e s, peak %M KiB" \
    bin/gamedyn table wythoff --blocking 0 --value 0 --max "$M" -q -o "$P"
python3 - "$P" "$M" <<'PY'
import math, sys
path, m = sys.argv[1], int(sys.argv[2])
got = {tuple(map(int, l.split())) for l in open(path) if l[0].isdigit()}
want = set()
n = 0
while True:
    a = (n + math.isqrt(5 * n * n)) // 2
    if a > m:
        break
    b = a + n
    if b <= m:
        want |= {(a, b), (b, a)}
    n += 1
print("table P-positions to %d: %d, floor form: %d, %s" % (m, len(got), len(want), "equal" if got == want else "DIFFERENT"))
sys.exit(0 if got == want else 1)
PY
