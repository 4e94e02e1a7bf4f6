#!/usr/bin/env bash
# The censuses past the published range (docs/engine.md, "Past 130000"): not a timed test.
#   bash bench/census_far.sh run X DIR [--pass] [--threads T] [--max-mem SIZE]
#        params chomp to X: DIR/sheets.tsv (a line a sheet: z*, the lines, the tail's period),
#        DIR/params.tsv (the six constants with their bootstrap errors, the z* band), and
#        DIR/time.txt (user, system and wall seconds, peak memory: GNU time, a line a leg).
#        A copy of the program runs, so a build during the run cannot change it. It saves
#        DIR/checkpoint every EVERY seconds (default 1200);
#   bash bench/census_far.sh resume X DIR [the same options]
#        goes on from DIR/checkpoint with DIR's copy of the program (a killed run)
#   bash bench/census_far.sh status DIR
#        a census under way: the sheets its checkpoint holds, its size and when it was saved,
#        the legs run so far (DIR/time.txt)
#   bash bench/census_far.sh summary DIR
#        from DIR/sheets.tsv: the sheets, the tails (fraction), each tail period with its
#        number of sheets and the first sheet that has it, the largest period
#   bash bench/census_far.sh overlap DIR REFDIR
#        the lines of DIR/sheets.tsv for the sheets of REFDIR/sheets.tsv (a shorter census)
#        against those: byte for byte, or when one of the two was written with six decimals
#        (params before nine), every decimal field within a unit of the sixth decimal (the
#        provenance lines and the period column left out)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-}
case "$what" in
run | resume)
    X=$2 D=$3
    shift 3
    more=()
    if [ "$what" = run ]; then
        make -s -j2 bin/gamedyn
        mkdir -p "$D"
        cp build/release/gamedyn "$D/gamedyn"
        : >"$D/time.txt"
    else
        more=(--resume)
    fi
    /usr/bin/time -a -f "params chomp --xmax $X $* ${more[*]}: user %U s, system %S s, wall %e s, peak %M KiB" \
        -o "$D/time.txt" "$D/gamedyn" params chomp --xmax "$X" "$@" --sheets "$D/sheets.tsv" -o "$D/params.tsv" \
        --checkpoint "$D/checkpoint" --checkpoint-every "${EVERY:-1200}" "${more[@]}" -q
    cat "$D/time.txt"
    ;;
status)
    D=$2
    if [ -f "$D/checkpoint" ]; then
        echo "checkpoint: $(sed -n 3p "$D/checkpoint"), $(wc -c <"$D/checkpoint") bytes, saved $(date -r "$D/checkpoint" '+%F %T')"
    else
        echo "no checkpoint in $D"
    fi
    [ -s "$D/time.txt" ] && cat "$D/time.txt"
    [ -f "$D/params.tsv" ] && echo "finished: $D/params.tsv"
    ;;
summary)
    D=$2
    grep -v '^#' "$D/sheets.tsv" | awk -F'\t' '
        NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; if (!("period" in col)) { print "no period column"; exit 2 } next }
        { n++; p = $col["period"]; if (p > 0) { tails++; cnt[p]++; if (!(p in first)) first[p] = $1; if (p > big) big = p } }
        END {
            printf "sheets %d, tails %d (%.6f; sqrt2 - 1 = %.6f), largest period %d\n", n, tails, tails / n, sqrt(2) - 1, big
            printf "period\tsheets\tfirst x\n"
            for (p = 1; p <= big; p++) if (p in cnt) printf "%d\t%d\t%d\n", p, cnt[p], first[p]
        }'
    ;;
overlap)
    D=$2 R=$3
    n=$(grep -vc '^#' "$R/sheets.tsv")
    a=$(mktemp) b=$(mktemp)
    trap 'rm -f "$a" "$b"' EXIT
    grep -v '^#' "$D/sheets.tsv" | awk -v n="$n" 'NR <= n' | cut -f1-12 >"$a" # (head would end the pipe early: pipefail)
    grep -v '^#' "$R/sheets.tsv" | cut -f1-12 >"$b"
    if cmp -s "$a" "$b"; then
        echo "the first $((n - 1)) sheets: the same bytes"
    elif [ "$(wc -l <"$a")" -eq "$n" ] && paste "$a" "$b" | awk -F'\t' '
            { h = NF / 2
              for (i = 1; i <= h; i++) {
                  x = $i; y = $(i + h)
                  if (x == y) continue
                  if (x ~ /^-?[0-9]+\.[0-9]+$/ && y ~ /^-?[0-9]+\.[0-9]+$/ && (x - y <= 1.000001e-6 && y - x <= 1.000001e-6)) continue
                  exit 1 } }'; then
        echo "the first $((n - 1)) sheets: the same values (to the sixth decimal)"
    else
        echo "the first $((n - 1)) sheets DIFFER"
        exit 1
    fi
    ;;
*)
    sed -n '2,19p' "$0"
    exit 2
    ;;
esac
