#!/bin/sh
# Scoring games through the registry (docs/scoring.md): query (outcome (o_L, o_R), value,
# best moves, --json), play (a person against the engine, the final score), sum (components'
# values and outcomes, best moves) of Scoring Domineering and the domination game, and the
# refusals (the solver's commands, mixed sums, bad positions).
. tests/cli/lib_cli.sh

# Scoring Domineering 2x3: Left's b1 scores 3 (docs/scoring.md); Right's four moves all -1
[ "$("$G" query scoring-domineering:2x3 | tr '\n' ' ')" = "outcome 3 -1 left .#./.#./score=1 right ##./.../score=-1 right .##/.../score=-1 right .../##./score=-1 right .../.##/score=-1 " ] &&
    ok || bad "2x3: $("$G" query scoring-domineering:2x3 | tr '\n' ' ')"
# the value is the scoring subcommand's
v=$("$G" scoring domineering 2x3 | grep '^value')
[ "$("$G" query scoring-domineering 2x3 --value | sed -n 2p)" = "$v" ] && ok || bad "value: $v"
# the points so far shift every score; a settled board has no move and scores at once
[ "$("$G" query scoring-domineering:2x3/score=2 | head -1)" = "outcome 5 1" ] && ok || bad "score=2"
[ "$("$G" query scoring-domineering:1x4 | tr '\n' ' ')" = "outcome -2 -2 " ] && ok || bad "1x4 is settled for Right"
[ "$("$G" query scoring-domineering:4x1/score=-1 | tr '\n' ' ')" = "outcome 1 1 " ] && ok || bad "4x1"
# --json: every move with its score, the best ones marked
"$G" query scoring-domineering:2x3 --json >"$T/q.json" && python3 -c '
import json, sys
q = json.load(open(sys.argv[1]))
assert q["outcome_left"] == "3" and q["outcome_right"] == "-1", q
m = q["moves"]
assert len(m) == 7 and [x["name"] for x in m if x["side"] == "left"] == ["a1", "b1", "c1"], m
assert [x["score"] for x in m if x["side"] == "left"] == ["-1", "3", "-1"], m
assert [x["best"] for x in m if x["side"] == "left"] == [False, True, False], m
' "$T/q.json" && ok || bad "query --json"

# the domination game: P3 (Staller starts: 2, Dominator starts: 1), C5 (2, 3)
[ "$("$G" query domination:P3 | tr '\n' ' ')" = "outcome 2 1 left xx./score=1 left .xx/score=1 right xxx/score=1 " ] &&
    ok || bad "P3: $("$G" query domination:P3 | tr '\n' ' ')"
[ "$("$G" query domination C5 | head -1)" = "outcome 2 3" ] && ok || bad "C5"
[ "$("$G" query domination:P7/C4 | head -1)" = "outcome 6 5" ] && ok || bad "P7/C4: $("$G" query domination:P7/C4 | head -1)"
# P7/C4 is the sum of P7 and C4
[ "$("$G" sum "domination:P7 domination:C4" | grep '^outcome')" = "outcome 6 5" ] && ok || bad "sum P7 + C4"

# sum: components, the value, the outcome, best moves
"$G" sum "scoring-domineering:2x3 domination:P3" >"$T/sum.txt"
grep -qx 'component 1 scoring-domineering:.../... value <3|<-1|-2>> outcome 3 -1' "$T/sum.txt" && ok || bad "sum component 1"
grep -qx 'component 2 domination:... value <<2|2>,1|<2|2>,1> outcome 2 1' "$T/sum.txt" && ok || bad "sum component 2"
grep -qx 'outcome 4 0' "$T/sum.txt" && ok || bad "sum outcome"
grep -qx 'best move: left component 1 scoring-domineering:.../... -> .#./.#./score=1 score 4' "$T/sum.txt" && ok ||
    bad "sum best move"
"$G" sum "scoring-domineering:2x3 domination:P3" --json >"$T/sum.json" && python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
assert s["outcome_left"] == "4" and s["outcome_right"] == "0", s
assert [c["outcome_left"] for c in s["components"]] == ["3", "2"], s
assert sum(1 for m in s["moves"] if m["best"] and m["side"] == "left") == 1, s
' "$T/sum.json" && ok || bad "sum --json"
# the same sum through query, as the registry's combinator
[ "$("$G" query "sum:scoring-domineering:2x3 domination:P3" | head -1)" = "outcome 4 0" ] && ok || bad "query of a sum"

# play: the engine takes a best move; the final score decides
printf 'hint\na3\n' | "$G" play scoring-domineering:3x3 --as right >"$T/play.txt" 2>&1
grep -q '^gamedyn plays b1 (final score 2 under best play)' "$T/play.txt" && ok || bad "play: engine's move"
grep -q 'hint: outcome 2 2' "$T/play.txt" && ok || bad "play: hint"
grep -q 'final score 2 (best play from the start gives 2)' "$T/play.txt" && ok || bad "play: the end $(tail -2 "$T/play.txt")"
printf 'a1\nquit\n' | "$G" play scoring-domineering:2x3/score=0 --as left --first left >"$T/p2.txt" 2>&1
grep -q 'you play a1' "$T/p2.txt" && ok || bad "play as Left"
# a move in a settled component is refused with the reason
printf 'e1\nquit\n' | "$G" play scoring-domineering:...#./...#. --as left >"$T/p3.txt" 2>&1
grep -q "not a move: 'e1' is in a settled component" "$T/p3.txt" && ok || bad "play: a settled move $(cat "$T/p3.txt")"
printf 'v2\n' | "$G" play domination:P4 --as right --first right >"$T/p4.txt" 2>&1
grep -q 'you play v2' "$T/p4.txt" && grep -q 'final score 2 (best play from the start gives 2)' "$T/p4.txt" && ok || bad "play domination: $(cat "$T/p4.txt")"

# refusals: the solver's commands, a mixed sum, bad positions
"$G" graph scoring-domineering:2x2 -q >/dev/null 2>"$T/e1"; [ $? -eq 2 ] && grep -q "scoring game" "$T/e1" && ok ||
    bad "graph refuses a scoring game"
"$G" sum "scoring-domineering:2x2 nim:3" >/dev/null 2>"$T/e2"; [ $? -eq 2 ] && grep -q "scoring games only" "$T/e2" &&
    [ "$(wc -l <"$T/e2")" -eq 1 ] && ok || bad "mixed sum"
"$G" query scoring-domineering:2x3/score=x >/dev/null 2>"$T/e3"; [ $? -eq 2 ] && grep -q "bad score" "$T/e3" && ok ||
    bad "bad score"
"$G" query domination:C2 >/dev/null 2>"$T/e4"; [ $? -eq 2 ] && grep -q "at least 3 vertices" "$T/e4" && ok ||
    bad "C2"
expect_error query domination:P3//P2
expect_error play scoring-domineering:2x2 --as top
# the record of a scored game: the final score, best play's from the start, the winner by the
# score's sign, and each board with its rows, columns and points
printf '1\n1\n1\n' | "$G" play scoring-domineering:2x3 --json >"$T/play.json" 2>"$T/play.err" &&
    python3 - "$T/play.json" <<'PY' && grep -q "final score -1" "$T/play.err" && ok || bad "play --json: $(cat "$T/play.json")"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["end"] == "no move" and j["score"] == "-1" and j["best_score"] == "3" and j["winner"] == "gamedyn", j
m = j["moves"]
assert [x["by"] for x in m] == ["you", "gamedyn"] and [x["side"] for x in m] == ["Left", "Right"], m
assert m[0]["to_rows"] == 2 and m[0]["to_cols"] == 3 and m[0]["to_score"] == 1, m[0]
assert j["start_rows"] == 2 and "start_score" not in j, j
PY
printf '1\n1\n1\n' | "$G" play scoring-domineering:2x2 --as right --json 2>/dev/null |
    python3 -c 'import json,sys; j=json.load(sys.stdin); assert j["score"] == "2" and j["winner"] == "gamedyn", j' &&
    ok || bad "play --json as Right"
printf 'quit\n' | "$G" play scoring-domineering:2x2 --json 2>/dev/null |
    python3 -c 'import json,sys; j=json.load(sys.stdin); assert j["end"] == "abandoned" and j["winner"] is None and "score" not in j, j' &&
    ok || bad "play --json abandoned"

[ "$fails" -eq 0 ] && echo "cli_scoring_games: $checks checks, 0 failed" || {
    echo "cli_scoring_games: $checks checks, $fails failed"
    exit 1
}
