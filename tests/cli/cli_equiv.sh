#!/bin/sh
# gamedyn equiv: equal in play and isomorphic move graphs, through the command line; the
# sliding checkers (slide) against Nim; --json; the refusals. The isomorphism needs nauty:
# a build without it must refuse --isomorphic in one line, and is accepted only where nauty
# is not installed at all (where it is, as setup.sh installs it, the build must have it).
. tests/cli/lib_cli.sh

# equal in play: the checkers' distances are Nim heaps
"$G" equiv slide:..o/...o nim:2,3 >"$T/o" && [ "$(cat "$T/o")" = "value G slide:..o/...o *1 (the game's oracle)
value H nim:[2,3] *1 (the game's oracle)
G = H: equal in play" ] && ok || bad "slide against nim: $(cat "$T/o")"
[ "$("$G" equiv slide:..o/...o nim:2,2 | tail -1)" = "G || H: not equal in play" ] && ok || bad "different nimbers"
# the generic solver, when the game has no oracle: sub:3 is Nim modulo 4
[ "$("$G" equiv sub:3:5,2 nim:1,2 | tail -1)" = "G = H: equal in play" ] && ok || bad "sub:3 and nim"
"$G" equiv chomp:2,1,3 nim:9 | grep -qx "G = H: equal in play" && ok || bad "chomp:2,1,3 = *9"
# partizan: canonical forms; an impartial position beside a partizan one is its nimber
[ "$("$G" equiv domineering:2x3 domineering:3x2 | tail -1)" = "G > H: not equal in play" ] && ok || bad "domineering"
[ "$("$G" equiv hackenbush:0-1g nim:1 | tail -1)" = "G = H: equal in play" ] && ok || bad "green edge = *1"
[ "$("$G" equiv nim:5 hackenbush:0-1b,1-2r | tail -1)" = "G < H: not equal in play" ] && ok || bad "*5 < 1/2"
# a sum is a game: nim:1 + nim:1 = 0
[ "$("$G" equiv "sum:nim:1 nim:1" nim:0 | tail -1)" = "G = H: equal in play" ] && ok || bad "sum"

# --json: one line, the values and the answer
"$G" equiv slide:..o/...o/.o nim:2,3,1 --json >"$T/j" && [ "$(wc -l <"$T/j")" -eq 1 ] &&
    grep -q '"G":{"game":"slide","position":"..o/...o/.o","value":"0","grundy":0}' "$T/j" &&
    grep -q '"H":{"game":"nim","position":\[2,3,1\],"value":"0","grundy":0}' "$T/j" &&
    grep -q '"relation":"=","equal":true}$' "$T/j" && ok || bad "--json: $(cat "$T/j")"
if command -v python3 >/dev/null; then
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["equal"] and d["parameters"]["G"]' "$T/j" &&
        ok || bad "--json does not parse"
fi

if "$G" equiv nim:1 nim:1 --isomorphic >"$T/o" 2>"$T/e"; then
    # every small board of two rows against Nim: equal and isomorphic; one heap more: neither
    n=0
    for a in 0 1 2 3; do for b in 0 1 2; do
        ra=$(printf '%*s' "$a" '' | tr ' ' .)o. rb=$(printf '%*s' "$b" '' | tr ' ' .)o
        "$G" equiv "slide:$ra/$rb" "nim:$a,$b" --isomorphic >"$T/o" &&
            grep -qx "G = H: equal in play" "$T/o" && grep -qx "isomorphic move graphs" "$T/o" &&
            "$G" equiv "slide:$ra/$rb" "nim:$a,$((b + 1))" --isomorphic >"$T/o" &&
            grep -qx "move graphs not isomorphic" "$T/o" && n=$((n + 1))
    done; done
    [ "$n" -eq 12 ] && ok || bad "slide against nim, --isomorphic: $n of 12"
    "$G" equiv slide:..o/...o nim:2,3 --isomorphic | tail -3 >"$T/o"
    [ "$(cat "$T/o")" = "graph G: 12 positions, 30 moves
graph H: 12 positions, 30 moves
isomorphic move graphs" ] && ok || bad "--isomorphic text: $(cat "$T/o")"
    # equal in play, not isomorphic; partizan colours; the mixed reading
    "$G" equiv nim:1,1 nim:0 --isomorphic | grep -qx "move graphs not isomorphic" && ok || bad "nim:1,1 and nim:0"
    "$G" equiv domineering:2x3 domineering:3x2 --isomorphic | grep -qx "move graphs not isomorphic" && ok ||
        bad "domineering transposed"
    "$G" equiv clobber:xoo clobber:oox --isomorphic | grep -qx "isomorphic move graphs" && ok || bad "clobber mirror"
    "$G" equiv hackenbush:0-1g nim:1 --isomorphic | grep -qx "isomorphic move graphs" && ok || bad "green edge"
    "$G" equiv slide:.o nim:1 --isomorphic --json | grep -q '"graph_G":{"positions":2,"moves":1},"graph_H":{"positions":2,"moves":1},"isomorphic":true}$' &&
        ok || bad "--isomorphic --json"
    # the size limit, up front
    expect_error equiv nim:3,3 nim:3,3 --isomorphic --max-nodes 10
    grep -q "has 16 nodes, above the limit 10 (--max-nodes)" "$T/err" && ok || bad "--max-nodes: $(cat "$T/err")"
else
    grep -q "needs nauty" "$T/e" && [ "$(wc -l <"$T/e")" -eq 1 ] && ok || bad "no nauty: $(cat "$T/e")"
    if pkg-config --exists nauty 2>/dev/null; then
        bad "nauty is installed but this build has none (make NAUTY=0?): the isomorphism is not tested"
    else
        echo "cli_equiv: nauty is not installed: --isomorphic refused as it should be; its cases skipped"
    fi
fi

# the sliding checkers through the registry: games, query, play
"$G" games | grep -A5 -x slide | grep -q "example:  slide:..o./o/...o" && ok || bad "games entry"
[ "$("$G" query slide:..o./o/...o --value | tr '\n' ' ')" = "N grundy 1 ..o./o/..o. " ] && ok || bad "query slide"
printf '' | "$G" play slide:..o/.o --first engine | grep -q "gamedyn plays .o./.o" && ok || bad "play slide"

# refusals: one line, exit status 2
expect_error equiv nim:1
expect_error equiv nim:1 nim:2 nim:3
expect_error equiv nim:1 nim:1 --pass
grep -q "equiv takes no game options" "$T/err" && ok || bad "--pass: $(cat "$T/err")"
expect_error equiv nim:2000 hackenbush:0-1b
grep -q "nimbers above \*1024" "$T/err" && ok || bad "big nimber: $(cat "$T/err")"
expect_error equiv slide:..o/o.o nim:1
grep -q "row 2 has 2 checkers" "$T/err" && ok || bad "two checkers: $(cat "$T/err")"
expect_error equiv nim:1 nim:1 --max-nodes 0
expect_error equiv "wythoff:1,2 --blocking 1" nim:1
"$G" equiv --help | grep -q "usage: gamedyn equiv" && ok || bad "--help"

echo "cli_equiv: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
