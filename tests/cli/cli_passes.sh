#!/bin/sh
# --passes K: the option on every command that takes --pass, its errors, the text forms.
. tests/cli/lib_cli.sh

# --pass is --passes 1, byte for byte (but the command line in the provenance)
"$G" solve chomp --pass --xmax 300 | grep -v '^# command' >"$T/p1"
"$G" solve chomp --passes 1 --xmax 300 | grep -v '^# command' >"$T/pk"
cmp -s "$T/p1" "$T/pk" && ok || bad "--passes 1 differs from --pass"
# K = 2: the parameters line says so; the sheets are plain Chomp's (the parity theorem), K = 3 the pass game's
"$G" solve chomp --passes 2 --xmax 300 >"$T/p2"
grep -q '^# game=chomp variant=pass xmax=300 ymax=300 mode=proved-tails passes=2 seed=-$' "$T/p2" && ok || bad "parameters of 2 passes"
"$G" solve chomp --xmax 300 | grep -v '^#' >"$T/p0"
grep -v '^#' "$T/p2" | cmp -s - "$T/p0" && ok || bad "2 passes: not plain Chomp's sheets"
grep -v '^#' "$T/p1" >"$T/p1s"
"$G" solve chomp --passes 3 --xmax 300 | grep -v '^#' | cmp -s - "$T/p1s" && ok || bad "3 passes: not the pass game's sheets"
# positions with passes used, through query and the database
[ "$("$G" query nim 1 1 0 --passes 3 | tr '\n' ' ')" = "N pass " ] && ok || bad "nim 1 1 0 with 3 passes"
[ "$("$G" query nim 1,1,0/passes=2 --passes 3 | tr '\n' ' ')" = "P " ] && ok || bad "/passes=2"
[ "$("$G" query nim 1,1,0/passes=1 --passes 3 | tr '\n' ' ')" = "N pass " ] && ok || bad "/passes=1"
[ "$("$G" query chomp 0,0,1 --passes 2 | tr '\n' ' ')" = "P " ] && ok || bad "terminal: no pass"
"$G" solve chomp --passes 2 --xmax 60 -o "$T/k2.gdb" -q && ok || bad "solve -o with 2 passes"
[ "$("$G" query chomp 3,1,2/passes=1 --passes 2 --db "$T/k2.gdb")" = "$("$G" query chomp 3,1,2/passes=1 --passes 2)" ] && ok || bad "db layer 1"
expect_error query chomp 3,1,2 --passes 3 --db "$T/k2.gdb"
grep -q "another game or variant" "$T/err" && ok || bad "db of 2 passes read as 3: $(cat "$T/err")"
# every command that takes --pass takes --passes K
"$G" sheet chomp --passes 2 --x 50 -o "$T/s.png" -q >/dev/null 2>&1 && ok || bad "sheet"
"$G" sheets chomp --passes 3 --x 10:12 -o "$T/frames" -q >/dev/null 2>&1 && ok || bad "sheets"
"$G" params chomp --passes 2 --xmax 300 -q -o "$T/params.tsv" >/dev/null 2>&1 && ok || bad "params"
"$G" opening chomp --passes 2 --xmax 100 -q -o "$T/open.tsv" >/dev/null 2>&1 && ok || bad "opening"
"$G" overlap nim --passes 2 --xmax 60 -q -o "$T/ov.tsv" >/dev/null 2>&1 && ok || bad "overlap"
"$G" sensitivity chomp --passes 2 --at 20,3 --xmax 100 -q -o "$T/sens.tsv" >/dev/null 2>&1 && ok || bad "sensitivity"
"$G" graph nim 1,1 --passes 2 -o "$T/g.dot" 2>/dev/null && grep -q "with 2 passes" "$T/g.dot" && ok || bad "graph"
printf 'quit\n' | "$G" play chomp 1,1,1 --passes 2 >/dev/null 2>&1 && ok || bad "play"
# errors: one line, exit status 2
expect_error solve chomp --passes 0 --xmax 10
expect_error solve chomp --passes 9 --xmax 10
grep -q "from 1 to 8" "$T/err" && ok || bad "limit message: $(cat "$T/err")"
expect_error solve chomp --passes two --xmax 10
expect_error solve chomp --pass --passes 2 --xmax 10
expect_error solve chomp --passes 2 --perturb point:1,1,1 --xmax 10
expect_error table nim --passes 2 --max 8
expect_error grundy nim --passes 2 --max 8
expect_error query wythoff 1,2 --passes 2
expect_error query nim 1,1,0/passes=4 --passes 3
expect_error query nim 1,1,0/passes=1
expect_error solve chomp --passes 8 --xmax 100000 --max-mem 100M
grep -q "estimated memory" "$T/err" && ok || bad "estimate: $(cat "$T/err")"

echo "cli_passes: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
