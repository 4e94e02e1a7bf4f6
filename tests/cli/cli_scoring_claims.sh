#!/bin/sh
# gamedyn scoring claims: provenance and header, the survey's claims with their known counts
# (docs/scoring.md: 67 dicots born by day 3 with scores {0}, G - G = 0 on 9 of the 55 with
# {-1, 0, 1}, the inequality on 2077 of their 3025 pairs, 74 of the 4459 with {0, 1}; every
# claim held on Milnor's games and on Scoring Domineering; the move-by-move incentive fails),
# reproducible bytes, --json agrees with the TSV, -o, refusals.
. tests/cli/lib_cli.sh

"$G" scoring claims -q -o "$T/c.tsv" && ok || bad "scoring claims failed"
sed -n 3p "$T/c.tsv" | grep -q "^# max_cells=12 sums=3000 pairs=6000 seed=12345$" && ok || bad "parameters: $(sed -n 3p "$T/c.tsv")"
[ "$(sed -n 4p "$T/c.tsv")" = "$(printf 'claim\tset\ttested\theld\tresult\tcounterexample')" ] && ok ||
    bad "header: $(sed -n 4p "$T/c.tsv")"
row() { grep -F "$1" "$T/c.tsv" | grep -F "$2" | cut -f3-5; }
[ "$(row 'G - G = 0' 'scores {0} born by day 3')" = "$(printf '67\t67\theld')" ] && ok || bad "{0}, day 3"
[ "$(row 'G - G = 0' 'scores {-1, 0, 1} born by day 1')" = "$(printf '55\t9\tfails')" ] && ok || bad "{-1,0,1} G - G"
[ "$(row 'o_L(G) + o_R(H)' 'scores {-1, 0, 1} born by day 1: all')" = "$(printf '3025\t2077\tfails')" ] && ok ||
    bad "{-1,0,1} inequality"
[ "$(row 'G - G = 0' 'scores {0, 1} born by day 2')" = "$(printf '4459\t74\tfails')" ] && ok || bad "{0,1} G - G"
# the smallest counterexamples of docs/scoring.md
grep -F 'scores {-1, 0, 1} born by day 1: all ordered' "$T/c.tsv" | grep -q "G = -1, H = <^-1|^0>$" && ok ||
    bad "the inequality's smallest counterexample"
grep -F 'scores {0, 1} born by day 2: all 4459' "$T/c.tsv" | grep -q "G = <^0|^1>$" && ok || bad "G - G's counterexample"
# every claim on Milnor's games and on Scoring Domineering held; the move-by-move one fails
awk -F'\t' '!/^#/ && NR > 4 && ($2 ~ /Milnor/ || ($1 !~ /move by move/ && $2 ~ /scoring-domineering/)) && ($5 != "held" || $6 != "") { exit 1 }' \
    "$T/c.tsv" && ok || bad "a claim failed where the survey's theory holds"
grep -F "move by move" "$T/c.tsv" | awk -F'\t' '$5 == "fails" && $6 ~ /move$/ && $3 > $4 { f = 1 } END { exit !f }' && ok ||
    bad "the move-by-move incentive"
[ "$(grep -vc '^#' "$T/c.tsv")" -eq 19 ] && ok || bad "18 claims and a header"
"$G" scoring claims -q | sed 2d >"$T/a" && sed 2d "$T/c.tsv" | sed 's/ -o [^ ]*//' >"$T/b" && cmp -s "$T/a" "$T/b" && ok ||
    bad "not reproducible: $(diff "$T/a" "$T/b" | head -3)"
"$G" scoring claims -q --max-cells 6 --sums 50 --pairs 200 --json >"$T/c.json" && ok || bad "--json failed"
"$G" scoring claims -q --max-cells 6 --sums 50 --pairs 200 >"$T/s.tsv" && ok || bad "small run failed"
python3 - "$T/c.json" "$T/s.tsv" <<'PY' && ok || bad "--json does not parse or disagrees"
import json, sys
j = json.loads(open(sys.argv[1]).read())
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[2]) if not l.startswith("#")][1:]
c = j["claims"]
assert len(c) == len(rows) == 18
for e, t in zip(c, rows):
    assert [e["claim"], e["set"], str(e["tested"]), str(e["held"]), e["result"], e["counterexample"] or ""] == t, (e, t)
assert j["parameters"] == {"max_cells": 6, "sums": 50, "pairs": 200, "seed": 12345}, j["parameters"]
PY
expect_error scoring claims --max-cells 21
expect_error scoring claims --sums x
expect_error scoring claims --seed 0
expect_error scoring claims extra
expect_error scoring 1 --max-cells 4
expect_error scoring claims -o - --json
"$G" scoring --help | grep -q "gamedyn scoring claims" && ok || bad "no --help"

[ "$fails" -eq 0 ] && echo "cli_scoring_claims: $checks checks passed" || exit 1
