#!/bin/sh
# --json on sensitivity, overlap and compare: exactly one line on stdout, valid JSON
# (python3 -m json.tool), the numbers of the prose summary, strings escaped.
. tests/cli/lib_cli.sh

# json_line NAME ARGS...: stdout is one line and valid JSON; it is left in $T/NAME.json
json_line() {
    name=$1; shift
    if ! "$G" "$@" >"$T/$name.json" 2>"$T/err"; then bad "$name: exit status ($(cat "$T/err"))"; return; fi
    [ "$(wc -l <"$T/$name.json")" -eq 1 ] && ok || bad "$name: $(wc -l <"$T/$name.json") lines on stdout"
    python3 -m json.tool "$T/$name.json" >/dev/null 2>&1 && ok || bad "$name: not JSON: $(cat "$T/$name.json")"
}
# field NAME EXPR: a Python expression on the parsed object j
field() { python3 -c "import json,sys; j=json.load(open(sys.argv[1])); print($2)" "$T/$1.json"; }

json_line sens sensitivity chomp --at 50,10 --xmax 300 -q --json
"$G" sensitivity chomp --at 50,10 --xmax 300 -q -o "$T/s.tsv" >"$T/s.txt"
grep -q "moved $(field sens "j['half_moved_after']") levels later" "$T/s.txt" && ok || bad "sensitivity: half level differs from the prose"
[ "$(field sens "j['at']")" = "[50, 10, 34]" ] && ok || bad "sensitivity: at $(field sens "j['at']")"
grep -q "$(field sens "'%.4f per level' % j['growth_rate_per_level']")" "$T/s.txt" && ok || bad "sensitivity: growth rate differs"
# --json with -o: the table goes to the file, stdout has the JSON line only
json_line sens_o sensitivity chomp --at 50,10 --xmax 300 -q --json -o "$T/s2.tsv"
[ "$(grep -v '^# command' "$T/s.tsv")" = "$(grep -v '^# command' "$T/s2.tsv")" ] && ok || bad "sensitivity: --json changed the table"
# a point at an N-position: half never moves (null)
json_line sens_n sensitivity chomp --at 10,0,0 --xmax 60 -q --json
[ "$(field sens_n "j['half_moved_after']")" = "None" ] && ok || bad "sensitivity at an N-position: $(cat "$T/sens_n.json")"

json_line ov overlap nim --pass --xmax 300 -q --json
"$G" overlap nim --pass --xmax 300 -q -o "$T/o.tsv" >"$T/o.txt"
[ "$(field ov "'overlap: mean %.4f over the first quarter of the levels, %.4f over the last; trend %+.4f per 1000 levels' % (j['mean_overlap_first_quarter'], j['mean_overlap_last_quarter'], j['trend_per_1000_levels'])")" = "$(cat "$T/o.txt")" ] && ok || bad "overlap: JSON differs from the prose"
# a V file whose name needs escaping: the spec comes back unchanged
v="$T/v \"quoted\" \\ back	tab.txt"
: >"$v"
json_line ov_v overlap chomp --perturb "$v" --xmax 30 -q --json
[ "$(field ov_v "j['perturb']")" = "$v" ] && ok || bad "overlap: perturb spec not escaped: $(cat "$T/ov_v.json")"
[ "$(field ov_v "j['mean_overlap_first_quarter'], j['mean_overlap_last_quarter']")" = "1 1" ] && ok || bad "overlap: an empty V gave $(cat "$T/ov_v.json")"

json_line cmp compare nim --x 32 --grid 8 --seeds 2 -q --json
"$G" compare nim --x 32 --grid 8 --seeds 2 -q -o "$T/c.tsv" >"$T/c.txt"
[ "$(field cmp "' '.join(j['variants'])")" = "plain pass finite random1 random2" ] && ok || bad "compare: variants $(field cmp "j['variants']")"
[ "$(field cmp "'nim W_%d: distance to W_%d %.4f, to W_%d %.4f' % (j['x'], j['scale'][0]['b_x'], j['scale'][0]['distance'], j['scale'][1]['b_x'], j['scale'][1]['distance'])")" = "$(head -1 "$T/c.txt")" ] && ok || bad "compare: scale line differs"
[ "$(field cmp "all(j['distance'][a][b] == j['distance'][b][a] and j['distance'][a][a] == 0 for a in range(5) for b in range(5))")" = "True" ] && ok || bad "compare: matrix not symmetric with zero diagonal"
[ "$(field cmp "'%.4f' % j['distance'][1][3]")" = "$(awk '$1=="pass"{print $5}' "$T/c.txt")" ] && ok || bad "compare: pass-random1 differs from the prose"

expect_error sensitivity chomp --at 50,10 --xmax 300 -q --json --plot "$T/p.png"
# every --json line carries the version and the run's parameters, like every other command's
for cmd in "overlap nim --pass --xmax 40 -q --json" "sensitivity chomp --at 30,5 --xmax 60 -q --json" \
    "compare chomp --x 32 --grid 8 --seeds 1 -q --json"; do
    "$G" $cmd | python3 -c 'import json, sys; d = json.loads(sys.stdin.readline()); assert d["gamedyn"] and isinstance(d["parameters"], dict) and d["parameters"]["game"] and d["command"][0] == "gamedyn"' &&
        ok || bad "no version/parameters in: $cmd"
done
echo "cli_experiments_json: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
