#!/bin/sh
# Every TSV output reads as it is with pandas.read_csv(f, sep="\t", comment="#") and with
# numpy.genfromtxt (names=True) once the '#' lines are left out (docs/format.md): one header
# line of names, then the rows, empty fields for missing values (never "-"). The columns and
# the number of rows are checked against the same command's --json output: its "columns" and
# "data" (the rows themselves, when the table would go to stdout) or "rows" (the -o file's).
. tests/cli/lib_cli.sh
# A question of format, asked through pandas (half a second a command to start): for the
# optimized build only; the sanitizers see the same writers in cli_json and cli_outputs.
case $(dirname "$G") in
*/san*) echo "cli_tsv: skipped for the sanitizer build (runs for the optimized build)"; exit 0 ;;
esac
PY=
for p in python3 /usr/bin/python3; do
    if "$p" -c 'import pandas, numpy' 2>/dev/null; then PY=$p; break; fi
done
if [ -z "$PY" ]; then
    bad "python3 with pandas and numpy is missing (scripts/setup.sh installs python3-pandas)"
    echo "cli_tsv: $checks checks, $fails failed"
    exit 1
fi
cat >"$T/check.py" <<'PYEOF'
import io, json, sys, warnings
import numpy, pandas
tsv, js = sys.argv[1], sys.argv[2]
extra = json.loads(sys.argv[3]) if len(sys.argv) > 3 else {}
def no_duplicates(pairs):
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), "duplicate keys: %s" % keys
    return dict(pairs)
text = open(js).read()
assert text.count("\n") == 1 and text.endswith("\n"), "not one JSON line"
j = json.loads(text, object_pairs_hook=no_duplicates)
assert j["gamedyn"] and j["command"][0] == "gamedyn" and isinstance(j["parameters"], dict), "head"
df = pandas.read_csv(tsv, sep="\t", comment="#", dtype=str, keep_default_na=False)
cols = extra.get("columns", j.get("columns"))
rows = extra.get("rows", len(j["data"]) if "data" in j else j.get("rows"))
assert list(df.columns) == cols, "columns %s, JSON %s" % (list(df.columns), cols)
assert len(df) == rows, "rows %d, JSON %s" % (len(df), rows)
for c in df.columns:
    assert not (df[c] == "-").any(), "a '-' in column %s" % c
if "data" in j and "columns" in j:
    # the same cells: JSON null where the TSV is empty
    for r, d in zip(df.itertuples(index=False), j["data"]):
        want = ["" if v is None else str(v) for v in d]
        got = list(r)[:len(want)]
        assert got == want, "row %s, JSON %s" % (got, d)
# numpy: the header is the first line that is not a comment
lines = [l for l in open(tsv) if not l.startswith("#")]
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    a = numpy.genfromtxt(io.StringIO("".join(lines)), delimiter="\t", names=True, dtype=None, encoding="utf-8",
                         deletechars="", replace_space="_", invalid_raise=False)
assert len(a.dtype.names) == len(cols), "numpy names %s" % (a.dtype.names,)
assert a.size == rows, "numpy rows %d" % a.size
PYEOF
# tsv_vs_json NAME TSVFILE JSONFILE [EXPECT]: EXPECT (JSON) overrides columns/rows
tsv_vs_json() {
    "$PY" "$T/check.py" "$2" "$3" ${4:+"$4"} 2>"$T/py.err" && ok || bad "$1: $(tail -1 "$T/py.err")"
}
# both: the TSV on stdout, and the same command with --json
both() { # NAME ARGS...
    name=$1; shift
    "$G" "$@" -q >"$T/$name.tsv" 2>/dev/null && "$G" "$@" -q --json >"$T/$name.json" 2>/dev/null ||
        { bad "$name: $* failed"; return; }
    tsv_vs_json "$name" "$T/$name.tsv" "$T/$name.json"
}
# to_file NAME ARGS...: -o FILE.tsv with --json
to_file() {
    name=$1; shift
    "$G" "$@" -q --json -o "$T/$name.tsv" >"$T/$name.json" 2>/dev/null || { bad "$name: $* failed"; return; }
    tsv_vs_json "$name" "$T/$name.tsv" "$T/$name.json"
}
both table table wythoff --max 12
both table_pass table nim --pass --max 12
both table_value table wythoff --max 30 --value 0
both table_blocking table wythoff --max 12 --blocking 1
to_file table_file table wythoff --max 12 --outcome
both euclid euclid --max 9
both euclid_outcome euclid --max 9 --outcome --cd
to_file euclid_file euclid --max 9
both fibnim fibnim --max 30
both fibnim_start fibnim --max 30 --start
both fibnim_every fibnim --max 12 --every
to_file fibnim_file fibnim --max 30
both nimber nimber table --max 7
to_file nimber_file nimber table --max 7 --op mul
both heap heap 0.07 --max 60
both heap_periodic heap kayles --max 100 --layout periodic --width 12
to_file heap_file heap 4.07 --max 80
both periods periods wythoff --rows 0:6
both periods_pass periods nim --pass --rows 10:12 --max-b 300
to_file opening opening chomp --xmax 40
to_file overlap overlap nim --pass --xmax 40
to_file overlap_bin overlap chomp --pass --xmax 60 --bin 10
to_file sensitivity sensitivity chomp --at 30,5 --xmax 60
to_file compare compare chomp --x 32 --grid 8 --seeds 1
to_file params params chomp --xmax 100
to_file bounds bounds wythoff --max 60
to_file bounds_band bounds nim --pass --max 60
# solve: the census and the list against the JSON's sheets and positions
"$G" solve chomp --xmax 40 >"$T/census.tsv" && "$G" solve chomp --xmax 40 --json >"$T/census.json" || bad "solve"
n=$("$PY" -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["sheets"]))' "$T/census.json")
tsv_vs_json solve_census "$T/census.tsv" "$T/census.json" "{\"columns\": [\"x\",\"kind\",\"n\",\"period\",\"values\"], \"rows\": $n}"
"$G" solve nim --xmax 6 --list >"$T/list.tsv" && "$G" solve nim --xmax 6 --list --json >"$T/list.json" || bad "solve --list"
n=$("$PY" -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["positions"]))' "$T/list.json")
tsv_vs_json solve_list "$T/list.tsv" "$T/list.json" "{\"columns\": [\"x\",\"y\",\"z\"], \"rows\": $n}"
# atlas: a row a rectangle
"$G" atlas domineering --max-cells 8 -q -o "$T/atlas.tsv" && "$G" atlas domineering --max-cells 8 -q --json >"$T/atlas.json" ||
    bad "atlas"
n=$("$PY" -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["rectangles"]))' "$T/atlas.json")
cols=$(grep -v '^#' "$T/atlas.tsv" | head -1 | "$PY" -c 'import json,sys; print(json.dumps(sys.stdin.read().rstrip("\n").split("\t")))')
tsv_vs_json atlas "$T/atlas.tsv" "$T/atlas.json" "{\"columns\": $cols, \"rows\": $n}"
# grundy: Chomp's rectangle values (n = 1..done), 2-pile Nim's (a+1)(b+1) cells
"$G" grundy chomp --max 30 -q --json -o "$T/gc.tsv" >"$T/gc.json" || bad "grundy chomp"
n=$("$PY" -c 'import json,sys; print(json.load(open(sys.argv[1]))["done"])' "$T/gc.json")
tsv_vs_json grundy_chomp "$T/gc.tsv" "$T/gc.json" "{\"columns\": [\"n\",\"g\"], \"rows\": $n}"
"$G" grundy nim --max 9 -q --json --tsv "$T/gn.tsv" -o "$T/gn.png" >"$T/gn.json" || bad "grundy nim"
tsv_vs_json grundy_nim "$T/gn.tsv" "$T/gn.json" '{"columns": ["a","b","g"], "rows": 100}'
# the TSVs that have no table in a --json line: read by pandas with the header and rows expected
reads() { # NAME FILE COLUMNS ROWS
    "$PY" -c '
import sys, pandas
d = pandas.read_csv(sys.argv[1], sep="\t", comment="#", dtype=str, keep_default_na=False)
assert list(d.columns) == sys.argv[2].split(",") and len(d) == int(sys.argv[3]), (list(d.columns), len(d))
assert not (d == "-").any().any()
' "$2" "$3" "$4" 2>"$T/py.err" && ok || bad "$1: $(tail -1 "$T/py.err")"
}
"$G" params chomp --xmax 60 -q --sheets "$T/ps.tsv" >/dev/null || bad "params --sheets"
reads params_sheets "$T/ps.tsv" "$(grep -v '^#' "$T/ps.tsv" | head -1 | tr '\t' ,)" 61
"$G" sensitivity chomp --sites random:3 --at 30 --span 12 -q -o "$T/ens.tsv" >/dev/null || bad "sensitivity --sites"
reads ensembles "$T/ens.tsv" at,level,x,sites,mean,stderr,sd,median,q1,q3,share_half,share_healed 12
"$G" sheets chomp --x 3:9:3 --npy -o "$T/fr" -q >/dev/null || bad "sheets"
reads frames "$T/fr/frames.tsv" frame,x,file,npy 3
"$G" partest --tasks 7 -q -o "$T/pt.tsv" || bad "partest"
reads partest "$T/pt.tsv" i,value 7
echo "cli_tsv: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
