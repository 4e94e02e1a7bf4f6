#!/bin/sh
# Experiments from the command line: known answers, invariants, reproducibility, bad input.
. tests/cli/lib_cli.sh

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

# params: a file with provenance, the header and every row (the six, alpha_full, the band, the
# scatter, the counting identity), each with five fields
"$G" params chomp --xmax 400 -q -o "$T/p.tsv" >/dev/null && [ "$(grep -vc '^#' "$T/p.tsv")" -eq 26 ] &&
    [ "$(grep -v '^#' "$T/p.tsv" | awk -F'\t' 'NF != 5' | wc -l)" -eq 0 ] && ok || bad "params rows"
for r in alpha gamma alpha_full zstar_band_halfwidth zstar_dev_p99 scatter_L_within_2.5 scatter_U_max identity_exceptions; do
    grep -q "^$r	" "$T/p.tsv" || bad "params row $r missing"
done
grep -q "^# command: gamedyn params chomp --xmax 400" "$T/p.tsv" && ok || bad "params provenance"
grep -q "^# stderr: moving-block bootstrap, blocks of 15 sheets" "$T/p.tsv" && ok || bad "params: the bootstrap's line"
awk -F'\t' '$1=="identity_exceptions" && $2+0==0 && $2!=""' "$T/p.tsv" | grep -q . && ok || bad "params: identity exceptions"
"$G" params chomp --pass --xmax 100 -q | grep -q "^# counting identity: n = 1..100, .*: 1 exceptions: n=2 (2 hits)" &&
    ok || bad "params --pass: the exception n = 2"
"$G" params chomp --xmax 400 --json -q | python3 -c '
import json, sys
j = json.load(sys.stdin)
assert j["alpha"]["stderr"] > 0 and j["alpha"]["stderr_iid"] > 0 and j["alpha_full"]["measured"] > 0.7
assert j["bootstrap"]["block"] == 15 and j["bootstrap"]["replicates"] == 400
assert j["zstar_band"]["published_halfwidth"] == 1.75 and j["zstar_band"]["p01"] <= j["zstar_band"]["p99"]
assert 0 < j["scatter_L"]["within_2.5"] <= 1 and j["identity"]["exceptions"] == 0 and j["dead_from"] is None
' && ok || bad "params --json: the new fields"

# dead runs: the old clipping kills Chomp seed 1 at sheet 2, in every output; the default does not
"$G" solve chomp --xmax 8 -q --perturb random:seed=1,sigma=10,clip=1 | tail -1 |
    grep -q "^# dead: from sheet 2 (\[2,0,0\] is a P-position" && ok || bad "solve: dead line"
"$G" solve chomp --xmax 8 -q --perturb random:seed=1,sigma=10 | grep -q "dead" && bad "solve: the default model died" || ok
"$G" solve chomp --xmax 8 -q --perturb random:seed=1,sigma=10 | grep -q "model=redraw zmin=1 centre=diagonal p=1 from=0" &&
    ok || bad "solve: the model in the provenance"
"$G" params chomp --xmax 30 -q --perturb random:seed=1,sigma=10,clip=1 | grep -q "^# dead: from sheet 2" && ok ||
    bad "params: dead line"
"$G" overlap chomp --xmax 30 -q --perturb random:seed=2,sigma=10,clip=1 | grep -q "^# dead: from sheet 2" && ok ||
    bad "overlap: dead line"
"$G" sensitivity chomp --xmax 12 -q --perturb random:seed=1,sigma=10,clip=1 --at 1,1 --json |
    grep -q '"dead_A_from":2,"dead_B_from":2' && ok || bad "sensitivity: dead fields"
"$G" compare chomp --x 40 --grid 8 --seeds 3 -q --model clip=1,sigma=1 2>/dev/null && bad "compare --model sigma twice accepted" || ok
"$G" compare chomp --x 40 --grid 8 --seeds 3 -q --model clip=1 -o "$T/c.tsv" >"$T/c.txt" &&
    [ "$(grep -c '^# left out: random[123] dead from sheet' "$T/c.tsv")" -eq 3 ] &&
    grep -q "left out, dead .*random1 (sheet 2)" "$T/c.txt" && [ "$(grep -v '^#' "$T/c.tsv" | grep -c random1)" -eq 0 ] &&
    ok || bad "compare: dead seeds left out and named"
"$G" compare chomp --x 40 --grid 8 --seeds 3 -q --json | grep -q '"dead":\[\]' && ok || bad "compare: the default killed a seed"
echo "cli_experiments: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
