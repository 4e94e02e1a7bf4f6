#!/bin/sh
# The --json summaries: every wall-clock measurement is in the "timing" member (two runs of
# the same command give the same JSON once that member is left out, and no other key holds
# seconds), and a summary that cannot be written says why.
. tests/cli/lib_cli.sh
run_twice() { # NAME ARGS...
    name=$1; shift
    "$G" "$@" >"$T/$name.1" 2>/dev/null && "$G" "$@" >"$T/$name.2" 2>/dev/null || { bad "$name: $*"; return; }
    python3 - "$T/$name.1" "$T/$name.2" <<'PYEOF' && ok || bad "$name: $(cat "$T/$name.1")"
import json, sys
def seconds_keys(v, path=""):
    if isinstance(v, dict):
        for k, x in v.items():
            if path == "" and k in ("timing", "parameters"):  # parameters: what was asked (a --seconds budget)
                continue
            if k.endswith("seconds"):
                yield path + "/" + k
            yield from seconds_keys(x, path + "/" + k)
    elif isinstance(v, list):
        for x in v:
            yield from seconds_keys(x, path)
a, b = (json.loads(open(f).read()) for f in sys.argv[1:3])
assert "timing" in a, "no timing member"
bad = list(seconds_keys(a))
assert not bad, "seconds outside timing: %s" % bad
a.pop("timing"); b.pop("timing")
assert a == b, "two runs differ"
PYEOF
}
run_twice bounds bounds nim --pass --max 100 --json
run_twice fibnim fibnim --max 40 --json -o "$T/f.tsv"
run_twice wythoff wythoff --check 10000 --json
run_twice grundy grundy chomp --max 60 -q --json -o "$T/g.tsv"
# stdout on a full device: the cause, not "Input/output error"
if [ -w /dev/full ]; then
    for args in "wythoff --check 1000 --json" "params chomp --xmax 100 -q --json" "bounds nim --pass --max 50 --json"; do
        # shellcheck disable=SC2086
        "$G" $args >/dev/full 2>"$T/err"
        rc=$?
        [ "$rc" -eq 2 ] && grep -q "No space left on device" "$T/err" && [ "$(wc -l <"$T/err")" -eq 1 ] && ok ||
            bad "$args >/dev/full: status $rc, $(cat "$T/err")"
    done
fi
# Every command's --json: one line, the head (version, the command line as given, parameters
# as an object), no key twice in an object, and its facts the same as the text output's.
head_check() { # JSONFILE ARGS...: the line's head
    f=$1; shift
    python3 - "$f" "$@" <<'PYEOF'
import json, sys
def no_duplicates(pairs):
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), "duplicate keys: %s" % keys
    return dict(pairs)
text = open(sys.argv[1]).read()
assert text.count("\n") == 1 and text.endswith("\n"), "not one line"
j = json.loads(text, object_pairs_hook=no_duplicates)
assert list(j)[:3] == ["gamedyn", "command", "parameters"], list(j)[:3]
assert j["command"] == ["gamedyn"] + sys.argv[2:], j["command"]
assert isinstance(j["parameters"], dict) and isinstance(j["gamedyn"], str)
PYEOF
}
# jcheck NAME 'PYTHON EXPRESSION over j (the JSON) and t (the text output)' ARGS...
jcheck() {
    name=$1 expr=$2; shift 2
    "$G" "$@" >"$T/$name.txt" 2>/dev/null && "$G" "$@" --json >"$T/$name.json" 2>/dev/null ||
        { bad "$name: $* failed"; return; }
    head_check "$T/$name.json" "$@" --json 2>"$T/$name.err" || { bad "$name head: $(tail -1 "$T/$name.err")"; return; }
    python3 -c "
import json, re, sys
j = json.load(open(sys.argv[1])); t = open(sys.argv[2]).read()
assert $expr, j
" "$T/$name.json" "$T/$name.txt" 2>"$T/$name.err" && ok || bad "$name: $(tail -1 "$T/$name.err")"
}
jcheck query 'j["outcome"] == t.split()[0] and [m["to"] for m in j["winning_moves"]] == [json.loads(x) for x in t.split()[1:]] and j["parameters"]["position"] == [5, 2, 1]' \
    query chomp 5,2,1
jcheck query_value 'j["grundy"] == int(t.split()[2]) and j["outcome"] == t.split()[0] and j["winning_moves"][0]["to"] == json.loads(t.split()[3])' \
    query kayles 7,9 --value
jcheck query_pass '[(m["pass"], m["to"]) for m in j["winning_moves"]] == [(False, [0, 0, 0])] and j["parameters"]["pass"] == 1' \
    query nim 0 0 1 --pass
jcheck query_board 'j["value"] == t.split()[2] and j["parameters"]["position_rows"] == 2 and [m["side"] + " " + m["to"] for m in j["winning_moves"]] == t.strip().split("\n")[2:]' \
    query domineering:../.. --value
jcheck solve '[[str(s["x"]), s["kind"], str(s["n"]), "" if s["period"] is None else str(s["period"]), ",".join(map(str, s["values"] or []))] for s in j["sheets"]] == [l.split("\t") for l in t.split("\n")[4:-1]]' \
    solve chomp --xmax 20
jcheck solve_list 'j["positions"] == [list(map(int, l.split())) for l in t.split("\n")[4:-1]]' solve nim --xmax 4 --list
jcheck sum 'j["nim_sum"] == int(t.split("nim-sum ")[1].split()[0]) and j["parameters"]["sum"] == ["nim:[3]", "nim:[5]"]' sum "nim:3 nim:5"
jcheck games '[g["name"] for g in j["games"]] == [l for l in t.split("\n") if l and not l.startswith(" ")]' games
jcheck cgt 'j["value"] == t.split("value ")[1].split()[0] and j["parameters"] == {"expression": "{2|-1}"}' cgt "{2|-1}"
jcheck cgt_compare 'j["result"] == t.strip().split("\n")[-1] and j["parameters"] == {"G": "^", "H": "*"}' cgt compare "^" "*"
jcheck census 'j["games"] == 22 and j["parameters"] == {"day": 2}' cgt census --day 2 -q
jcheck nimber 'j["value"] == int(t) and j["parameters"] == {"operation": "mul", "operands": [16, 16]}' nimber mul 16 16
jcheck table 'j["data"] == [list(map(int, l.split("\t"))) for l in t.split("\n")[4:-1]]' table wythoff --max 6 -q
jcheck euclid 'len(j["data"]) == len(t.split("\n")) - 5 and j["p_positions"] == sum(1 for r in j["data"] if r[2] == 0)' euclid --max 8 -q
jcheck heap 'j["data"] == [list(map(int, l.split("\t"))) for l in t.split("\n") if l and l[0].isdigit()] and j["parameters"]["code"] == "0.07"' \
    heap 0.07 --max 40 -q
jcheck partest 'j["data"] == [[int(l.split("\t")[0]), l.split("\t")[1]] for l in t.split("\n")[4:-1]] and j["columns"] == ["i", "value"] and j["ranks"] == 1 and "seconds" in j["timing"]' \
    partest --tasks 5 --work 10 -q
# play: the game on stderr, its record on stdout as one line at the end
printf '1\n1\n1\n' | "$G" play nim 2,1 --json >"$T/play.json" 2>"$T/play.err" &&
    head_check "$T/play.json" play nim 2,1 --json && grep -q "you win" "$T/play.err" &&
    python3 -c 'import json,sys; L=open(sys.argv[1]).read().splitlines(); j=json.loads(L[0]); assert len(L) == 1 and j["start"] == [2, 1] and [(m["by"], m["to"]) for m in j["moves"]] == [("you", [1, 1]), ("gamedyn", [0, 1]), ("you", [0, 0])] and j["winner"] == "you" and j["end"] == "no move"' "$T/play.json" &&
    ok || bad "play --json: $(cat "$T/play.json")"
printf '1\n' | "$G" play domineering:../.. --json >"$T/playd.json" 2>/dev/null &&
    python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["moves"] == [{"by": "you", "side": "Left", "move": "a1", "to": "#./#.", "to_rows": 2, "to_cols": 2}] and j["winner"] == "you"' "$T/playd.json" &&
    ok || bad "play --json on a board: $(cat "$T/playd.json")"
printf 'quit\n' | "$G" play nim 3 --json 2>/dev/null | python3 -c 'import json,sys; j=json.load(sys.stdin); assert j["moves"] == [] and j["winner"] is None and j["end"] == "abandoned"' &&
    ok || bad "play --json abandoned"
jcheck periods '[r[0] for r in j["data"]] == [0, 1, 2, 3] and j["proved"] == 4' periods wythoff --rows 0:3 -q
jcheck wythoff 'j["agree"] is True' wythoff --check 2000 -q
jcheck atlas 'len(j["rectangles"]) == len([l for l in t.split("\n") if l and l[0].isdigit()])' atlas domineering --max-cells 6 -q
jcheck scoring 'j["value"] == "<2|1>" and "value <2|1>" in t and j["parameters"]["expression"] == "<2|1>"' scoring '<2|1>'
jcheck sylver 'j["positions"] == 10 and j["P"] + j["N"] == 10 and "10 positions" in t' sylver --triples 8 -o "$T/syl.tsv"
jcheck graph 'len(j["nodes"]) == len(re.findall(r"^  n[0-9]+ \[", t, re.M)) and len(j["edges"]) == t.count(" -> ") and j["nodes"][0]["position"] == [2, 2] and j["parameters"]["position"] == [2, 2]' \
    graph nim 2,2 -q
"$G" voxels wythoff --max 8 -o "$T/v.png" --obj "$T/v.obj" --json >"$T/v.json" &&
    head_check "$T/v.json" voxels wythoff --max 8 -o "$T/v.png" --obj "$T/v.obj" --json &&
    python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["cubes"] == 81 and j["vertices"] == sum(1 for l in open(sys.argv[2]) if l.startswith("v "))' \
        "$T/v.json" "$T/v.obj" && ok || bad "voxels --json"
# the strings a user typed, escaped and whole: quotes, backslashes, a tab, a long argument
long=$(python3 -c 'print("{" * 1 + "0," * 1500 + "0|0}")')
"$G" cgt "$long" --json >"$T/long.json" 2>/dev/null && head_check "$T/long.json" cgt "$long" --json && ok || bad "a long expression is not whole"
"$G" query 'sub:{1,2}:3,4' --json >"$T/sub.json" && head_check "$T/sub.json" query 'sub:{1,2}:3,4' --json && ok || bad "query sub"
odd="$T/a\"b\\c	d é.tsv"
"$G" table wythoff --max 3 -q --json -o "$odd" >"$T/odd.json" && head_check "$T/odd.json" table wythoff --max 3 -q --json -o "$odd" &&
    python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))["output"] == sys.argv[2]' "$T/odd.json" "$odd" && ok ||
    bad "a path with a quote, a backslash, a tab and UTF-8"
echo "cli_json: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
