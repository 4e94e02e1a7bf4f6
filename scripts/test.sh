#!/usr/bin/env bash
# The whole test suite: optimized build, then again under AddressSanitizer + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The published data lives beside the repository (../shared); a clone elsewhere on the
# machine finds the workplace's copy.
if [ -z "${GAMEDYN_REFERENCE:-}" ]; then
    for d in "$(cd .. && pwd)/shared/reference" /work/shared/reference; do
        if [ -d "$d" ]; then GAMEDYN_REFERENCE=$d; break; fi
    done
fi
export GAMEDYN_REFERENCE=${GAMEDYN_REFERENCE:-$(cd .. && pwd)/shared/reference}
make -j"$(nproc)" tests >/dev/null
echo "== optimized build"
make --no-print-directory check
make -j"$(nproc)" tests SAN=1 >/dev/null
echo "== AddressSanitizer + UndefinedBehaviorSanitizer"
make --no-print-directory check SAN=1
# libFuzzer harnesses (fuzz/), about 60 s in all: any crash or sanitizer report fails.
echo "== fuzzing"
bash scripts/fuzz.sh 60
