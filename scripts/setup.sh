#!/usr/bin/env bash
# Installs what gamedyn needs on a fresh Debian machine (as root, or with sudo) and builds it.
#   build: gcc make libpng-dev zlib1g-dev pkg-config
#   tools the commands call: gnuplot-nox (plots), graphviz (graph --png)
#   Python package (make python, docs/python.md): python3-numpy python3-venv python3-setuptools python3-wheel
#   tests: tmux (play), python3 (JSON checks), python3-numpy (.npy loads), python3-pytest (python/tests), clang (libFuzzer), help2man (man pages),
#          python3-nbconvert python3-ipykernel python3-matplotlib (executes examples/gamedyn-tour.ipynb),
#          chromium (loads the report headless: tests/cli/cli_browser.sh)
#   MPI build and its tests (make MPI=1, docs/parallel.md): openmpi-bin libopenmpi-dev
set -euo pipefail
cd "$(dirname "$0")/.."
pkgs=(gcc make libpng-dev zlib1g-dev pkg-config gnuplot-nox graphviz tmux python3 python3-numpy python3-pytest
      python3-venv python3-setuptools python3-wheel python3-nbconvert python3-ipykernel python3-matplotlib
      clang help2man git
      chromium openmpi-bin libopenmpi-dev)
missing=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
make -j"$(nproc)" all >/dev/null
echo "gamedyn built: bin/gamedyn" >&2
make --no-print-directory python >/dev/null
