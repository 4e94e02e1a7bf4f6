#!/usr/bin/env bash
# Installs what gamedyn needs and builds it: bash scripts/setup.sh [--no-test-tools]
#   1. to build and run (Debian packages):
#      gcc make libpng-dev zlib1g-dev pkg-config   the library and the tool
#      gnuplot-nox graphviz                        plots, graph --png (the report uses them)
#      libnauty2-dev (libnauty-dev on newer Debian) equiv --isomorphic (nauty's canonical
#                                                  labelling; the build works without it)
#      python3 python3-numpy python3-venv python3-setuptools python3-wheel
#                                                  the Python package (make python, docs/python.md)
#   2. for the test suite (skipped with --no-test-tools):
#      tmux (play), python3-pytest (python/tests), python3-pandas (TSV loads), clang (libFuzzer,
#      the clang build), python3-nbconvert python3-ipykernel python3-matplotlib (executes
#      examples/gamedyn-tour.ipynb),
#      help2man (man pages), chromium (loads the report headless: tests/cli/cli_browser.sh),
#      openmpi-bin libopenmpi-dev (the MPI build and its tests, docs/parallel.md), git
# As root, or with sudo, the missing packages are installed. Otherwise (no root, no sudo,
# or not Debian) nothing is installed: it names what it skipped and builds what the
# machine has (the library and tool need only a C11 compiler, make and libpng).
set -euo pipefail
cd "$(dirname "$0")/.."
tests=1
case "${1:-}" in
--no-test-tools) tests=0 ;;
"") ;;
*) echo "usage: bash scripts/setup.sh [--no-test-tools]" >&2; exit 2 ;;
esac
build_pkgs=(gcc make libpng-dev zlib1g-dev pkg-config gnuplot-nox graphviz
            python3 python3-numpy python3-venv python3-setuptools python3-wheel)
# nauty's development package is libnauty2-dev on Debian 12 and libnauty-dev elsewhere.
if command -v apt-cache >/dev/null && apt-cache show libnauty2-dev >/dev/null 2>&1; then
    build_pkgs+=(libnauty2-dev)
else
    build_pkgs+=(libnauty-dev)
fi
test_pkgs=(tmux python3-pytest python3-pandas python3-nbconvert python3-ipykernel python3-matplotlib
           clang help2man chromium openmpi-bin libopenmpi-dev git)
say() { echo "setup: $*" >&2; }
skipped=()

# How to become root: already, sudo without a password, or sudo asking on a terminal.
SUDO=none
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
    SUDO=sudo
fi
updated=0
# install WHAT PACKAGES...: the missing ones of PACKAGES, or a note of why not.
install() {
    local what=$1 p missing=()
    shift
    if ! command -v dpkg >/dev/null || ! command -v apt-get >/dev/null; then
        say "not a Debian system: install the equivalents of these yourself ($what): $*"
        skipped+=("$what (not Debian)")
        return 0
    fi
    for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$SUDO" = none ]; then
        say "not root and no sudo: skipped installing ($what): ${missing[*]}"
        skipped+=("$what: ${missing[*]}")
        return 0
    fi
    say "installing ($what): ${missing[*]}"
    if [ $updated -eq 0 ]; then
        $SUDO apt-get update -qq
        updated=1
    fi
    if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; then
        say "apt-get could not install ($what): ${missing[*]}"
        skipped+=("$what: ${missing[*]} (apt-get failed)")
    fi
}
install "build" "${build_pkgs[@]}"
[ $tests -eq 1 ] && install "tests" "${test_pkgs[@]}"

# The build needs a compiler, make and libpng's header; say which is missing, else build.
CC=${CC:-cc}
command -v make >/dev/null || { say "cannot build: make is not installed"; exit 1; }
command -v "$CC" >/dev/null || { say "cannot build: no C compiler ('$CC'; CC=... names another)"; exit 1; }
pngflags=$(pkg-config --cflags libpng 2>/dev/null || true)
# shellcheck disable=SC2086
printf '#include <png.h>\nint main(void) { return 0; }\n' | "$CC" $pngflags -x c -fsyntax-only - 2>/dev/null ||
    { say "cannot build: libpng's headers are missing (Debian: libpng-dev, macOS: brew install libpng)"; exit 1; }
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
make -j"$jobs" all >/dev/null
say "gamedyn built: bin/gamedyn"
if python3 -c 'import numpy, venv, setuptools, wheel' 2>/dev/null || /usr/bin/python3 -c 'import numpy, venv, setuptools, wheel' 2>/dev/null; then
    make --no-print-directory python >/dev/null
else
    say "Python package skipped: python3 with numpy, venv, setuptools and wheel is not installed"
    skipped+=("the Python package")
fi
command -v gnuplot >/dev/null || say "note: gnuplot is not installed (the plots of report, periods and others need it)"
command -v dot >/dev/null || say "note: graphviz is not installed (graph --png needs it)"
pkg-config --exists nauty 2>/dev/null || say "note: nauty is not installed (equiv --isomorphic needs it)"
if [ ${#skipped[@]} -gt 0 ]; then
    say "skipped:"
    for s in "${skipped[@]}"; do echo "    $s" >&2; done
fi
exit 0
