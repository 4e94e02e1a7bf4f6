#!/usr/bin/env bash
# The ensemble target (docs/experiments.md, "Ensembles"): a 1000-site Chomp
# sensitivity ensemble at level 50 over 100 levels in <= 60 s on 2 cores. Runs it once at
# nice 10 with --threads 2 (and once with --threads 1 for the speed-up), prints wall seconds,
# peak memory and a hash of the table (provenance lines dropped: the two must agree).
#   bash bench/ensemble.sh
set -euo pipefail
cd "$(dirname "$0")/.."
make -j2 all >/dev/null
G=build/release/gamedyn
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-ensemble.XXXXXX"); trap 'rm -rf "$B"' EXIT
for t in 2 1; do
    /usr/bin/time -f "%e %M" -o "$B/time" nice -n 10 "$G" sensitivity chomp --sites random:1000 --at 50 --span 100 \
        --threads "$t" -q -o "$B/out$t.tsv" >"$B/summary"
    read -r s kb <"$B/time"
    h=$(grep -v '^#' "$B/out$t.tsv" | sha256sum | cut -c1-12)
    printf 'chomp --sites random:1000 --at 50 --span 100 --threads %s: %6.2f s  %6d KB  table %s\n' "$t" "$s" "$kb" "$h"
done
cat "$B/summary"
