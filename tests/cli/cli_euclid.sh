#!/bin/sh
# Euclid's game: query, graph and play through the game interface (plain and euclid:cd),
# the table command against the reference data, pictures, bad input.
. tests/cli/lib_cli.sh

# query: the winning move and Nivasch's value, in every spelling; at once at 2^62
[ "$("$G" query euclid:4,7 --value | tr '\n' ' ')" = "N grundy 1 [4,3] " ] && ok || bad "euclid:4,7"
[ "$("$G" query euclid 4 7 | tr '\n' ' ')" = "N [4,3] " ] && ok || bad "euclid 4 7"
[ "$("$G" query euclid:5,8)" = "P" ] && [ "$("$G" query euclid:8,5)" = "P" ] && [ "$("$G" query euclid:9,9)" = "P" ] &&
    ok || bad "P-positions x < y < phi x, mirrors, (d,d)"
out=$(timeout 5 "$G" query euclid:4611686018427387904,3 --value | tr '\n' ' ') &&
    [ "$out" = "N grundy 1537228672809129301 [4,3] " ] && ok || bad "2^62: $out"
# consecutive Fibonacci numbers straddle phi: F(n+1)/F(n) < phi exactly for odd n (F(90) < 2^62)
[ "$(timeout 5 "$G" query euclid:1779979416004714189,2880067194370816120)" = "P" ] && ok || bad "F(89),F(90) is P"
[ "$(timeout 5 "$G" query euclid:1100087778366101931,1779979416004714189 | head -1)" = "N" ] && ok || bad "F(88),F(89) is N"
# Cole-Davie's rules: (1,y) = y, (2,5) = 1, (5,12) = 2; (d,d) wins by reaching 0
[ "$("$G" query euclid:cd:1,9 --value | tr '\n' ' ')" = "N grundy 9 [1,0] " ] && ok || bad "cd 1,9"
[ "$("$G" query euclid:cd:2,5 --value | head -2 | tr '\n' ' ')" = "N grundy 1 " ] && ok || bad "cd 2,5"
[ "$("$G" query euclid:cd 5 12 --value | tr '\n' ' ')" = "N grundy 2 [5,7] " ] && ok || bad "cd 5,12"
[ "$("$G" query euclid:cd:6,6 | tr '\n' ' ')" = "N [0,6] [6,0] " ] && ok || bad "cd 6,6"
out=$(timeout 5 "$G" query euclid:cd:1,4611686018427387904 --value | tr '\n' ' ') &&
    [ "$out" = "N grundy 4611686018427387904 [1,0] " ] && ok || bad "cd at 2^62: $out"
[ "$("$G" query euclid:cd:6,0)" = "P" ] && ok || bad "cd 6,0 is the end"
# with one pass (the solver): g'(1,1) = 0, g'(1,2) = 2, g'(1,3) = 1, g'(4,3) = mex{1, g(4,3) = 0} = 2,
# g'(4,7) = mex{2, g(4,7) = 1} = 0
[ "$("$G" query euclid:4,7 --pass --value | tr '\n' ' ')" = "P grundy 0 " ] && ok || bad "the pass (solver)"
expect_error query euclid:0,3
expect_error query euclid:4611686018427387905,3
grep -q "above the limit 2^62" "$T/err" && ok || bad "limit message: $(cat "$T/err")"
expect_error query euclid:cd:0,0
expect_error query euclid:xy:3,4
expect_error query euclid:1,2,3
expect_error query euclid:3,4 --perturb point:1,1,1
expect_error query euclid:cd:1000000,999999 --pass --value --max-mem 1M

# graph: (4,7) -> (4,3) -> (1,3) -> (1,2), (1,1)
"$G" graph euclid:4,7 -q >"$T/e.dot" && [ "$(grep -c '^  n[0-9]* \[' "$T/e.dot")" -eq 5 ] &&
    [ "$(grep -c -- '->' "$T/e.dot")" -eq 5 ] && ok || bad "graph euclid:4,7"
"$G" graph euclid:cd:3,5 -q | dot -Tsvg >/dev/null && ok || bad "graph euclid:cd:3,5"

# play: the engine's winning move; at 2^62 by the oracle, the user typing positions
printf '' | "$G" play euclid:4,7 --first engine | grep -q "gamedyn plays \[4,3\]" && ok || bad "play engine"
printf '1\n' | "$G" play euclid:4,3 >"$T/play" && grep -q "you play \[1,3\]" "$T/play" &&
    grep -q "gamedyn plays \[1,1\]" "$T/play" && grep -q "you have no move: gamedyn wins" "$T/play" && ok ||
    bad "play euclid:4,3: $(cat "$T/play")"
printf '[4,2]\n' | timeout 5 "$G" play euclid:4611686018427387904,3 --first engine >"$T/play" &&
    grep -q "gamedyn plays \[4,3\]" "$T/play" && grep -q "not a move: '\[4,2\]'" "$T/play" && ok ||
    bad "play at 2^62: $(cat "$T/play")"
printf '[4611686018427387901,3]\n' | timeout 5 "$G" play euclid:4611686018427387904,3 >"$T/play" &&
    grep -q "too many to list" "$T/play" && grep -q "you play \[4611686018427387901,3\]" "$T/play" &&
    grep -q "gamedyn plays \[4,3\]" "$T/play" && ok || bad "typed move at 2^62: $(cat "$T/play")"
printf '2\n' | "$G" play euclid:cd:2,2 >"$T/play" && grep -q "you play \[2,0\]" "$T/play" &&
    grep -q "gamedyn has no move: you win" "$T/play" && ok || bad "play cd: $(cat "$T/play")"

# the table: Nivasch's formula against tests/data/euclid_grundy_table.txt (x, y <= 40)
"$G" euclid --max 40 -o "$T/e.tsv" -q && grep -q '^# game=euclid kind=grundy max=40 source=nivasch-formula$' "$T/e.tsv" &&
    grep -q '^# command: gamedyn euclid --max 40 -o' "$T/e.tsv" && ok || bad "table provenance"
awk -F'\t' '!/^#/ && NR > 4 { printf "%s%s", ($2 == 1 ? "" : " "), $3; if ($2 == 40) print "" }' "$T/e.tsv" >"$T/rows"
grep -v '^#' tests/data/euclid_grundy_table.txt | cmp -s - "$T/rows" && ok || bad "table differs from the reference"
"$G" euclid --max 12 --cd -q | awk -F'\t' '($1 == 1 && $2 == 9 && $3 != 9) || ($1 == 2 && $2 == 5 && $3 != 1) ||
    ($1 == 5 && $2 == 12 && $3 != 2) { bad = 1 } END { exit bad }' && ok || bad "--cd values"
[ "$("$G" euclid --max 3 --cd --outcome -q | grep -c 'P$')" -eq 8 ] && ok || bad "--cd --outcome: 6 ends, (2,3), (3,2)"
"$G" euclid --max 300 --outcome -o "$T/o.png" -q && grep -aq "kind=outcome max=300" "$T/o.png" && ok || bad "outcome png"
cp "$T/o.png" "$T/o1.png"
"$G" euclid --max 300 --outcome -o "$T/o.png" -q && cmp -s "$T/o.png" "$T/o1.png" && ok || bad "png not reproducible"
# the picture's black cells are the P-positions (cell (x-1,y-1), y upwards)
"$G" euclid --max 30 --outcome -o "$T/o30.png" -q && "$G" euclid --max 30 --outcome -o "$T/o30.tsv" -q &&
    python3 tests/cli/png_cells.py "$T/o30.png" 2>/dev/null | awk '!/^#/ && $3 == 0 { print $1 + 1 "\t" 30 - $2 }' | sort >"$T/black" &&
    awk -F'\t' '$3 == "P" { print $1 "\t" $2 }' "$T/o30.tsv" | sort | cmp -s - "$T/black" && ok || bad "picture cells"
"$G" euclid --max 100 --cd -o "$T/cd.png" -q && ok || bad "cd png"
"$G" euclid --help | grep -q "Nivasch" && ok || bad "--help"
expect_error euclid
expect_error euclid --max 0
expect_error euclid --max 65536
expect_error euclid --max 10 7
expect_error euclid --max 10 --pass
expect_error euclid --max 10 --scale 3
expect_error euclid --max 10 -o "$T/nodir/e.tsv"
expect_error euclid --max 60000 --cd -o "$T/big.png" --max-mem 1G

echo "cli_euclid: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
