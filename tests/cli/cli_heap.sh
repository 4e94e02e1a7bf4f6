#!/bin/sh
# gamedyn heap: outputs, periods and certificates, checkpoint and resume, errors; the heap games in query/graph/play.
. tests/cli/lib_cli.sh

"$G" heap kayles --max 1000 -o "$T/k.tsv" >"$T/out" 2>&1 && ok || bad "heap kayles failed: $(cat "$T/out")"
grep -q '^# period: certified (Guy-Smith): G(n+12) = G(n) for 71 <= n' "$T/k.tsv" && ok || bad "kayles period not certified"
grep -q 'exceptions.*14: 0,3,6,9,11,15,18,21,22,28,34,39,57,70' "$T/k.tsv" && ok || bad "kayles exceptions"
grep -q '^# command: gamedyn heap kayles --max 1000 -o' "$T/k.tsv" && ok || bad "provenance"
[ "$(grep -vc '^#' "$T/k.tsv")" -eq 1002 ] && ok || bad "kayles rows"
# same command, same bytes
"$G" heap kayles --max 1000 -q >"$T/a" && "$G" heap kayles --max 1000 -q >"$T/b" && cmp -s "$T/a" "$T/b" && ok || bad "not reproducible"
# --plain gives the same values
"$G" heap dawson-chess --max 400 -q | grep -v '^#' >"$T/s" && "$G" heap dawson-chess --max 400 -q --plain | grep -v '^#' >"$T/p" && cmp -s "$T/s" "$T/p" && ok || bad "plain differs"
"$G" heap dawson-chess --max 300 --layout periodic -q | grep -q '^34	0	1	1	2	0	3	1	1	0	3	3	2	2	4	4	5	5	2' && ok || bad "periodic layout"
"$G" heap 0.3F --max 300 -q | grep -q 'observed, not certified: G(n+6) = G(n) + 3 for 0 <= n <= 294' && ok || bad "0.3F arithmetic period"
"$G" heap grundy --max 2000 -q | grep -q 'not certified' && ok || bad "grundy not certified"
"$G" heap 'sub:{2,3,7}' --max 100 -q | grep -q 'certified (Guy-Smith): G(n+5)' && ok || bad "sub period 5"
# checkpoint: stop, resume, compare with a straight run; no temporary files left
"$G" heap grundy --max 20000 -q -o "$T/straight.tsv" && ok || bad "straight run"
"$G" heap grundy --max 20000 --checkpoint "$T/ck" --stop-at 7000 >"$T/out" 2>&1 && grep -q 'stopped after G(0..7000)' "$T/out" && ok || bad "stop-at: $(cat "$T/out")"
[ ! -e "$T/resumed.tsv" ] && ok || bad "output written by a stopped run"
"$G" heap grundy --max 20000 --checkpoint "$T/ck" --resume -q -o "$T/resumed.tsv" && ok || bad "resume"
grep -v '^#' "$T/straight.tsv" >"$T/s1"; grep -v '^#' "$T/resumed.tsv" >"$T/s2"; cmp -s "$T/s1" "$T/s2" && ok || bad "resumed run differs"
[ "$(ls "$T" | grep -c '\.tmp\|XXXX\|gamedyn-')" -eq 0 ] && ok || bad "temporary litter: $(ls "$T")"
# two threads: the same table as one; stopped inside a block and resumed on two threads
# (past 2^17 in the optimized build; past 2^15, the pipeline's restart, under the sanitizers)
case $(dirname "$G") in */san*) TN=40000 TS=20001 ;; *) TN=150000 TS=70001 ;; esac
"$G" heap grundy --max $TN --threads 1 -q -o "$T/t1.tsv" && "$G" heap grundy --max $TN --threads 2 -q -o "$T/t2.tsv" && ok || bad "threads runs"
grep -v '^#' "$T/t1.tsv" >"$T/s1"; grep -v '^#' "$T/t2.tsv" >"$T/s2"; cmp -s "$T/s1" "$T/s2" && ok || bad "two threads differ from one"
"$G" heap grundy --max $TN --threads 2 --checkpoint "$T/ckt" --stop-at $TS -q && "$G" heap grundy --max $TN --threads 2 --checkpoint "$T/ckt" --resume -q -o "$T/t3.tsv" && ok || bad "threads stop/resume"
grep -v '^#' "$T/t3.tsv" >"$T/s2"; cmp -s "$T/s1" "$T/s2" && ok || bad "two threads resumed differ"
expect_error heap grundy --max 100 --threads 300
# an interrupted run (SIGTERM: a background job of a script ignores SIGINT): no output, no temporary file
"$G" heap grundy --max 3000000 -q -o "$T/int.tsv" --checkpoint "$T/ck2" --checkpoint-every 1 & pid=$!
sleep 2; kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null
[ ! -e "$T/int.tsv" ] && ok || bad "interrupted run left its output"
[ "$(ls -a "$T" | grep -c 'int.tsv.\|ck2.')" -eq 0 ] && ok || bad "interrupted run left temporary files: $(ls -a "$T")"
# --stop-at is honoured for a hexadecimal code and for an octal code whose period gets certified
for code in 0.8 kayles; do
    "$G" heap $code --max 3000 -q -o "$T/st_$code.tsv" && ok || bad "heap $code straight"
    "$G" heap $code --max 3000 --checkpoint "$T/ck_$code" --stop-at 1500 >"$T/out" 2>&1 && grep -q 'stopped after G(0..1500)' "$T/out" && ok || bad "heap $code --stop-at ignored: $(head -c 300 "$T/out")"
    [ -s "$T/ck_$code" ] && ok || bad "heap $code --stop-at: no checkpoint"
    "$G" heap $code --max 3000 --checkpoint "$T/ck_$code" --resume -q -o "$T/re_$code.tsv" && ok || bad "heap $code resume"
    grep -v '^#' "$T/st_$code.tsv" >"$T/s1"; grep -v '^#' "$T/re_$code.tsv" >"$T/s2"; cmp -s "$T/s1" "$T/s2" && ok || bad "heap $code resumed run differs"
done
grep -q '^# code=0.8 max=3000 method=plain ' "$T/st_0.8.tsv" && ok || bad "hexadecimal code: method not plain"
# a checkpoint of one long code is not resumed for another that differs past its shown text
LA="0.$(printf '%0200d' 0 | tr 0 7)1"; LB="0.$(printf '%0200d' 0 | tr 0 7)2"
"$G" heap "$LA" --max 3000 --checkpoint "$T/lck" --stop-at 100 -q && ok || bad "long code stop-at"
expect_error heap "$LB" --max 3000 --checkpoint "$T/lck" --resume -q -o "$T/lb.tsv"
[ ! -e "$T/lb.tsv" ] && ok || bad "long code: output written for another code's checkpoint"
"$G" heap "$LA" --max 3000 --checkpoint "$T/lck" --resume -q -o "$T/la.tsv" && "$G" heap "$LA" --max 3000 -q -o "$T/la2.tsv" && ok || bad "long code resume"
grep -v '^#' "$T/la.tsv" >"$T/l1"; grep -v '^#' "$T/la2.tsv" >"$T/l2"; cmp -s "$T/l1" "$T/l2" && ok || bad "long code resume differs"
# --plot with -o a FIFO: the plot's data comes from memory, the FIFO is not read back
mkfifo "$T/fifo" && { cat "$T/fifo" >"$T/fifo.out" & cpid=$!; }
timeout 10 "$G" heap kayles --max 100 -q -o "$T/fifo" --plot "$T/fifo.png" >"$T/out" 2>&1 && ok || bad "heap -o FIFO --plot: status $? $(cat "$T/out")"
wait $cpid
[ "$(grep -vc '^#' "$T/fifo.out")" -eq 102 ] && ok || bad "heap -o FIFO: rows"
# -o with --plot: when the plot cannot be written, the -o file keeps its old contents
if [ -w /dev/full ]; then
    echo old >"$T/keep.tsv"
    expect_error heap kayles --max 100 -o "$T/keep.tsv" --plot /dev/full
    [ "$(cat "$T/keep.tsv")" = old ] && ok || bad "-o file replaced although the plot failed"
fi
"$G" heap kayles --max 100 -q -o "$T/both.tsv" --plot "$T/both.png" && [ -s "$T/both.tsv" ] && [ -s "$T/both.png" ] && ok || bad "-o with --plot"
# a long code is said whole: the summary, the provenance and the plot's title
LW=0.$(printf '7%.0s' $(seq 1 300))
"$G" heap "$LW" --max 10 -o "$T/lw.tsv" >"$T/out" && grep -q "heap $LW: G(0..10)" "$T/out" && ok || bad "long code cut in the summary"
grep -q "^# code=$LW max=10 " "$T/lw.tsv" && ok || bad "long code cut in the provenance"
# errors: one line, status 2
expect_error heap
expect_error heap kayles
expect_error heap 0.7G --max 10
expect_error heap 1.7 --max 10
expect_error heap 'sub:{}' --max 10
expect_error heap 0.F! --max 10
expect_error heap kayles --max 10 --layout diagonal
expect_error heap kayles --max 10 --resume
expect_error heap kayles --max 10 --plot "$T/x.png"
expect_error heap kayles --max 4294967295
expect_error heap kayles --max 100000000 --max-mem 1M
expect_error heap dawson-chess --max 100 --checkpoint "$T/ck" --resume
expect_error query heap:0.7G:5
expect_error query kayles:3 --pass
# heapsub sets are said whole in messages, or refused as too long to say
HS="{$(printf '1000,%.0s' $(seq 38))1,99999}"
expect_error query "heapsub:$HS:5"
grep -qF "$HS" "$T/err" && ok || bad "heapsub set not said whole: $(cat "$T/err")"
HL="{$(seq -s, 1000 1060)}"
expect_error query "heapsub:$HL:5"
grep -q "too long" "$T/err" && ok || bad "long heapsub set: $(cat "$T/err")"
# the games in query, graph, play
[ "$("$G" query kayles:10 --value | head -2 | tr '\n' ' ')" = "N grundy 2 " ] && ok || bad "query kayles:10"
[ "$("$G" query dawson-chess:20)" = "P" ] && ok || bad "query dawson-chess:20"
[ "$("$G" query heap:0.137:20)" = "P" ] && ok || bad "query heap:0.137:20"
"$G" query kayles:3,5 --value | grep -qx '\[1,2,3\]' && ok || bad "kayles:3,5 winning move [1,2,3]"
"$G" query kayles:1000000000000 --value 2>&1 | grep -q 'too many to list' && ok || bad "huge kayles heap"
"$G" graph grundy-game:7 --values -q | grep -q 'digraph' && ok || bad "graph grundy-game:7"
printf '1\n1\n1\n1\n1\n1\n' | "$G" play 'heapsub:{1,3,4}:9' >"$T/play" 2>&1 && grep -q 'wins' "$T/play" && ok || bad "play heapsub"
# a query computes the values its heaps need, and refuses up front what it cannot answer
HC="0.$(printf "%0160d" 0 | tr 0 F)"
[ "$(timeout 5 "$G" query "heap:$HC:2" --value | sed -n 2p)" = "grundy 2" ] && ok || bad "query heap:$HC:2: slow or wrong"
for q in grundy-game:2147483648 "heap:$HC:3000"; do
    timeout 10 "$G" query "$q" --value >"$T/out" 2>"$T/err"; rc=$?
    [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && [ ! -s "$T/out" ] && ok || bad "query $q: status $rc, not refused up front: $(cat "$T/err")"
done
grep -q 'about .* option values' "$T/err" && ok || bad "no estimate in: $(cat "$T/err")"
# an outcome known with moves too many to list: the outcome and the value, and the moves said to be left out
timeout 60 "$G" query kayles:20000000 --value >"$T/out" 2>"$T/err"
[ $? -eq 0 ] && [ "$(cat "$T/out")" = "$(printf 'N\ngrundy 1')" ] && ok || bad "query kayles:20000000: $(cat "$T/out" "$T/err")"
grep -q "too many to list its winning moves (N, grundy 1): the winning moves are not listed" "$T/err" && [ "$(wc -l <"$T/err")" -eq 1 ] && ok ||
    bad "query kayles:20000000 note: $(cat "$T/err")"

# a list of moves counts against --max-mem: 3*10^6 moves (about 412 MiB) under a 100 MiB
# bound are not listed, and the outcome and the value are still answered
"$G" query kayles:3000000 --value --max-mem 100M >"$T/out" 2>"$T/err"
[ $? -eq 0 ] && [ "$(cat "$T/out")" = "$(printf 'N\ngrundy 4')" ] && ok || bad "kayles:3000000 under 100M: $(head -c 300 "$T/out") $(cat "$T/err")"
grep -q "listing the 3000000 moves of kayles:\[3000000\] needs .* above the memory bound 100.00 MiB" "$T/err" && ok ||
    bad "kayles:3000000 note: $(cat "$T/err")"
"$G" query kayles:300000 --max-mem 100M | sed -n 2p | grep -qx "\[5,299993\]" && ok || bad "kayles:300000 lists its moves"

echo "cli_heap: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
