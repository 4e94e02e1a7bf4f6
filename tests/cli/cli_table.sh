#!/bin/sh
# gamedyn table and the two-heap games from the command line: bad rulesets refused in one
# line, TSV and .npy outputs (loaded by numpy when python3-numpy is installed), --value,
# --rows, blocking, perturbations, query on registered rulesets, grundy agreeing with table.
. tests/cli/lib_cli.sh

expect_error table "linear:(0,0);(1,0)" --max 5
expect_error table "linear:(1,-1)" --max 5
expect_error table "sub:{}" --max 5
expect_error table wythof --max 5
expect_error table "sub:{2,x}" --max 5
expect_error table wythoff --max 5 --alter "{}"
expect_error table wythoff --max 5 --perturb zero:0,0
expect_error table wythoff --max 5 --perturb "$T/missing"
expect_error table wythoff
expect_error table wythoff --max 5 --rows 4:2
expect_error table wythoff --max 5 --pass --blocking 1
expect_error table wythoff --max 5 --value 3 -o "$T/v.npy"
expect_error table wythoff --max 100000 --max-mem 1G -o "$T/big.npy"
expect_error table wythoff --max 5 -o "$T/nodir/a.tsv"
expect_error query "sub:{}:3,4"
expect_error query wythoff:3,5 --pass --blocking 1
expect_error query nim:3 4
expect_error graph wythoff:3,5 --blocking 1 2>/dev/null
[ -z "$(ls "$T" | grep -v "^err$\|^out$")" ] && ok || bad "a refused command left files: $(ls "$T")"
# PNG comes with the pictures: refused in one line until gd_table_draw is wired, or drawn.
# pictures: .png is drawn by the table-drawing path grundy uses; its cells match the TSV
"$G" table wythoff --max 20 -o "$T/w.png" -q && [ "$(head -c 4 "$T/w.png" | tail -c 3)" = "PNG" ] && ok ||
    bad "table .png"
grep -aq "ruleset=wythoff kind=grundy" "$T/w.png" && ok || bad "table .png: no parameters chunk"
"$G" table wythoff --max 20 -o "$T/w20.tsv" -q && python3 tests/cli/png_cells.py "$T/w.png" >"$T/cells" 2>/dev/null &&
    [ -s "$T/cells" ] && ok || bad "table .png unreadable"
expect_error table wythoff --max 20 --lines 1,2 -o "$T/w20.tsv"
expect_error table wythoff --max 20 --blocking 1 --value 3 -o "$T/w.png"
rm -f "$T/w.png"

# TSV: provenance lines, a header, a b g; Wythoff's P-positions (0,0), (1,2), (3,5), (4,7)
"$G" table wythoff --max 10 -o "$T/w.tsv" -q || bad "table wythoff failed"
head -1 "$T/w.tsv" | grep -q '^# gamedyn ' && grep -q '^# ruleset=wythoff kind=grundy' "$T/w.tsv" && ok ||
    bad "no provenance in the TSV"
[ "$(grep -v '^#' "$T/w.tsv" | head -1)" = "$(printf 'a\tb\tg')" ] && ok || bad "TSV header"
[ "$(grep -v '^#' "$T/w.tsv" | awk 'NR>1 && $3==0 && $1<=$2 {printf "%s,%s ", $1, $2}')" = "0,0 1,2 3,5 4,7 6,10 " ] &&
    ok || bad "wythoff P-positions: $(awk '$3==0' "$T/w.tsv" | head)"
[ "$(grep -vc '^#' "$T/w.tsv")" -eq 122 ] && ok || bad "wythoff 0..10: $(grep -vc '^#' "$T/w.tsv") lines"
# --value 0 lists the same positions; --rows gives a band with the same values
[ "$("$G" table wythoff --max 10 --value 0 -q | grep -v '^#' | awk 'NR>1 {printf "%s,%s ", $1, $2}')" = \
  "0,0 1,2 2,1 3,5 4,7 5,3 6,10 7,4 10,6 " ] && ok || bad "--value 0"
"$G" table wythoff --max 10 --rows 3:5 -q | grep -v '^#' | awk 'NR>1' >"$T/band"
grep -v '^#' "$T/w.tsv" | awk 'NR>1 && $1>=3 && $1<=5' | cmp -s - "$T/band" && ok || bad "--rows 3:5 differs"
# Nim with a pass: row 0 is ((b-1) xor 1) + 1; grundy nim --pass --tsv says the same as table
"$G" table nim --pass --max 8 --rows 0:0 -q | grep -v '^#' | awk 'NR>1 {printf "%s ", $3}' >"$T/row0"
[ "$(cat "$T/row0")" = "0 2 1 4 3 6 5 8 7 " ] && ok || bad "nim pass row 0: $(cat "$T/row0")"
"$G" grundy nim --pass --max 40 --tsv "$T/g.tsv" -o "$T/g.png" -q >/dev/null || bad "grundy failed"
"$G" table nim --pass --max 40 -o "$T/t.tsv" -q
[ "$(grep -v '^#' "$T/g.tsv" | md5sum)" = "$(grep -v '^#' "$T/t.tsv" | md5sum)" ] && ok ||
    bad "grundy --tsv and table differ"
# blocking: a b outcome palaces; P iff palaces <= B
"$G" table wythoff --blocking 1 --max 30 -q | grep -v '^#' | awk 'NR>1 && (($3=="P") != ($4<=1)) {bad++} END {exit bad>0}' &&
    ok || bad "blocking outcome and palaces disagree"
[ "$("$G" table wythoff --outcome --max 4 --rows 1:1 -q | grep -v '^#' | awk 'NR>1 {printf "%s", $3}')" = "NNPNN" ] &&
    ok || bad "outcome row 1"
# perturbed: a forced terminal position is P (value 0)
[ "$("$G" table wythoff --max 6 --perturb terminal:2,3 -q | awk '$1==2 && $2==3 {print $3}')" = 0 ] && ok ||
    bad "perturb terminal:2,3"
printf '# test\nterminal 2 3\nzero 6 1\n' >"$T/pert"
[ "$("$G" table wythoff --max 6 --perturb "$T/pert" -q | grep -v '^#' | md5sum)" = \
  "$("$G" table wythoff --max 6 --perturb terminal:2,3/zero:6,1 -q | grep -v '^#' | md5sum)" ] && ok ||
    bad "perturbation file and inline spec differ"
# a comment line longer than any buffer, its tail looking like a point, adds nothing
long=$(head -c 700 /dev/zero | tr '\0' 'c')
printf '# %s zero 2 3 %s terminal 1 1\nterminal 5 5\n' "$long" "$long" >"$T/pert_long"
[ "$("$G" query nim2:2,3 --perturb "$T/pert_long" | tr '\n' ' ')" = "N [2,2] " ] && ok ||
    bad "a long comment line gave: $("$G" query nim2:2,3 --perturb "$T/pert_long" | tr '\n' ' ')"
[ "$("$G" table nim --max 6 --perturb "$T/pert_long" -q | grep -v '^#' | md5sum)" = \
  "$("$G" table nim --max 6 --perturb terminal:5,5 -q | grep -v '^#' | md5sum)" ] && ok ||
    bad "a long comment line changes the perturbation"
# devices and directories are refused at once, a stream without newlines after a bounded line
for spec in /dev/zero "$T"; do
    timeout 10 "$G" table nim --max 3 --perturb "$spec" >"$T/out" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && [ ! -s "$T/out" ] && ok ||
        bad "--perturb $spec: status $rc ($(head -c 200 "$T/err"))"
done
if mkfifo "$T/fifo" 2>/dev/null; then
    (timeout 20 cat /dev/zero >"$T/fifo" 2>/dev/null &)
    timeout 20 "$G" table nim --max 3 --perturb "$T/fifo" >"$T/out" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "longer than" "$T/err" && [ "$(wc -l <"$T/err")" -eq 1 ] && ok ||
        bad "an endless line from a FIFO: $rc $(head -c 200 "$T/err")"
fi

# .npy: 64-byte aligned header, uint16 here; numpy loads it when installed
"$G" table wythoff --max 40 -o "$T/w.npy" -q || bad "npy failed"
[ "$(head -c 6 "$T/w.npy" | tail -c 5)" = "NUMPY" ] && [ $(( ($(wc -c <"$T/w.npy") - 41 * 41 * 2) % 64 )) -eq 0 ] && ok ||
    bad "npy header"
"$G" table wythoff --blocking 2 --max 40 -o "$T/b.npy" -q || bad "npy blocking failed"
# Debian's python3-numpy is for Debian's python3, which another python3 on PATH may hide.
NPY_PY=
for p in python3 /usr/bin/python3; do "$p" -c 'import numpy' 2>/dev/null && { NPY_PY=$p; break; }; done
if [ -n "$NPY_PY" ]; then
    "$NPY_PY" - "$T" <<'PY' && ok || bad "numpy could not load the tables"
import sys, numpy as np
t = sys.argv[1]
w = np.load(t + "/w.npy")
assert w.shape == (41, 41) and w.dtype == np.uint16, (w.shape, w.dtype)
assert w[3, 5] == 0 and w[4, 4] == 7 and (w == w.T).all()  # G(4,4) = 7: OEIS A047708
rows = [l.split('\t') for l in open(t + "/w.tsv") if not l.startswith('#')][1:]
assert all(w[int(a), int(b)] == int(g) for a, b, g in rows)
b = np.load(t + "/b.npy")
assert b.shape == (41, 41) and b[0, 0] == 0
PY
else
    echo "cli_table: numpy not installed (python3-numpy): .npy load test skipped" >&2
fi

# registered rulesets: query, the pass, blocking, and sub:K with its parameter
[ "$("$G" query wythoff:3,5)" = P ] && ok || bad "query wythoff:3,5"
[ "$("$G" query maharaja:4,7 --value | head -2 | tr '\n' ' ')" = "N grundy 6 " ] && ok || bad "query maharaja:4,7"
[ "$("$G" query sub:3 4 7 --value | head -2 | tr '\n' ' ')" = "N grundy 3 " ] && ok || bad "query sub:3 4 7"
[ "$("$G" query "sub:{2,3}:9,9")" = P ] && ok || bad "query sub:{2,3}:9,9"
[ "$("$G" query wythoff:0,0 --pass)" = P ] && ok || bad "no pass from (0,0)"
"$G" query wythoff:3,5 --blocking 1 | head -1 | grep -qx N && ok || bad "blocking 1 at (3,5)"
"$G" graph nim2:2,1 -q | grep -q 'digraph' && ok || bad "graph nim2:2,1"
printf 'quit\n' | "$G" play wythoff:1,2 >/dev/null 2>&1 && ok || bad "play wythoff:1,2"

# a full output device: the cause on one line, whenever the write fails (at the end or mid-table)
if mknod "$T/full" c 1 7 2>/dev/null; then
    for a in "--max 10" "--max 1000" "--max 1000 --value 3" "--max 300 --blocking 1"; do
        # shellcheck disable=SC2086
        "$G" table wythoff $a -o "$T/full" >"$T/out" 2>"$T/err"; rc=$?
        [ $rc -eq 2 ] && [ "$(cat "$T/err")" = "gamedyn: cannot write '$T/full': No space left on device" ] && ok ||
            bad "table wythoff $a -o full device: $rc '$(cat "$T/err")'"
    done
else
    echo "cli_table: mknod not permitted: full-device checks skipped" >&2
fi
for a in "--max 10" "--max 1000" "--max 1000 --value 3"; do
    # shellcheck disable=SC2086
    "$G" table wythoff $a >/dev/full 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && [ "$(cat "$T/err")" = "gamedyn: cannot write standard output: No space left on device" ] && ok ||
        bad "table wythoff $a > /dev/full: $rc '$(cat "$T/err")'"
done

# moves longer than the table: neither the time nor the memory grows with their length
[ "$(timeout 20 "$G" table 'nim^(2147483647,0)' --max 50 -q | grep -v '^#' | md5sum)" = \
  "$("$G" table nim --max 50 -q | grep -v '^#' | md5sum)" ] && ok || bad "nim^(2147483647,0) is not nim on 0..50"
[ "$(timeout 20 "$G" table 'sub:{2,411686040}' --blocking 1 --max 12 -q | grep -v '^#' | md5sum)" = \
  "$("$G" table 'sub:{2}' --blocking 1 --max 12 -q | grep -v '^#' | md5sum)" ] && ok ||
    bad "sub:{2,411686040} --blocking 1 is not sub:{2} on 0..12"
[ "$(timeout 60 "$G" query sub:8388609:1,1)" = P ] && ok || bad "query sub:8388609:1,1"
[ "$(timeout 60 "$G" query sub:8388609:100,3 --value | tr '\n' ' ')" = "N grundy 103 [3,3] " ] && ok ||
    bad "query sub:8388609:100,3"

echo "cli_table: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
