#!/bin/sh
# The MPI tests (make MPI=1 check-mpi): t_par_mpi under mpirun -n 1, 2 and 3 and alone,
# t_par, and tests/cli/cli_mpi.sh comparing the MPI tool with the plain one.
#   BUILD: the MPI build (build/mpi), PLAIN: the plain build of the same mode (build/release)
BUILD=${BUILD:-build/mpi}
PLAIN=${PLAIN:-build/release}
if ! command -v mpirun >/dev/null; then
    echo "mpi.sh: mpirun is not installed (bash scripts/setup.sh installs openmpi-bin)" >&2
    exit 2
fi
# OpenMPI refuses root unless told; CI runs as root. More ranks than cores are allowed (a
# 2-core machine runs -n 3), and ranks are not pinned (they would fight over the cores).
if [ "$(id -u)" -eq 0 ]; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
fi
MPIRUN="mpirun --oversubscribe --bind-to none"
export MPIRUN
pass=0; fail=0
run() {
    if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED: $*"; fi
}
run "$BUILD/tests/base/t_par"
run "$BUILD/tests/base/t_par_mpi"
for n in 1 2 3; do
    run env GD_TEST_RANKS=$n $MPIRUN -n $n "$BUILD/tests/base/t_par_mpi"
done
run env GAMEDYN="$PLAIN/gamedyn" GAMEDYN_MPI="$BUILD/gamedyn" sh tests/cli/cli_mpi.sh
echo "mpi: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
