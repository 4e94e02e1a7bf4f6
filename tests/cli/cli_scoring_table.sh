#!/bin/sh
# gamedyn atlas scoring-domineering: provenance and header, known rectangles (2 x 2, 2 x 3 as
# in docs/scoring.md), m x n against n x m (the players swap: (o_L, o_R) becomes (-o_R, -o_L)),
# reproducible bytes, --json agrees with the TSV, --html, the committed table
# (tests/data/scoring_domineering_rectangles.txt) on the rectangles of at most 16 cells, refusals.
. tests/cli/lib_cli.sh

"$G" atlas scoring-domineering --max-cells 16 -q -o "$T/a.tsv" && ok || bad "atlas scoring-domineering failed"
sed -n 3p "$T/a.tsv" | grep -q "^# game=scoring-domineering max_cells=16 rows=1-16 cols=1-16 milnor_cells=20 value_cells=20 value_chars=4096$" &&
    ok || bad "parameters: $(sed -n 3p "$T/a.tsv")"
[ "$(sed -n 4p "$T/a.tsv")" = "$(printf 'rows\tcols\toutcome_left\toutcome_right\tmean\tnormal_mean\treduced_equal\tvalue\tvalue_birthday\tvalue_forms\tvalue_length')" ] &&
    ok || bad "header: $(sed -n 4p "$T/a.tsv")"
grep -q "^2	2	2	-2	0	0	yes	<2|-2>	1	1	6$" "$T/a.tsv" && ok || bad "2x2"
grep -q "^2	3	3	-1	3/4	3/4	yes	<3|<-1|-2>>	2	2	11$" "$T/a.tsv" && ok || bad "2x3"
grep -q "^1	5	-2	-2	-2	-2	yes	-2	0	0	2$" "$T/a.tsv" && ok || bad "1x5: two dominoes for Right"
awk -F'\t' '!/^#/ && NR > 4 { o[$1 "x" $2] = $3 " " $4 } END {
    for (k in o) { split(k, d, "x"); split(o[k], a, " "); split(o[d[2] "x" d[1]], b, " ");
        if (a[1] != -b[2] || a[2] != -b[1]) { print k; exit 1 } } }' "$T/a.tsv" && ok || bad "m x n is not n x m's negative"
awk -F'\t' '!/^#/ && NR > 4 && ($5 != $6 || $7 != "yes") { exit 1 }' "$T/a.tsv" && ok || bad "normal play disagrees"
sed 2d "$T/a.tsv" >"$T/a.x"
"$G" atlas scoring-domineering --max-cells 16 -q | sed 2d | cmp -s - "$T/a.x" && ok || bad "not reproducible"
# the committed table, on the rectangles this run has: outcomes and normal play (its values
# are in the committed values file, checked below)
D=tests/data/scoring_domineering_rectangles.txt
grep -v '^#' "$D" | awk -F'\t' 'NR > 1 && $1 * $2 <= 16' | cut -f1-7 | sort >"$T/d"
# (in full: the committed table predates --value-chars)
"$G" atlas scoring-domineering --max-cells 16 -q --value-chars 100000 -o "$T/full.tsv" && ok || bad "atlas failed"
grep -v '^#' "$T/full.tsv" | tail -n +2 | cut -f1-7 | sort >"$T/m"
cmp -s "$T/d" "$T/m" && ok || bad "the committed table differs: $(diff "$T/d" "$T/m" | head -3)"
# the committed values (bench/scoring_values.sh) on the rectangles of at most 16 cells: the
# outcome, the value's text, birthday, subforms and length
V=tests/data/scoring_domineering_values.txt
grep -v '^#' "$V" | awk -F'\t' 'NR > 1 && $1 * $2 <= 16' | cut -f1-4,8-11 | sort >"$T/dv"
grep -v '^#' "$T/a.tsv" | tail -n +2 | cut -f1-4,8-11 | sort >"$T/mv"
[ -s "$T/dv" ] && cmp -s "$T/dv" "$T/mv" && ok || bad "the committed values differ: $(diff "$T/dv" "$T/mv" | head -3)"
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
        ["" if e[k] is None else str(e[k]) for k in ("mean", "normal_mean", "reduced_equal", "value",
                                                     "value_birthday", "value_forms", "value_length")] == t, (e, t)
PY
"$G" atlas scoring-domineering --max-cells 8 -q --html "$T/h" >/dev/null && grep -q "<td>2</td><td>3</td><td>3</td><td>-1</td>" "$T/h/index.html" &&
    ok || bad "--html"
# beyond --milnor-cells and --value-cells: empty fields
"$G" atlas scoring-domineering --rows 4 --cols 5 --milnor-cells 12 --value-cells 12 -q | grep -q "^4	5	1	1							$" &&
    ok || bad "4x5 without M and value"
# the forms file: every value's graph read back (names replaced by their forms) is the value's
# text, its lines are its distinct subforms (value_forms), and a value longer than
# --value-chars keeps its size but not its text
"$G" atlas scoring-domineering --max-cells 16 -q --value-chars 40 --forms "$T/f.tsv" -o "$T/v.tsv" && ok || bad "--forms failed"
python3 - "$T/f.tsv" "$T/v.tsv" "$T/full.tsv" <<'PY' && ok || bad "the forms file does not read back to the values"
import re, sys
forms, seen = {}, {}
lines = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if not l.startswith("#")]
assert lines[0] == ["name", "form"], lines[0]
for name, form in lines[1:]:
    if name.startswith("g"):
        assert name not in forms
        forms[name] = re.sub(r"g[0-9]+", lambda m: forms[m.group(0)], form)
        seen[name] = set(re.findall(r"g[0-9]+", form)).union(*[seen[g] for g in re.findall(r"g[0-9]+", form)])
    else:
        seen[name] = {form} | seen.get(form, set()) if form.startswith("g") else set()
        forms[name] = forms.get(form, form)
full = {tuple(l.split("\t")[:2]): l.rstrip("\n").split("\t") for l in open(sys.argv[3]) if l[0].isdigit()}
n = 0
for l in open(sys.argv[2]):
    if not l[0].isdigit():
        continue
    t = l.rstrip("\n").split("\t")
    key = "%sx%s" % (t[0], t[1])
    want = full[(t[0], t[1])][7]
    assert forms[key] == want, key
    assert int(t[10]) == len(want) and int(t[9]) == len(seen[key]), (key, t[9:], len(seen[key]))
    assert t[7] == (want if len(want) <= 40 else ""), key
    n += len(want) > 40
assert n > 0
PY
expect_error atlas scoring-domineering --max-cells 6 -q --forms "$T/nodir/f.tsv" -o "$T/t2.tsv"
[ ! -e "$T/t2.tsv" ] && ok || bad "a failed --forms left the table behind"
expect_error atlas scoring-domineering --max-cells 65
expect_error atlas domineering --value-cells 4
expect_error atlas domineering --forms "$T/x.tsv"
expect_error atlas scoring-domineering --milnor-cells x
"$G" atlas --help | grep -q "gamedyn atlas scoring-domineering" && ok || bad "no --help"

[ "$fails" -eq 0 ] && echo "cli_scoring_table: $checks checks passed" || exit 1
