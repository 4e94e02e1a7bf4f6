#!/usr/bin/env bash
# Values of partizan positions through the command line (docs/partizan-rulesets.md,
# "Values"; docs/domineering.md, "Values"): `gamedyn query GAME:POS --value` (outcome class,
# canonical form, each side's winning moves), each position once, under /usr/bin/time -v:
# wall and user seconds, peak memory.
#   bash bench/partizan_values.sh              the positions below
#   bash bench/partizan_values.sh GAME:POS ... the positions named
#   GAMEDYN=PATH                               another build of gamedyn (to compare)
#   LIMIT=S                                    the time limit of each run (default 120)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${GAMEDYN:-}" ]; then
    make -j2 all >/dev/null
    GAMEDYN=build/release/gamedyn
fi
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-pv.XXXXXX"); trap 'rm -rf "$B"' EXIT
positions=("$@")
if [ ${#positions[@]} -eq 0 ]; then
    positions=(cutcake:6x6 cutcake:5x9 cutcake:5x7,3x4,2x5 clobber:xoxo/oxox/xoxo clobber:xoxox/oxoxo/xoxox
        hackenbush:string:BRBRBRBRBRBRBRBRBRBRBRBRBRBRBR hackenbush:BBRRGBRBBRGRRBBBRGBRRBRBRGBBRR
        toads:TTTT....FFFF toads:TTT..FFF.TT..FF domineering:4x5 domineering:2x12 domineering:3x7)
fi
echo "gamedyn $("$GAMEDYN" --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load: $(uptime | sed 's/.*load/load/')"
for q in "${positions[@]}"; do
    rc=0
    timeout "${LIMIT:-120}" /usr/bin/time -v "$GAMEDYN" query "$q" --value >"$B/out" 2>"$B/time" || rc=$?
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$B/time")
    user=$(sed -n 's/.*User time (seconds): //p' "$B/time")
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$B/time")
    if [ "$rc" -ne 0 ]; then
        printf '%-40s failed (status %d): %s\n' "$q" "$rc" "$(grep -m1 gamedyn: "$B/time" | cut -c1-100)"
    else
        printf '%-40s %s, %-28s wall %s  user %s s  peak %s KiB\n' "$q" "$(head -1 "$B/out")" \
            "$(sed -n 2p "$B/out" | cut -c1-28)" "$wall" "$user" "$kb"
    fi
done
