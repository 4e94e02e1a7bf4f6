/* Parallel map over task indices with POSIX threads. Threads take indices from a shared
 * counter (tasks differ a lot in cost: a site that heals early is cheap), and each result
 * goes to its own slot, so the order of completion never shows in the output. */
#define _GNU_SOURCE /* sched_getaffinity */
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include "par_impl.h"
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The cores this process may run on: under taskset, a batch system or mpirun's binding
 * that is fewer than the machine has, and more threads would only take turns. */
int gd_par_cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
#ifdef __linux__ /* elsewhere (macOS) a process is not bound to fewer cores than are online */
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) >= 1 && CPU_COUNT(&set) < n)
        n = CPU_COUNT(&set);
#endif
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

static _Thread_local int in_task;
int gd_par_in_task(void) { return in_task; }

typedef struct {
    const gd_par_slice *s;
    pthread_mutex_t mu;
    uint64_t next, done;
    uint64_t fail_at; /* the lowest failing local index, or UINT64_MAX */
    char err[256];
} shared;

static void *worker(void *arg)
{
    shared *sh = arg;
    const gd_par_slice *s = sh->s;
    char err[256];
    for (;;) {
        pthread_mutex_lock(&sh->mu);
        uint64_t k = sh->next < s->count && sh->fail_at == UINT64_MAX ? sh->next++ : UINT64_MAX;
        pthread_mutex_unlock(&sh->mu);
        if (k == UINT64_MAX)
            return NULL;
        err[0] = 0;
        in_task = 1;
        int rc = s->fn(s->ctx, s->first + k * s->stride, (char *)s->outs + k * s->out_size, err, sizeof err);
        in_task = 0;
        pthread_mutex_lock(&sh->mu);
        sh->done++;
        if (rc != 0 && k < sh->fail_at) {
            sh->fail_at = k;
            snprintf(sh->err, sizeof sh->err, "%s", err[0] ? err : "task failed");
        }
        pthread_mutex_unlock(&sh->mu);
    }
}

int gd_par_run_slice(const gd_par_slice *s, int threads, uint64_t *failed, char *err, size_t errlen)
{
    if (threads <= 0)
        threads = gd_par_cores();
    if ((uint64_t)threads > s->count)
        threads = s->count ? (int)s->count : 1;
    shared sh = {.s = s, .next = 0, .done = 0, .fail_at = UINT64_MAX, .err = {0}};
    pthread_mutex_init(&sh.mu, NULL);
    pthread_t *t = calloc((size_t)threads, sizeof *t);
    int started = 0;
    for (int i = 1; t && i < threads; i++)
        if (pthread_create(&t[i], NULL, worker, &sh) == 0)
            started = i;
        else
            break;
    worker(&sh); /* the calling thread works too */
    for (int i = 1; i <= started; i++)
        pthread_join(t[i], NULL);
    free(t);
    pthread_mutex_destroy(&sh.mu);
    if (failed)
        *failed = sh.fail_at == UINT64_MAX ? UINT64_MAX : s->first + sh.fail_at * s->stride;
    if (sh.fail_at != UINT64_MAX) {
        gd_err(err, errlen, "%s", sh.err);
        return -1;
    }
    return 0;
}
