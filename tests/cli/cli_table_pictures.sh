#!/bin/sh
# Table pictures from the command line (src/games/twoheap/table_pic.c through grundy): the options
# --value, --lines, --origin, --scale, their refusals, the text chunks, and every pixel
# against the value table (--tsv) and the documented hue map.
. tests/cli/lib_cli.sh
PY=tests/cli/png_cells.py

for opt in "--origin sideways" "--origin" "--lines 0" "--lines 1,x" "--lines 1,,2" "--lines=" "--value -1" \
    "--value x" "--value 4294967296" "--scale 0" "--scale 65" "--lines 1 --lines 2" "--origin top-left --origin top-left"; do
    # shellcheck disable=SC2086
    expect_error grundy nim --max 10 $opt -o "$T/a.png"
done
expect_error grundy nim --max 65535 --scale 16 -o "$T/a.png"
grep -q "lower --max" "$T/err" && ok || bad "size refusal names --max: $(cat "$T/err")"
[ -z "$(ls "$T" | grep -v "^err$\|^out$")" ] && ok || bad "a refused command left files: $(ls "$T")"

# the Comment chunk records the drawing
"$G" grundy nim --pass --max 40 --origin top-left --lines 1,2,3,7 --value 5 -q -o "$T/v.png" >/dev/null && ok || bad "grundy --value"
python3 $PY "$T/v.png" >"$T/v.txt" || bad "cannot decode $T/v.png"
grep -q "^# Comment=game=nim variant=pass .* max=40 scale=1 origin=top-left value=5 bounds=b=a+-(value+1) lines=1,2,3,7$" "$T/v.txt" &&
    ok || bad "Comment chunk: $(grep Comment "$T/v.txt")"
grep -q "^# Source=gamedyn grundy nim --pass --max 40 --origin top-left" "$T/v.txt" && ok || bad "Source chunk"
grep -q "^# Title=Grundy values" "$T/v.txt" && grep -q "^# Software=gamedyn " "$T/v.txt" && ok || bad "Title, Software"

# every pixel: the hue of g(a,b) with 0 black (exact below vmax 255; above, 0 alone and
# values 1..vmax in 254 bins), both origins;
# with --value K: K black, the bounds red, the rest white; with --lines n: the ray b = n a white
check_pixels() { # PNG TSV ORIGIN MODE(hue|value:K|lines:N)
    python3 - "$@" <<'PYEOF'
import sys
sys.path.insert(0, "tests/cli")
from png_cells import read
png, tsv, origin, mode = sys.argv[1:5]
g = {}
for line in open(tsv):
    if line[0] in "#a":
        continue
    a, b, v = map(int, line.split())
    g[a, b] = v
n = max(a for a, b in g) + 1
vmax = max(g.values())
def binned(v):
    if v == 0 or vmax < 255:
        return v
    return 1 + int(253 * (v - 1) / (vmax - 1) + 0.5) * (vmax - 1) / 253
def hue(v, vmax):
    if v == 0:
        return (0, 0, 0)
    h = 5.0 * v / vmax if vmax > 0 else 0
    h = min(max(h, 0), 5)
    i = int(h); f = h - i
    up, down = int(255 * f + 0.5), int(255 * (1 - f) + 0.5)
    return [(255, up, 0), (down, 255, 0), (0, 255, up), (0, down, 255), (up, 0, 255), (255, 0, 255)][i]
w, h, pix, _ = read(png)
assert (w, h) == (n, n), (w, h)
bad = 0
for (a, b), v in g.items():
    c = pix[a][b] if origin == "top-left" else pix[n - 1 - b][a]
    if mode == "hue":
        want = hue(binned(v), vmax)
    elif mode.startswith("value:"):
        k = int(mode[6:])
        want = (0, 0, 0) if v == k else (255, 0, 0) if abs(a - b) == k + 1 else (255, 255, 255)
    else:
        nl = int(mode[6:])
        want = (255, 255, 255) if a == (b + nl // 2) // nl else hue(binned(v), vmax)
    bad += c != want
print(bad)
sys.exit(bad != 0)
PYEOF
}
for m in 60 200; do # vmax 83 (exact) and 295 (bins)
    "$G" grundy nim --pass --max $m --tsv "$T/g$m.tsv" -q -o "$T/g$m.png" >/dev/null && ok || bad "grundy --max $m"
    check_pixels "$T/g$m.png" "$T/g$m.tsv" bottom-left hue >/dev/null && ok || bad "max $m: pixels off the hue map"
    "$G" grundy nim --pass --max $m --origin top-left -q -o "$T/t$m.png" >/dev/null && ok || bad "grundy top-left"
    check_pixels "$T/t$m.png" "$T/g$m.tsv" top-left hue >/dev/null && ok || bad "max $m top-left: pixels"
done
grep -aq "vmax=295 cmap=hue bins=255" "$T/g200.png" && grep -aq "scale=1 origin=bottom-left vmax=83" "$T/g60.png" && ok || bad "vmax in the Comment"
"$G" grundy nim --pass --max 60 --value 7 -q -o "$T/v7.png" >/dev/null && ok || bad "grundy --value 7"
check_pixels "$T/v7.png" "$T/g60.tsv" bottom-left value:7 >/dev/null && ok || bad "--value 7: pixels"
"$G" grundy nim --pass --max 60 --lines 3 -q -o "$T/l3.png" >/dev/null && ok || bad "grundy --lines 3"
check_pixels "$T/l3.png" "$T/g60.tsv" bottom-left lines:3 >/dev/null && ok || bad "--lines 3: pixels"
# the picture at --scale 3 is each cell as a 3x3 block
"$G" grundy nim --max 15 --scale 3 -q -o "$T/s3.png" >/dev/null && ok || bad "grundy --scale 3"
python3 - "$T/s3.png" <<'PYEOF' && ok || bad "--scale 3 blocks"
import sys
sys.path.insert(0, "tests/cli")
from png_cells import read
w, h, pix, _ = read(sys.argv[1])
ref = read("tests/golden/table-nim16.png")[2]
sys.exit(not ((w, h) == (48, 48) and all(pix[r][c] == ref[r // 3][c // 3] for r in range(48) for c in range(48))))
PYEOF
"$G" grundy --help | grep -q -- "--origin O" && ok || bad "grundy --help names the picture options"

# figures: the table figures run exactly when the table command is registered
"$G" figures -q -o "$T/f" >/dev/null && ok || bad "figures failed"
n=$(grep -o 'src="table-[^"]*"' "$T/f/index.html" | wc -l)
if "$G" help table >/dev/null 2>&1; then
    [ "$n" -eq 12 ] && ok || bad "$n table figures in the index, 12 expected"
    for f in $(grep -o 'src="table-[^"]*"' "$T/f/index.html" | sed 's/src="//; s/"$//'); do
        python3 $PY "$T/f/$f" | grep -q "^# Source=gamedyn table" && ok || bad "$f: no PNG made by the table command"
    done
else
    [ "$n" -eq 0 ] && [ -z "$(ls "$T/f" | grep '^table-')" ] && ok || bad "table figures without a table command"
fi
echo "cli_table_pictures: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
