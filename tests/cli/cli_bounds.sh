#!/bin/sh
# gamedyn bounds and gamedyn voxels from the command line: the bounds hold on the real tables
# (exit 0), a perturbed table that breaks one is reported with its cells (exit 1), the TSV and
# JSON, rulesets with no bound; voxels' PNG (text chunks) and .obj (counts, indices), refusals.
. tests/cli/lib_cli.sh

for args in "bounds" "bounds nim" "bounds nim --max x" "bounds nim --max 0" "bounds nim --max 10 --xmax 3" \
    "bounds foo --max 10" "bounds nim --max 10 --perturb bogus" "voxels nim --max 3" "voxels nim -o $T/a.png" \
    "voxels nim --max 3 -o $T/a.txt" "voxels nim --max 3 -o $T/a.png --obj $T/a.txt" \
    "voxels nim --max 3 -o $T/a.png --scale 0" "voxels nim --max 3 -o $T/a.png --scale 65" \
    "voxels nim --max 65536 -o $T/a.png" "voxels nim --max 3 -o - --obj -"; do
    # shellcheck disable=SC2086
    expect_error $args
done
[ -z "$(ls "$T" | grep -v "^err$\|^out$")" ] && ok || bad "a refused command left files: $(ls "$T")"

# Nim with a pass: both bounds hold on 1001^2; the TSV's columns sum to the summary's counts
"$G" bounds nim --pass --max 1000 -o "$T/np.tsv" >"$T/out" 2>"$T/err" && ok || bad "bounds nim --pass: $(cat "$T/err")"
grep -q "^lower bound |a-b|-1 <= g'(a,b): holds, violated at 0 of 1002001 cells; attained at 2996$" "$T/out" &&
    grep -q "^upper bound g'(a,b) <= a+b+1: holds, violated at 0 of 1002001 cells; attained at 1498$" "$T/out" &&
    ok || bad "nim pass summary: $(cat "$T/out")"
awk -F'\t' '/^[0-9]/ { n += $2; l += $3; u += $4 } END { exit !(n == 1002001 && l == 2996 && u == 1498) }' "$T/np.tsv" &&
    ok || bad "nim pass TSV sums"
grep -q "^K	positions	on_lower	on_upper$" "$T/np.tsv" && grep -q "^# command: gamedyn bounds nim --pass" "$T/np.tsv" &&
    ok || bad "nim pass TSV header"
# (0,1) and (1,0) are the cells of value 2 on the upper line a+b+1 = 2
awk -F'\t' '$1 == 2 { exit !($4 == 2) }' "$T/np.tsv" && ok || bad "value 2 on the upper line"

# a forced terminal position (5,0) breaks the lower bound there: reported, exit 1
"$G" bounds nim --pass --max 20 --perturb terminal:5,0 >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 1 ] && grep -q "^# violation: g'(5,0) = 0 < 4 (the lower bound)$" "$T/out" && grep -q "VIOLATED" "$T/out" &&
    ok || bad "perturbed: exit $rc, $(grep violation "$T/out" | head -2)"
"$G" bounds nim --pass --max 20 --perturb terminal:5,0 --json >"$T/out"; rc=$?
python3 -c "
import json, sys
j = json.load(open('$T/out'))
v = j['band']['kept_violations'][0]
sys.exit(not (j['violations'] > 0 and (v['a'], v['b'], v['g'], v['side'], v['bound']) == (5, 0, 0, 'lower', 4)))" &&
    [ $rc -eq 1 ] && ok || bad "perturbed --json: $rc $(cat "$T/out")"

# Wythoff: Landman's bound to 2000, the strips' TSV
"$G" bounds wythoff --max 2000 -o "$T/w.tsv" >"$T/out" && ok || bad "bounds wythoff"
grep -q "^Landman n/2 <= G(n,n) <= 2n, n = 1..2000: holds; least G(n,n)/n = 1/2 = 0.500000 at n = 2, largest 2/1 = 2.000000 at n = 1$" "$T/out" &&
    ok || bad "Landman summary: $(cat "$T/out")"
[ "$(grep -c '^[0-9]' "$T/w.tsv")" -eq 21 ] && awk -F'\t' '$1 == 0 { exit !($3 == 0 && $6 > 0.6 && $6 < 0.618034) }' "$T/w.tsv" &&
    ok || bad "strips TSV: $(head -8 "$T/w.tsv")"
"$G" bounds wythoff --max 200 --json | python3 -c "
import json, sys
j = json.load(sys.stdin)
sys.exit(not (j['applies'] and j['diagonal']['violations'] == 0 and len(j['strips']) == 21 and j['parameters'] == {'ruleset': 'wythoff', 'pass': 0, 'perturb': None, 'max': 200}))" &&
    ok || bad "wythoff --json"
# no bound applies: said, nothing checked, exit 0
out=$("$G" bounds maharaja --max 50) && echo "$out" | grep -q "nothing checked" && ok || bad "maharaja: $out"
out=$("$G" bounds wythoff --pass --max 50 --json) && echo "$out" | grep -q '"applies":false' && ok || bad "wythoff --pass: $out"

# voxels: the PNG with its chunks (RGB: checked through the size only), the .obj parsed
"$G" voxels nim --max 7 -o "$T/v.png" --obj "$T/v.obj" >"$T/out" 2>"$T/err" && ok || bad "voxels: $(cat "$T/err")"
grep -q "64 cubes, largest value 7, 224x64 pixels" "$T/out" && grep -q "^512 vertices, 384 faces" "$T/out" &&
    ok || bad "voxels summary: $(cat "$T/out")"
python3 - "$T/v.png" "$T/v.obj" <<'PYEOF' && ok || bad "voxels PNG or .obj"
import struct, sys
data = open(sys.argv[1], "rb").read()
at, texts, ihdr = 8, {}, None
while at < len(data):
    n, kind = struct.unpack(">I4s", data[at:at + 8])
    body = data[at + 8:at + 8 + n]
    at += 12 + n
    if kind == b"IHDR":
        ihdr = struct.unpack(">II", body[:8])
    if kind == b"tEXt":
        k, v = body.split(b"\0", 1)
        texts[k.decode()] = v.decode()
assert ihdr == (224, 64), ihdr
assert texts["Source"].startswith("gamedyn voxels nim --max 7"), texts
assert "ruleset=nim pass=0 perturb=- max=7 scale=2" in texts["Comment"], texts
nv = nf = 0
for line in open(sys.argv[2]):
    w = line.split()
    if w[0] == "v":
        assert len(w) == 4
        nv += 1
    elif w[0] == "f":
        assert len(w) == 5 and all(1 <= int(i) <= nv for i in w[1:]), line
        nf += 1
    else:
        assert w[0] == "#", line
assert (nv, nf) == (512, 384), (nv, nf)
PYEOF
grep -q "^# command: gamedyn voxels nim --max 7" "$T/v.obj" && ok || bad ".obj provenance"
# the table with a pass is another picture
"$G" voxels nim --pass --max 7 -q -o "$T/p.png" && ! cmp -s "$T/v.png" "$T/p.png" && ok || bad "voxels --pass"

[ "$fails" -eq 0 ] && echo "cli_bounds: $checks checks ok" || { echo "cli_bounds: $fails of $checks checks failed"; exit 1; }
