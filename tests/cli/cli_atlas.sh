#!/bin/sh
# gamedyn atlas domineering and gamedyn cgt --svg: TSV header and provenance, reproducible
# bytes, --timings, --json parses, --html writes one SVG per rectangle, well-formed SVG
# (python3's xml.etree), refusals with exit status 2.
. tests/cli/lib_cli.sh

"$G" atlas domineering --max-cells 12 -q -o "$T/a.tsv" && ok || bad "atlas failed"
head -1 "$T/a.tsv" | grep -q "^# gamedyn " && ok || bad "no version line"
sed -n 2p "$T/a.tsv" | grep -q "^# command: .*atlas domineering --max-cells 12" && ok || bad "no command line"
sed -n 3p "$T/a.tsv" | grep -q "^# game=domineering max_cells=12 rows=1-12 cols=1-12$" && ok || bad "parameters"
[ "$(sed -n 4p "$T/a.tsv")" = "$(printf 'rows\tcols\tvalue\toutcome\tleft_stop\tright_stop\tmean\ttemperature\tbirthday')" ] &&
    ok || bad "header: $(sed -n 4p "$T/a.tsv")"
sed 2d "$T/a.tsv" >"$T/a.tsv.x"
# every rectangle of at most 12 cells, once: 35 of them
[ "$(tail -n +5 "$T/a.tsv" | wc -l)" -eq 35 ] && ok || bad "rows: $(tail -n +5 "$T/a.tsv" | wc -l)"
grep -q "^2	2	+-1	N	1	-1	0	1	2$" "$T/a.tsv" && ok || bad "2x2 is +-1"
grep -q "^1	4	-2	R	-2	-2	-2	-1	2$" "$T/a.tsv" && ok || bad "1x4 is -2"
# the same bytes again (the command line, which names the output, aside)
"$G" atlas domineering --max-cells 12 -q -o "$T/b.tsv" && sed 2d "$T/b.tsv" | cmp -s - "$T/a.tsv.x" && ok || bad "not reproducible"
"$G" atlas domineering --max-cells 12 -q | sed 2d | cmp -s - "$T/a.tsv.x" && ok || bad "stdout differs from -o"
# --timings: two more columns, documented as not reproducible
"$G" atlas domineering --max-cells 6 -q --timings >"$T/t.tsv" && ok || bad "--timings failed"
sed -n 4p "$T/t.tsv" | grep -q "	birthday	seconds	cpu_seconds$" && ok || bad "no seconds columns"
grep -q "timings=seconds,cpu_seconds (not reproducible)" "$T/t.tsv" && ok || bad "timings not said in the provenance"
# --rows / --cols
"$G" atlas domineering --rows 2 --cols 3-5 -q | tail -n +5 | cut -f1,2 | tr '\t\n' 'x ' | grep -q "^2x3 2x4 2x5 $" &&
    ok || bad "--rows 2 --cols 3-5"
# --json parses and agrees with the TSV
"$G" atlas domineering --max-cells 12 -q --json >"$T/a.json" && ok || bad "--json failed"
python3 - "$T/a.json" "$T/a.tsv" <<'PY' && ok || bad "--json does not parse or disagrees"
import json, sys
j = json.loads(open(sys.argv[1]).read())
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[2]) if not l.startswith("#")][1:]
r = j["rectangles"]
assert j["command"][1:3] == ["atlas", "domineering"] and len(r) == len(rows) == 35
assert j["parameters"] == {"game": "domineering", "max_cells": 12, "rows": "1-12", "cols": "1-12"}, j["parameters"]
for e, t in zip(r, rows):
    assert [str(e["rows"]), str(e["cols"]), e["value"], e["outcome"], e["left_stop"], e["right_stop"],
            e["mean"], e["temperature"], str(e["birthday"])] == t, (e, t)
    assert e["left_wall"] and e["right_wall"]
PY
# --html: index.html with one well-formed SVG per rectangle, committed with the TSV
"$G" atlas domineering --max-cells 10 -q --html "$T/h" -o "$T/h.tsv" && ok || bad "--html failed"
[ "$(grep -c '<svg ' "$T/h/index.html")" -eq "$(tail -n +5 "$T/h.tsv" | wc -l)" ] && ok ||
    bad "not one svg per rectangle: $(grep -c '<svg ' "$T/h/index.html")"
grep -q "^<!-- gamedyn .*command: .*atlas domineering" "$T/h/index.html" && ok || bad "html provenance"
# the HTML table says what the TSV says, cell for cell (value, outcome, stops, mean,
# temperature, birthday)
python3 - "$T/h/index.html" "$T/h.tsv" <<'PY' && ok || bad "the html table differs from the tsv"
import html, re, sys
page = open(sys.argv[1]).read()
rows = [[html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", r)]
        for r in re.findall(r"<tr><td>.*?</tr>", page)]
tsv = [l.rstrip("\n").split("\t") for l in open(sys.argv[2]) if not l.startswith("#")][1:]
want = [[t[0], t[1], t[2], t[3], t[4] + ", " + t[5], t[6], t[7], t[8]] for t in tsv]
assert rows == want, (rows[:3], want[:3])
PY
python3 - "$T/h/index.html" <<'PY' && ok || bad "an inline svg is not well-formed XML"
import re, sys, xml.etree.ElementTree as ET
for s in re.findall(r"<svg .*?</svg>", open(sys.argv[1]).read(), re.S):
    ET.fromstring(s)
PY
# all or none: an output that cannot be written leaves neither
"$G" atlas domineering --max-cells 4 -q --html "$T/none" -o "$T/nodir/x.tsv" 2>/dev/null
[ $? -eq 2 ] && [ ! -e "$T/none" ] && ok || bad "a failed -o left the html folder"

# gamedyn cgt --svg: well-formed, provenance in <metadata>, walls as the text says
"$G" cgt "{2||1|0}" --svg "$T/g.svg" >/dev/null && ok || bad "cgt --svg failed"
python3 - "$T/g.svg" <<'PY' && ok || bad "cgt --svg: not the thermograph of {2||1|0}"
import sys, xml.etree.ElementTree as ET
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(sys.argv[1]).getroot()
meta = root.find("s:metadata", ns).text
assert "# gamedyn " in meta and "--svg" in meta and 'expression="{2||1|0}"' in meta, meta
lines = {p.get("class"): p.get("data-points") for p in root.iter("{http://www.w3.org/2000/svg}polyline")}
assert lines["left-wall"] == "3,-1 5/4,3/4", lines
assert lines["right-wall"] == "1,-1 1,1/2 5/4,3/4", lines
assert lines["mast"].startswith("5/4,3/4 5/4,"), lines
# values grow to the left: the left wall's foot (3) is drawn left of the right wall's (1)
pts = {p.get("class"): p.get("points") for p in root.iter("{http://www.w3.org/2000/svg}polyline")}
assert float(pts["left-wall"].split(",")[0]) < float(pts["right-wall"].split(",")[0])
PY
"$G" cgt "{2||1|0}" --svg "$T/g2.svg" >/dev/null && sed 's/g2[.]svg/g.svg/' "$T/g2.svg" | cmp -s - "$T/g.svg" && ok ||
    bad "svg not reproducible"

expect_error atlas domineering --max-cells 0
expect_error atlas domineering --max-cells 145
expect_error atlas domineering --rows 3-2
expect_error atlas domineering --rows x
expect_error atlas domineering --cols 1-
expect_error atlas domineering --bogus
expect_error atlas nim
expect_error atlas
expect_error atlas domineering --rows 20 --cols 20
expect_error atlas domineering -o - --json
expect_error cgt compare 1 2 --svg "$T/x.svg"
"$G" atlas --help | grep -q "usage: gamedyn atlas domineering" && ok || bad "no --help"

[ "$fails" -eq 0 ] && echo "cli_atlas: $checks checks passed" || exit 1
