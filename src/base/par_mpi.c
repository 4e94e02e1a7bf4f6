/* The MPI build's ranks (make MPI=1; single.c is the build without MPI). Every rank runs
 * the same command; in a map, rank r runs the tasks i = r, r+size, ... on its own threads,
 * rank 0 collects the results into index order and sends them back to every rank that gave
 * a buffer, so all ranks go on with the same data and take the same branches (a rank that
 * went its own way would wait forever in the next collective). Only the calling (main)
 * thread calls MPI: MPI_THREAD_FUNNELED. */
#include "gamedyn/util.h"
#include "par_impl.h"
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Process-wide, as MPI itself is. */
static int started;       /* we called MPI_Init_thread, so we finalize */
static int local_ranks = 1; /* ranks on this machine, which share its cores */

static int mpi_on(void)
{
    int init = 0, fin = 0;
    MPI_Initialized(&init);
    if (init)
        MPI_Finalized(&fin);
    return init && !fin;
}

int gd_par_rank(void)
{
    int r = 0;
    if (mpi_on())
        MPI_Comm_rank(MPI_COMM_WORLD, &r);
    return r;
}

int gd_par_size(void)
{
    int n = 1;
    if (mpi_on())
        MPI_Comm_size(MPI_COMM_WORLD, &n);
    return n;
}

int gd_par_is_root(void) { return gd_par_rank() == 0; }

int gd_par_init(int *argc, char ***argv)
{
    if (mpi_on())
        return 0; /* a program that started MPI itself also ends it */
    int provided = 0;
    if (MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
        return -1;
    started = 1;
    MPI_Comm node;
    if (MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node) == MPI_SUCCESS) {
        MPI_Comm_size(node, &local_ranks);
        MPI_Comm_free(&node);
    }
    /* The other ranks compute the same things; one copy of the output (and of each error
     * message) is enough. mpirun still reports a rank that crashes. */
    if (gd_par_rank() != 0) {
        if (!freopen("/dev/null", "w", stdout) || !freopen("/dev/null", "w", stderr))
            return -1;
    }
    return 0;
}

void gd_par_finalize(void)
{
    if (started && mpi_on()) {
        fflush(stdout);
        MPI_Finalize();
    }
    started = 0;
}

/* The ranks on one machine share its cores. */
static int default_threads(void)
{
    int t = gd_par_cores() / (local_ranks > 0 ? local_ranks : 1);
    return t < 1 ? 1 : t;
}

/* How many of the tasks 0..n-1 are rank's: those i with i % size == rank. */
static uint64_t slice_count(uint64_t n, int rank, int size)
{
    return (uint64_t)rank < n ? (n - (uint64_t)rank + (uint64_t)size - 1) / (uint64_t)size : 0;
}

static int map_local(uint64_t n, size_t out_size, gd_par_task fn, const void *ctx, void *outs, int threads,
                     char *err, size_t errlen)
{
    gd_par_slice s = {fn, ctx, 0, 1, n, out_size, outs};
    return gd_par_run_slice(&s, threads, NULL, err, errlen);
}

int gd_par_map(uint64_t n, size_t out_size, gd_par_task fn, const void *ctx, void *outs, const gd_par_opts *o,
               char *err, size_t errlen)
{
    int threads = o && o->threads > 0 ? o->threads : 0;
    int size = gd_par_size();
    if (size == 1 || gd_par_in_task()) /* no MPI, one rank, or a map inside a task */
        return map_local(n, out_size, fn, ctx, outs, threads ? threads : default_threads(), err, errlen);
    if (threads == 0)
        threads = default_threads();
    /* Counts are ints in MPI; every rank sees the same n and out_size, so all refuse alike. */
    if (n > INT_MAX || out_size == 0 || out_size > INT_MAX) {
        gd_err(err, errlen, "parallel map of %llu results of %zu bytes: too large for one MPI message",
               (unsigned long long)n, out_size);
        return -1;
    }
    int rank = gd_par_rank();
    uint64_t count = slice_count(n, rank, size);
    char *mine = count ? malloc(count * out_size) : NULL;
    char lerr[256] = "";
    uint64_t failed = UINT64_MAX;
    if (count && !mine) {
        failed = (uint64_t)rank; /* this rank's first task cannot run */
        snprintf(lerr, sizeof lerr, "out of memory for %llu results of %zu bytes", (unsigned long long)count,
                 out_size);
    } else if (count) {
        gd_par_slice s = {fn, ctx, (uint64_t)rank, (uint64_t)size, count, out_size, mine};
        gd_par_run_slice(&s, threads, &failed, lerr, sizeof lerr);
    }

    /* One reduction decides for all: the lowest failing index, whether every rank wants the
     * results, whether the root does. */
    uint64_t v[3] = {failed, outs != NULL, rank == 0 ? outs != NULL : 1}, all[3];
    MPI_Allreduce(v, all, 3, MPI_UINT64_T, MPI_MIN, MPI_COMM_WORLD);
    if (all[0] != UINT64_MAX) {
        char msg[256];
        memcpy(msg, lerr, sizeof msg);
        MPI_Bcast(msg, (int)sizeof msg, MPI_CHAR, (int)(all[0] % (uint64_t)size), MPI_COMM_WORLD);
        msg[sizeof msg - 1] = 0;
        free(mine);
        gd_err(err, errlen, "%s", msg);
        return -1;
    }
    if (all[2]) {
        /* A result is out_size bytes; on the root, rank q's k-th result lands at index
         * q + k*size, so a result "element" spans size results there. */
        MPI_Datatype one, spread;
        MPI_Type_contiguous((int)out_size, MPI_BYTE, &one);
        MPI_Type_commit(&one);
        MPI_Type_create_resized(one, 0, (MPI_Aint)size * (MPI_Aint)out_size, &spread);
        MPI_Type_commit(&spread);
        if (rank == 0) {
            for (uint64_t k = 0; k < count; k++)
                memcpy((char *)outs + (size_t)(k * (uint64_t)size) * out_size, mine + k * out_size, out_size);
            for (int q = 1; q < size; q++) {
                uint64_t cq = slice_count(n, q, size);
                if (cq)
                    MPI_Recv((char *)outs + (size_t)q * out_size, (int)cq, spread, q, 0, MPI_COMM_WORLD,
                             MPI_STATUS_IGNORE);
            }
        } else if (count)
            MPI_Send(mine, (int)count, one, 0, 0, MPI_COMM_WORLD);
        if (all[1])
            MPI_Bcast(outs, (int)n, one, 0, MPI_COMM_WORLD);
        MPI_Type_free(&spread);
        MPI_Type_free(&one);
    }
    free(mine);
    return 0;
}
