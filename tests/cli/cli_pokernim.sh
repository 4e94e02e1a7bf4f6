#!/bin/sh
# Poker Nim, a loopy game, through the registry: query (P, N or D; the generalized
# Sprague-Grundy value, finite or inf(K)), graph (draws and the moves on a cycle), play (a
# repeated position is a draw), sums of loopy games, the entry and the refusals.
. tests/cli/lib_cli.sh

# query: the column's claim, the outcome and the value of plain Nim whatever the hands
[ "$("$G" query pokernim:3,5,6/2,1 --value | tr '\n' ' ')" = "P grundy 0 " ] && ok || bad "pokernim:3,5,6/2,1"
[ "$("$G" query pokernim 3 5 6)" = "P" ] && ok || bad "pokernim 3 5 6"
# from [1,2] with one stone in hand: take one from the heap of 2, or put the stone on the heap of 1
[ "$("$G" query pokernim:1,2/1,0 --value | tr '\n' ' ')" = "N grundy 3 [2,2]/0,0 [1,1]/0,2 " ] && ok ||
    bad "pokernim:1,2/1,0: $("$G" query pokernim:1,2/1,0 --value | tr '\n' ' ')"
[ "$("$G" query pokernim:2:5,5,5/2,2 --value | head -2 | tr '\n' ' ')" = "N grundy 5 " ] && ok || bad "capped"
# a full hand that may not capture: the stones go round for ever
[ "$("$G" query pokernim:2:1,1/2,0 --strict-cap --value | tr '\n' ' ')" = "D grundy inf() " ] && ok || bad "draw"
"$G" query pokernim:2:1,1/2,0 --strict-cap --value --json >"$T/q.json" &&
    grep -q '"outcome":"D","grundy":null,"grundy_infinite":\[\]' "$T/q.json" && ok || bad "json: $(cat "$T/q.json")"
# sums of loopy games are labelled on their own move graph; Smith's theorem: a finite value
# XOR a finite value, and a draw plus anything finite stays drawn when 0 is not reachable
[ "$("$G" query "sum:pokernim:1,2/1,0 nim:3" --value | tr '\n' ' ')" = "P grundy 0 " ] && ok || bad "sum finite"
[ "$("$G" query "sum:pokernim:2:1,1/2,0 --strict-cap nim:3" --value | tr '\n' ' ')" = "D grundy inf() " ] && ok ||
    bad "sum with a draw"
[ "$("$G" query "sum:pokernim:2:1,1/2,0 --strict-cap pokernim:2:1,1/2,0 --strict-cap" | head -1)" = "D" ] && ok ||
    bad "two draws"

# graph: the five positions of [1]/1,0, the four moves of its cycle drawn bold; a draw's colour
"$G" graph pokernim:1/1,0 -q >"$T/g.dot" || bad "graph"
[ "$(grep -c '^  n[0-9]* \[' "$T/g.dot")" -eq 5 ] && ok || bad "graph nodes"
[ "$(grep -c 'penwidth=2' "$T/g.dot")" -eq 4 ] && ok || bad "cycle edges: $(grep -c penwidth=2 "$T/g.dot")"
"$G" graph pokernim:2:1/1,1 --strict-cap -q | grep -q 'fillcolor="#d9c8f0"' && ok || bad "draw colour"
"$G" graph pokernim:1/1,0 --json -q | grep -q '"outcome":"P","grundy":0' && ok || bad "graph json"

# play: the engine wins from an N-position; a position met again ends the game drawn
printf '2\n' | "$G" play pokernim:1/1,0 | grep -q "you have no move: gamedyn wins" && ok || bad "play to the end"
printf '1\n1\n1\n1\n' | "$G" play pokernim:2:1/1,1 --strict-cap >"$T/play" || bad "play draw"
grep -q "the position repeats: the game is drawn" "$T/play" && ok || bad "repetition: $(cat "$T/play")"
printf '1\n1\n1\n1\n' | "$G" play pokernim:2:1/1,1 --strict-cap --json 2>/dev/null |
    grep -q '"end":"repetition","winner":null' && ok || bad "play --json: a draw by repetition"
printf 'hint\nquit\n' | "$G" play pokernim:2:1/1,1 --strict-cap | grep -q "hint: a draw" && ok || bad "hint"

# the registry's entry
"$G" games | grep -A4 -x pokernim | grep -q "example:  pokernim:3,5,6/2,1" && ok || bad "games entry"

# refusals: one line, exit status 2
expect_error query pokernim:3,5,6/2
grep -q "expected the two hands" "$T/err" && ok || bad "hands: $(cat "$T/err")"
expect_error query pokernim:2:3/3,0
grep -q "a hand holds at most 2 stones" "$T/err" && ok || bad "cap: $(cat "$T/err")"
expect_error query pokernim:3/1,1 --strict-cap
expect_error query pokernim:x:3
expect_error query pokernim:1048576/1,0
expect_error query pokernim:1000,1000,1000 --max-mem 1G
grep -q "above the memory bound" "$T/err" && ok || bad "memory: $(cat "$T/err")"
expect_error query "sum:pokernim:1/1,0 domineering:2x2"
# gamedyn sum with an infinite component: Smith's rule, a draw, no winning move; --json; the
# move graph labels the infinite value with its set
"$G" sum "pokernim:1:1/0,1 --strict-cap nim:1" | tail -n +4 >"$T/s.txt" && ok || bad "sum with an infinite component"
[ "$(cat "$T/s.txt")" = "$(printf 'component 1 pokernim:1:[1]/0,1 grundy inf() (generic solver, 4 positions)\ncomponent 2 nim:[1] grundy 1 (the game'"'"'s oracle)\nnim-sum inf()\nD')" ] &&
    ok || bad "sum: $(cat "$T/s.txt")"
"$G" sum "pokernim:1:1/0,1 --strict-cap nim:1" --json | python3 -c '
import json, sys
j = json.load(sys.stdin)
c = j["components"]
assert c[0]["grundy"] is None and c[0]["grundy_infinite"] == [] and c[1]["grundy"] == 1, c
assert j["nim_sum"] is None and j["nim_sum_infinite"] == [] and j["outcome"] == "D" and j["winning_moves"] == [], j
' && ok || bad "sum --json with an infinite component"
"$G" graph pokernim:1:1/0,1 --strict-cap --values 2>/dev/null | grep -q 'n0 \[label="inf()"' && ok || bad "graph --values: inf(K)"

echo "cli_pokernim: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
