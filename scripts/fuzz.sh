#!/usr/bin/env bash
# Builds the libFuzzer harnesses (make fuzz) and runs each one for its share of
# SECONDS_TOTAL (default 60), starting from its seed corpus fuzz/corpus/NAME.
#   scripts/fuzz.sh [SECONDS_TOTAL]
# The corpus is copied to a scratch folder, so fuzzing never writes into the repository.
# Exits non-zero when any harness crashes, leaks, times out or triggers a sanitizer report;
# the scratch folder (logs and crash inputs) is then kept and its path printed.
# Reproduce a crash: build/fuzz/fuzz_NAME CRASH_FILE
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-60}
case $total in '' | *[!0-9]*) echo "fuzz.sh: SECONDS_TOTAL must be a whole number of seconds, not '$total'" >&2; exit 2 ;; esac
make --no-print-directory -j2 fuzz >/dev/null
names=()
for src in fuzz/fuzz_*.c; do
    n=${src#fuzz/fuzz_}
    names+=("${n%.c}")
done
[ ${#names[@]} -gt 0 ] || { echo "fuzz.sh: no harness fuzz/fuzz_*.c" >&2; exit 2; }
each=$((total / ${#names[@]}))
[ "$each" -ge 1 ] || each=1
work=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-fuzz.XXXXXX")
keep=0
trap '[ "$keep" = 1 ] || rm -rf "$work"' EXIT
trap 'keep=1; echo "fuzz.sh: interrupted; logs in $work" >&2; exit 130' INT TERM
failed=0
for n in "${names[@]}"; do
    d=$work/$n
    mkdir -p "$d/corpus" "$d/crashes" "$d/tmp"
    if [ -d "fuzz/corpus/$n" ]; then cp -R "fuzz/corpus/$n/." "$d/corpus/"; fi
    # -timeout: seconds per input; -rss_limit_mb also bounds single allocations (the
    # machine is shared); the harnesses' own temporary files go to $d/tmp.
    rc=0
    TMPDIR=$d/tmp UBSAN_OPTIONS=print_stacktrace=1 "build/fuzz/fuzz_$n" -max_total_time="$each" -timeout=10 \
        -rss_limit_mb=1024 -print_final_stats=1 -artifact_prefix="$d/crashes/" "$d/corpus" >"$d/log" 2>&1 || rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$d/log" | tail -n 1)
    seed=$(sed -n 's/.*Seed: \([0-9]*\).*/\1/p' "$d/log" | head -n 1)
    if [ "$rc" -eq 0 ]; then
        echo "fuzz $n: ok, ${runs:-?} runs in ${each} s (seed ${seed:-?})"
    else
        failed=1
        echo "fuzz $n: FAILED (exit $rc, seed ${seed:-?}); log $d/log"
        grep -m 4 -E '^(==[0-9]+==ERROR|SUMMARY|fuzz_[a-z0-9_]+:|.*runtime error)' "$d/log" | sed 's/^/    /' || true
        for c in "$d"/crashes/*; do [ -e "$c" ] && echo "    crash input: $c (reproduce: build/fuzz/fuzz_$n $c)"; done
    fi
done
if [ "$failed" -ne 0 ]; then
    keep=1
    echo "fuzz.sh: failures; logs and crash inputs kept in $work" >&2
    exit 1
fi
