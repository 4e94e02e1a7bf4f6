#!/bin/sh
# sensitivity --sites (ensembles), overlap --window/--bin, compare's spread over seeds:
# bad input refused, the published numbers reproduced, output independent of --threads,
# JSON valid and equal to the table.
. tests/cli/lib_cli.sh

expect_error sensitivity chomp --sites nowhere --at 50 --xmax 60
expect_error sensitivity chomp --sites lines --at 50,0 --xmax 60
expect_error sensitivity chomp --sites lines --at 50 --xmax 40
expect_error sensitivity chomp --sites 5:2 --at 50 --xmax 60
expect_error sensitivity chomp --sites random:0 --at 50 --xmax 60
expect_error sensitivity chomp --sites all --at 50 --xmax 60 --reading both
expect_error sensitivity chomp --sites all --at 50 --xmax 60 --window box:x
expect_error sensitivity chomp --sites all --at 50 --xmax 60 --count UU
expect_error sensitivity nim --sites all --at 20 --xmax 30 --count lines
expect_error sensitivity nim --sites lines --at 20 --xmax 30
expect_error sensitivity chomp --sites all --levels 20,30 --xmax 60
expect_error sensitivity chomp --sites all --levels 30,20 --span 10
expect_error sensitivity chomp --sites all --at 20 --xmax 60 --span 10
expect_error sensitivity chomp --at 50,0 --xmax 60 --reading persist
expect_error sensitivity chomp --sites all --at 20 --xmax 60 --threads x
expect_error overlap chomp --pass --xmax 20 --window box:y
expect_error overlap chomp --pass --xmax 20 --bin 0
expect_error compare nim --x 32 --grid 8 --threads -1
expect_error sensitivity chomp --sites random:10000000 --at 50 --span 1000

# the published numbers: the column-0 loser [50,0,37] moves 0.32 0.52 0.68 0.54 of the line
# losers at 5..8 levels; over the 22 line losers of L_50 the mean at 7 levels is 0.09 +- 0.15
# (sd) when the point is an automatic N-position and 0.21 when it persists in W
v=$("$G" sensitivity chomp --sites col0 --at 50 --xmax 58 --count lines -q |
    awk -F'\t' '$1 == 50 && $2 >= 5 { printf "%s%.2f", s, $5; s = " " }')
[ "$v" = "0.32 0.52 0.68 0.54" ] && ok || bad "col0 [50,0,37]: $v"
v=$("$G" sensitivity chomp --sites lines --at 50 --xmax 57 --count lines -q |
    awk -F'\t' '$1 == 50 && $2 == 7 { printf "%d %.2f %.2f", $4, $5, $7 }')
[ "$v" = "22 0.09 0.15" ] && ok || bad "22 line losers, automatic-n: $v"
v=$("$G" sensitivity chomp --sites lines --at 50 --xmax 57 --count lines --reading persist -q |
    awk -F'\t' '$1 == 50 && $2 == 7 { printf "%.2f", $5 }')
[ "$v" = "0.21" ] && ok || bad "22 line losers, persist: $v"
# one site as an ensemble: the single-site run's column of moved shares (Nim, the published site)
a=$("$G" sensitivity nim --perturb point:9,13,4 --at 50,20 --xmax 96 -q | awk -F'\t' '$1 ~ /^[0-9]+$/ { print $2 }')
b=$("$G" sensitivity nim --perturb point:9,13,4 --sites 20:20 --at 50 --xmax 96 -q | awk -F'\t' '$1 ~ /^[0-9]+$/ { print $5 }')
[ "$a" = "$b" ] && [ "$(echo "$b" | tail -1)" = "0.471503" ] && ok || bad "--sites 20:20 differs from --at 50,20"
# with a pass: B is the pass game plus the site (not the plain game plus the site)
for g in chomp nim; do
    a=$("$G" sensitivity $g --pass --at 50,10 --xmax 80 -q | awk -F'\t' '$1 ~ /^[0-9]+$/ { print $2 }')
    b=$("$G" sensitivity $g --pass --sites 10:10 --at 50 --xmax 80 -q | awk -F'\t' '$1 ~ /^[0-9]+$/ { print $5 }')
    [ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "$g --pass --sites 10:10 differs from --at 50,10"
done

# the same output for 1 and 2 threads
a=$("$G" sensitivity chomp --sites random:60 --seed 3 --levels 20,40 --span 30 --reading persist --threads 1 -q | grep -v '^# command')
b=$("$G" sensitivity chomp --sites random:60 --seed 3 --levels 20,40 --span 30 --reading persist --threads 2 -q | grep -v '^# command')
[ "$a" = "$b" ] && ok || bad "sensitivity --sites: 1 and 2 threads differ"
a=$("$G" compare chomp --x 40 --grid 8 --seeds 3 --threads 1 -q | grep -v '^# command')
b=$("$G" compare chomp --x 40 --grid 8 --seeds 3 --threads 2 -q | grep -v '^# command')
[ "$a" = "$b" ] && ok || bad "compare: 1 and 2 threads differ"

# JSON: one valid line, its curve equals the table
"$G" sensitivity chomp --sites lines --at 30 --xmax 60 -q --json -o "$T/e.tsv" >"$T/e.json" &&
    python3 - "$T/e.json" "$T/e.tsv" <<'PY' && ok || bad "sensitivity --sites --json differs from its table"
import json, sys
j = json.loads(open(sys.argv[1]).read())
rows = [l.split('\t') for l in open(sys.argv[2]) if l[0].isdigit()]
e = j['ensembles'][0]
assert e['sites'] == len(e['site_columns']) and e['levels'] == len(rows) == 30
for r, m, q in zip(rows, e['curve']['mean'], e['curve']['q3']):
    assert abs(float(r[4]) - m) < 1e-6 and abs(float(r[9]) - q) < 1e-6
lo, hi = e["half_mean_ci95"]
assert lo is None or hi is None or lo <= hi
PY
"$G" compare nim --x 32 --grid 8 --seeds 3 -q --json | python3 -c '
import json, sys
j = json.load(sys.stdin); s = j["random_spread"]
assert s["plain"]["n"] == 3 and s["between"]["n"] == 3' && ok || bad "compare: random_spread"
n=$("$G" overlap chomp --pass --xmax 99 --bin 10 --window box:20 -q | awk -F'\t' '$1 ~ /^[0-9]+$/' | wc -l)
[ "$n" -eq 10 ] && ok || bad "overlap --bin 10 over x = 0..99: $n bins"

echo "cli_ensemble: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
