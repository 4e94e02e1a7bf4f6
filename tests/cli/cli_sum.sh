#!/bin/sh
# gamedyn sum, and sums in query, graph and play (tests/game/t_sum.c checks the values and the
# winning moves against the generic solver on the combined game).
. tests/cli/lib_cli.sh

# the text output: provenance, the values, the nim-sum, the outcome, the winning moves
"$G" sum "nim:7 wythoff:3,5 chomp:2,1,3" >"$T/s.txt" && ok || bad "sum failed"
head -1 "$T/s.txt" | grep -q "^# gamedyn " && ok || bad "no version line"
sed -n 2p "$T/s.txt" | grep -qx "# command: gamedyn sum nim:7 wythoff:3,5 chomp:2,1,3" && ok || bad "no command line"
cat >"$T/want" <<'EOF'
# components=3 sum="nim:[7] wythoff:[3,5] chomp:[2,1,3]"
component 1 nim:[7] grundy 7 (the game's oracle)
component 2 wythoff:[3,5] grundy 0 (the game's oracle)
component 3 chomp:[2,1,3] grundy 9 (the game's oracle)
nim-sum 14
N
winning move: component 3 chomp:[2,1,3] -> [1,0,5]
EOF
tail -n +3 "$T/s.txt" | diff - "$T/want" >"$T/d" && ok || bad "sum output: $(cat "$T/d")"
# the same command, the same bytes; the components as separate arguments, the same sum
"$G" sum "nim:7 wythoff:3,5 chomp:2,1,3" | cmp -s - "$T/s.txt" && ok || bad "not reproducible"
"$G" sum nim:7 wythoff:3,5 chomp:2,1,3 | tail -n +3 | diff -q - "$T/want" >/dev/null && ok || bad "separate arguments"
# a P-position: no winning move; a pass of one component is a move of that component
[ "$("$G" sum "nim:3 sub:3:1,1 nim:3" | tail -n +4 | tr '\n' ' ')" = "component 1 nim:[3] grundy 3 (the game's oracle) component 2 sub:3:[1,1] grundy 0 (the game's oracle) component 3 nim:[3] grundy 3 (the game's oracle) nim-sum 0 P " ] && ok || bad "P sum"
"$G" sum "nim:1,1 --pass wythoff:0,0" | grep -qx "winning move: component 1 nim:\[1,1\] --pass -> pass" && ok || bad "pass move"
# huge heaps at once (the target heap is computed, never a list of 2^64 moves)
out=$(timeout 5 "$G" sum "nim:18446744073709551615 nim:12345678901234567 maharaja:2,9" | tail -1)
[ "$out" = "winning move: component 1 nim:[18446744073709551615] -> [12345678901234561]" ] && ok || bad "huge: $out"

# --json: one line, the same facts
"$G" sum "nim:4,9 --pass chomp:2,1,3" --json >"$T/j" && [ "$(wc -l <"$T/j")" -eq 1 ] && ok || bad "--json"
python3 - "$T/j" <<'EOF' && ok || bad "--json content"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["command"][1:] == ["sum", "nim:4,9 --pass chomp:2,1,3", "--json"] and j["gamedyn"]
assert j["parameters"] == {"components": 2, "sum": ["nim:[4,9] --pass", "chomp:[2,1,3]"]}, j["parameters"]
c = j["components"]
assert [x["grundy"] for x in c] == [6, 9] and c[0]["pass"] and not c[1]["pass"] and c[1]["by"] == "oracle"
assert j["nim_sum"] == 15 and j["outcome"] == "N"
assert [(m["component"], m["to"]) for m in j["winning_moves"]] == [(1, [1, 9]), (1, [4, 6]), (2, [1, 2, 3])]
EOF

# query: "sum:..." or "sum" then the components; its answer is the sum command's
[ "$("$G" query "sum:nim:7 wythoff:3,5 chomp:2,1,3" --value | tr '\n' ' ')" = "N grundy 14 [7] + [3,5] + [1,0,5] " ] && ok || bad "query sum"
[ "$("$G" query sum "nim:4,9 --pass" chomp:2,1,3 | head -1)" = "N" ] && ok || bad "query sum args"
[ "$("$G" query "sum:nim:3 sub:3:1,1 nim:3" --value | tr '\n' ' ')" = "P grundy 0 " ] && ok || bad "query P sum"
for s in "nim:2,3 --pass chomp:1,1,1" "wythoff:2,4 maharaja:3,3 --pass" "nim2:2,2 sub:2:3,1 nim:1" "linear:(1,2):2,3 nim:5 --pass" "chomp:2,0,1 --pass chomp:0,2,1"; do
    a=$("$G" query "sum:$s" | head -1)
    b=$("$G" sum "$s" | sed -n 's/^\([PN]\)$/\1/p')
    [ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "query and sum disagree on $s: $a $b"
done

# graph: the sum of a 3-position and a 2-position game has 6 positions
"$G" graph "sum:nim:2 nim:1" -q >"$T/g.dot" && [ "$(grep -c '^  n[0-9]* \[' "$T/g.dot")" -eq 6 ] && ok || bad "graph of a sum"
grep -q 'label="\[2\] + \[1\]"' "$T/g.dot" && ok || bad "graph label"

# play: small sums by the solver, huge ones by the oracles (typed positions)
printf '2\n' | "$G" play "sum:nim:2 chomp:1,0,1" | grep -q "you play \[0\] + \[1,0,1\]" && ok || bad "play a sum"
printf '[5] + [3,5]\n' | "$G" play "sum:nim:18446744073709551615 wythoff:3,5" | grep -q "you play \[5\] + \[3,5\]" && ok ||
    bad "play a huge sum by typing a position"
# (bug fixed: Nim had no is_move, so at heaps too big to list no typed move was accepted)
printf '[5]\n' | "$G" play nim 18446744073709551615 | grep -q "you play \[5\]" && ok || bad "play huge nim"

# refusals: one line, exit status 2, saying why
expect_error sum "go:3 nim:1"
grep -q "unknown game 'go'" "$T/err" && ok || bad "unknown game: $(cat "$T/err")"
expect_error sum "nim:1 nim:x"
expect_error sum "nim:3 sub:3:4,5 --blocking 1"
grep -q "component 2 .*blocking game, which has no Grundy value" "$T/err" && ok || bad "blocking: $(cat "$T/err")"
expect_error query "sum:nim:3 wythoff:1,2 --blocking 0"
expect_error sum "nim:1,2,3 --perturb point:1,1,1"
expect_error sum "nim:1,1,1,1,1,1,1,1 nim:1,1,1,1,1,1,1,1"
grep -q "needs 16 coordinates of its components, more than the 15" "$T/err" && ok || bad "coordinates: $(cat "$T/err")"
expect_error sum nim:3 --pass
grep -q "shared by the whole sum, a different game" "$T/err" && ok || bad "whole-sum pass: $(cat "$T/err")"
expect_error query "sum:nim:3" --pass
expect_error sum "--pass nim:3"
expect_error sum "nim:3 --frobnicate"
expect_error sum "nim:1 chomp:1000,0,10" --max-mem 1M
grep -q "component 2 (chomp:\[1000,0,10\]).*positions, about .*above the memory bound" "$T/err" && ok ||
    bad "memory refusal: $(cat "$T/err")"
expect_error query "sum:nim:1 chomp:1000,0,10" --max-mem 1M
expect_error sum
expect_error sum ""
expect_error sum "nim:3" --json --json
"$G" sum --help | grep -q "A pass shared by the whole sum" && ok || bad "--help"
"$G" help sum | head -1 | grep -q "^usage: gamedyn sum" && ok || bad "help sum"
"$G" --help | grep -q "^  sum " && ok || bad "sum in the command list"

# an option before every component is a misplaced option, not an unknown one
expect_error sum "--pass nim:3"
grep -q "option '--pass' before any component: an option applies to the component before it" "$T/err" && ok ||
    bad "option before the components: $(cat "$T/err")"
expect_error query sum "--pass nim:3"
grep -q "option '--pass' before any component" "$T/err" && ok || bad "query sum, option first: $(cat "$T/err")"

# --max-mem bounds the winning moves listed, refused up front with the estimate
timeout 60 "$G" sum "kayles:20000000 nim:3" --max-mem 1G >"$T/out" 2>"$T/err"
[ $? -eq 2 ] && [ ! -s "$T/out" ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
    grep -q "component 1 (kayles:\[20000000\]) has 20000000 moves: listing its winning moves takes up to .*, above the memory bound 1.00 GiB (--max-mem)" "$T/err" &&
    ok || bad "sum kayles:20000000 --max-mem 1G: $(head -c 300 "$T/err")"
expect_error sum "kayles:2000000 nim:3" --max-mem 200M
grep -q "above the memory bound 200.00 MiB (--max-mem)" "$T/err" && ok || bad "sum --max-mem 200M: $(cat "$T/err")"
"$G" sum "kayles:2000 nim:3" --max-mem 100M | grep -q "^winning move: component 1 kayles:\[2000\] -> " && ok ||
    bad "sum within --max-mem"

# a partizan component: every component's value (impartial ones as the nimber *G), the sum's
# canonical form, its outcome class and each side's winning moves, read from the values
"$G" sum "domineering:1x1 nim:2 kayles:1" >"$T/m.txt" && ok || bad "mixed sum failed"
cat >"$T/want" <<'EOF'
# components=3 sum="domineering:. nim:[2] kayles:[1]"
component 1 domineering:. value 0 (generic solver, 0 values)
component 2 nim:[2] grundy 2 value *2 (the game's oracle)
component 3 kayles:[1] grundy 1 value * (the game's oracle)
value *3
outcome N
winning move: left component 2 nim:[2] -> [1]
winning move: right component 2 nim:[2] -> [1]
EOF
tail -n +3 "$T/m.txt" | diff - "$T/want" >"$T/d" && ok || bad "mixed sum output: $(cat "$T/d")"
"$G" sum "domineering:1x1 nim:2 kayles:1" | cmp -s - "$T/m.txt" && ok || bad "mixed sum not reproducible"
[ "$("$G" sum "domineering:2x3 kayles:5 domineering:2x2" | sed -n 's/^value //p;s/^outcome //p' | tr '\n' ' ')" = "{3*4|1*4||1/2*4|-3/2*4} L " ] &&
    ok || bad "mixed sum value"
"$G" sum "domineering:2x3 kayles:5" --json >"$T/mj" && [ "$(wc -l <"$T/mj")" -eq 1 ] && ok || bad "mixed --json"
python3 - "$T/mj" <<'EOF' && ok || bad "mixed --json content"
import json, sys
j = json.load(open(sys.argv[1]))
c = j["components"]
assert [x["kind"] for x in c] == ["partizan", "impartial"] and c[0]["value"] == "{2|-1/2}", c
assert c[1]["grundy"] == 4 and c[1]["value"] == "*4" and c[1]["by"] == "oracle", c
assert j["value"] == "{2*4|-1/2*4}" and j["outcome"] == "N"
m = [(x["side"], x["component"], x["to"]) for x in j["winning_moves"]]
assert m == [("left", 1, ".#./.#."), ("right", 1, "##./..."), ("right", 1, ".##/..."), ("right", 1, ".../##."),
             ("right", 1, ".../.##")], m
assert all((x["to_rows"], x["to_cols"]) == (2, 3) for x in j["winning_moves"])
EOF
# query agrees: the same outcome class and the same moves, side by side
for s in "domineering:1x1 nim:2 kayles:1" "domineering:2x3 kayles:3 nim:1" "domineering:2x2 domineering:1x3 kayles:2" "domineering:3x3 nim:1,2"; do
    a=$("$G" query "sum:$s" | head -1)
    b=$("$G" sum "$s" | sed -n 's/^outcome //p')
    [ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "query and sum disagree on $s: $a $b"
    a=$("$G" query "sum:$s" | tail -n +2 | awk '{print $1}' | tr '\n' ' ')
    b=$("$G" sum "$s" | sed -n 's/^winning move: \([a-z]*\) .*/\1/p' | tr '\n' ' ')
    [ "$a" = "$b" ] && ok || bad "query and sum list other sides on $s: $a / $b"
done
[ "$("$G" query "sum:domineering:2x3 kayles:5" --value | sed -n 2p)" = "value {2*4|-1/2*4}" ] && ok || bad "query --value of a mixed sum"
# an impartial component beyond the largest nimber: refused in one line
expect_error sum "domineering:2x2 nim:2000"
grep -q "component 2 (nim:\[2000\]) has Grundy value 2000: its nimber is beyond \*1024" "$T/err" && ok ||
    bad "nimber limit: $(cat "$T/err")"

echo "cli_sum: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
