#!/usr/bin/env bash
# The whole test suite: optimized build, then again under AddressSanitizer + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
make -j"$(nproc)" tests >/dev/null
echo "== optimized build"
make --no-print-directory check
make -j"$(nproc)" tests SAN=1 >/dev/null
echo "== AddressSanitizer + UndefinedBehaviorSanitizer"
make --no-print-directory check SAN=1
# libFuzzer harnesses (fuzz/), about 60 s in all: any crash or sanitizer report fails.
echo "== fuzzing"
bash scripts/fuzz.sh 60
