#!/bin/sh
# gamedyn params --checkpoint: a census stopped, killed or saved on the way and resumed gives
# the outputs of a run that never stopped (but for the command line in their provenance),
# on one thread and on two; refusals; no litter.
. tests/cli/lib_cli.sh

data() { grep -v '^#' "$1"; }
same() { data "$1" >"$T/d1"; data "$2" >"$T/d2"; cmp -s "$T/d1" "$T/d2"; }

X=6000
"$G" params chomp --xmax $X --sheets "$T/s0.tsv" -o "$T/o0.tsv" -q >/dev/null && ok || bad "straight run"
# stopped, resumed: one thread, then two, then two from a one-thread stop
for th in 1 2; do
    mkdir "$T/r$th"
    "$G" params chomp --xmax $X --threads $th --sheets "$T/r$th/s.tsv" -o "$T/r$th/o.tsv" --checkpoint "$T/r$th/ck" \
        --stop-at 2500 >"$T/out" 2>&1 && ok || bad "stop, $th threads: $(cat "$T/out")"
    grep -q '^params: stopped after sheet 25[0-9][0-9]; checkpoint' "$T/out" && ok || bad "stop message: $(cat "$T/out")"
    [ "$(ls "$T/r$th")" = ck ] && ok || bad "a stopped run leaves its checkpoint and nothing else: $(ls "$T/r$th")"
    "$G" params chomp --xmax $X --threads $((3 - th)) --sheets "$T/r$th/s.tsv" -o "$T/r$th/o.tsv" \
        --checkpoint "$T/r$th/ck" --resume -q >/dev/null && ok || bad "resume after $th threads"
    same "$T/s0.tsv" "$T/r$th/s.tsv" && ok || bad "per-sheet rows differ after a stop on $th threads"
    same "$T/o0.tsv" "$T/r$th/o.tsv" && ok || bad "table differs after a stop on $th threads"
    grep -q -- '--resume' "$T/r$th/o.tsv" && ok || bad "the provenance says the run was resumed"
done
# saved every second on the way and killed (SIGTERM) mid-run, then resumed; the pass game
mkdir "$T/k"
"$G" params chomp --xmax 40000 --threads 2 -o "$T/k/o.tsv" --checkpoint "$T/k/ck" --checkpoint-every 1 -q &
pid=$!
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do [ -s "$T/k/ck" ] && break; sleep 0.5; done
sleep 1
kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null
[ -s "$T/k/ck" ] && ok || bad "no checkpoint saved on the way"
[ "$(ls -A "$T/k")" = ck ] && ok || bad "a killed run leaves its checkpoint and nothing else: $(ls -A "$T/k")"
head -3 "$T/k/ck" | tail -1 | grep -q '^sheets 0\.\.[0-9]' && ok || bad "the checkpoint says its sheets"
"$G" params chomp --xmax 40000 --threads 2 -o "$T/k/o.tsv" --checkpoint "$T/k/ck" --resume -q >/dev/null && ok || bad "resume after a kill"
"$G" params chomp --xmax 40000 -o "$T/k/o0.tsv" -q >/dev/null && same "$T/k/o0.tsv" "$T/k/o.tsv" && ok || bad "killed and resumed differs"
# saves on the clock before a stop: the checkpoint is there while the run goes on
mkdir "$T/c"
"$G" params chomp --xmax 40000 --threads 2 -o "$T/c/o.tsv" --checkpoint "$T/c/ck" --checkpoint-every 1 --stop-at 39000 \
    >"$T/c/out" 2>&1 &
pid=$!
for i in $(seq 40); do [ -s "$T/c/ck" ] && break; sleep 0.25; done
kill -0 $pid 2>/dev/null && ok || bad "no save on the clock before the stop"
wait $pid && grep -q 'stopped after sheet 39000;' "$T/c/out" && ok || bad "stop after saves on the clock: $(cat "$T/c/out")"
"$G" params chomp --xmax 40000 -o "$T/c/o.tsv" --checkpoint "$T/c/ck" --resume -q >/dev/null &&
    same "$T/k/o0.tsv" "$T/c/o.tsv" && ok || bad "stopped after saves on the clock and resumed differs"
"$G" params chomp --pass --xmax 3000 --sheets "$T/p0.tsv" -q >/dev/null && ok || bad "pass straight"
"$G" params chomp --pass --xmax 3000 --threads 2 --sheets "$T/p1.tsv" --checkpoint "$T/pk" --stop-at 1700 -q &&
    "$G" params chomp --pass --xmax 3000 --sheets "$T/p1.tsv" --checkpoint "$T/pk" --resume -q >/dev/null && ok || bad "pass stop/resume"
same "$T/p0.tsv" "$T/p1.tsv" && ok || bad "pass resumed differs"
# refusals: one line, status 2
expect_error params chomp --xmax 100 --resume
expect_error params chomp --xmax 100 --stop-at 50
expect_error params chomp --xmax 100 --checkpoint "$T/x" --stop-at 100
expect_error params chomp --xmax 100 --checkpoint "$T/x" --sheets -
expect_error params chomp --xmax 100 --perturb random --seed 1 --checkpoint "$T/x"
expect_error params chomp --xmax 100 --checkpoint "$T/none" --resume
expect_error params chomp --xmax 5000 --checkpoint "$T/r1/ck" --resume
grep -q "is for the run 'game=chomp variant=plain xmax=6000" "$T/err" && ok || bad "another run named: $(cat "$T/err")"
expect_error params chomp --pass --xmax 6000 --checkpoint "$T/r1/ck" --resume
expect_error params chomp --xmax 6000 --checkpoint "$T/r1/ck" --resume --stop-at 1000
grep -q 'checkpoint is past it' "$T/err" && ok || bad "a stop before the checkpoint named: $(cat "$T/err")"
printf 'not a checkpoint\n' >"$T/junk"
expect_error params chomp --xmax 100 --checkpoint "$T/junk" --resume
"$G" params chomp --xmax 3000 --checkpoint "$T/nr" --stop-at 1000 -q && ok || bad "a checkpoint without rows"
expect_error params chomp --xmax 3000 --checkpoint "$T/nr" --resume --sheets "$T/nr.tsv"
grep -q 'keeps no per-sheet rows' "$T/err" && ok || bad "rows asked of a checkpoint without: $(cat "$T/err")"
# damaged: cut short, one byte changed; the refused resume writes nothing
size=$(wc -c <"$T/nr")
head -c $((size / 2)) "$T/nr" >"$T/cut"
expect_error params chomp --xmax 3000 --checkpoint "$T/cut" --resume -o "$T/cut.tsv"
[ ! -e "$T/cut.tsv" ] && ok || bad "a refused resume wrote its output"
cp "$T/nr" "$T/flip"
printf 'Z' | dd of="$T/flip" bs=1 seek=$((size - 100)) conv=notrunc 2>/dev/null
expect_error params chomp --xmax 3000 --checkpoint "$T/flip" --resume
grep -q 'checksum\|damaged\|cut short' "$T/err" && ok || bad "damage named: $(cat "$T/err")"
[ -z "$(find "$T" -name '*.tmp*' -o -name '.gamedyn*')" ] && ok || bad "temporary files left: $(find "$T" -name '*tmp*')"

echo "cli_experiments_checkpoint: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
