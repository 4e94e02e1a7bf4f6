#!/bin/sh
# Pictures from the command line: bad input refused with no file left, text chunks,
# series, and the figures with their index.
. tests/cli/lib_cli.sh

expect_error sheet chomp --x 10 --kind Q -o "$T/a.png"
expect_error sheet chomp --x 10 --ymax 2000000 --zmax 2000000 --max-mem 1G -o "$T/a.png"
expect_error sheet chomp --x 10 -o "$T/nodir/a.png"
expect_error sheet chomp --x 10
expect_error sheet chomp -o "$T/a.png"
expect_error sheet chomp --xmax 10 -o "$T/a.png"
expect_error sheet nim --x 10 --decompose -o "$T/a.png"
expect_error sheet chomp --x 10 --decompose --kind L -o "$T/a.png"
expect_error sheet chomp --x 10 --scale 0 -o "$T/a.png"
expect_error sheet chomp --x 10 --mark 3 -o "$T/a.png"
expect_error sheets chomp --x 9:3 -o "$T/s"
expect_error grundy chomp --max 10 -o "$T/a.png"
[ -z "$(ls "$T" | grep -v "^err$\|^out$")" ] && ok || bad "a refused command left files: $(ls "$T")"

# a picture carries its provenance in text chunks
"$G" sheet chomp --x 50 --kind both -q -o "$T/c.png" >"$T/out" && ok || bad "sheet failed"
grep -q "^W_50 and L_50 of chomp: 61x61 cells" "$T/out" && ok || bad "summary line: $(cat "$T/out")"
for s in "Software" "gamedyn 0.2.0" "Source" "sheet chomp --x 50 --kind both" "x=50 kind=both"; do
    grep -aq -- "$s" "$T/c.png" && ok || bad "text chunk '$s' missing"
done
[ "$(ls "$T" | grep -c tmp)" -eq 0 ] && ok || bad "temporary file left behind"

# a series in one unit box
"$G" sheets chomp --x 20:60:20 --rescale --size 64 -q -o "$T/s" >/dev/null && ok || bad "sheets failed"
[ "$(grep -vc '^#' "$T/s/frames.tsv")" -eq 4 ] && [ -s "$T/s/frame-00002.png" ] && ok || bad "frames"
grep -q "^2	60	frame-00002.png$" "$T/s/frames.tsv" && ok || bad "frames.tsv rows"
# each frame has its own sheet's window (x=20: 0..24), not the last one's
grep -aq "x=20 kind=W window=0..24,0..24" "$T/s/frame-00000.png" && ok || bad "frame 0 window"

# every figure listed in the index exists
"$G" figures -q -o "$T/f" --json >"$T/f.json" && ok || bad "figures failed"
# --json lists the same figures as the page, with the command of each
python3 - "$T/f.json" "$T/f" <<'PY' && ok || bad "figures --json: $(head -c 300 "$T/f.json")"
import json, re, sys
d = json.loads(open(sys.argv[1]).read())
page = open(sys.argv[2] + "/index.html").read()
files = [f["file"] for f in d["figures"]]
assert files == re.findall(r'<img src="([^"]*)"', page), files
assert d["output"] == sys.argv[2] and all(f["command"].startswith("gamedyn ") and f["caption"] for f in d["figures"])
PY
n=0
for f in $(grep -o 'src="[^"]*"' "$T/f/index.html" | sed 's/src="//; s/"$//'); do
    [ -s "$T/f/$f" ] && n=$((n + 1)) || bad "figure $f missing"
done
[ "$n" -ge 24 ] && ok || bad "only $n figures"
grep -q "gamedyn sheet chomp --x 100 --decompose" "$T/f/index.html" && ok || bad "figure commands"

"$G" sheet --help | grep -q "decompose" && ok || bad "sheet --help"
echo "cli_pictures: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
