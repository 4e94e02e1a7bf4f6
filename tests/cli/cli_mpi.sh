#!/bin/sh
# partest, the parallel map from the command line: the same bytes for any number of
# threads, values checked against splitmix64, a failing task named, bad input refused.
# With GAMEDYN_MPI and MPIRUN set (tests/mpi.sh, make MPI=1 check-mpi) also the MPI tool
# under mpirun -n 2 and -n 3 against the plain tool, byte for byte: partest and a
# sensitivity run with its files, written once by rank 0.
. tests/cli/lib_cli.sh
abs() { case $1 in /*) echo "$1" ;; *) echo "$(pwd)/$1" ;; esac; }
G=$(abs "$G")

# The values themselves: with --work 0 task i gives i; one splitmix64 round from 0 gives
# the generator's published first output.
"$G" partest --tasks 3 --work 0 -q >"$T/w0" && [ "$(sed -n 's/^2\t//p' "$T/w0")" = 0000000000000002 ] && ok ||
    bad "--work 0: task 2 is not 2: $(cat "$T/w0")"
"$G" partest --tasks 1 --work 1 -q | grep -q "^0	e220a8397b1dcdaf\$" && ok || bad "splitmix64(0) is not e220a8397b1dcdaf"

# The command line is in the output; the rest must not depend on the threads.
body() { grep -v '^# command: ' "$1"; }
"$G" partest --tasks 500 --work 200 --threads 1 -q >"$T/t1" || bad "partest failed"
[ "$(grep -c '^[0-9]' "$T/t1")" -eq 500 ] && ok || bad "not 500 rows"
body "$T/t1" >"$T/b1"
for t in 2 3 7; do
    "$G" partest --tasks 500 --work 200 --threads $t -q >"$T/t" && body "$T/t" | cmp -s - "$T/b1" && ok ||
        bad "--threads $t differs from --threads 1"
done
"$G" partest --tasks 500 --work 200 -q >"$T/t0" && body "$T/t0" | cmp -s - "$T/b1" && ok ||
    bad "the default threads differ from --threads 1"
"$G" partest --tasks 500 --work 200 -q -o "$T/f.tsv" && body "$T/f.tsv" | cmp -s - "$T/b1" && ok ||
    bad "-o FILE differs from stdout"
"$G" partest --tasks 100 --fail-at 42 --threads 3 >"$T/out" 2>"$T/err"
[ $? -eq 2 ] && [ ! -s "$T/out" ] && [ "$(cat "$T/err")" = "gamedyn: partest: task 42 failed (--fail-at)" ] && ok ||
    bad "--fail-at 42: $(cat "$T/err")"
expect_error partest
expect_error partest --tasks x
expect_error partest --tasks 10 --threads 0
expect_error partest nim --tasks 3
expect_error partest --tasks 10 --fail-at 3

if [ -n "${GAMEDYN_MPI:-}" ]; then
    M=$(abs "$GAMEDYN_MPI")
    # Without mpirun the MPI tool is one rank.
    "$M" partest --tasks 500 --work 200 -q >"$T/m" && cmp -s "$T/m" "$T/t0" && ok ||
        bad "the MPI tool without mpirun differs"
    for n in 2 3; do
        $MPIRUN -n $n "$M" partest --tasks 500 --work 200 -q >"$T/m" 2>"$T/err" && cmp -s "$T/m" "$T/t0" && ok ||
            bad "mpirun -n $n differs from the plain tool: $(head -3 "$T/err")"
    done
    # Files: the same command line in two folders (it is in the files).
    mkdir -p "$T/plain" "$T/mpi"
    (cd "$T/plain" && "$G" partest --tasks 500 --work 200 -q -o f.tsv)
    (cd "$T/mpi" && $MPIRUN -n 3 "$M" partest --tasks 500 --work 200 -q -o f.tsv 2>"$T/err") &&
        cmp -s "$T/mpi/f.tsv" "$T/plain/f.tsv" && ok || bad "mpirun -n 3 -o FILE differs: $(head -3 "$T/err")"
    # A FIFO is written in place: by rank 0 alone, so the reader gets one copy.
    mkfifo "$T/fifo"
    cat "$T/fifo" >"$T/fromfifo" &
    $MPIRUN -n 2 "$M" partest --tasks 500 --work 200 -q -o "$T/fifo" 2>"$T/err"
    wait
    body "$T/fromfifo" | cmp -s - "$T/b1" && ok || bad "mpirun -n 2 -o FIFO: not one copy ($(wc -l <"$T/fromfifo") lines)"
    # The lowest failing task (43: rank 1 of 3; 45 is rank 0's) is named once.
    $MPIRUN -n 3 "$M" partest --tasks 100 --fail-at 43 >"$T/out" 2>"$T/err"
    [ $? -ne 0 ] && [ ! -s "$T/out" ] && [ "$(grep -c '^gamedyn:' "$T/err")" -eq 1 ] &&
        grep -q '^gamedyn: partest: task 43 failed (--fail-at)$' "$T/err" && ok ||
        bad "mpirun -n 3 --fail-at 43: $(cat "$T/err")"
    $MPIRUN -n 2 "$M" partest --tasks x >"$T/out" 2>"$T/err"
    [ $? -ne 0 ] && [ ! -s "$T/out" ] && [ "$(grep -c '^gamedyn:' "$T/err")" -eq 1 ] && ok ||
        bad "mpirun -n 2 with bad input: not one error line: $(cat "$T/err")"

    # A command with files: stdout, the TSV and the plot, as the plain tool makes them.
    S="sensitivity chomp --at 50,0 --xmax 70 -o s.tsv --plot s.png"
    (cd "$T/plain" && "$G" $S >out 2>/dev/null) || bad "plain $S failed"
    (cd "$T/mpi" && $MPIRUN -n 2 "$M" $S >out 2>"$T/err") || bad "mpirun $S failed: $(head -3 "$T/err")"
    for f in out s.tsv s.png; do
        [ -f "$T/plain/$f" ] || continue # no gnuplot: no plot from either
        cmp -s "$T/plain/$f" "$T/mpi/$f" && ok || bad "mpirun -n 2 $S: $f differs from the plain tool's"
    done
    [ "$(ls "$T/mpi")" = "$(ls "$T/plain")" ] && ok || bad "mpirun left other files: $(ls "$T/mpi")"

    # An ensemble: the sites split over the ranks, gathered by rank 0, the
    # same table and summary as the serial run.
    E="sensitivity chomp --sites random:24 --at 40 --xmax 70 --threads 1 -o e.tsv"
    (cd "$T/plain" && "$G" $E >eout 2>/dev/null) || bad "plain $E failed"
    for n in 2 3; do
        (cd "$T/mpi" && rm -f e.tsv && $MPIRUN -n $n "$M" $E >eout 2>"$T/err") || bad "mpirun -n $n $E failed: $(head -3 "$T/err")"
        cmp -s "$T/plain/e.tsv" "$T/mpi/e.tsv" && cmp -s "$T/plain/eout" "$T/mpi/eout" && ok ||
            bad "mpirun -n $n $E differs from the serial run"
    done
fi
what="one process"; [ -n "${GAMEDYN_MPI:-}" ] && what="plain and MPI tools"
[ "$fails" -eq 0 ] && echo "cli_mpi ($what): $checks checks, 0 failed" || { echo "cli_mpi ($what): $checks checks, $fails failed"; exit 1; }
