#!/bin/sh
# gamedyn grundy chomp: the rectangles against OEIS A069001 (tests/data, n <= 64), the
# position count of --all, query's value, refusals, JSON. (t_chompg checks every value
# with x+y+z <= 14 against the generic solver.)
. tests/cli/lib_cli.sh

expect_error grundy chomp
expect_error grundy chomp --max 0
expect_error grundy chomp --max 4097
expect_error grundy chomp --max 10 --rect --all
expect_error grundy chomp --max 10 --seconds x
expect_error grundy chomp --max 10 --pass
expect_error grundy chomp --max 10 --json
expect_error grundy chomp --max 3000 --max-mem 10M
expect_error grundy chomp --max 10 -o "$T/c.npy"

"$G" grundy chomp --max 64 -q | grep '^[0-9]' >"$T/r" && grep -v '^#' tests/data/oeis_A069001.txt | awk '{print $1 "\t" $2}' | cmp -s - "$T/r" && ok || bad "A069001 to 64"
# every position to x+y+z = 7: sum over p of (p+1)(p+2)/2 = 119
"$G" grundy chomp --max 7 --all -q | grep '^[0-9]' >"$T/all"
[ "$(wc -l <"$T/all")" -eq 119 ] && ok || bad "positions to 7: $(wc -l <"$T/all")"
"$G" grundy chomp --max 7 --all -o "$T/a.tsv" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["done"]==7 and d["positions"]==119 and d["rect_value"]==13' && ok || bad "json"
"$G" query chomp:7,0,0 --value | sed -n 2p | grep -qx "grundy 13" && ok || bad "query [7,0,0]"
"$G" query chomp:2,1,3 --value --pass | sed -n 2p | grep -q "^grundy " && ok || bad "query with pass (generic solver)"
# grundy nim still draws its picture
"$G" grundy nim --max 15 -o "$T/n.png" >/dev/null && [ -s "$T/n.png" ] && ok || bad "grundy nim"

echo "cli_chomp_grundy: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
