/* The outcome tables of Sylver Coinage: the positions are listed first, then solved by one or
 * two threads that take them in turn; each thread has its own solver and memo, so the rows do
 * not depend on which thread solved which position. */
#include "gamedyn/sylver.h"
#include "gamedyn/game.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include "sylver_impl.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* Bytes of the search path and of an empty memo: levels * words * 8 (genus + 2 levels of the
 * widest key) and the first table of 1024 slots of that width. */
#define PATH_BYTES ((uint64_t)(GD_SYLVER_MAX_GENUS + 2) * (2 * GD_SYLVER_MAX_GENUS / 64) * 8)
#define EMPTY_MEMO_BYTES ((uint64_t)1024 * ((2 * GD_SYLVER_MAX_GENUS / 64) * 8 + 1))

static int threads_of(const gd_sylver_table_opts *o)
{
    if (o->max_nodes)
        return 1;
    int t = o->threads ? o->threads : gd_par_cores();
    return t < 1 ? 1 : t > 2 ? 2 : t;
}

uint64_t gd_sylver_table_min_bytes(const gd_sylver_table_opts *o)
{
    uint64_t big[2] = {o->N - 1, o->N};
    return (uint64_t)threads_of(o) * (PATH_BYTES + EMPTY_MEMO_BYTES + sg_build_bytes(big, 2));
}

typedef struct {
    const gd_sylver_table_opts *o;
    gd_sylver_row *rows;
    long n;
    atomic_long next;
    atomic_int failed;
    uint64_t mem_each;
} job;

typedef struct {
    job *j;
    gd_sylver_table_stats st;
    long fail_at;
    char err[256];
} worker;

static int solve_row(gd_sylver *s, const gd_sylver_table_opts *o, gd_sylver_row *row, char *err, size_t errlen)
{
    char why[256];
    if (gd_sylver_outcome(s, row->x, o->k, &row->r, why, sizeof why) != 0) {
        gd_err(err, errlen, "%s", why);
        return -1;
    }
    if (o->moves && row->r.how == GD_SYLVER_SOLVED) {
        row->nmoves = gd_sylver_winning(s, row->x, o->k, &row->moves, err, errlen);
        if (row->nmoves < 0)
            return -1;
    }
    return 0;
}

static void *work(void *arg)
{
    worker *w = arg;
    job *j = w->j;
    gd_sylver *s = gd_sylver_new(j->mem_each, j->o->max_nodes);
    if (!s) {
        gd_err(w->err, sizeof w->err, "out of memory");
        atomic_store(&j->failed, 1);
        w->fail_at = 0;
        return NULL;
    }
    for (;;) {
        long i = atomic_fetch_add(&j->next, 1);
        if (i >= j->n || atomic_load(&j->failed))
            break;
        /* The largest positions first (the list is in increasing order): the searches that
         * take longest start early, so that neither thread is left alone with one at the end.
         * With --max-nodes the order changes what the memo holds, hence the answers: there
         * (one thread) the list's order is kept. */
        if (!j->o->max_nodes)
            i = j->n - 1 - i;
        if (solve_row(s, j->o, &j->rows[i], w->err, sizeof w->err) != 0) {
            w->fail_at = i;
            atomic_store(&j->failed, 1);
            break;
        }
    }
    w->st.semigroups = gd_sylver_searched(s);
    w->st.evictions = gd_sylver_evictions(s);
    w->st.bytes = gd_sylver_peak_bytes(s);
    gd_sylver_free(s);
    return NULL;
}

/* Tuples a < b < ... <= N that are their own minimal generators, lexicographic. */
static long list(const gd_sylver_table_opts *o, uint64_t *x, int i, gd_sylver_row *rows, long n, char *err,
                 size_t errlen)
{
    uint64_t g[4];
    if (i == o->k) {
        int r = gd_sylver_reduce(x, o->k, g, 4, err, errlen);
        if (r < 0)
            return -1;
        if (r == o->k) {
            if (rows)
                memcpy(rows[n].x, x, sizeof rows[n].x);
            n++;
        }
        return n;
    }
    for (x[i] = i ? x[i - 1] + 1 : 2; x[i] <= o->N; x[i]++)
        if ((n = list(o, x, i + 1, rows, n, err, errlen)) < 0)
            return -1;
    return n;
}

long gd_sylver_table(const gd_sylver_table_opts *o, gd_sylver_row **rows, gd_sylver_table_stats *st, char *err,
                     size_t errlen)
{
    *rows = NULL;
    memset(st, 0, sizeof *st);
    if (o->k < 2 || o->k > 4 || o->N < (uint64_t)o->k + 1 || o->N > 1000) {
        gd_err(err, errlen, "sylver: tables of 2, 3 or 4 numbers up to at most 1000");
        return -1;
    }
    uint64_t x[4] = {0}, mem = o->max_mem ? o->max_mem : gd_game_default_max_mem();
    uint64_t need = gd_sylver_table_min_bytes(o);
    if (need > mem) {
        char b[32], c[32];
        gd_err(err, errlen, "sylver: the table needs at least %s (search path, empty memo and gap table per thread), "
               "above the memory bound %s", gd_format_bytes(need, b, sizeof b), gd_format_bytes(mem, c, sizeof c));
        return -1;
    }
    long n = list(o, x, 0, NULL, 0, err, errlen);
    if (n < 0)
        return -1;
    gd_sylver_row *r = calloc((size_t)(n ? n : 1), sizeof *r);
    if (!r || list(o, x, 0, r, 0, err, errlen) != n) {
        free(r);
        if (!r)
            gd_err(err, errlen, "out of memory");
        return -1;
    }
    int T = threads_of(o);
    job j = {.o = o, .rows = r, .n = n, .mem_each = mem / (uint64_t)T};
    atomic_init(&j.next, 0);
    atomic_init(&j.failed, 0);
    worker w[2];
    memset(w, 0, sizeof w);
    pthread_t th;
    int started = 0;
    for (int t = 0; t < T; t++)
        w[t].j = &j, w[t].fail_at = -1;
    if (T == 2 && pthread_create(&th, NULL, work, &w[1]) == 0)
        started = 1;
    work(&w[0]);
    if (started)
        pthread_join(th, NULL);
    else if (T == 2)
        work(&w[1]); /* no second thread: the same work on this one */
    /* The first failing position (by index) names the error, whichever thread met it. */
    int bad = -1;
    for (int t = 0; t < T; t++)
        if (w[t].fail_at >= 0 && (bad < 0 || w[t].fail_at < w[bad].fail_at))
            bad = t;
    for (int t = 0; t < T; t++) {
        st->semigroups += w[t].st.semigroups;
        st->evictions += w[t].st.evictions;
        st->bytes += w[t].st.bytes;
    }
    st->threads = T;
    if (bad >= 0) {
        gd_err(err, errlen, "%s", w[bad].err);
        gd_sylver_rows_free(r, n);
        return -1;
    }
    *rows = r;
    return n;
}

void gd_sylver_rows_free(gd_sylver_row *rows, long n)
{
    if (!rows)
        return;
    for (long i = 0; i < n; i++)
        free(rows[i].moves);
    free(rows);
}
