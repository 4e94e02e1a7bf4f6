#!/bin/sh
# Grundy's game (docs/heap.md, "Grundy's game far out"): not a timed test.
#   sh bench/grundy.sh [PEER]        G(0..2^24-1) on one thread and on two (user and wall
#                                    seconds, peak memory: GNU time), the same table both times;
#                                    with PEER, a checkout of github.com/tczajka/octal-games,
#                                    its C++ program (old/src, stopped at 2^24) timed alike and
#                                    its figures at n = 2^24 set beside gamedyn's
#   sh bench/grundy.sh reach N DIR   G(0..N) on two threads at nice 19, with a checkpoint in
#                                    DIR every 5 minutes (run it again to resume it); the table
#                                    DIR/grundy.tsv and the summary when it ends
set -e
cd "$(dirname "$0")/.."
make -s -j2 bin/gamedyn
G=$(pwd)/bin/gamedyn
if [ "${1:-}" = reach ]; then
    N=$2 D=$3
    mkdir -p "$D"
    resume=
    [ -s "$D/grundy.ckpt" ] && resume=--resume
    exec nice -n 19 /usr/bin/time -f 'user %U s, system %S s, wall %e s, peak %M KiB' \
        "$G" heap grundy --max "$N" --threads 2 -o "$D/grundy.tsv" --checkpoint "$D/grundy.ckpt" \
        --checkpoint-every 300 $resume
fi
PEER=${1:-}
O=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-grundy-bench.XXXXXX"); trap 'rm -rf "$O"' EXIT
N=16777215 # G(0..2^24-1): the values the peer has when it reports n = 2^24
/usr/bin/time -f "gamedyn --threads 1: user %U s, system %S s, wall %e s, peak %M KiB" \
    "$G" heap grundy --max $N --threads 1 -o "$O/t1.tsv"
/usr/bin/time -f "gamedyn --threads 2: user %U s, system %S s, wall %e s, peak %M KiB" \
    "$G" heap grundy --max $N --threads 2 -o "$O/t2.tsv" --json >"$O/sum2"
# gamedyn's figures in the peer's words: largest, number of rare values, the last rare heap
python3 -c '
import json, sys
d = json.loads(open(sys.argv[1]).read())
print("gamedyn: n=2^24 largest G[%d]=%d num_rare=%d last_rare=%d" % (d["largest"]["n"], d["largest"]["g"], d["rare"], d["last_rare"]))' "$O/sum2"
grep -v '^#' "$O/t1.tsv" >"$O/a"; grep -v '^#' "$O/t2.tsv" >"$O/b"
cmp -s "$O/a" "$O/b" && echo "one and two threads: the same table" || { echo "one and two threads DIFFER"; exit 1; }
[ -n "$PEER" ] || exit 0
# The peer: its analyzer with the limit lowered from 2^28 to 2^24 (it prints figures at
# each power of two and stops at the limit), compiled with its own flags (-O2).
mkdir -p "$O/peer"
cp "$PEER"/old/src/*.cc "$PEER"/old/src/*.h "$O/peer/"
sed -i 's/constexpr uint64_t maxn = 1<<28;/constexpr uint64_t maxn = 1<<24;/' "$O/peer/analyze_exec.cc"
grep -q 'maxn = 1<<24;' "$O/peer/analyze_exec.cc" || { echo "peer: the limit line was not found"; exit 1; }
(cd "$O/peer" && g++ -O2 -std=c++11 -o analyze analyze_exec.cc game.cc game_util.cc hadamard.cc)
/usr/bin/time -f "tczajka/octal-games analyze: user %U s, system %S s, wall %e s, peak %M KiB" \
    "$O/peer/analyze" grundy >"$O/peer.out"
grep '^n=2^24 ' "$O/peer.out"
