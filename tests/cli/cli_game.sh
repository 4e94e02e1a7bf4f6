#!/bin/sh
# query, graph and play through the game interface, for every registered game.
. tests/cli/lib_cli.sh

# query: today's output, --value, every game form
[ "$("$G" query chomp 10 0 0 | tr '\n' ' ')" = "N [5,0,5] " ] && ok || bad "chomp 10 0 0"
[ "$("$G" query chomp:10,0,0 | tr '\n' ' ')" = "N [5,0,5] " ] && ok || bad "chomp:10,0,0"
[ "$("$G" query nim 3,5,6)" = "P" ] && ok || bad "nim 3,5,6"
[ "$("$G" query nim 1 2 --value | tr '\n' ' ')" = "N grundy 3 [1,1] " ] && ok || bad "nim 1 2 --value"
[ "$("$G" query nim 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 --value | head -2 | tr '\n' ' ')" = "N grundy 16 " ] && ok || bad "16 heaps"
[ "$("$G" query nim 1 1 --pass --value | tr '\n' ' ')" = "N grundy 1 pass " ] && ok || bad "nim 1 1 --pass"
[ "$("$G" query nim 0 0 0 --pass --value | tr '\n' ' ')" = "P grundy 0 " ] && ok || bad "terminal with the pass"
[ "$("$G" query nim 2,2,0/passed --pass)" = "P" ] && ok || bad "after the pass: plain Nim"
[ "$("$G" query chomp 1,1,0 --perturb point:1,1,0 -q --value | tr '\n' ' ')" = "N grundy undefined " ] && ok || bad "V"
"$G" query chomp 1,1,0 --perturb point:1,1,0 2>&1 >/dev/null | grep -q "automatic N-position" && ok || bad "V note"
# plain Nim is instant for any heap (XOR); the variants estimate and refuse
out=$(timeout 5 "$G" query nim 100000000 0 100000000) && [ "$out" = "P" ] && ok || bad "huge plain nim: $out"
[ "$(timeout 5 "$G" query nim 18446744073709551615 18446744073709551615 1 | tr '\n' ' ')" = "N [18446744073709551614,18446744073709551615,1] [18446744073709551615,18446744073709551614,1] [18446744073709551615,18446744073709551615,0] " ] && ok || bad "2^64-1 heaps"
expect_error query nim 100000000 0 100000000 --pass
grep -q "at most 10000000" "$T/err" && ok || bad "pass nim refusal: $(cat "$T/err")"
expect_error query nim 18446744073709551616 1
grep -q "above the limit 2^64-1" "$T/err" && ok || bad "nim limit: $(cat "$T/err")"
expect_error query chomp 3000000000 0 0
grep -q "above the limit 2^31" "$T/err" && ok || bad "chomp limit: $(cat "$T/err")"
expect_error query chomp 1000 0 10 --value --max-mem 1G
grep -q "positions, about .*above the memory bound" "$T/err" && ok || bad "solver estimate: $(cat "$T/err")"
expect_error query nim 1,2 --perturb point:1,1,1
expect_error query nim:1,2 3
expect_error query go 1
expect_error query nim

# graph
"$G" graph nim 2,2 -q >"$T/g.dot" && dot -Tsvg "$T/g.dot" >"$T/g.svg" && grep -q "<svg" "$T/g.svg" && ok || bad "graph DOT"
[ "$(grep -c '^  n[0-9]* \[' "$T/g.dot")" -eq 9 ] && ok || bad "2,2 has 9 positions"
[ "$(grep -c -- '->' "$T/g.dot")" -eq 18 ] && ok || bad "2,2 has 18 moves"
"$G" graph nim 1,1 --pass --values -q -o "$T/p.dot" && dot -Tsvg "$T/p.dot" >/dev/null && grep -q 'label="pass", style=dashed' "$T/p.dot" && ok || bad "pass edge"
grep -q '^  n0 \[label="1", tooltip="\[1,1\]"' "$T/p.dot" && ok || bad "--values root label"
"$G" graph chomp 2,1,1 --perturb point:1,1,0 -q | dot -Tsvg >/dev/null && ok || bad "perturbed graph"
expect_error graph nim 100,100
grep -q "10201 nodes, above the limit 5000" "$T/err" && ok || bad "refusal size: $(cat "$T/err")"
expect_error graph nim 100000,100000
grep -q "up to 10000200001 nodes" "$T/err" && ok || bad "huge refusal: $(cat "$T/err")"
"$G" graph nim 100,100 --max-nodes 20000 -q | grep -c '^  n[0-9]* \[' | grep -qx 10201 && ok || bad "--max-nodes"
"$G" graph chomp 2,1,1 --pass -q --png "$T/g.png" && [ "$(head -c 4 "$T/g.png" | tail -c 3)" = "PNG" ] && ok || bad "--png"
# provenance: '#' lines in the DOT (Graphviz skips them), text chunks in the PNG; the same
# command gives the same bytes
"$G" graph nim:1,2 -q | head -3 | grep -q "^# command: gamedyn graph nim:1,2 -q$" && ok || bad "DOT provenance"
grep -aq "gamedyn graph chomp 2,1,1 --pass -q --png" "$T/g.png" && grep -aq "Software" "$T/g.png" && ok ||
    bad "PNG provenance chunks"
cp "$T/g.png" "$T/g1.png"
"$G" graph chomp 2,1,1 --pass -q --png "$T/g.png" && cmp -s "$T/g.png" "$T/g1.png" && ok || bad "graph --png not reproducible"
[ -z "$(ls "$T" | grep tmp)" ] && ok || bad "temporary file left"
# a label with a quote cannot break the DOT: the escaper is used for the title too
"$G" graph nim 1 -q | grep -q '^  graph \[label="nim:\[1\]"' && ok || bad "graph title"

# query, graph and play agree: sampled positions of every variant
for spec in "nim 2,3,1" "nim 3,3,2 --pass" "nim 2,2 --pass" "chomp 2,1,2" "chomp 1,2,2 --pass" "chomp 2,0,3 --perturb point:1,1,0" "nim 3,1,2 --perturb point:2,2,2"; do
    # shellcheck disable=SC2086
    q=$("$G" query $spec -q | head -1)
    # shellcheck disable=SC2086
    c=$("$G" graph $spec -q | awk '/^  n0 \[/ { print ($0 ~ /#f4a3a3/) ? "P" : "N" }')
    [ "$q" = "$c" ] && ok || bad "query and graph differ on $spec: $q $c"
done

# play, driven in tmux on a private socket
S=gdtest$$
tm() { tmux -L "$S" "$@"; }
wait_for() { # PATTERN: poll the pane up to 5 s
    i=0
    while [ $i -lt 50 ]; do
        tm capture-pane -p -t play >"$T/pane" 2>/dev/null
        grep -q "$1" "$T/pane" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}
if command -v tmux >/dev/null; then
    # A session that outlives the games: killing the last session ends the server, and a new
    # session started while it shuts down fails ("server exited unexpectedly").
    tm new-session -d -s keep "sleep 300"
    trap 'tm kill-server 2>/dev/null; rm -rf "$T"' EXIT
    # The user loses: [1,1] is a P-position; after the user's move gamedyn takes the last token.
    tm new-session -d -s play -x 100 -y 50 "$G play nim 1,1; echo EXIT=\$?; sleep 30"
    wait_for "your move>" && ok || bad "play prompt"
    tm send-keys -t play "hint" Enter
    wait_for "hint: P-position, Grundy value 0" && ok || bad "hint: $(cat "$T/pane")"
    tm send-keys -t play "2" Enter
    wait_for "EXIT=0" && grep -q "gamedyn plays \[0,0\]" "$T/pane" && grep -q "you have no move: gamedyn wins" "$T/pane" && ok || bad "user loses: $(cat "$T/pane")"
    tm kill-session -t play
    # The engine moves first from an N-position and wins; the user types a position.
    tm new-session -d -s play -x 100 -y 50 "$G play nim 3,1 --first engine; echo EXIT=\$?; sleep 30"
    wait_for "your move>" && grep -q "gamedyn plays \[1,1\]" "$T/pane" && ok || bad "engine first: $(cat "$T/pane")"
    tm send-keys -t play "frobnicate" Enter
    wait_for "not a move: 'frobnicate'" && ok || bad "bad move"
    tm send-keys -t play "[0,1]" Enter
    wait_for "EXIT=0" && grep -q "you play \[0,1\]" "$T/pane" && grep -q "gamedyn wins" "$T/pane" && ok || bad "engine wins: $(cat "$T/pane")"
    tm kill-session -t play
    # Chomp with the pass: the engine answers from the solver; quit ends cleanly.
    tm new-session -d -s play -x 100 -y 50 "$G play chomp 1,0,2 --pass; echo EXIT=\$?; sleep 30"
    wait_for "your move>" && tm send-keys -t play "pass" Enter
    wait_for "gamedyn plays" && tm send-keys -t play "quit" Enter
    wait_for "EXIT=0" && grep -q "game abandoned" "$T/pane" && ok || bad "quit: $(cat "$T/pane")"
    tm kill-server 2>/dev/null
else
    bad "tmux not installed"
fi
# end of input ends the game cleanly; a losing position for the engine: it resists longest
printf '' | "$G" play nim 2,2 >"$T/play" && grep -q "end of input" "$T/play" && ok || bad "EOF"
printf '1\n' | "$G" play nim 3 --first engine | grep -q "gamedyn plays \[0\]" && ok || bad "engine wins at once"
[ "$(printf '2\n1\n' | "$G" play nim 2,2 --first engine | grep -c "gamedyn plays")" -ge 1 ] && ok || bad "engine from P"
# from P the engine plays the longest resistance: [2,2] -> [1,2] or [2,1] (remoteness 3), never [0,2]
printf '' | "$G" play nim 2,2 --first engine | grep -q "gamedyn plays \[1,2\]" && ok || bad "longest game"
"$G" play --help | grep -q "remoteness" && ok || bad "play --help"
"$G" graph --help | grep -q "max-nodes" && ok || bad "graph --help"

# a game refuses every option it does not declare, in one line, whatever the command
expect_error query nim:3 --blocking 1
grep -qx "gamedyn: game nim takes no --blocking" "$T/err" && ok || bad "nim --blocking: $(cat "$T/err")"
expect_error query kayles:3 --pass
grep -q "game kayles takes no --pass" "$T/err" && ok || bad "kayles --pass: $(cat "$T/err")"
expect_error query euclid:3,5 --db x.gdb
expect_error graph fibnim:5 --perturb point:1,1,1
expect_error play chomp:1,0,1 --alter "(1,2)" </dev/null
expect_error query wythoff:3,5 --passes 2
grep -q "only nim and chomp take several passes" "$T/err" && ok || bad "--passes 2: $(cat "$T/err")"
expect_error query wythoff:3,5 --blocking x
# the declared options are the command line's: --alter is the ruleset's ^S
[ "$("$G" query wythoff:2,2 --alter "(1,2)" | head -1)" = "$("$G" query "wythoff^(1,2):2,2" | head -1)" ] && ok ||
    bad "--alter S is NAME^S"
"$G" graph wythoff:1,1 --alter "(1,2)" -q | grep -q "^# game=wythoff .* alter=(1,2)$" && ok || bad "graph records --alter"
# every registered game is listed by query --help and by games
for f in $("$G" games --json | python3 -c 'import json,sys; print(" ".join(g["name"] for g in json.load(sys.stdin)["games"]))'); do
    "$G" query --help | grep -q "^  $f " && ok || bad "query --help lacks $f"
    "$G" play --help | grep -q "^  $f " && ok || bad "play --help lacks $f"
    "$G" games | grep -qx "$f" && ok || bad "games lacks $f"
done
# each game option once in the manuals, though several families declare it
for c in query graph play sum; do
    [ "$("$G" $c --help | grep -c '^  --blocking B')" -eq 1 ] && ok || bad "$c --help: --blocking not once"
done
[ "$("$G" games --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["games"]))')" -ge 17 ] && ok ||
    bad "games --json"

# game text is read whole however long: a nim heap of 1100 leading zeros, a heap code of 1100 digits
zeros=$(printf '0%.0s' $(seq 1100))
[ "$("$G" query "nim:${zeros}5" | head -1)" = N ] && ok || bad "long nim heap"
[ "$("$G" query nim "${zeros}5" | head -1)" = N ] && ok || bad "long nim heap as an argument"
[ "$("$G" query "nim:${zeros}${zeros}${zeros}${zeros}5" | head -1)" = N ] && ok || bad "nim heap of 4401 digits"
"$G" graph "nim:${zeros}5" -q | grep -q "^# game=nim position=\[5\] " && ok || bad "graph of a long nim heap"
[ "$("$G" query "heap:0.${zeros}3:1101" | head -1)" = N ] && ok || bad "heap code of 1101 digits, N"
[ "$("$G" query "heap:0.${zeros}3:1100" | head -1)" = P ] && ok || bad "heap code of 1101 digits, P"
[ "$("$G" query sum "nim:${zeros}5 nim:5" | head -1)" = P ] && ok || bad "sum of a long nim heap"
printf '%s\nq\n' "1,2,${zeros}0" | "$G" play nim:1,2,4 | grep -q "you play \[1,2,0\]" && ok || bad "play reads a long line whole"
# an input line is read whole: a long one is never split into a move and the rest
printf '2%1100s junk\nq\n' | "$G" play nim:1,2,4 >"$T/play"
grep -q "you play" "$T/play" && bad "a long line split into a move" || ok
grep -q "^your move> not a move: '2 .* junk'" "$T/play" && ok || bad "long line not refused whole"
head -c 70000 /dev/zero | tr '\0' 1 | { cat; printf '\nq\n'; } | "$G" play nim:1,2,4 | grep -q "not a move: a line of 70001 characters (at most 65536)" && ok || bad "over-long line"

# a refusal quotes the text whole, however long
xs=$(printf 'x%.0s' $(seq 5000))
expect_error query "nim:3,$xs"
grep -q "'3,$xs' of nim (expected heaps" "$T/err" && ok || bad "refusal of a long position cut: $(tail -c 100 "$T/err")"

# a move count too large to count is said in words, never as the saturated 2^64 - 1
M=18446744073709551615
"$G" query "kayles:$M,$M" >"$T/out" 2>"$T/err" && [ "$(cat "$T/out")" = P ] && ok || bad "kayles at 2^64-1: $(cat "$T/out" "$T/err")"
grep -q "too many moves to count" "$T/err" && ! grep -q "$M moves" "$T/err" && ok || bad "saturated move count printed: $(cat "$T/err")"

# the graph's refusal names the whole position and no saturated count
P16=$M,$M,$M,$M,$M,$M,$M,$M,$M,$M,$M,$M,$M,$M,$M,$M
expect_error graph "nim:$P16"
grep -q "\[$P16\] has too many nodes to count" "$T/err" && ok || bad "graph refusal: $(cat "$T/err")"

echo "cli_game: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
