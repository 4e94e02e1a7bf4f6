#!/bin/sh
# gamedyn fibnim (the table, its outputs and checks) and the fibnim game in query, graph
# and play; the table's TSV against a direct mex in python3.
. tests/cli/lib_cli.sh

expect_error fibnim
expect_error fibnim --max 0
expect_error fibnim --max 1048577
expect_error fibnim --max 10 --start --every
expect_error fibnim --max 10 --start -o "$T/f.npy"
expect_error fibnim --max 10 --scale 2
# --json with the TSV on stdout: the rows are in the JSON, the same as the TSV's
"$G" fibnim --max 10 --json -q | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["columns"]==["n","r_from","g"] and len(d["data"])==d["runs"]' && ok || bad "json with the rows"
expect_error fibnim --max 100000 --max-mem 1M
expect_error fibnim nim --max 10
expect_error query fibnim:4611686018427387905
expect_error query fibnim:3,4,5
expect_error query fibnim:5 --perturb "1,1,1"

# start values: the published twenty
"$G" fibnim --max 20 --start -q | grep -v '^#' | tail -n +2 | cut -f2 | tr '\n' ' ' >"$T/s"
[ "$(cat "$T/s")" = "0 0 0 3 0 4 4 0 5 5 5 6 0 6 6 7 7 7 7 7 " ] && ok || bad "start values: $(cat "$T/s")"

# every (n, r) to 60 against a mex written from the rules
"$G" fibnim --max 60 --every -o "$T/e.tsv" -q && python3 - "$T/e.tsv" <<'PY' && ok || bad "--every against python"
import sys
G = {}
def g(n, r):
    r = min(r, n)
    if n == 0 or r == 0:
        return 0
    if (n, r) not in G:
        s = {g(n - j, 2 * j) for j in range(1, r + 1)}
        v = 0
        while v in s:
            v += 1
        G[(n, r)] = v
    return G[(n, r)]
rows = [l.split('\t') for l in open(sys.argv[1]) if not l.startswith('#')][1:]
assert len(rows) == 60 * 61 // 2, len(rows)
for n, r, v in rows:
    assert g(int(n), int(r)) == int(v), (n, r, v)
PY
# the runs file says the same as --every
"$G" fibnim --max 60 -o "$T/r.tsv" -q && python3 - "$T/r.tsv" "$T/e.tsv" <<'PY' && ok || bad "runs vs every"
import sys
runs = [l.split('\t') for l in open(sys.argv[1]) if not l.startswith('#')][1:]
every = {(int(n), int(r)): int(v) for n, r, v in ([l.split('\t') for l in open(sys.argv[2]) if not l.startswith('#')][1:])}
by = {}
for n, r, v in runs:
    by.setdefault(int(n), []).append((int(r), int(v)))
for (n, r), v in every.items():
    assert [w for f, w in by[n] if f <= r][-1] == v, (n, r)
PY
# summary and JSON; byte-identical output
"$G" fibnim --max 2000 -o "$T/a.tsv" >"$T/sum" && grep -q "Whinihan's rule .*: holds on the whole table" "$T/sum" &&
    grep -q "non-decreasing: holds" "$T/sum" && ok || bad "summary: $(cat "$T/sum")"
"$G" fibnim --max 2000 -o "$T/b.tsv" -q && grep -v "^# command" "$T/a.tsv" >"$T/a2" && grep -v "^# command" "$T/b.tsv" | cmp -s - "$T/a2" && ok || bad "not byte-identical"
"$G" fibnim --max 500 -o "$T/f.npy" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["whinihan_holds"] and d["max"]==500' && ok || bad "json"
[ "$(head -c 6 "$T/f.npy" | tail -c 5)" = "NUMPY" ] && ok || bad "npy magic"
"$G" fibnim --max 200 -o "$T/f.png" -q && [ -s "$T/f.png" ] && ok || bad "png"

# the game: start position, winning moves, value; any n up to 2^62 without a value
"$G" query fibnim:17 --value >"$T/q" && [ "$(cat "$T/q" | tr '\n' ' ')" = "N grundy 7 [16,2] [13,8] " ] && ok || bad "query 17: $(cat "$T/q")"
"$G" query fibnim:13 --value >"$T/q" && [ "$(cat "$T/q" | tr '\n' ' ')" = "P grundy 0 " ] && ok || bad "query 13: $(cat "$T/q")"
"$G" query "fibnim:17,4" --value >"$T/q" && [ "$(head -2 "$T/q" | tr '\n' ' ')" = "N grundy 3 " ] && ok || bad "query 17,4"
"$G" query fibnim:4611686018427387904 >"$T/q" && [ "$(head -1 "$T/q")" = N ] && ok || bad "query 2^62"
"$G" query fibnim:17 --pass --value >"$T/q" && head -1 "$T/q" | grep -q '^[PN]$' && ok || bad "query with pass"
"$G" graph fibnim:8 -o "$T/g.dot" && grep -q "digraph" "$T/g.dot" && ok || bad "graph"
printf 'hint\n1\nquit\n' | "$G" play fibnim:10 >"$T/p" 2>&1 && grep -q "winning moves" "$T/p" && ok || bad "play: $(cat "$T/p")"

# the generic solver's bound counts every position a limit of 2j can reach: refused up front
timeout 20 "$G" query fibnim:65537,10 --value --max-mem 200M >"$T/out" 2>"$T/err"
[ $? -eq 2 ] && grep -q "takes up to 2147581954 positions, .*above the memory bound 200.00 MiB (--max-mem)" "$T/err" && ok ||
    bad "fibnim:65537,10 --value not refused up front: $(cat "$T/err")"
timeout 20 "$G" query fibnim:100000,3 --pass >"$T/out" 2>"$T/err"
[ $? -eq 2 ] && grep -q "takes up to 10000100002 positions" "$T/err" && ok || bad "fibnim --pass bound: $(cat "$T/err")"

# the default memory bound is 80% of MemAvailable, and a refusal under it says so
if grep -q '^MemAvailable:' /proc/meminfo 2>/dev/null; then
    timeout 20 "$G" query fibnim:100000,3 --pass >"$T/out" 2>"$T/err"
    grep -q "(--max-mem); the default bound is 80% of the available memory$" "$T/err" && ok ||
        bad "default bound not named: $(cat "$T/err")"
    python3 - "$T/err" <<'PY' && ok || bad "default bound is not 80% of MemAvailable: $(cat "$T/err")"
import re, sys
m = re.search(r"above the memory bound ([0-9.]+) (MiB|GiB|TiB)", open(sys.argv[1]).read())
got = float(m.group(1)) * {"MiB": 2**20, "GiB": 2**30, "TiB": 2**40}[m.group(2)]
avail = [int(l.split()[1]) * 1024 for l in open("/proc/meminfo") if l.startswith("MemAvailable:")][0]
sys.exit(0 if abs(got - 0.8 * avail) <= 0.1 * avail else 1)
PY
    timeout 20 "$G" query fibnim:100000,3 --pass --max-mem 1G 2>&1 | grep -q "default bound" && bad "--max-mem given, default named" || ok
fi

echo "cli_fibnim: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
