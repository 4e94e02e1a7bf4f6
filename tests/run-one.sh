#!/bin/sh
# Runs one test for make check: tests/run-one.sh RESULT COMMAND...
# The test's output goes to RESULT.log and its exit status to RESULT (tests/summary.sh reads
# both); the test's last line is echoed, so a parallel run still shows each test's count.
r=$1; shift
mkdir -p "$(dirname "$r")"
rm -f "$r" "$r.log"
"$@" >"$r.log" 2>&1
rc=$?
echo "$rc" >"$r"
last=$(tail -n 1 "$r.log")
if [ "$rc" -eq 0 ]; then echo "$last"; else echo "FAILED ($rc): $*: $last"; fi
exit 0
