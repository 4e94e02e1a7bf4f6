#!/bin/sh
# gamedyn nimber: nim-sum, mex, nim-product, inverse, the tables; bad input.
. tests/cli/lib_cli.sh

# the AMS column's examples
[ "$("$G" nimber mex 0 2 3 4 3 8)" = 1 ] && ok || bad "mex{0,2,3,4,3,8}"
[ "$("$G" nimber mex 1 2 3 3 3 4)" = 0 ] && ok || bad "mex{1,2,3,3,3,4}"
[ "$("$G" nimber mex 1 0 3 4 5 6 5)" = 2 ] && ok || bad "mex{1,0,3,4,5,6,5}"
[ "$("$G" nimber mex)" = 0 ] && ok || bad "mex{}"
[ "$("$G" nimber mex 0 18446744073709551615 1)" = 2 ] && ok || bad "mex with 2^64-1"
[ "$("$G" nimber add 3 5 6)" = 0 ] && ok || bad "3+5+6"
[ "$("$G" nimber add 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20)" = 20 ] && ok || bad "add of 20 numbers"
[ "$("$G" nimber add 0xff 0x0f --hex)" = 0xf0 ] && ok || bad "hex in, hex out"
[ "$("$G" nimber mul 2 2)" = 3 ] && [ "$("$G" nimber mul 4 4)" = 6 ] && [ "$("$G" nimber mul 16 16)" = 24 ] && ok ||
    bad "2*2, 4*4, 16*16"
[ "$("$G" nimber mul 2 3 4)" = 4 ] && ok || bad "2*3*4 = 1*4"
[ "$("$G" nimber mul 4294967296 4294967296)" = 6442450944 ] && ok || bad "2^32 * 2^32 = 3 * 2^31"
a=0xfedcba9876543210
inv=$("$G" nimber inv $a) && [ "$("$G" nimber mul $a "$inv")" = 1 ] && ok || bad "a * inv(a) = 1"
[ "$("$G" nimber inv 2)" = 3 ] && ok || bad "inv 2 = 3"

# the tables: the 0 row and column, and the product table against Conway's mex definition
"$G" nimber table --max 15 >"$T/add.tsv" 2>"$T/err" || bad "add table"
grep -q '^# command: gamedyn nimber table --max 15$' "$T/add.tsv" && grep -q '^# op=add max=15$' "$T/add.tsv" && ok ||
    bad "table provenance"
[ "$(grep -v '^#' "$T/add.tsv" | head -1 | cut -f1-4)" = "$(printf 'a\\b\t0\t1\t2')" ] && ok || bad "header row"
[ "$(awk -F'\t' '$1 == "0" { print $2, $17 }' "$T/add.tsv")" = "0 15" ] && ok || bad "the 0 row"
[ "$(awk -F'\t' '$1 == "6" { print $4 }' "$T/add.tsv")" = 4 ] && ok || bad "6+2 = 4"
"$G" nimber table --max 15 --op mul -o "$T/mul.tsv" -q || bad "mul table"
python3 - "$T/mul.tsv" <<'PY' && ok || bad "mul table differs from the mex definition"
import sys
n = 16
t = [[0] * n for _ in range(n)]
for a in range(n):
    for b in range(n):
        s = {t[x][b] ^ t[a][y] ^ t[x][y] for x in range(a) for y in range(b)}
        m = 0
        while m in s:
            m += 1
        t[a][b] = m
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if not l.startswith("#")]
assert rows[0][1:] == [str(b) for b in range(n)]
for a in range(n):
    assert rows[a + 1][0] == str(a) and rows[a + 1][1:] == [str(v) for v in t[a]], a
PY
# the picture: by the table-picture path, with provenance, reproducible, cells = values
"$G" nimber table --max 31 -o "$T/add.png" -q && grep -aq "op=add max=31" "$T/add.png" &&
    grep -aq "gamedyn nimber table --max 31 -o" "$T/add.png" && ok || bad "table .png"
cp "$T/add.png" "$T/add1.png"
"$G" nimber table --max 31 -o "$T/add.png" -q && cmp -s "$T/add.png" "$T/add1.png" && ok || bad "png not reproducible"
python3 tests/cli/png_cells.py "$T/add.png" 2>/dev/null | awk '!/^#/ { c[$3 " " $4 " " $5]++; n++ }
    END { k = 0; for (x in c) k++; exit !(n == 1024 && k == 32) }' && ok || bad "32 colours for the 32 sums"
"$G" nimber table --max 3 -o - -q | grep -q "^3	3	2	1	0$" && ok || bad "-o -"
"$G" nimber --help | grep -q "Fermat 2-power" && ok || bad "--help"

expect_error nimber
expect_error nimber frob 1
expect_error nimber add x
expect_error nimber add 18446744073709551616
expect_error nimber add 0x10000000000000000
expect_error nimber add -1
expect_error nimber add 1 --bogus
expect_error nimber inv 0
expect_error nimber inv 1 2
expect_error nimber mul
expect_error nimber add 1 --max 3
expect_error nimber table
expect_error nimber table --max 65536
expect_error nimber table --max 5 --op div
expect_error nimber table --max 5 --scale 2
expect_error nimber table --max 5 7
expect_error nimber table --max 5 -o "$T/nodir/x.tsv"
expect_error nimber add 1 --max-mem 1G --max-mem 2G
[ ! -e "$T/nodir" ] && ok || bad "refused command left files"

# the TSV's size is estimated up front: refused, with the estimate, when it exceeds the free
# space of the target's file system; the estimate within 5% of the bytes really written
small=$T/small
mkdir "$small"
if mount -t tmpfs -o size=64k tmpfs "$small" 2>/dev/null; then
    expect_error nimber table --max 65535 --op mul -o "$small/x.tsv"
    grep -q "about 2[0-9].[0-9]* GiB (estimated), more than the .* free" "$T/err" && ok || bad "no estimate: $(cat "$T/err")"
    [ -z "$(ls -A "$small")" ] && ok || bad "refused table left $(ls -A "$small")"
    for args in "--max 300" "--max 300 --op mul" "--max 1000" "--max 1000 --op mul" "--max 2000 --op mul"; do
        "$G" nimber table $args -q -o "$T/real.tsv" && "$G" nimber table $args -o "$small/x.tsv" 2>"$T/err" >/dev/null
        python3 - "$T/real.tsv" "$T/err" <<'PY' && ok || bad "nimber table $args: estimate off: $(cat "$T/err")"
import os, re, sys
real = os.path.getsize(sys.argv[1])
m = re.search(r"about ([0-9.]+) (B|KiB|MiB|GiB) \(estimated\)", open(sys.argv[2]).read())
est = float(m.group(1)) * {"B": 1, "KiB": 1024, "MiB": 1 << 20, "GiB": 1 << 30}[m.group(2)]
sys.exit(0 if abs(est - real) <= 0.05 * real else 1)
PY
    done
    umount "$small"
else
    echo "cli_nimber: mount not permitted: the size estimate checks skipped" >&2
fi

echo "cli_nimber: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
