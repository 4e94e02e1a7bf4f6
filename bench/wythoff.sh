#!/bin/sh
# Wythoff's four characterizations cross-checked for every n <= N (default 10^9):
# wall seconds and peak memory (KiB) of 'gamedyn wythoff --check N'.
set -e
cd "$(dirname "$0")/.."
N=${1:-1000000000}
make -s -j2 bin/gamedyn
/usr/bin/time -f 'wythoff --check %C: %e s, peak %M KiB' bin/gamedyn wythoff --check "$N" -q
