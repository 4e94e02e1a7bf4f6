#!/bin/sh
# Domineering through the registry: query (outcome class and each side's winning moves) of
# small boards, both text forms, graph with Left and Right edges, partizan sums, the games
# listing, values (query --value), and the refusals (bad boards, play's --as).
. tests/cli/lib_cli.sh

# 1 x 2: only Right can move (R); 2 x 1: only Left (L); 2 x 2: whoever starts wins (N)
[ "$("$G" query domineering:1x2 | tr '\n' ' ')" = "R right ## " ] && ok || bad "1x2"
[ "$("$G" query domineering:2x1 | tr '\n' ' ')" = "L left #/# " ] && ok || bad "2x1"
[ "$("$G" query domineering:2x2 | tr '\n' ' ')" = "N left #./#. left .#/.# right ##/.. right ../## " ] &&
    ok || bad "2x2: $("$G" query domineering:2x2 | tr '\n' ' ')"
[ "$("$G" query domineering 5x5)" = "P" ] && ok || bad "5x5 is a second-player win"
# RxC is R rows of C cells: 2x3 and 3x2 differ
[ "$("$G" query domineering:2x3 | head -1)" = "$("$G" query domineering:../../.. | head -1)" ] && ok || bad "2x3 vs 3 rows"
[ "$("$G" query domineering:3x2 | head -1)" = "$("$G" query domineering:../../.. | head -1)" ] && ok || bad "3x2 grid"
# a grid with occupied cells; the corner cut off
[ "$("$G" query domineering:..#/.../... | head -1)" = "N" ] && ok || bad "grid"
[ "$("$G" query domineering:#./.. | tr '\n' ' ')" = "N left ##/.# right #./## " ] && ok || bad "the L tromino is *"
# --one-move: the first winning move of each side only
[ "$("$G" query domineering:4x4 --one-move | wc -l)" -eq 3 ] && ok || bad "--one-move"

# graph: 2x2 has 6 positions, Left's edges labelled L
"$G" graph domineering:2x2 -q >"$T/g.dot" && [ "$(grep -c '^  n[0-9]* \[' "$T/g.dot")" -eq 6 ] &&
    [ "$(grep -c 'label="L"' "$T/g.dot")" -eq 4 ] && ok || bad "graph"

# sums of partizan games: 2x1 + 1x2 = 1 - 1 = 0
[ "$("$G" query "sum:domineering:2x1 domineering:1x2")" = "P" ] && ok || bad "sum 1 + -1"
"$G" sum "domineering:2x2 domineering:1x2" | grep -q "^outcome N" && ok || bad "sum command"

# the registry's entry
"$G" games | grep -A5 -x domineering | grep -q "example:  domineering:..#/.../..." && ok || bad "games entry"

# refusals: one line, exit status 2
for b in 3y3 0x4 13x12 ..#/.. ..a "" 4x4x; do
    expect_error query "domineering:$b"
done
# --value: the canonical form after the outcome class, before the winning moves
[ "$("$G" query domineering:2x2 --value | sed -n 2p)" = "value +-1" ] && ok || bad "--value 2x2"
[ "$("$G" query domineering:../../.. --value | sed -n 2p)" = "value {1/2|-2}" ] && ok || bad "--value 3x2"
[ "$("$G" query domineering:2x1 --value | tr '\n' ' ')" = "L value 1 left #/# " ] && ok || bad "--value 2x1"
[ "$("$G" query domineering:4x5 --value | sed -n 1,2p | tr '\n' ' ')" = "L value 1 " ] && ok || bad "--value 4x5"
expect_error play domineering:2x2 --as up
# a sum mixing impartial and partizan components is valued (docs/sums.md): +-1 + *3
[ "$("$G" sum "domineering:2x2 nim:3" | sed -n 's/^value //p;s/^outcome //p' | tr '\n' ' ')" = "+-(1*3) N " ] && ok ||
    bad "mixed sum"

# one bound for the whole query: the search's table (about 2.4 MiB) fits in 7M and so do the
# values (about 6 MiB), not both together (docs/games.md, "The memory bound")
[ "$("$G" query domineering:5x5 --max-mem 7M)" = "P" ] && ok || bad "the search alone in 7M"
expect_error query domineering:5x5 --value --max-mem 7M
grep -q "memory bound of 7.00 MiB" "$T/err" && ok || bad "search and values in 7M: $(cat "$T/err")"
"$G" query domineering:5x5 --value --max-mem 9M | grep -q "^value 0" && ok || bad "search and values in 9M"

[ "$fails" -eq 0 ] && echo "cli_domineering: $checks checks, 0 failed" || {
    echo "cli_domineering: $checks checks, $fails failed"
    exit 1
}
