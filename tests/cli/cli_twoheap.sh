#!/bin/sh
# query on two-heap games far from the diagonal: the oracle's table is the rectangle
# 0..a x 0..b (a symmetric game's turned to a <= b), so a heap of millions beside a small
# one fits in a few MiB where the square would need terabytes.
. tests/cli/lib_cli.sh

# take 1..3 from one heap: g(a,b) = (a mod 4) XOR (b mod 4)
"$G" query sub:3:2000000,2 --value --max-mem 64M >"$T/q" 2>"$T/e" && grep -qx "grundy 2" "$T/q" && ok ||
    bad "sub:3:2000000,2: $(cat "$T/q" "$T/e")"
"$G" query sub:3:3,2000001 --value --max-mem 64M >"$T/q" 2>"$T/e" && grep -qx "grundy 2" "$T/q" && ok ||
    bad "sub:3:3,2000001: $(cat "$T/q" "$T/e")"
# not symmetric: the rectangle as it stands, either way round
"$G" query 'sub:{2,3}^{(1,0)}:1000000,1' --value --max-mem 64M >"$T/q" 2>"$T/e" && ok ||
    bad "sub:{2,3}^{(1,0)}:1000000,1: $(cat "$T/e")"
"$G" query 'sub:{2,3}^{(1,0)}:1,1000000' --value --max-mem 64M >"$T/q" 2>"$T/e" && ok ||
    bad "sub:{2,3}^{(1,0)}:1,1000000: $(cat "$T/e")"
# blocking games: the palace numbers of the rectangle
"$G" query maharaja:200000,3 --blocking 1 --max-mem 64M >"$T/q" 2>"$T/e" && ok ||
    bad "maharaja blocking: $(cat "$T/e")"
# the refusal names the rectangle
"$G" query maharaja:200000,300 --max-mem 1M >"$T/q" 2>"$T/e"
[ $? -eq 2 ] && grep -q "table up to \[300,200000\]" "$T/e" && ok || bad "refusal: $(cat "$T/e")"

[ "$fails" -eq 0 ] && echo "cli_twoheap: $checks checks, 0 failed" || { echo "cli_twoheap: $checks checks, $fails failed"; exit 1; }
