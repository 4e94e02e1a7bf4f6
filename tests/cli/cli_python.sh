#!/bin/sh
# The Python package (python/, docs/python.md): its pytest suite on this build's library,
# set against this build's tool; then 'pip install' of a copy of python/ into a fresh
# virtual environment, offline, and the ways the installed package finds the library
# (GAMEDYN_LIB, a library copied into the package's folder, pkg-config's libdir).
. tests/cli/lib_cli.sh
B=$(dirname "$G")
# A sanitized library cannot be loaded into an uninstrumented python; the package's calls
# run under the sanitizers in the C tests of the same functions.
case $B in
build/release) ;;
*) echo "cli_python: skipped for $B (runs for the optimized build, build/release)"; exit 0 ;;
esac
# Debian's python3-numpy and python3-pytest are for Debian's python3, which another
# python3 on PATH may hide.
PY=
for p in python3 /usr/bin/python3; do "$p" -c 'import numpy, pytest' 2>/dev/null && { PY=$p; break; }; done
if [ -z "$PY" ]; then
    echo "cli_python: SKIPPED, no python3 with numpy and pytest (bash scripts/setup.sh installs python3-numpy python3-pytest)"
    exit 0
fi
LIB=$(cd "$B" && pwd)/libgamedyn.so
TOOL=$(cd "$B" && pwd)/gamedyn
GAMEDYN_LIB=$LIB GAMEDYN=$TOOL "$PY" -m pytest -q -p no:cacheprovider python/tests >"$T/pytest" 2>&1 && ok ||
    bad "pytest python/tests: $(tail -n 30 "$T/pytest")"
tail -n 1 "$T/pytest"

# pip install ./python, offline, into a virtual environment that sees Debian's numpy.
if "$PY" -m venv --system-site-packages "$T/venv" >/dev/null 2>&1; then
    cp -r python "$T/src"
    rm -rf "$T/src/build" "$T/src"/*.egg-info
    "$T/venv/bin/pip" install -q --no-index --no-build-isolation "$T/src" >"$T/pip" 2>&1 && ok ||
        bad "pip install ./python: $(cat "$T/pip")"
    SITE=$("$T/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
    probe='import gamedyn, sys; print(gamedyn.library_path); print(gamedyn.table("wythoff", max=3)[1].tolist())'
    # Outside the tree, without help, nothing finds this build's library: a clear refusal.
    (cd "$T" && env -u GAMEDYN_LIB PKG_CONFIG_PATH="$T/none" LD_LIBRARY_PATH= "$T/venv/bin/python" -c "$probe") \
        >"$T/out" 2>&1
    grep -q "libgamedyn not found.*GAMEDYN_LIB" "$T/out" && ok || bad "no library: $(cat "$T/out")"
    # 1. GAMEDYN_LIB, a file or its folder
    for v in "$LIB" "$(dirname "$LIB")"; do
        (cd "$T" && GAMEDYN_LIB=$v "$T/venv/bin/python" -c "$probe") >"$T/out" 2>&1
        [ "$(tail -n 1 "$T/out")" = "[1, 2, 0, 4]" ] && ok || bad "GAMEDYN_LIB=$v: $(cat "$T/out")"
    done
    # 4. pkg-config's libdir (what make install PREFIX=... writes)
    mkdir -p "$T/pc"
    printf 'libdir=%s\nName: gamedyn\nDescription: x\nVersion: 0\nLibs: -L${libdir} -lgamedyn\n' "$(dirname "$LIB")" \
        >"$T/pc/gamedyn.pc"
    if command -v pkg-config >/dev/null; then
        (cd "$T" && env -u GAMEDYN_LIB PKG_CONFIG_PATH="$T/pc" "$T/venv/bin/python" -c "$probe") >"$T/out" 2>&1
        [ "$(head -n 1 "$T/out")" = "$(dirname "$LIB")/libgamedyn.so" ] && ok || bad "pkg-config: $(cat "$T/out")"
    fi
    # 2. the package's own folder comes before pkg-config
    cp "$LIB" "$SITE/gamedyn/libgamedyn.so"
    (cd "$T" && env -u GAMEDYN_LIB PKG_CONFIG_PATH="$T/pc" "$T/venv/bin/python" -c "$probe") >"$T/out" 2>&1
    [ "$(head -n 1 "$T/out")" = "$SITE/gamedyn/libgamedyn.so" ] && ok || bad "package folder: $(cat "$T/out")"
else
    echo "cli_python: pip install not checked: '$PY -m venv' failed (Debian: python3-venv)"
fi

echo "cli_python: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
