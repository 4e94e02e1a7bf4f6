#!/bin/sh
# --threads T on solve, params and opening: the same output for any T (docs/engine.md, "Two
# threads"), databases included; bad values refused.
. tests/cli/lib_cli.sh

same() { # label, then a command whose stdout must not depend on --threads
    label=$1; shift
    "$G" "$@" --threads 1 | grep -v '^# command' >"$T/t1"
    for t in 2 0 5; do
        "$G" "$@" --threads $t | grep -v '^# command' | cmp -s - "$T/t1" && ok || bad "$label: --threads $t differs from 1"
    done
}
same "chomp census" solve chomp --xmax 1500 -q
same "chomp with a pass" solve chomp --pass --xmax 800 -q
same "chomp with points" solve chomp --xmax 900 --perturb point:20,3,10 -q
same "chomp with 2 passes" solve chomp --passes 2 --xmax 500 -q
same "chomp with 3 passes" solve chomp --passes 3 --xmax 300 --list -q
same "chomp list" solve chomp --xmax 200 --list -q
same "nim (one thread)" solve nim --xmax 100 -q
same "params" params chomp --xmax 1200 -q
same "opening" opening chomp --pass --xmax 600 -q
# the database: equal byte for byte after the provenance (the command line differs)
"$G" solve chomp --xmax 1000 --threads 1 -q -o "$T/a.gdb" && "$G" solve chomp --xmax 1000 --threads 2 -q -o "$T/b.gdb" || bad "solve -o"
sz=$(wc -c <"$T/a.gdb")
[ "$sz" -eq "$(wc -c <"$T/b.gdb")" ] && ok || bad "database sizes differ"
cmp -l "$T/a.gdb" "$T/b.gdb" | awk '{print $1}' >"$T/diff"
# bytes that differ: the thread count in the header and the checksum (last 8 bytes)
awk -v n="$sz" '$1 < 200 || $1 > n - 8 {next} {bad = 1} END {exit bad}' "$T/diff" && ok || bad "databases differ past the header"
# with 3 passes every layer of the chain is in the database (the two-thread run keeps them in its slots)
"$G" solve chomp --passes 3 --xmax 300 --threads 1 -q -o "$T/c.gdb" && "$G" solve chomp --passes 3 --xmax 300 --threads 2 -q -o "$T/d.gdb" || bad "solve --passes 3 -o"
sz=$(wc -c <"$T/c.gdb")
[ "$sz" -eq "$(wc -c <"$T/d.gdb")" ] && ok || bad "3-pass database sizes differ"
cmp -l "$T/c.gdb" "$T/d.gdb" | awk '{print $1}' >"$T/diff"
awk -v n="$sz" '$1 < 200 || $1 > n - 8 {next} {bad = 1} END {exit bad}' "$T/diff" && ok || bad "3-pass databases differ past the header"
expect_error solve chomp --xmax 10 --threads 300
expect_error solve chomp --xmax 10 --threads two
expect_error params chomp --xmax 10 --threads -1
echo "cli_threads: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
