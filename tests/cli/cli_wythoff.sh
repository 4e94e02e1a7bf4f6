#!/bin/sh
# gamedyn wythoff (the four characterizations cross-checked, Figure 1), query and play of
# wythoff at heaps up to 2^62 by the floor form, checked by python3's exact isqrt and a
# brute-force mex on small positions.
. tests/cli/lib_cli.sh

expect_error wythoff
expect_error wythoff --check 10 --figure 10 -o "$T/f.png"
expect_error wythoff --check x
expect_error wythoff --check 1000000000001
expect_error wythoff --figure 1 -o "$T/f.png"
expect_error wythoff --figure 10
expect_error wythoff --check 10 --fault bogus:3
expect_error query wythoff:4611686018427387905,1
expect_error query wythoff:4611686018427387904,1 --value
"$G" query wythoff:4611686018427387905,1 --pass >/dev/null 2>&1 && bad "pass variant took a heap over 2^31-1" || ok

# the cross-check: agreement, where, and a corrupted way caught with its n
"$G" wythoff --check 100000 -q >"$T/c" && grep -q "agree for every n = 0..100000" "$T/c" &&
    grep -q "(a_n, b_n) = (161803, 261803)" "$T/c" && ok || bad "check: $(cat "$T/c")"
"$G" wythoff --check 1000 --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["agree"] and d["checked"]==1001 and d["pairs"][3]["b"]==2618' && ok || bad "json"
for w in mex floor fib zeck; do
    "$G" wythoff --check 5000 --fault $w:4321 >"$T/c" 2>"$T/e"
    [ $? -eq 2 ] && grep -q "disagreement at n = 4321" "$T/c" && [ "$(wc -l <"$T/e")" -eq 1 ] && ok || bad "fault $w: $(cat "$T/c" "$T/e")"
done

# query at 2^62, checked by python's exact integer square root
B=4611686018427387904
start=$(date +%s%N)
"$G" query wythoff:$B,2850325782619422720 >"$T/q"
"$G" query wythoff:$B,$B >>"$T/q"
"$G" query wythoff:2850325782619422721,$B >>"$T/q"
ms=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$ms" -lt 1000 ] && ok || bad "three queries at 2^62 took $ms ms"
python3 - "$T/q" "$B" <<'PY' && ok || bad "query answers: $(cat "$T/q")"
import sys
from math import isqrt
lines = open(sys.argv[1]).read().split()
B = int(sys.argv[2])
def a(n): return (n + isqrt(5 * n * n)) // 2
def is_p(x, y):
    lo, hi = min(x, y), max(x, y)
    return a(hi - lo) == lo
queries = [(B, 2850325782619422720), (B, B), (2850325782619422721, B)]
i = 0
for (x, y) in queries:
    tag = lines[i]; i += 1
    moves = []
    while i < len(lines) and lines[i] not in ("P", "N"):
        moves.append(tuple(int(t) for t in lines[i].strip("[]").split(","))); i += 1
    assert (tag == "P") == is_p(x, y), (x, y, tag)
    for (u, v) in moves:
        r, s = x - u, y - v
        assert u <= x and v <= y and (r or s) and (r == 0 or s == 0 or r == s), (x, y, u, v)
        assert is_p(u, v), (u, v)
    # none missing: the column's, row's and diagonal's P-positions below (x,y)
    d = abs(x - y); lo = min(x, y)
    expect = 0
    if a(d) < lo: expect += 1
    for (fixed, other, first) in [(x, y, True), (y, x, False)]:
        n0 = a(fixed) - fixed + 1
        if a(n0) == fixed: partner = a(n0) + n0
        else:
            m = 2 * fixed - a(fixed); assert a(m) + m == fixed; partner = a(m)
        if partner < other: expect += 1
    assert len(moves) == expect, (x, y, moves, expect)

PY
# small positions: the floor form against a brute-force mex (python), every winning move
python3 - >"$T/small" <<'PY'
import itertools
M = 30
P = set()
for s in range(2 * M + 1):
    for x in range(max(0, s - M), min(s, M) + 1):
        y = s - x
        opts = [(x - k, y) for k in range(1, x + 1)] + [(x, y - k) for k in range(1, y + 1)] + [(x - k, y - k) for k in range(1, min(x, y) + 1)]
        if not any(o in P for o in opts): P.add((x, y))
for x in range(0, M + 1, 3):
    for y in range(0, M + 1, 4):
        opts = [(x, y - k) for k in range(1, y + 1)] + sorted([(x - k, y) for k in range(1, x + 1)] + [(x - k, y - k) for k in range(1, min(x, y) + 1)], key=lambda o: (x - o[0], y - o[1]))
        print("%d %d %s" % (x, y, "P" if (x, y) in P else "N " + " ".join("[%d,%d]" % o for o in opts if o in P)))
PY
bad_small=0
while read -r x y rest; do
    got=$("$G" query wythoff:$x,$y | tr '\n' ' ' | sed 's/ $//')
    [ "$got" = "$rest" ] || { bad_small=1; bad "wythoff:$x,$y: $got, brute force $rest"; }
done <"$T/small"
[ $bad_small -eq 0 ] && ok

# play at 2^62 from stdin: the engine wins from an N-position, moving to P-positions
W=$("$G" query wythoff:$B,$B | sed -n 2p)
printf '' | "$G" play wythoff:$B,$B --first engine >"$T/p1"
grep -qF "gamedyn plays $W" "$T/p1" && ok || bad "engine's first move: $(cat "$T/p1")"
# the engine moves to (x,y) P; the user empties heap b; the engine must take the rest
xy=$("$G" query wythoff:$B,2850325782619422720 | sed -n 2p | tr -d '[]')
x=${xy%,*}
printf '%s,0\n' "$x" | "$G" play wythoff:$B,2850325782619422720 --first engine >"$T/p2"
grep -qF "gamedyn plays [$xy]" "$T/p2" && grep -qF "gamedyn plays [0,0]" "$T/p2" && grep -q "you have no move: gamedyn wins" "$T/p2" &&
    ok || bad "engine wins at 2^62: $(cat "$T/p2")"
# a P-position: the user cannot win; the engine answers the user's winning move from N, and from
# P plays the smallest move (one token from heap b)
printf '[%s,0]\n' "$B" | "$G" play wythoff:$B,2850325782619422721 >"$T/p3"
grep -q "too many to list" "$T/p3" && grep -qF "you play [$B,0]" "$T/p3" && grep -qF "gamedyn plays [0,0]" "$T/p3" && ok || bad "user move at 2^62: $(cat "$T/p3")"
printf 'quit\n' | "$G" play wythoff:$xy --first engine >"$T/p4"
grep -qF "gamedyn plays [${xy%,*},$((${xy#*,} - 1))]" "$T/p4" && ok || bad "smallest move from P: $(cat "$T/p4")"
printf '[%s,%s]\nquit\n' "$B" "$((B - 1))" | "$G" play wythoff:$B,$B >"$T/p5"
grep -qF "you play [$B,$((B - 1))]" "$T/p5" && ok || bad "legal move: $(cat "$T/p5")"
printf '[%s,%s]\nquit\n' "$((B - 1))" "$((B - 2))" | "$G" play wythoff:$B,$B >"$T/p6"
grep -q "not a move" "$T/p6" && ok || bad "illegal knight-ish move accepted: $(cat "$T/p6")"

# Figure 1
"$G" wythoff --figure 16 --cell 6 -o "$T/f.png" >/dev/null && python3 - "$T/f.png" <<'PY' && ok || bad "figure"
import sys, zlib, struct
d = open(sys.argv[1], "rb").read()
assert d[:8] == b"\x89PNG\r\n\x1a\n"
w, h = struct.unpack(">II", d[16:24])
assert (w, h) == (97, 97), (w, h)
assert b"tEXt" in d and b"figure=1" in d
PY

[ "$fails" -eq 0 ] && echo "cli_wythoff: $checks checks, 0 failed" || { echo "cli_wythoff: $checks checks, $fails failed"; exit 1; }
