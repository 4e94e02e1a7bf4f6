/* The parallel map across ranks (tests/mpi.sh runs it under mpirun -n 1, 2 and 3; make check
 * runs it as one process): every result in index order on every rank that asked, each task
 * run once and by rank i % size, the lowest failing index reported alike on every rank, the
 * same results as a plain loop, and a map inside a task. Uses only par.h, no MPI calls. */
#include "gamedyn/par.h"
#include "testlib.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    uint64_t value[2]; /* what a plain loop computes too */
    int32_t rank;      /* who ran it */
    uint8_t pad[5];    /* an odd size: 25 bytes, no padding */
} result;
#define RSIZE (2 * sizeof(uint64_t) + sizeof(int32_t) + 5)

typedef struct {
    const uint64_t *fail; /* failing indices, ended by UINT64_MAX */
    atomic_uint *runs;    /* NULL: not counted */
    int nested;           /* each task sums an inner map */
} ctx;

static uint64_t mix(uint64_t x)
{
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ull;
    return x ^ (x >> 29);
}

static int inner(const void *c, uint64_t j, void *out, char *err, size_t errlen)
{
    (void)c, (void)err, (void)errlen;
    uint64_t v = mix(j + 77);
    memcpy(out, &v, sizeof v);
    return 0;
}

static int task(const void *vc, uint64_t i, void *out, char *err, size_t errlen)
{
    const ctx *c = vc;
    if (c->runs)
        atomic_fetch_add(&c->runs[i], 1);
    for (const uint64_t *f = c->fail; f && *f != UINT64_MAX; f++)
        if (*f == i) {
            snprintf(err, errlen, "task %llu failed", (unsigned long long)i);
            return -1;
        }
    uint64_t acc = i, v[2];
    for (uint64_t k = 0; k < (i % 5) * 2000; k++) /* uneven work */
        acc = mix(acc + k);
    v[0] = i * i + 1;
    v[1] = acc;
    if (c->nested) {
        uint64_t sub[6];
        char e[128];
        gd_par_opts o = {2};
        if (gd_par_map(6, sizeof sub[0], inner, NULL, sub, &o, e, sizeof e) != 0) {
            snprintf(err, errlen, "inner map: %s", e);
            return -1;
        }
        for (int k = 0; k < 6; k++)
            v[1] += sub[k];
    }
    unsigned char r[RSIZE];
    int32_t rank = gd_par_rank();
    memcpy(r, v, sizeof v);
    memcpy(r + sizeof v, &rank, sizeof rank);
    memset(r + sizeof v + sizeof rank, (int)(i & 0xff), 5);
    memcpy(out, r, RSIZE);
    return 0;
}

static int rank_, size_;

/* One map of n tasks checked against a plain loop; outs on every rank or on the root only. */
static void one_map(uint64_t n, int threads, int root_only, int nested)
{
    unsigned char *outs = calloc(n ? n : 1, RSIZE), *serial = calloc(n ? n : 1, RSIZE);
    atomic_uint *runs = calloc(n ? n : 1, sizeof *runs);
    char err[256];
    ctx plain = {NULL, NULL, nested}, c = {NULL, runs, nested};
    for (uint64_t i = 0; i < n; i++)
        task(&plain, i, serial + i * RSIZE, err, sizeof err);
    gd_par_opts o = {threads};
    void *dst = root_only && !gd_par_is_root() ? NULL : outs;
    CHECK(gd_par_map(n, RSIZE, task, &c, dst, &o, err, sizeof err) == 0, "n=%llu: %s", (unsigned long long)n, err);
    long wrong = 0, owner = 0, runs_bad = 0;
    for (uint64_t i = 0; i < n; i++) {
        unsigned char *r = outs + i * RSIZE, *s = serial + i * RSIZE;
        int32_t who;
        memcpy(&who, r + 16, sizeof who);
        if (dst) {
            wrong += memcmp(r, s, 16) != 0 || memcmp(r + 20, s + 20, 5) != 0;
            owner += who != (int32_t)(i % (uint64_t)size_);
        }
        runs_bad += atomic_load(&runs[i]) != (i % (uint64_t)size_ == (uint64_t)rank_);
    }
    CHECK(wrong == 0, "rank %d n=%llu threads=%d root_only=%d nested=%d: %ld results differ from the plain loop", rank_,
          (unsigned long long)n, threads, root_only, nested, wrong);
    CHECK(owner == 0, "rank %d n=%llu: %ld results not computed by rank i %% size", rank_, (unsigned long long)n, owner);
    CHECK(runs_bad == 0, "rank %d n=%llu: %ld tasks not run exactly once by their rank", rank_, (unsigned long long)n,
          runs_bad);
    free(outs);
    free(serial);
    free(runs);
}

/* The lowest failing index's message, the same on every rank. */
static void one_failure(const uint64_t *fail, uint64_t n, int threads, const char *want)
{
    unsigned char *outs = calloc(n, RSIZE);
    ctx c = {fail, NULL, 0};
    gd_par_opts o = {threads};
    char err[256] = "";
    int rc = gd_par_map(n, RSIZE, task, &c, outs, &o, err, sizeof err);
    CHECK(rc == -1 && strcmp(err, want) == 0, "rank %d threads=%d: rc %d, message '%s', expected '%s'", rank_, threads,
          rc, err, want);
    free(outs);
}

int main(int argc, char **argv)
{
    /* Keep this rank's own stderr: gd_par_init silences the others, and a failed check on
     * rank 2 must say so. */
    int keep = dup(2);
    CHECK(gd_par_init(&argc, &argv) == 0, "gd_par_init");
    if (keep >= 0) {
        dup2(keep, 2);
        close(keep);
    }
    rank_ = gd_par_rank();
    size_ = gd_par_size();
    CHECK(rank_ >= 0 && rank_ < size_ && gd_par_is_root() == (rank_ == 0), "rank %d of %d", rank_, size_);
    if (getenv("GD_TEST_RANKS"))
        CHECK(size_ == atoi(getenv("GD_TEST_RANKS")), "%d ranks, expected %s", size_, getenv("GD_TEST_RANKS"));

    /* Fewer tasks than ranks, exactly as many, one more, and many. */
    uint64_t ns[] = {0, 1, 2, 3, 4, 7, 1000};
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++)
        for (int threads = 0; threads <= 2; threads++)
            one_map(ns[k], threads, 0, 0);
    one_map(1000, 0, 1, 0);
    one_map(101, 2, 0, 1);

    /* 301 is rank 1's of 2 and of 3 (and the root's of 1); the root fails later too (302, 600). */
    uint64_t f1[] = {900, 302, 301, 600, UINT64_MAX};
    for (int threads = 1; threads <= 2; threads++)
        one_failure(f1, 1000, threads, "task 301 failed");
    uint64_t f2[] = {999, 0, UINT64_MAX};
    one_failure(f2, 1000, 2, "task 0 failed");
    uint64_t f3[] = {2, UINT64_MAX}; /* a rank with its only task failing */
    one_failure(f3, 3, 1, "task 2 failed");

    char name[64];
    snprintf(name, sizeof name, "par_mpi (rank %d of %d)", rank_, size_);
    int rc = tl_done(name);
    gd_par_finalize();
    return rc;
}
