#!/bin/sh
# The notebook examples/gamedyn-tour.ipynb: executed from its first cell to its last on this
# build's library and the package of this tree (any error fails), and its text outputs
# compared with the ones it is committed with, so that neither the notebook nor what it shows
# can fall behind the library. Pictures are compared by their presence (their bytes depend on
# matplotlib's version). One of its answers is set against the tool.
. tests/cli/lib_cli.sh
B=$(dirname "$G")
case $B in
build/release) ;;
*) echo "cli_python_notebook: skipped for $B (runs for the optimized build, build/release)"; exit 0 ;;
esac
# Debian's python3-nbconvert, python3-ipykernel and python3-matplotlib are for Debian's python3.
PY=
for p in python3 /usr/bin/python3; do
    "$p" -c 'import nbconvert, ipykernel, matplotlib, numpy' 2>/dev/null && { PY=$p; break; }
done
if [ -z "$PY" ]; then
    echo "cli_python_notebook: SKIPPED, no python3 with nbconvert, ipykernel, matplotlib and numpy" \
        "(bash scripts/setup.sh installs python3-nbconvert python3-ipykernel python3-matplotlib)"
    exit 0
fi
NB=examples/gamedyn-tour.ipynb
LIB=$(cd "$B" && pwd)/libgamedyn.so
# The kernel inherits the environment: this tree's package on this build's library; Jupyter's,
# IPython's and matplotlib's own files go to the temporary folder, and only the system's
# kernel (the python3 that runs nbconvert) is found.
mkdir -p "$T/nb" "$T/home"
env PYTHONPATH="$(pwd)/python" GAMEDYN_LIB="$LIB" MPLCONFIGDIR="$T/home/mpl" IPYTHONDIR="$T/home/ipython" \
    JUPYTER_DATA_DIR="$T/home/data" JUPYTER_RUNTIME_DIR="$T/home/runtime" JUPYTER_CONFIG_DIR="$T/home/config" \
    PYDEVD_DISABLE_FILE_VALIDATION=1 \
    "$PY" -Xfrozen_modules=off -m nbconvert --to notebook --execute "$NB" --output-dir "$T/nb" \
    --ExecutePreprocessor.timeout=600 --ExecutePreprocessor.record_timing=False >"$T/run" 2>&1 && ok ||
    bad "nbconvert --execute $NB failed: $(grep -v '^\[NbConvertApp\]' "$T/run" | tail -n 30)"
OUT=$T/nb/$(basename "$NB")
if [ -f "$OUT" ]; then
    "$PY" - "$NB" "$OUT" >"$T/cmp" 2>&1 <<'EOF' && ok || bad "$(cat "$T/cmp")"
import json, sys

def outputs(path):
    cells = {}
    for c in json.load(open(path))["cells"]:
        if c["cell_type"] != "code":
            continue
        got = []
        for o in c["outputs"]:
            if o["output_type"] == "error":
                got.append(("error", o["ename"], o["evalue"]))
            elif o["output_type"] == "stream":
                got.append(("stream", o["name"], "".join(o["text"])))
            else:
                d = o.get("data", {})
                got.append((o["output_type"], "".join(d.get("text/plain", "")), "image/png" in d))
        cells[c["id"]] = got
    return cells

want, got = outputs(sys.argv[1]), outputs(sys.argv[2])
bad = [k for k in want if want[k] != got.get(k)]
if list(want) != list(got) or bad:
    for k in bad:
        print(f"cell {k}: committed {want[k]!r}\n  executed {got.get(k)!r}")
    sys.exit(f"the committed outputs of {sys.argv[1]} differ from its execution (cells {bad}); "
             "execute it again and commit it (docs/python.md)")
pictures = sum(1 for v in got.values() for o in v if o[-1] is True)
if pictures != 3:
    sys.exit(f"{pictures} pictures, expected 3")
EOF
    # The partizan cell's value of Domineering 2x3 is the tool's.
    v=$("$G" query domineering 2x3 --value | sed -n 's/^value //p')
    grep -qF "\"2x3: $v " "$OUT" && ok || bad "Domineering 2x3: the tool says '$v', the notebook: $(grep -F '2x3:' "$OUT")"
fi
# The notebook's pictures shown in docs/python.md are its committed outputs.
python3 examples/tour_pictures.py --check && ok || bad "docs/images/tour-*.png differ from the notebook's pictures: python3 examples/tour_pictures.py"
echo "cli_python_notebook: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
