#!/bin/sh
# The end of make check: tests/summary.sh RESULT... (tests/run-one.sh wrote them). Prints the
# output of every failed test, then "N passed, N failed"; fails when one failed.
pass=0; fail=0
for r in "$@"; do
    rc=$(cat "$r" 2>/dev/null || echo missing)
    if [ "$rc" = 0 ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "== FAILED: ${r%.run} (status $rc)"
        tail -n 40 "$r.log" 2>/dev/null
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
