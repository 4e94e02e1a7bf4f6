#!/bin/sh
# Staircase Nim through the registry: query (Nim on the odd stairs), graph, play, the
# games listing and help generated from its entry, bad input.
. tests/cli/lib_cli.sh

# query: value 3 XOR 5; the one winning move carries 2 coins from stair 3 to stair 2
[ "$("$G" query staircase:3,0,5,2 --value | tr '\n' ' ')" = "N grundy 6 [3,2,3,2] " ] && ok || bad "staircase:3,0,5,2"
[ "$("$G" query staircase 3 0 5 2 | tr '\n' ' ')" = "N [3,2,3,2] " ] && ok || bad "staircase 3 0 5 2"
[ "$("$G" query staircase:0,7)" = "P" ] && ok || bad "coins on even stairs only: P"
# a winning move may bring coins down from an even stair onto the odd stair below
[ "$("$G" query staircase:1,4,5 | tr '\n' ' ')" = "N [5,0,5] [1,8,1] " ] && ok || bad "staircase:1,4,5"
# huge stairs: the oracle answers at once
[ "$("$G" query staircase:18446744073709551614,0,1 --value | head -2 | tr '\n' ' ')" = "N grundy 18446744073709551615 " ] &&
    ok || bad "huge stairs"

# graph: [1,1] has 5 positions; play: the engine wins from an N-position
"$G" graph staircase:1,1 -q >"$T/g.dot" && [ "$(grep -c '^  n[0-9]* \[' "$T/g.dot")" -eq 5 ] && ok || bad "graph"
printf '' | "$G" play staircase:1,1 --first engine | grep -q "gamedyn plays \[0,1\]" && ok || bad "play engine"
printf '1\n1\n' | "$G" play staircase:1,1 | grep -q "gamedyn has no move: you win" && ok || bad "play me"

# a sum with Staircase Nim components
[ "$("$G" query "sum:staircase:3,0,5,2 nim:6" | head -1)" = "P" ] && ok || bad "sum"

# the registry's entry: games and query --help come from it
"$G" games | grep -A5 -x staircase | grep -q "example:  staircase:3,0,5,2" && ok || bad "games entry"
"$G" query --help | grep -q "^  staircase  *Staircase Nim" && ok || bad "query --help"

# refusals: one line, exit status 2
expect_error query staircase:3,x
grep -q "bad position '3,x' of staircase" "$T/err" && ok || bad "bad position: $(cat "$T/err")"
expect_error query staircase:18446744073709551615,1
expect_error graph staircase:1,2 --pass
grep -q "game staircase takes no --pass" "$T/err" && ok || bad "--pass: $(cat "$T/err")"
expect_error play staircase:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17 </dev/null

echo "cli_staircase: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
