#!/usr/bin/env bash
# The canonical scoring values of the Scoring Domineering rectangles (docs/scoring.md, "The
# table of rectangles"): every m x n of at most CELLS cells in one run (one store, so larger
# rectangles reuse the regions of smaller ones), each value's birthday, distinct subforms and
# text length, its text when at most 4096 characters, and every value in full as a graph in
# FORMS. Writes the table with each rectangle's seconds and CPU seconds and the run's peak
# memory (not reproducible).
#   bash bench/scoring_values.sh [CELLS [OUT [FORMS]]]   (default 24, scoring_values.txt, scoring_forms.tsv)
set -euo pipefail
cd "$(dirname "$0")/.."
cells=${1:-24}
out=${2:-scoring_values.txt}
forms=${3:-scoring_forms.tsv}
make -j2 all >/dev/null
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-scv.XXXXXX"); trap 'rm -rf "$B"' EXIT
G=build/release/gamedyn
info="gamedyn $($G --version | cut -d' ' -f2-) on $(nproc) cores, $(date -u +%F); load at the start: $(uptime | sed 's/.*load average: //')"
/usr/bin/time -f "%e %U %M" -o "$B/time" $G atlas scoring-domineering --max-cells "$cells" --milnor-cells 0 \
    --value-cells "$cells" --timings -q --forms "$B/forms.tsv" -o "$B/t.tsv"
read -r wall user kb <"$B/time"
{
    echo "# DERIVED: canonical values of Scoring Domineering rectangles, computed by gamedyn (bash bench/scoring_values.sh $cells)"
    echo "# $info"
    echo "# one run of: gamedyn atlas scoring-domineering --max-cells $cells --milnor-cells 0 --value-cells $cells --timings --forms FORMS"
    echo "# $wall s of wall clock, $user s of user CPU, peak memory $((kb / 1024)) MiB; the forms file had $(grep -vc '^#' "$B/forms.tsv") lines, $(wc -c <"$B/forms.tsv") bytes"
    echo "# columns as in its header line; seconds and cpu_seconds are not reproducible (machine, load)"
    grep -v '^#' "$B/t.tsv"
} >"$B/table"
mv "$B/forms.tsv" "$forms"
mv "$B/table" "$out"
echo "$out: $(grep -vc '^#' "$out") lines; $wall s, peak $((kb / 1024)) MiB; forms in $forms" >&2
