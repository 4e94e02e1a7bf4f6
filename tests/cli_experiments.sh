#!/bin/sh
# Experiments from the command line: known answers, invariants, reproducibility, bad input.
. tests/lib_cli.sh

expect_error params nim --xmax 10
expect_error params chomp
expect_error opening chomp --xmax 10 --plot "$T/p.png"
expect_error overlap nim --xmax 10
expect_error sensitivity chomp --xmax 10
expect_error sensitivity chomp --at 5,x --xmax 10
expect_error sensitivity chomp --at 20,1 --xmax 10
expect_error compare nim --x 3
expect_error report
expect_error report -o "$T/r" --bogus

# the opening move of the 3 x 10 rectangle is [5,0,5], s-type, as query says
"$G" opening chomp --xmax 12 -q | grep -q "^10	1	s	\[5,0,5\]	" && ok || bad "opening of [10,0,0]"
"$G" opening chomp --xmax 300 --summary -q | grep -q "^unique	300$" && ok || bad "every rectangle <= 300 has one winning move"

# an empty V changes nothing: the overlap is 1 at every level
: >"$T/empty.txt"
n=$("$G" overlap nim --perturb "$T/empty.txt" --xmax 40 -q | awk -F'\t' '$1 ~ /^[0-9]+$/ && $4 != "1.000000"' | wc -l)
[ "$n" -eq 0 ] && ok || bad "overlap with an empty V: $n levels below 1"
# declaring an N-position an automatic N-position moves nothing
n=$("$G" sensitivity chomp --at 10,0,0 --xmax 60 -q | awk -F'\t' '$1 ~ /^[0-9]+$/ && $2 != "0.000000"' | wc -l)
[ "$n" -eq 0 ] && ok || bad "sensitivity at an N-position: $n levels moved"
# ... while a P-position does
"$G" sensitivity chomp --at 10,0 --xmax 60 -q | grep -q "half of the P-positions moved [0-9]" && ok || bad "sensitivity at a P"

# the same seed gives bit-identical output
a=$("$G" sensitivity nim --perturb random:seed=4,sigma=5 --at 20,10 --xmax 80 -q | md5sum)
b=$("$G" sensitivity nim --perturb random:seed=4,sigma=5 --at 20,10 --xmax 80 -q | md5sum)
[ "$a" = "$b" ] && ok || bad "same seed, different sensitivity output"
a=$("$G" compare nim --x 32 --grid 8 --seeds 2 -q | md5sum)
b=$("$G" compare nim --x 32 --grid 8 --seeds 2 -q | md5sum)
[ "$a" = "$b" ] && ok || bad "same seeds, different compare output"

# params: a file with provenance and the eight rows
"$G" params chomp --xmax 400 -q -o "$T/p.tsv" >/dev/null && [ "$(grep -c '^[A-Za-z_]*	' "$T/p.tsv")" -eq 9 ] && ok || bad "params rows"
grep -q "^# command: gamedyn params chomp --xmax 400" "$T/p.tsv" && ok || bad "params provenance"
echo "cli_experiments: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
