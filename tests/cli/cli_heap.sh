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
# an interrupted run (SIGTERM: a background job of a script ignores SIGINT): no output, no temporary file
"$G" heap grundy --max 3000000 -q -o "$T/int.tsv" --checkpoint "$T/ck2" --checkpoint-every 1 & pid=$!
sleep 2; kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null
[ ! -e "$T/int.tsv" ] && ok || bad "interrupted run left its output"
[ "$(ls -a "$T" | grep -c 'int.tsv.\|ck2.')" -eq 0 ] && ok || bad "interrupted run left temporary files: $(ls -a "$T")"
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
# the games in query, graph, play
[ "$("$G" query kayles:10 --value | head -2 | tr '\n' ' ')" = "N grundy 2 " ] && ok || bad "query kayles:10"
[ "$("$G" query dawson-chess:20)" = "P" ] && ok || bad "query dawson-chess:20"
[ "$("$G" query heap:0.137:20)" = "P" ] && ok || bad "query heap:0.137:20"
"$G" query kayles:3,5 --value | grep -qx '\[1,2,3\]' && ok || bad "kayles:3,5 winning move [1,2,3]"
"$G" query kayles:1000000000000 --value 2>&1 | grep -q 'too many to list' && ok || bad "huge kayles heap"
"$G" graph grundy-game:7 --values -q | grep -q 'digraph' && ok || bad "graph grundy-game:7"
printf '1\n1\n1\n1\n1\n1\n' | "$G" play 'heapsub:{1,3,4}:9' >"$T/play" 2>&1 && grep -q 'wins' "$T/play" && ok || bad "play heapsub"
# an outcome known with moves too many to list: the outcome and the value, and the moves said to be left out
timeout 60 "$G" query kayles:20000000 --value >"$T/out" 2>"$T/err"
[ $? -eq 0 ] && [ "$(cat "$T/out")" = "$(printf 'N\ngrundy 1')" ] && ok || bad "query kayles:20000000: $(cat "$T/out" "$T/err")"
grep -q "too many to list its winning moves (N, grundy 1): the winning moves are not listed" "$T/err" && [ "$(wc -l <"$T/err")" -eq 1 ] && ok ||
    bad "query kayles:20000000 note: $(cat "$T/err")"

echo "cli_heap: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
