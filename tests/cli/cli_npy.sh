#!/bin/sh
# sheet --npy and sheets --npy (docs/format.md): the cells of the window as a NumPy .npy 1.0
# array a[y, z], loaded by numpy and checked cell by cell against the PNG drawn in the same
# run (black cells of --kind W or L, the picture's bottom row being z = 0), against
# --json's counts, and against the P-positions that solve --list prints.
. tests/cli/lib_cli.sh
PY=
for p in python3 /usr/bin/python3; do
    if "$p" -c 'import numpy' 2>/dev/null; then PY=$p; break; fi
done
[ -n "$PY" ] || { bad "python3 with numpy is missing (scripts/setup.sh)"; echo "cli_npy: $checks checks, $fails failed"; exit 1; }
for kind in W L; do
    "$G" sheet chomp --x 30 --kind $kind -o "$T/$kind.png" --npy "$T/$kind.npy" --json -q >"$T/$kind.json" &&
        ok || bad "sheet --kind $kind --npy"
    "$PY" - "$T/$kind.npy" "$T/$kind.png" "$T/$kind.json" "$kind" <<'PYEOF' && ok || bad "$kind: the .npy disagrees with the PNG or the JSON"
import json, subprocess, sys
import numpy
a = numpy.load(sys.argv[1])
j = json.load(open(sys.argv[3]))
assert open(sys.argv[1], "rb").read(8) == b"\x93NUMPY\x01\x00", "not .npy 1.0"
assert a.dtype == numpy.bool_ and list(a.shape) == j["npy_shape"] == [j["columns"], j["rows"]] and j["npy_dtype"] == "bool"
assert int(a.sum()) == (j["instant_winners"] if sys.argv[4] == "W" else j["losers"])
px = subprocess.run([sys.executable, "tests/cli/png_cells.py", sys.argv[2]], capture_output=True, text=True).stdout
black = set()
for line in px.splitlines():
    if line.startswith("#"):
        continue
    col, row, r, g, b = map(int, line.split())
    if (r, g, b) == (0, 0, 0):
        black.add((col, a.shape[1] - 1 - row))  # the picture's z goes upwards
cells = set(zip(*map(list, numpy.nonzero(a))))
assert cells == black, (len(cells), len(black))
PYEOF
done
# L_x against solve --list: the P-position [x, y, z] is a[y, z] of sheet x
"$G" solve chomp --xmax 30 --ymax 36 --list -q >"$T/list.tsv" && "$PY" - "$T/L.npy" "$T/list.tsv" <<'PYEOF' && ok || bad "L.npy against solve --list"
import sys
import numpy
a = numpy.load(sys.argv[1])
want = set()
for line in open(sys.argv[2]):
    f = line.split()
    if line.startswith("#") or f[0] == "x" or int(f[0]) != 30:
        continue
    y, z = int(f[1]), int(f[2])
    if y < a.shape[0] and z < a.shape[1]:
        want.add((y, z))
assert set(zip(*map(list, numpy.nonzero(a)))) == want
PYEOF
# --kind both and --decompose: uint8 codes
"$G" sheet chomp --x 20 --kind both --npy "$T/both.npy" -q >/dev/null && "$PY" -c "
import numpy, sys
a = numpy.load(sys.argv[1]); assert a.dtype == numpy.uint8 and set(numpy.unique(a)) <= {0, 1, 2, 3} and (a == 3).sum() > 0
" "$T/both.npy" && ok || bad "--kind both .npy"
"$G" sheet chomp --x 20 --decompose --npy "$T/dec.npy" -q --json >"$T/dec.json" && "$PY" -c "
import json, numpy, sys
a = numpy.load(sys.argv[1]); j = json.load(open(sys.argv[2]))
names = {1: 'LL', 2: 'U', 4: 'F', 8: 'DD'}
def name(k): return '+'.join(n for b, n in sorted(names.items(), key=lambda t: -t[0]) if k & b)
got = {name(int(k)): int(n) for k, n in zip(*numpy.unique(a, return_counts=True)) if k}
assert a.dtype == numpy.uint8 and sum(got.values()) == j['instant_winners'], got
" "$T/dec.npy" "$T/dec.json" && ok || bad "--decompose .npy"
# sheets --npy: one array a frame, listed in frames.tsv, the same as sheet --npy of that sheet
"$G" sheets chomp --x 10:20:5 --npy -o "$T/frames" -q >/dev/null && [ -f "$T/frames/frame-00002.npy" ] &&
    grep -q "^2	20	frame-00002.png	frame-00002.npy$" "$T/frames/frames.tsv" && ok || bad "sheets --npy"
"$G" sheet chomp --x 20 --npy "$T/s20.npy" -q >/dev/null && cmp -s "$T/s20.npy" "$T/frames/frame-00002.npy" &&
    ok || bad "sheets --npy frame differs from sheet --npy"
# all or none: a PNG that cannot be written leaves no .npy either
expect_error sheet chomp --x 20 --npy "$T/none.npy" -o "$T/missing/dir/x.png"
[ ! -e "$T/none.npy" ] && ok || bad "--npy written although -o failed"
expect_error sheet chomp --x 20 --npy - --json
expect_error sheet chomp --x 20
echo "cli_npy: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
