#!/usr/bin/env bash
# Benchmarks: seconds and peak memory (GNU time) for each run.
#   bash bench/run.sh            Chomp census x <= 20000, 50000; Nim with a pass 16384^2, 32768^2
#   bash bench/run.sh quick      Chomp x <= 20000 and Nim with a pass 16384^2 only
#   bash bench/run.sh big        adds Chomp x <= 130000
#   (bench/census.sh: the census alone, repeated, min/max, compared with a reference binary)
#   bash bench/run.sh pictures   sheet images (W_10000 of Chomp and Nim, both, decompose) and figures
#   bash bench/run.sh experiments  params at X = 20000, overlap and sensitivity at X = 2000, the report
set -euo pipefail
cd "$(dirname "$0")/.."
make -j"$(nproc)" all >/dev/null
G=build/release/gamedyn
mode=${1:-default}
B=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-bench.XXXXXX"); trap 'rm -rf "$B"' EXIT
run() {
    local label=$1; shift
    /usr/bin/time -f "%e %M" -o "$B/time" "$G" "$@" -q >"$B/out"
    read -r secs kb <"$B/time"
    printf '%-34s %8.2f s %10.1f MiB   sha256 %s\n' "$label" "$secs" "$(echo "$kb/1024" | bc -l)" \
        "$(grep -v '^#' "$B/out" | sha256sum | cut -c1-12)"
}
echo "gamedyn $("$G" --version | cut -d' ' -f2) on $(nproc) cores, $(date -u +%F)"
if [ "$mode" = pictures ]; then
    P=$B
    run "sheet chomp W_10000 (12001^2 cells)" sheet chomp --x 10000 -o "$P/w.png"
    run "sheet chomp W_10000 --kind both" sheet chomp --x 10000 --kind both -o "$P/b.png"
    run "sheet chomp W_10000 --rescale 1000" sheet chomp --x 10000 --rescale 1000 -o "$P/r.png"
    run "sheet chomp W_2000 --decompose" sheet chomp --x 2000 --decompose -o "$P/d.png"
    run "sheet nim W_5000 (10001^2 cells)" sheet nim --x 5000 -o "$P/n.png"
    run "sheet nim W_10000 (20001^2 cells)" sheet nim --x 10000 -o "$P/n2.png"
    run "sheets chomp 1000:10000:1000 --rescale" sheets chomp --x 1000:10000:1000 --rescale -o "$P/s"
    run "figures (all papers' figures)" figures -o "$P/f"
    exit 0
fi
if [ "$mode" = experiments ]; then
    P=$B
    run "params chomp X=20000" params chomp --xmax 20000
    run "params chomp --pass X=3300" params chomp --pass --xmax 3300
    run "params chomp generic X=20000" params chomp --perturb point:20,3,10 --xmax 20000
    run "opening chomp X=20000" opening chomp --xmax 20000 --summary
    run "overlap nim --pass X=2000" overlap nim --pass --xmax 2000
    run "overlap chomp --pass X=2000" overlap chomp --pass --xmax 2000
    run "sensitivity nim random X=2000" sensitivity nim --perturb random:seed=1,sigma=10 --at 50,25 --xmax 2000
    run "sensitivity chomp X=2000" sensitivity chomp --at 50,10 --xmax 2000
    run "compare nim X=200" compare nim --x 200
    run "report (everything)" report -o "$P/r"
    exit 0
fi
run "chomp census x<=20000" solve chomp --xmax 20000 --census
[ "$mode" = quick ] || run "chomp census x<=50000" solve chomp --xmax 50000 --census
[ "$mode" = big ] && run "chomp census x<=130000" solve chomp --xmax 130000 --census
run "nim --pass window 16384^2" solve nim --pass --xmax 16383 --ymax 16383 --census
[ "$mode" = quick ] || run "nim --pass window 32768^2" solve nim --pass --xmax 32767 --ymax 32767 --census
