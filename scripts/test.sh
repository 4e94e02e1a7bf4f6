#!/usr/bin/env bash
# The whole test suite: optimized build, then again under AddressSanitizer + UBSan; the tests
# of each build run side by side, one per core (make check -j).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
make -j"$(nproc)" tests >/dev/null
echo "== optimized build"
make --no-print-directory -j"$(nproc)" check
make -j"$(nproc)" tests SAN=1 >/dev/null
echo "== AddressSanitizer + UndefinedBehaviorSanitizer"
make --no-print-directory -j"$(nproc)" check SAN=1
# The MPI build (build/mpi) under mpirun -n 1, 2, 3, against the plain tool (docs/parallel.md).
if command -v mpicc >/dev/null && command -v mpirun >/dev/null; then
    echo "== MPI"
    make -j"$(nproc)" MPI=1 >/dev/null
    make --no-print-directory MPI=1 check-mpi
else
    echo "== MPI: SKIPPED, mpicc/mpirun not installed (bash scripts/setup.sh installs openmpi-bin libopenmpi-dev)"
fi
# libFuzzer harnesses (fuzz/), about 30 s in all: any crash or sanitizer report fails.
echo "== fuzzing"
bash scripts/fuzz.sh 30
