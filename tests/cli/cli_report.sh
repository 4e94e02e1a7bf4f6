#!/bin/sh
# The report (at --small sizes): every table of report.md is a table of index.html, rows that
# disagree are marked, text is escaped, the page is well formed, every plot it names exists,
# the papers' values it must not claim are gone, and stdout is one line a stage.
. tests/cli/lib_cli.sh

expect_error report -o "$T/x" --xmax 10
# censuses made apart (--census): two params runs with their per-sheet files
C="$T/census"
mkdir -p "$C/plain-900" "$C/pass-400"
"$G" params chomp --xmax 900 --sheets "$C/plain-900/sheets.tsv" -o "$C/plain-900/params.tsv" -q >/dev/null 2>&1 && ok || bad "census plain"
"$G" params chomp --pass --xmax 400 --sheets "$C/pass-400/sheets.tsv" -o "$C/pass-400/params.tsv" -q >/dev/null 2>&1 && ok || bad "census pass"
expect_error report -o "$T/x" --small --census "$T/no-such-folder"
mkdir -p "$T/badc/a b" && cp "$C/pass-400/params.tsv" "$C/pass-400/sheets.tsv" "$T/badc/a b/"
expect_error report -o "$T/x" --small --census "$T/badc"
[ ! -e "$T/x" ] && ok || bad "a refused report left its folder"
# a folder name with every character HTML and Markdown treat specially
D="$T/r<&'\"*_x"
"$G" report --small --census "$C" -o "$D" >"$T/out" 2>"$T/err" && ok || bad "report --small failed: $(cat "$T/err")"
[ ! -s "$T/err" ] && ok || bad "report wrote to stderr: $(head -3 "$T/err")"
# stdout: one line a stage (30 runs, the figures, the tables and plots) and the last line
[ "$(wc -l <"$T/out")" -eq 33 ] && ok || bad "stdout has $(wc -l <"$T/out") lines, not 33"
tail -1 "$T/out" | grep -q "index.html" && ok || bad "the last line does not say where to look"
H="$D/index.html"
M="$D/report.md"
# the census section: the tails and periods as counted from the per-sheet file itself
grep -q '^## Chomp censuses made apart' "$M" && ok || bad "no census section"
for c in plain-900 pass-400; do
    n=$(grep -v '^#' "$C/$c/sheets.tsv" | awk -F'\t' 'NR > 1 { s++; if ($13 > 0) t++ } END { print s " sheets, " t " with a proved tail" }')
    grep -A2 "^### $c: game=chomp" "$M" | grep -q "; $n: " && ok || bad "$c: not '$n' in $(grep -A2 "^### $c:" "$M" | tail -1 | head -c 300)"
    [ "$(grep -v '^#' "$D/census-$c.tsv" | awk -F'\t' 'NR > 1 { s += $2 } END { print s }')" = "$(echo "$n" | sed 's/.* sheets, \([0-9]*\) with.*/\1/')" ] &&
        ok || bad "census-$c.tsv: the periods do not add up to the tails"
done
grep -q '^| 1 | [0-9]* | 0 |$' "$M" && ok || bad "the plain census's period 1 from sheet 0"
grep -q '^| gamma | plain-900 | ' "$M" && ok || bad "the census constants"
# scoring play: the survey's claims agree where it makes them (Milnor's games, Scoring
# Domineering), dicots in general carry no verdict, and the rectangles' table is there
grep -q '^## Scoring play' "$M" && ok || bad "no scoring section"
[ "$(grep -c '^| .* | the same, Milnor.s games among them.* | ✓ agrees |$' "$M")" -eq 6 ] && ok ||
    bad "Milnor's rows: $(grep 'Milnor.s games among' "$M" | head -3)"
grep '^| G - G = 0 | dicots with scores {0, 1}' "$M" | grep -q '| 74 of 4459 | G = &lt;^0\\|^1> | not comparable |$' && ok ||
    bad "the dicots' row: $(grep '^| G - G = 0 | dicots with scores {0, 1}' "$M")"
grep -q '^| 2 | 2, -2 | 3, -1 |' "$M" && ok || bad "the rectangles' grid"
# several passes: 2 passes measure as the plain game, 3 as the one-pass game (the parity theorem)
[ "$(grep -c '^| Chomp, [23] passes | .* | 25 of 25 | all (theorem) | ✓ agrees |$' "$M")" -eq 2 ] && ok ||
    bad "the several-passes table: $(grep '^| Chomp, [23] passes' "$M")"
# three verdicts only (agrees, disagrees, not comparable), and every disagreement counted: the
# losers' scatter, "within about 2.5" for most losers but not all, disagrees
grep -q '| ~ \|class="partly"\|in part |' "$M" "$H" && bad "a verdict neither agrees nor disagrees" || ok
grep -q '^| lower line: largest residual | .* | \*\*✗ DISAGREES' "$M" && ok ||
    bad "the scatter's outliers do not disagree: $(grep '^| lower line: largest' "$M")"
nx=$(grep -c '^|.*| \*\*✗ ' "$M")
grep -q "^$nx table rows disagree with the papers" "$M" && ok ||
    bad "$nx rows marked, but the summary says: $(grep 'table rows disagree' "$M")"
python3 tests/browser/validate.py "$H" && ok || bad "index.html is not well formed"
# the folder name reaches the page only escaped
grep -qF "r&lt;&amp;&#39;&quot;*_x" "$H" && ok || bad "the folder name is not escaped in index.html"
grep -qF "r<&'\"" "$H" && bad "the folder name appears raw in index.html" || ok
# every Markdown table is an HTML table with the same number of body rows
md=$(awk '/^\| --- /{t++; body=1; next} /^\|/{if (body) r[t]++; next} {body=0}
          END{for (i = 1; i <= t; i++) printf "%d ", r[i]}' "$M")
ht=$(python3 -c '
import re, sys
h = open(sys.argv[1], encoding="utf-8").read()
print(" ".join(str(len(re.findall(r"<tr class=", b))) for b in re.findall(r"<tbody>(.*?)</tbody>", h, re.S)), end=" ")
' "$H")
[ -n "$md" ] && [ "$md" = "$ht" ] && ok || bad "tables differ: report.md rows '$md', index.html rows '$ht'"
[ "$(echo "$md" | wc -w)" -ge 11 ] && ok || bad "fewer than 11 tables: $md"
# no empty table, no section without content: each <h2> is followed by something before the next
python3 -c '
import re, sys
h = open(sys.argv[1], encoding="utf-8").read()
parts = re.split(r"<h2[^>]*>", h)[1:]
empty = [p.split("</h2>")[0] for p in parts if not re.search(r"<(p|table|figure|ul)\b", p.split("</h2>", 1)[1])]
sys.exit(1 if empty else 0)
' "$H" && ok || bad "a section heading with nothing under it"
# every image the page shows is a PNG in the folder; every link to a data file exists
for f in $(grep -o 'src="[^"]*"' "$H" | sed 's/src="//; s/"$//'); do
    case "$f" in */*|..*) bad "image $f is not a file of the folder";; esac
    [ -s "$D/$f" ] && head -c 8 "$D/$f" | od -c | grep -q "P   N   G" && ok || bad "image $f missing"
done
[ "$(grep -c '<img ' "$H")" -ge 10 ] && ok || bad "fewer than 10 plots"
for f in $(grep -o 'href="[^"]*"' "$H" | sed 's/href="//; s/"$//'); do
    [ -s "$D/$f" ] && ok || bad "link $f missing"
done
# a disagreement is marked in both formats, and explained
grep -q '<tr class="bad">.*&#x2717;' "$H" && ok || bad "no row marked as disagreeing in index.html"
grep -q '\*\*✗ DISAGREES\*\*' "$M" && ok || bad "no row marked as disagreeing in report.md"
grep -q "Why a Chomp site disagrees" "$M" && ok || bad "the Chomp sensitivity disagreement is not explained"
# the W_300 run states no published value; the published values are the papers'
grep "site \\\\\[300,60\\\\\]" "$M" | grep -q "| - | no value for W\\\\_300 in the papers | not comparable |" && ok ||
    bad "the W_300 row claims a published value"
grep -q "the same as from W_50" "$M" && bad "the old W_300 'published' value is back" || ok
grep -q "no factor-of-two copy" "$D/figures/index.html" && bad "the wrong Fig. 7 caption is back" || ok
grep -q "W_50 again at twice the scale" "$D/figures/index.html" && ok || bad "the Fig. 7 caption"
# the Fig. 13 base is the finite-generic game
grep -F "| finite-generic Nim \[9,13,4\] (Fig. 13's base), site \[50,25\] |" "$M" | grep -q "pass paper Fig. 13" &&
    ok || bad "Fig. 13's base is not labelled finite-generic"
# every number of the params table comes with an uncertainty
n=$(awk -F' [|] ' '/^\| (alpha|alpha\\_full|lambda\\_L|lambda\\_U|m\\_L|m\\_U|gamma) \|/ && ($4 == "-" || $4 == "")' "$M" | wc -l)
[ "$n" -eq 0 ] && ok || bad "$n params rows without an uncertainty"
# the ensembles: a table with a row per ensemble (each of at least 20 sites, read from the
# command's JSON), the papers' statements judged, a band plot for Chomp, Nim and the growth
# rate, and no placeholder left
sec() { # the HTML of section $1 (from its <h2> to the next)
    python3 -c '
import re, sys
h = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r"<h2 id=\"" + sys.argv[2] + r"\">(.*?)(?=<h2 )", h, re.S)
print(m.group(1) if m else "")
' "$H" "$1"
}
E=$(sec ensembles)
rows=$(echo "$E" | grep -c '<tr class=')
[ "$rows" -ge 8 ] && ok || bad "the ensembles table has $rows rows, not 8"
sites=$(echo "$E" | grep -o '<tr class="[a-z]*"><td>[^<]*</td><td>[0-9]*</td>' | sed 's/.*<td>\([0-9]*\)<\/td>$/\1/' | sort -n | head -1)
[ "${sites:-0}" -ge 20 ] && ok || bad "an ensemble with fewer than 20 sites: ${sites:-none}"
for f in ens-chomp.png ens-nim.png; do echo "$E" | grep -q "src=\"$f\"" && ok || bad "no $f in the ensembles"; done
echo "$E" | grep -q "Why Chomp disagrees" && ok || bad "the Chomp ensemble disagreement is not explained"
echo "$E" | grep -q "Why generic Nim disagrees" && ok || bad "the Nim ensemble disagreement is not explained"
for id in ens-chomp-lines ens-nim-finite ens-chomp-random; do
    python3 -c 'import json, sys; j = json.load(open(sys.argv[1])); sys.exit(0 if j["ensembles"][0]["sites"] >= 20 else 1)' \
        "$D/$id.json" && ok || bad "$id.json is not the command's JSON"
done
grep -q "$id.json" "$M" && ok || bad "the commands do not say where the JSON went"
Gr=$(sec growth)
rows=$(echo "$Gr" | grep -c '<tr class=')
[ "$rows" -ge 3 ] && echo "$Gr" | grep -q 'src="ens-growth.png"' && ok || bad "the growth section: $rows rows"
grep -qi "not in this report yet\|not rerun here\|not re-run here" "$M" && bad "a placeholder for the ensembles is left" || ok
# The second run asks for reproducibility and names, not memory: the optimized build runs it.
case $(dirname "$G") in
*/san*)
    echo "cli_report: $checks checks, $fails failed (the second run: optimized build only)"
    [ "$fails" -eq 0 ]
    exit ;;
esac
# the same command gives the same report, whatever the folder is called: the steps get the
# name as one argument (a space stays inside it), and the Markdown's code spans hold backquotes
A="$T/a gain\`\`"
"$G" report --small --census "$C" -q -o "$A" --json >"$T/report.json" && ok || bad "second run"
# --json: one line naming the folder, its documents and every step as it can be rerun
python3 - "$T/report.json" "$A" <<'PY' && ok || bad "report --json: $(head -c 300 "$T/report.json")"
import json, sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 1, lines
d = json.loads(lines[0])
A = sys.argv[2]
assert d["output"] == A and d["index"] == A + "/index.html" and d["markdown"] == A + "/report.md", d
ids = [s["id"] for s in d["steps"]]
assert ids[-1] == "figures" and "params-plain" in ids and len(set(ids)) == len(ids), ids
assert any(s["command"] == "gamedyn params chomp --xmax 2000 --sheets %s/params-plain-sheets.tsv -q -o %s/params-plain.tsv" % (A, A)
           for s in d["steps"]), d["steps"][0]
PY
grep -qxF "# command: gamedyn params chomp --xmax 2000 --sheets $A/params-plain-sheets.tsv -q -o $A/params-plain.tsv" \
    "$A/params-plain.tsv" && ok || bad "the folder name is not whole in a step's provenance: $(sed -n 2p "$A/params-plain.tsv")"
grep -qF "<code>gamedyn sheet nim --x 100 --scale 2 --axes -q -o $A/figures/pass-fig1a.png</code>" "$A/figures/index.html" &&
    ok || bad "the folder name is not whole in the figures' commands"
grep -qF ": \`\`\` gamedyn params chomp --xmax 2000 --sheets $A/params-plain-sheets.tsv -q -o $A/params-plain.tsv \`\`\`" \
    "$A/report.md" && ok || bad "the command's code span in report.md: $(grep -F 'params chomp --xmax 2000 --sheets' "$A/report.md")"
[ -z "$(ls -a "$T" | grep '\.tmp')" ] && ok || bad "a temporary folder is left: $(ls -a "$T")"
# (less the lines that name the folder)
grep -vF "$T/" "$A/report.md" >"$T/a.md"
grep -vF "$T/" "$M" >"$T/b.md"
cmp -s "$T/a.md" "$T/b.md" && ok || bad "report.md differs between two runs"
echo "cli_report: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
