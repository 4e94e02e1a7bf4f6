#!/bin/sh
# The command line: results, bad input (one line on stderr, non-zero exit, no partial file).
. tests/cli/lib_cli.sh
expect_error solve go --xmax 3
expect_error solve chomp
expect_error solve chomp --xmax -3
expect_error solve chomp --xmax 3x
expect_error solve chomp --xmax 3 --perturb random:seed=1
expect_error solve chomp --xmax 3 --perturb point:1,2
expect_error solve chomp --xmax 3 --perturb "$T/missing.txt"
printf '1 2 3\n4 five 6\n' >"$T/v.txt"
expect_error solve chomp --xmax 3 --perturb "$T/v.txt"
expect_error solve chomp --xmax 3 --pass --perturb point:1,1,1
expect_error solve chomp --xmax 3 --bogus
expect_error solve nim --xmax 1000000 --ymax 1000000 --max-mem 1G
expect_error query chomp 0 0 0
expect_error query chomp 1 2
expect_error query nim 1 -2 3
expect_error query nim 1 2 3 --db "$T/missing.gdb"
expect_error frobnicate
# user text with a newline in it still gives a one-line error (found by fuzz_position)
expect_error query "nim:1
2"
expect_error query "kay
les:1"
expect_error solve chomp --xmax 3 --perturb "point:1,
2,3"
# a missing GAME is named, not a crash (compare, overlap and sensitivity crashed in gd_rules_by_name)
for cmd in "compare --x 100" "overlap --pass --xmax 10" "sensitivity --xmax 60 --at 50,0" "params --xmax 10" "opening --xmax 10"; do
    expect_error $cmd
done

# -o: an error leaves no file; a success leaves exactly the file
expect_error solve nim --xmax 1000000 --ymax 1000000 --max-mem 1G -o "$T/big.gdb"
[ ! -e "$T/big.gdb" ] && ok || bad "partial database left behind"
expect_error solve chomp --xmax 10 -o "$T/nodir/x.gdb"
[ -z "$(ls "$T/nodir" 2>/dev/null)" ] && ok || bad "temporary file left behind"
"$G" solve chomp --xmax 60 -q -o "$T/c.gdb" && [ -s "$T/c.gdb" ] && ok || bad "solve -o failed"
[ "$(ls "$T" | grep -c tmp)" -eq 0 ] && ok || bad "temporary file left behind"

# query from the database equals query computed on the spot
a=$("$G" query chomp 7 3 2 --db "$T/c.gdb") && b=$("$G" query chomp 7 3 2) && [ "$a" = "$b" ] && ok || bad "db query differs"
# a corrupted database is refused
head -c 300 "$T/c.gdb" >"$T/cut.gdb"
expect_error query chomp 1 0 2 --db "$T/cut.gdb"
expect_error query nim 1 0 2 --db "$T/c.gdb"
expect_error query chomp 61 0 2 --db "$T/c.gdb"

# results
[ "$("$G" query chomp 1 0 2)" = "P" ] && ok || bad "[1,0,2] is P"
[ "$("$G" query nim 1 2 3)" = "P" ] && ok || bad "[1,2,3] is P"
[ "$("$G" query nim 0 0 1 --pass | tr '\n' ' ')" = "N [0,0,0] " ] && ok || bad "nim pass [0,0,1]"
[ "$("$G" query nim 0 0 0 --pass)" = "P" ] && ok || bad "no pass from the terminal position"
"$G" solve chomp --xmax 130 -q | awk -F'\t' '$1==120' | grep -q "^120	tail	50	2	72,70$" && ok || bad "census sheet 120"
n=$("$G" solve chomp --xmax 24 --ymax 24 --list -q | awk -F'\t' 'NF==3 && $1+$2<=24 && $1 ~ /^[0-9]+$/' | wc -l)
[ "$n" -eq 215 ] && ok || bad "list: $n positions with x+y <= 24, Brouwer has 215"
"$G" solve chomp --xmax 5 | head -1 | grep -q "^# gamedyn " && ok || bad "provenance line"
"$G" solve nim --xmax 4 --perturb random:seed=7,sigma=2 | grep -q "seed=7" && ok || bad "seed recorded"
s1=$("$G" solve chomp --xmax 30 --ymax 30 --perturb random:seed=9,sigma=3 --list -q | md5sum)
s2=$("$G" solve chomp --xmax 30 --ymax 30 --perturb random:seed=9,sigma=3 --list -q | md5sum)
[ "$s1" = "$s2" ] && ok || bad "same seed, different output"
"$G" solve --help | grep -q "kind tail" && ok || bad "solve --help"
"$G" query --help | grep -q "winning move" && ok || bad "query --help"

echo "cli_errors: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
