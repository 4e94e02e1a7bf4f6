#!/bin/sh
# Runs every test program and the CLI tests; the last line is "N passed, N failed".
BUILD=${BUILD:-build/release}
pass=0; fail=0
for t in "$BUILD"/tests/t_*; do
    [ -x "$t" ] || continue
    if "$t"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED: $t"; fi
done
for t in tests/cli_*.sh; do
    if GAMEDYN="$BUILD/gamedyn" sh "$t"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED: $t"; fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
