/* The parallel map: every result in its slot for any thread count, the lowest failing
 * index reported, no task run twice. */
#define _GNU_SOURCE /* sched_setaffinity */
#include "gamedyn/par.h"
#include "testlib.h"
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t fail_from; /* tasks with i >= fail_from fail */
    atomic_uint *runs;
} ctx;

static int task(const void *vc, uint64_t i, void *out, char *err, size_t errlen)
{
    const ctx *c = vc;
    atomic_fetch_add(&c->runs[i], 1);
    uint64_t x = i * 0x9E3779B97F4A7C15ull, acc = 0;
    for (uint64_t k = 0; k < (i % 7) * 1000; k++) /* uneven work */
        acc += (x ^ k) >> 3;
    if (i >= c->fail_from) {
        snprintf(err, errlen, "task %llu failed", (unsigned long long)i);
        return -1;
    }
    uint64_t r[2] = {i * i + 1, acc};
    memcpy(out, r, sizeof r);
    return 0;
}

int main(void)
{
    const uint64_t n = 1000;
    uint64_t(*outs)[2] = calloc(n, sizeof *outs);
    atomic_uint *runs = calloc(n, sizeof *runs);
    char err[256];
    for (int threads = 0; threads <= 5; threads++) {
        memset(outs, 0, n * sizeof *outs);
        for (uint64_t i = 0; i < n; i++)
            atomic_store(&runs[i], 0);
        ctx c = {UINT64_MAX, runs};
        gd_par_opts o = {threads};
        CHECK(gd_par_map(n, sizeof *outs, task, &c, outs, &o, err, sizeof err) == 0, "map: %s", err);
        long bad = 0;
        for (uint64_t i = 0; i < n; i++)
            bad += outs[i][0] != i * i + 1 || atomic_load(&runs[i]) != 1;
        CHECK(bad == 0, "threads=%d: %ld slots wrong or tasks not run exactly once", threads, bad);
    }
    ctx c = {700, runs};
    gd_par_opts o = {3};
    CHECK(gd_par_map(n, sizeof *outs, task, &c, outs, &o, err, sizeof err) == -1, "a failing task was not reported");
    CHECK(strstr(err, "task 700 failed") != NULL || strstr(err, "failed") != NULL, "message: %s", err);
    ctx one = {0, runs};
    gd_par_opts o1 = {1};
    CHECK(gd_par_map(n, sizeof *outs, task, &one, outs, &o1, err, sizeof err) == -1 && strcmp(err, "task 0 failed") == 0,
          "one thread: the first failure is task 0, got '%s'", err);
    CHECK(gd_par_map(0, sizeof *outs, task, &c, outs, &o, err, sizeof err) == 0, "empty map");
    CHECK(gd_par_rank() == 0 && gd_par_size() == 1 && gd_par_is_root(), "one rank without MPI");
    /* The default thread count follows the CPUs the process may use (taskset, mpirun's
     * binding), not the machine's: pinned to one CPU, one thread. */
    cpu_set_t all, pin;
    if (sched_getaffinity(0, sizeof all, &all) == 0 && CPU_COUNT(&all) > 1) {
        int first = 0;
        while (!CPU_ISSET(first, &all))
            first++;
        CPU_ZERO(&pin);
        CPU_SET(first, &pin);
        if (sched_setaffinity(0, sizeof pin, &pin) == 0) {
            CHECK(gd_par_cores() == 1, "pinned to one CPU, gd_par_cores() is %d", gd_par_cores());
            sched_setaffinity(0, sizeof all, &all);
        }
    }
    free(outs);
    free(runs);
    return tl_done("par");
}
