#!/bin/sh
# gamedyn atlas scoring-domineering: provenance and header, known rectangles (2 x 2, 2 x 3 as
# in docs/scoring.md), m x n against n x m (the players swap: (o_L, o_R) becomes (-o_R, -o_L)),
# reproducible bytes, --json agrees with the TSV, --html, the committed table
# (tests/data/scoring_domineering_rectangles.txt) on the rectangles of at most 16 cells, refusals.
. tests/cli/lib_cli.sh

"$G" atlas scoring-domineering --max-cells 16 -q -o "$T/a.tsv" && ok || bad "atlas scoring-domineering failed"
sed -n 3p "$T/a.tsv" | grep -q "^# game=scoring-domineering max_cells=16 rows=1-16 cols=1-16 milnor_cells=20 value_cells=16$" &&
    ok || bad "parameters: $(sed -n 3p "$T/a.tsv")"
[ "$(sed -n 4p "$T/a.tsv")" = "$(printf 'rows\tcols\toutcome_left\toutcome_right\tmean\tnormal_mean\treduced_equal\tvalue')" ] &&
    ok || bad "header: $(sed -n 4p "$T/a.tsv")"
grep -q "^2	2	2	-2	0	0	yes	<2|-2>$" "$T/a.tsv" && ok || bad "2x2"
grep -q "^2	3	3	-1	3/4	3/4	yes	<3|<-1|-2>>$" "$T/a.tsv" && ok || bad "2x3"
grep -q "^1	5	-2	-2	-2	-2	yes	-2$" "$T/a.tsv" && ok || bad "1x5: two dominoes for Right"
awk -F'\t' '!/^#/ && NR > 4 { o[$1 "x" $2] = $3 " " $4 } END {
    for (k in o) { split(k, d, "x"); split(o[k], a, " "); split(o[d[2] "x" d[1]], b, " ");
        if (a[1] != -b[2] || a[2] != -b[1]) { print k; exit 1 } } }' "$T/a.tsv" && ok || bad "m x n is not n x m's negative"
awk -F'\t' '!/^#/ && NR > 4 && ($5 != $6 || $7 != "yes") { exit 1 }' "$T/a.tsv" && ok || bad "normal play disagrees"
sed 2d "$T/a.tsv" >"$T/a.x"
"$G" atlas scoring-domineering --max-cells 16 -q | sed 2d | cmp -s - "$T/a.x" && ok || bad "not reproducible"
# the committed table, on the rectangles this run has (the data's columns before its timings)
D=tests/data/scoring_domineering_rectangles.txt
grep -v '^#' "$D" | awk -F'\t' 'NR > 1 && $1 * $2 <= 16' | cut -f1-8 | sort >"$T/d"
grep -v '^#' "$T/a.tsv" | tail -n +2 | sort >"$T/m"
cmp -s "$T/d" "$T/m" && ok || bad "the committed table differs: $(diff "$T/d" "$T/m" | head -3)"
# every rectangle of the table: o_L >= o_R (moving first never hurts); where M was computed,
# mean(M) = mean(N) and one reduced form
grep -v '^#' "$D" | awk -F'\t' 'NR > 1 && ($3 < $4 || ($5 != "" && ($5 != $6 || $7 != "yes"))) { exit 1 }' &&
    ok || bad "a rectangle of the committed table breaks a claim"
"$G" atlas scoring-domineering --max-cells 8 -q --json >"$T/a.json" && ok || bad "--json failed"
"$G" atlas scoring-domineering --max-cells 8 -q >"$T/b.tsv" && ok || bad "tsv failed"
python3 - "$T/a.json" "$T/b.tsv" <<'PY' && ok || bad "--json does not parse or disagrees"
import json, sys
j = json.loads(open(sys.argv[1]).read())
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[2]) if not l.startswith("#")][1:]
r = j["rectangles"]
assert len(r) == len(rows) > 0
for e, t in zip(r, rows):
    assert [str(e["rows"]), str(e["cols"]), str(e["outcome_left"]), str(e["outcome_right"])] + \
        ["" if e[k] is None else e[k] for k in ("mean", "normal_mean", "reduced_equal", "value")] == t, (e, t)
PY
"$G" atlas scoring-domineering --max-cells 8 -q --html "$T/h" >/dev/null && grep -q "<td>2</td><td>3</td><td>3</td><td>-1</td>" "$T/h/index.html" &&
    ok || bad "--html"
# beyond --milnor-cells and --value-cells: empty fields
"$G" atlas scoring-domineering --rows 4 --cols 5 --milnor-cells 12 --value-cells 12 -q | grep -q "^4	5	1	1				$" &&
    ok || bad "4x5 without M and value"
expect_error atlas scoring-domineering --max-cells 65
expect_error atlas domineering --value-cells 4
expect_error atlas scoring-domineering --milnor-cells x
"$G" atlas --help | grep -q "gamedyn atlas scoring-domineering" && ok || bad "no --help"

[ "$fails" -eq 0 ] && echo "cli_scoring_table: $checks checks passed" || exit 1
