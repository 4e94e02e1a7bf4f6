#!/bin/sh
# Pictures in a frame (src/image/figure.c through the commands): --axes grows the picture by
# its margins, --cmap keeps value 0 apart from value 1, --window crops to the expected size
# and pixels, bad windows are refused, SVG parses as XML, PDF is a PDF and reproducible,
# palace pictures colour every count, graph pictures have a legend and a size limit.
. tests/cli/lib_cli.sh
PY=tests/cli/png_cells.py
size() { python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print(*struct.unpack(">II", d[16:24]))' "$1"; }

# --axes: the same data inside margins on every side
"$G" grundy nim --max 31 -q -o "$T/g.png" >/dev/null && "$G" grundy nim --max 31 --axes -q -o "$T/ga.png" >/dev/null &&
    ok || bad "grundy --axes"
set -- $(size "$T/g.png") $(size "$T/ga.png")
[ "$1" -eq 32 ] && [ "$2" -eq 32 ] && [ "$3" -gt $(($1 + 40)) ] && [ "$4" -gt $(($2 + 40)) ] && ok ||
    bad "--axes did not add margins: $*"
grep -aq "axes=1" "$T/ga.png" && ok || bad "--axes not in the Comment chunk"
"$G" table wythoff --blocking 2 --max 40 --axes -o "$T/pa.png" >/dev/null && [ "$(size "$T/pa.png" | cut -d' ' -f1)" -gt 80 ] &&
    ok || bad "table --blocking --axes"
"$G" table wythoff --outcome --max 40 --axes -o "$T/oa.png" >/dev/null && [ "$(size "$T/oa.png" | cut -d' ' -f1)" -gt 80 ] &&
    ok || bad "table --outcome --axes (legend)"
"$G" sheet chomp --x 30 -q -o "$T/s.png" >/dev/null && "$G" sheet chomp --x 30 --axes -q -o "$T/sa.png" >/dev/null && ok ||
    bad "sheet --axes"
set -- $(size "$T/s.png") $(size "$T/sa.png")
[ "$3" -gt $(($1 + 40)) ] && [ "$4" -gt $(($2 + 40)) ] && ok || bad "sheet --axes did not add margins: $*"
"$G" voxels nim --max 7 -q -o "$T/v.png" >/dev/null && "$G" voxels nim --max 7 --axes --cmap viridis -q -o "$T/va.png" >/dev/null &&
    ok || bad "voxels --axes"
set -- $(size "$T/v.png") $(size "$T/va.png")
[ "$3" -gt "$1" ] && [ "$4" -gt "$2" ] && ok || bad "voxels --axes did not add margins: $*"
"$G" wythoff --figure 10 --axes -o "$T/wf.png" >/dev/null && ok || bad "wythoff --figure --axes"

# value 0 differs from value 1 on both maps (a XOR b: (0,0) is 0, (1,0) is 1), and from every other value
for m in hue viridis; do
    "$G" grundy nim --max 31 --cmap $m -q -o "$T/c.png" >/dev/null && ok || bad "--cmap $m"
    python3 - "$T/c.png" <<'PYEOF' && ok || bad "--cmap $m: value 0 not apart"
import sys
sys.path.insert(0, "tests/cli")
from png_cells import read
w, h, pix, _ = read(sys.argv[1])
zero = pix[h - 1][0]                                     # (a,b) = (0,0), bottom-left
others = {pix[h - 1 - b][a] for a in range(w) for b in range(h) if a != b}
sys.exit(not (zero != pix[h - 1][1] and zero not in others))
PYEOF
done
grep -aq "cmap=viridis" "$T/c.png" && ok || bad "cmap not in the Comment chunk"
expect_error grundy nim --max 10 --cmap jet -o "$T/x.png"

# palace numbers: every count has a colour, none is left white (hue map: 0 black)
"$G" table wythoff --blocking 1 --max 60 -q -o "$T/p.png" >/dev/null && ok || bad "palace picture"
python3 $PY "$T/p.png" | grep -v '^#' | awk '$3 == 255 && $4 == 255 && $5 == 255 { n++ } END { exit n > 0 }' && ok ||
    bad "white cells in a palace picture"

# --window: the expected size, and exactly the cells of the whole picture
"$G" grundy nim --pass --max 40 -q -o "$T/full.png" >/dev/null &&
    "$G" grundy nim --pass --max 40 --window 5:14,10:29 -q -o "$T/win.png" >/dev/null && ok || bad "--window"
[ "$(size "$T/win.png")" = "10 20" ] && ok || bad "--window 5:14,10:29 gives $(size "$T/win.png"), not 10 20"
python3 - "$T/full.png" "$T/win.png" <<'PYEOF' && ok || bad "--window: not the cells of the whole picture"
import sys
sys.path.insert(0, "tests/cli")
from png_cells import read
W, H, full, _ = read(sys.argv[1])
w, h, win, _ = read(sys.argv[2])
# bottom-left: cell (a,b) is column a, row H-1-b; the window's rows run from b = 29 down
sys.exit(not all(win[r][c] == full[H - 1 - (29 - r)][5 + c] for r in range(h) for c in range(w)))
PYEOF
"$G" grundy nim --pass --max 40 --window 5:14,10:29 --origin top-left --scale 2 -q -o "$T/wt.png" >/dev/null &&
    [ "$(size "$T/wt.png")" = "40 20" ] && ok || bad "--window top-left at scale 2: $(size "$T/wt.png")"
"$G" table wythoff --max 50 --window 0:9,0:9 --axes -q -o "$T/wa.png" >/dev/null && ok || bad "table --window --axes"
"$G" sheet nim --x 20 --window 3:12,0:4 -q -o "$T/sw.png" >/dev/null && [ "$(size "$T/sw.png")" = "10 5" ] && ok ||
    bad "sheet --window size: $(size "$T/sw.png")"
for w in "5:4,0:1" "0:1,3:2" "0:1" "a:b,c:d" "0:1,2:3," "0:1;2:3" "-1:2,0:1" ""; do
    expect_error grundy nim --max 40 --window "$w" -o "$T/bad.png"
done
expect_error grundy nim --max 40 --window 0:41,0:3 -o "$T/bad.png"
grep -q "outside the table" "$T/err" && ok || bad "window outside: $(cat "$T/err")"
expect_error table wythoff --max 20 --window 0:3,0:21 -o "$T/bad.png"
expect_error sheet nim --x 20 --window 0:3,2:1 -o "$T/bad.png"
expect_error sheet nim --x 20 --window 0:3,0:4 --ymax 10 -o "$T/bad.png"
[ ! -e "$T/bad.png" ] && ok || bad "a refused window left a picture"

# SVG: XML with the provenance; PDF: a PDF, the same bytes from the same command
"$G" grundy nim --pass --max 60 --axes --cmap viridis -q -o "$T/f.svg" >/dev/null && ok || bad "SVG"
python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); sys.exit(not r.tag.endswith("svg"))' "$T/f.svg" &&
    ok || bad "the SVG does not parse as XML"
grep -q "gamedyn grundy nim --pass --max 60 --axes" "$T/f.svg" && ok || bad "SVG provenance"
"$G" sheet chomp --x 40 --kind both --axes -q -o "$T/s.svg" >/dev/null &&
    python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$T/s.svg" && ok || bad "sheet SVG"
for i in 1 2; do
    "$G" table wythoff --blocking 2 --max 80 --axes -q -o "$T/p.pdf" >/dev/null && cp "$T/p.pdf" "$T/p$i.pdf" || bad "PDF run $i"
done
[ "$(head -c 5 "$T/p1.pdf")" = "%PDF-" ] && ok || bad "not a PDF"
cmp -s "$T/p1.pdf" "$T/p2.pdf" && ok || bad "PDF not byte-identical between runs"
tail -c 6 "$T/p1.pdf" | grep -q "%%EOF" && ok || bad "PDF without %%EOF"
grep -aq "/Subject (gamedyn table wythoff" "$T/p1.pdf" && ok || bad "PDF provenance"
python3 - "$T/p1.pdf" <<'PYEOF' && ok || bad "PDF cross-reference offsets"
import re, sys
d = open(sys.argv[1], "rb").read()
start = int(re.search(rb"startxref\n(\d+)", d).group(1))
assert d[start:start + 4] == b"xref"
offs = [int(m) for m in re.findall(rb"(\d{10}) 00000 n", d)]
sys.exit(not all(d[o:].startswith(b"%d 0 obj" % (i + 1)) for i, o in enumerate(offs)))
PYEOF

# graph: a legend in the DOT; a picture refused above 200 nodes unless --max-nodes says so
"$G" graph domineering:2x2 -q | grep -q "subgraph cluster_legend" && ok || bad "graph legend"
expect_error graph chomp:3,3,3 --pass --png "$T/g.png"
grep -q "278 nodes" "$T/err" && grep -q -- "--max-nodes" "$T/err" && ok || bad "graph picture refusal: $(cat "$T/err")"
if command -v dot >/dev/null; then
    "$G" graph domineering:2x2 -q --png "$T/d.svg" && python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$T/d.svg" &&
        grep -q "<metadata>" "$T/d.svg" && ok || bad "graph SVG"
    "$G" graph nim:2,1 -q --png "$T/d.pdf" && [ "$(head -c 5 "$T/d.pdf")" = "%PDF-" ] && ok || bad "graph PDF"
fi

echo "cli_figure: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
