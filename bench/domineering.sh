#!/usr/bin/env bash
# The Domineering outcome solver (docs/domineering.md, "Performance"): seconds and peak memory
# of `gamedyn query domineering:NxN --one-move` (the outcome class and one winning first move of
# each side), each board once, under /usr/bin/time -v; user and system CPU apart (the system
# time is mostly the kernel zeroing the transposition table's pages).
#   bash bench/domineering.sh           6x6, 7x7, 8x8 (each with a time limit of LIMIT seconds)
#   bash bench/domineering.sh 9x9 ...   the boards named
#   LIMIT=S                             the time limit of each run (default 600)
#   NODES=1                             also the positions searched for Left moving first
#                                       (bench/domineering_nodes.c, the search alone), with
#                                       one thread and with two
set -euo pipefail
cd "$(dirname "$0")/.."
make -j2 all >/dev/null
G=build/release/gamedyn
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-dom.XXXXXX"); trap 'rm -rf "$B"' EXIT
boards=("$@")
[ ${#boards[@]} -gt 0 ] || boards=(6x6 7x7 8x8)
echo "gamedyn $("$G" --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load: $(uptime | sed 's/.*load/load/')"
for b in "${boards[@]}"; do
    rc=0
    timeout "${LIMIT:-600}" /usr/bin/time -v "$G" query "domineering:$b" --one-move >"$B/out" 2>"$B/time" || rc=$?
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$B/time")
    user=$(sed -n 's/.*User time (seconds): //p' "$B/time")
    sys=$(sed -n 's/.*System time (seconds): //p' "$B/time")
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$B/time")
    if [ "$rc" -ne 0 ]; then
        printf '%-8s not solved within %s s (status %d)\n' "$b" "${LIMIT:-600}" "$rc"
    else
        printf '%-8s outcome %s  wall %s  user %s s  sys %s s  peak %s MiB\n' "$b" "$(head -1 "$B/out")" "$wall" \
            "$user" "$sys" "$(echo "$kb/1024" | bc)"
    fi
done
if [ "${NODES:-0}" = 1 ]; then
    cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Iinclude bench/domineering_nodes.c \
        build/release/libgamedyn.a -lm -lpthread -o "$B/nodes"
    for b in "${boards[@]}"; do
        timeout "${LIMIT:-600}" "$B/nodes" -t 1 "$b" || printf '%-8s positions: not counted within %s s\n' "$b" "${LIMIT:-600}"
        timeout "${LIMIT:-600}" "$B/nodes" -t 2 "$b" || printf '%-8s positions (two threads): not counted within %s s\n' "$b" "${LIMIT:-600}"
    done
fi
