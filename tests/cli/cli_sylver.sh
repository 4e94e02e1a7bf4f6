#!/bin/sh
# gamedyn sylver (the outcome tables) and the sylver game in query, play and graph; the
# pairs table against a brute force written from the rules in python3.
. tests/cli/lib_cli.sh

expect_error sylver
expect_error sylver --pairs 2
expect_error sylver --pairs 10 --triples 10
expect_error sylver --pairs 10 --json
expect_error sylver --pairs 10 --max-nodes 0
expect_error sylver nim --pairs 10
expect_error query sylver:1
expect_error query sylver:5,1
expect_error query sylver:5,,7
expect_error query sylver:2000000
expect_error query sylver:8,12
[ "$("$G" query sylver:4 2>/dev/null)" = "N" ] && ok || bad "{4}: naming 6 leaves {4,6}"

# unknown is said, never guessed: one line starting "unknown:", exit status 2
"$G" query sylver:8,12 2>"$T/e" >/dev/null
grep -q '^gamedyn: unknown: ' "$T/e" && ok || bad "unknown message: $(cat "$T/e")"

# a single number: the theorems' search is bounded ({16} ran for many minutes without a bound)
timeout 60 "$G" query sylver:16 2>"$T/e" >/dev/null; [ $? -eq 2 ] && grep -q "unknown" "$T/e" && ok || bad "{16}: $(cat "$T/e")"
[ "$("$G" query sylver:9 2>/dev/null)" = "N" ] && ok || bad "{9}: naming 6 leaves {6,9}"

# answers with their moves
[ "$("$G" query sylver:2,3)" = "P" ] && ok || bad "{2,3}"
[ "$("$G" query sylver:3,5 | tr '\n' ' ')" = "N 2,3 " ] && ok || bad "{3,5}"
[ "$("$G" query sylver:7 2>/dev/null)" = "P" ] && ok || bad "{7}: Hutchings"
[ "$("$G" query sylver:10 2>/dev/null)" = "N" ] && ok || bad "{10}"
[ "$("$G" query 'sylver:{}' 2>/dev/null)" = "N" ] && ok || bad "{}"
"$G" query sylver:10 2>&1 >/dev/null | grep -q "naming 5 wins" && ok || bad "{10}: the move"
[ "$("$G" query sylver:5,7 --value | sed -n 2p)" = "grundy 8" ] && ok || bad "--value"

# beyond the exact search: the ender theorem answers at once, without moves
[ "$(timeout 20 "$G" query sylver:999,1000 2>"$T/e")" = "N" ] && grep -q "not listed" "$T/e" && ok || bad "{999,1000}"

# the pairs table against python (gcd 1 positions), byte-identical on a second run
"$G" sylver --pairs 11 -o "$T/p.tsv" -q && python3 - "$T/p.tsv" <<'PY' && ok || bad "--pairs against python"
import sys
from functools import lru_cache
from math import gcd
def legal(named, lim=128):
    rep = [True] + [False] * lim
    for v in range(1, lim + 1):
        rep[v] = any(v >= x and rep[v - x] for x in named)
    return frozenset(v for v in range(2, lim + 1) if not rep[v])
memo = {}
def win(named):
    key = legal(named)
    if key not in memo:
        memo[key] = any(not win(named + (m,)) for m in key)
    return memo[key]
n = 0
for line in open(sys.argv[1]):
    if line.startswith('#') or line.startswith('a\t'):
        continue
    a, b, g, o, how, mv = line.split('\t')
    a, b = int(a), int(b)
    if gcd(a, b) != 1:
        assert o in ('N', '?') or (o, how) == ('P', 'quiet'), line
        continue
    w = win((a, b))
    assert o == ('N' if w else 'P'), line
    n += 1
assert n > 20
PY
"$G" sylver --pairs 11 -o "$T/p2.tsv" -q && [ "$(grep -v "^# command" "$T/p.tsv")" = "$(grep -v "^# command" "$T/p2.tsv")" ] && ok || bad "not byte-identical"
"$G" sylver --triples 8 --moves -o "$T/t.tsv" --json >"$T/j" && grep -q '"positions"' "$T/j" && ok || bad "--json"
grep -q "^2	3	.*	P	solved	-$" "$T/p.tsv" && ok || bad "{2,3} line"
"$G" sylver --quadruples 9 -q -o "$T/q.tsv" && grep -q "^4	5	6	7	1	P	solved	-$" "$T/q.tsv" && ok || bad "--quadruples: {4,5,6,7}"
expect_error sylver --quadruples 4
grep -q "^4	6	2	P	quiet	-$" "$T/p.tsv" && ok || bad "{4,6} line"
grep -q "^8	10	2	?	unknown	-$" "$T/p.tsv" && ok || bad "{8,10} line"
[ "$("$G" query sylver:6,9)" = "P" ] && ok || bad "{6,9}: quiet end"

# docs/sylver.md pattern 5: every {3,b,c} is N, won by naming 2 (the smallest winning move)
"$G" sylver --triples 16 -q -o "$T/t16.tsv" && [ "$(awk -F'\t' '$1 == 3' "$T/t16.tsv" | wc -l)" -gt 5 ] &&
    [ -z "$(awk -F'\t' '$1 == 3 && !($5 == "N" && $7 == "2")' "$T/t16.tsv")" ] && ok || bad "{3,b,c}: N by 2"

# one thread or two: the same bytes
"$G" sylver --triples 14 --threads 1 -q -o "$T/t1.tsv" && "$G" sylver --triples 14 --threads 2 -q -o "$T/t2.tsv" &&
    [ "$(grep -v "^# command" "$T/t1.tsv")" = "$(grep -v "^# command" "$T/t2.tsv")" ] && ok || bad "--threads 2 differs"
expect_error sylver --triples 14 --threads 3
# the memory bound: refused up front below the least a table needs, answered with a small memo
expect_error sylver --triples 16 --max-mem 50K
"$G" sylver --triples 16 -q -o "$T/t4.tsv" &&
    "$G" sylver --triples 16 --max-mem 150K -o "$T/t3.tsv" --threads 1 --json >"$T/j3" &&
    grep -q '"evictions":[1-9]' "$T/j3" &&
    [ "$(grep -v "^# command" "$T/t4.tsv")" = "$(grep -v "^# command" "$T/t3.tsv")" ] && ok || bad "evicted memo differs"

# pictures of a slice a = A, written with the table all or none
"$G" sylver --triples 14 --slice 5 --png "$T/s5.png" --axes -q -o "$T/s.tsv" && [ -s "$T/s.tsv" ] &&
    head -c 8 "$T/s5.png" | od -c | grep -q "P   N   G" && ok || bad "--slice --png"
"$G" sylver --triples 14 --slice 5 --png "$T/s5.svg" --axes --window 6:10,8:14 -q -o "$T/s2.tsv" &&
    grep -q "<svg" "$T/s5.svg" && grep -q "P-position" "$T/s5.svg" && ok || bad "--slice --png .svg"
"$G" sylver --triples 14 --slice 5 --png "$T/bare.png" --scale 1 -q -o "$T/s3.tsv" &&
    python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); w,h=struct.unpack('>II',d[16:24]); sys.exit(0 if (w,h)==(9,9) else 1)" "$T/bare.png" &&
    ok || bad "a bare slice is (N - A) x (N - A) pixels"
expect_error sylver --triples 14 --slice 5
expect_error sylver --triples 14 --png "$T/x.png"
expect_error sylver --pairs 14 --slice 5 --png "$T/x.png"
expect_error sylver --triples 14 --slice 13 --png "$T/x.png"
expect_error sylver --triples 14 --slice 5 --png "$T/x.png" --window 3:10,6:14
expect_error sylver --triples 14 --axes
[ ! -e "$T/x.png" ] && ok || bad "a refused picture left a file"

# play against the engine and a graph
printf 'hint\nquit\n' | "$G" play sylver:5,7 >"$T/pl" 2>&1 && grep -q "winning moves" "$T/pl" && ok || bad "play: $(cat "$T/pl")"
"$G" graph sylver:2,5 -o "$T/g.dot" 2>/dev/null && grep -q digraph "$T/g.dot" && ok || bad "graph"
echo "cli_sylver: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
