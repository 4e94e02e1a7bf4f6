#!/bin/sh
# Sylver Coinage outcome tables: for N = FROM, FROM+1, ... while a run stays under LIMIT wall
# seconds, 'gamedyn sylver --triples N' (or --pairs/--quadruples: KIND) on THREADS threads.
# One TSV line per N: user and wall seconds, peak resident memory (KiB), positions, unknown.
# Usage: bench/sylver.sh [KIND=triples] [FROM=16] [LIMIT=600] [THREADS=2] [MAXMEM=]
set -e
cd "$(dirname "$0")/.."
KIND=${1:-triples}
N=${2:-16}
LIMIT=${3:-600}
THREADS=${4:-2}
MEM=${5:+--max-mem $5}
make -s -j2 bin/gamedyn
D=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-sylver.XXXXXX"); trap 'rm -rf "$D"' EXIT
printf 'kind\tN\tthreads\tuser_s\twall_s\tpeak_kib\tpositions\tunknown\tevictions\n'
while :; do
    # shellcheck disable=SC2086
    /usr/bin/time -f '%U %e %M' -o "$D/time" timeout "$LIMIT" \
        bin/gamedyn sylver --"$KIND" "$N" --threads "$THREADS" $MEM -o "$D/t.tsv" --json >"$D/j" || {
        printf '%s\t%s\t%s\t-\t>%s\t-\t-\t-\t-\n' "$KIND" "$N" "$THREADS" "$LIMIT"
        break
    }
    read -r user wall peak <"$D/time"
    pos=$(sed 's/.*"positions":\([0-9]*\).*/\1/' "$D/j")
    unk=$(sed 's/.*"unknown":\([0-9]*\).*/\1/' "$D/j")
    ev=$(sed 's/.*"evictions":\([0-9]*\).*/\1/' "$D/j")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$KIND" "$N" "$THREADS" "$user" "$wall" "$peak" "$pos" "$unk" "$ev"
    N=$((N + 1))
done
