/* The mirror engine (see grundy.c's head comment): symmetric rulesets with L = {(1,0),(0,1)}
 * or {(1,0),(0,1),(1,1)}, no removed move, no perturbation, on the square 0..N.
 *
 * Order: cell (k,j), j <= k, reads row line k (the cells (k,j'), j' < j), row line j
 * (column j: the cells (k',j), k' < k, and step j's own row), the diagonal k-j (the cells
 * (k-1-i, j-1-i)) and the added moves' targets (steps <= k at columns <= j, before (k,j)).
 * Any order that reaches every line's cells in increasing position gives the same lines
 * at every read, so the same table. The cells go in tiles: blocks of TS steps, each swept
 * in tiles of TC columns (steps k in the block, then j in the tile). Step by step (one
 * L-shaped step after another) every cell read a different row and diagonal line, each
 * touched once per step, and a step's lines were far beyond L2: each cell waited on one
 * or two cold cache lines per line. In a tile the TC column lines, TS + TC diagonals and
 * TS row lines are each reused up to 64 times while cached (wythoff --pass 16384^2, one
 * thread, CPU seconds: 8.8 against 12.7 step by step with the same layout).
 *
 * Two cores, a wavefront of blocks: each thread takes the next block not yet taken; its
 * tile of columns J..J1 waits until the block before has finished its columns 0..J1 (all
 * of them once J1 reaches that block's last step). That covers every read: row line j and
 * diagonal k-j were last written by the block before at columns <= j, or by this block
 * earlier; the targets lie in earlier blocks at columns <= j or earlier in this block
 * (blocks further back are at least as far on: each waited for the one before). While
 * block K (steps K..K+TS-1) runs its tile J.., the block behind runs a tile left of J:
 * its rows k' >= K+TS are no lines of ours, its columns j' < J are not ours (and a column
 * j' in K..K+TS-1 is our row line j', which is complete once we are past column j'), its
 * diagonals k'-j' > K+TS-J exceed ours. So the two touch different lines, the result does
 * not depend on the timing, and the tables are those of one thread. The lowest unfinished
 * block never waits, so any number of threads (one if the others could not be started)
 * finishes. Progress is published once a tile. */
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include "engines.h"
#include "lines.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

#ifndef TS
#define TS 64 /* steps in a block */
#endif
#ifndef TC
#define TC 64 /* columns in a tile */
#endif
#ifndef LB
#define LB 6 /* the line bitsets in blocks of 2^LB lines (lines.h) */
#endif
#ifndef SPINS
#define SPINS 2000
#endif
#define MAX_THREADS 4

typedef struct {
    const gd_ruleset *r;
    uint64_t N, n1;
    int diag, nim, pass, nt;
    _Atomic uint64_t next;  /* the next block of steps not taken */
    _Atomic uint64_t tnext; /* the next block row of the transpose not taken */
    _Atomic int sleepers;   /* threads asleep in wait_for */
    _Atomic uint64_t cells; /* the cells of the blocks finished, by every thread */
    pthread_mutex_t mu;
    pthread_cond_t cv;
    gd_lineset R, D, R2, D2;
    uint32_t *T, *G;
    _Atomic uint64_t *done; /* per block of steps: columns finished (published every tile) */
} mirror_ctx;

typedef struct {
    mirror_ctx *c;
    uint32_t *ex, *ex2;
    gd_progress_fn progress; /* the calling thread's worker only: it may print */
    void *progress_ctx;
} mirror_worker;

static inline uint32_t tri_get(const uint32_t *T, uint64_t n1, uint64_t x, uint64_t y)
{
    return x >= y ? T[x * n1 + y] : T[y * n1 + x];
}

static inline uint32_t cell_mex(const gd_lineset *R, const gd_lineset *D, uint64_t k, uint64_t j, uint32_t *ex,
                                size_t n)
{
    const uint64_t *w[3] = {gd_lineset_line(R, k), gd_lineset_line(R, j), D ? gd_lineset_line(D, k - j) : NULL};
    const uint64_t *f[3] = {gd_lineset_full(R, k), gd_lineset_full(R, j), D ? gd_lineset_full(D, k - j) : NULL};
    uint64_t from = R->fz[k] > R->fz[j] ? R->fz[k] : R->fz[j];
    if (D && D->fz[k - j] > from)
        from = D->fz[k - j];
    return gd_lines_mex_lb(w, f, D ? 3 : 2, from, ex, n, R->lb);
}

static inline void cell_insert(gd_lineset *R, gd_lineset *D, uint64_t k, uint64_t j, uint32_t v)
{
    gd_lineset_insert(R, k, v);
    if (j != k)
        gd_lineset_insert(R, j, v);
    if (D)
        gd_lineset_insert(D, k - j, v);
}

/* First zero >= from of the OR of three lines (two: pass d = a): or_next_zero of lines.c
 * with the lines in registers. */
static inline uint64_t mex3(const uint64_t *a, const uint64_t *b, const uint64_t *d, const uint64_t *fa,
                            const uint64_t *fb, const uint64_t *fd, unsigned lb, uint64_t from)
{
    size_t i = (size_t)(from >> 6);
    uint64_t x = (((uint64_t)1 << (from & 63)) - 1) | a[i << lb] | b[i << lb] | d[i << lb];
    while (x == ~(uint64_t)0) {
        i++;
        size_t s = i >> 6;
        uint64_t m = (((uint64_t)1 << (i & 63)) - 1) | fa[s << lb] | fb[s << lb] | fd[s << lb];
        while (m == ~(uint64_t)0) {
            s++;
            m = fa[s << lb] | fb[s << lb] | fd[s << lb];
        }
        i = (s << 6) + (size_t)__builtin_ctzll(~m);
        x = a[i << lb] | b[i << lb] | d[i << lb];
    }
    return ((uint64_t)i << 6) + (uint64_t)__builtin_ctzll(~x);
}

/* One layer of cell (k,j) with no added moves: the mex of row k, row j (column j) and the
 * diagonal k-j (no diagonal: D NULL), skipping `avoid` (the pass layer's g; UINT32_MAX:
 * none), entered into the lines. k = 0 is the terminal (0,0): value 0. */
static inline uint32_t fast_layer(gd_lineset *R, gd_lineset *D, uint64_t k, uint64_t j, uint32_t avoid)
{
    const unsigned lb = LB; /* R->lb, a constant for the compiler */
    uint64_t *wk = gd_lineset_line(R, k), *wj = gd_lineset_line(R, j), *wd = D ? gd_lineset_line(D, k - j) : wk;
    uint64_t *fk = gd_lineset_full(R, k), *fj = gd_lineset_full(R, j), *fd = D ? gd_lineset_full(D, k - j) : fk;
    uint32_t *zk = &R->fz[k], *zj = &R->fz[j], *zd = D ? &D->fz[k - j] : zk;
    uint64_t from = *zk > *zj ? *zk : *zj;
    from = *zd > from ? *zd : from;
    uint32_t v = 0;
    if (k) {
        v = (uint32_t)mex3(wk, wj, wd, fk, fj, fd, lb, from);
        if (v == avoid)
            v = (uint32_t)mex3(wk, wj, wd, fk, fj, fd, lb, (uint64_t)v + 1);
    }
    gd_line_add(wk, fk, zk, lb, v);
    if (j != k)
        gd_line_add(wj, fj, zj, lb, v);
    if (D)
        gd_line_add(wd, fd, zd, lb, v);
    return v;
}

static void mirror_cell(mirror_ctx *c, uint64_t k, uint64_t j, uint32_t *ex, uint32_t *ex2)
{
    if (!c->r->nadd) {
        uint32_t g = c->nim ? (uint32_t)(k ^ j) : fast_layer(&c->R, c->diag ? &c->D : NULL, k, j, UINT32_MAX);
        if (!c->pass)
            c->T[k * c->n1 + j] = g;
        else
            c->T[k * c->n1 + j] = fast_layer(&c->R2, c->diag ? &c->D2 : NULL, k, j, g);
        return;
    }
    const gd_ruleset *r = c->r;
    uint64_t n1 = c->n1;
    uint32_t g;
    if (c->nim)
        g = (uint32_t)(k ^ j);
    else {
        size_t n = 0;
        for (size_t i = 0; i < r->nadd; i++) {
            gd_vec2 v = r->add[i];
            if (v.r <= k && v.s <= j)
                ex[n++] = tri_get(c->G, n1, k - v.r, j - v.s);
        }
        g = cell_mex(&c->R, c->diag ? &c->D : NULL, k, j, ex, n);
        cell_insert(&c->R, c->diag ? &c->D : NULL, k, j, g);
    }
    if (c->G)
        c->G[k * n1 + j] = g;
    if (!c->pass)
        return;
    uint32_t h = 0;
    if (k) {
        size_t n = 0;
        ex2[n++] = g;
        for (size_t i = 0; i < r->nadd; i++) {
            gd_vec2 v = r->add[i];
            if (v.r <= k && v.s <= j)
                ex2[n++] = tri_get(c->T, n1, k - v.r, j - v.s);
        }
        h = cell_mex(&c->R2, c->diag ? &c->D2 : NULL, k, j, ex2, n);
    }
    cell_insert(&c->R2, c->diag ? &c->D2 : NULL, k, j, h);
    c->T[k * n1 + j] = h;
}

/* Waits until step k has finished at least `need` cells; returns what it saw. Spins a
 * little (the block ahead publishes every tile), then sleeps on the condition variable:
 * on a shared machine the other thread may be off the core for a whole time slice, and
 * spinning or yielding then only takes the core from it. The sleeper announces itself in
 * c->sleepers before its last look at the counter, and the publisher stores the counter
 * before it looks at c->sleepers (both sequentially consistent), so a wake-up is not lost. */
static uint64_t wait_for(mirror_ctx *c, _Atomic uint64_t *p, uint64_t need)
{
    uint64_t v = atomic_load_explicit(p, memory_order_acquire);
    for (unsigned spins = 0; v < need && spins < SPINS; spins++)
        v = atomic_load_explicit(p, memory_order_acquire);
    if (v >= need)
        return v;
    pthread_mutex_lock(&c->mu);
    atomic_fetch_add(&c->sleepers, 1);
    while ((v = atomic_load(p)) < need)
        pthread_cond_wait(&c->cv, &c->mu);
    atomic_fetch_sub(&c->sleepers, 1);
    pthread_mutex_unlock(&c->mu);
    return v;
}

static void publish(mirror_ctx *c, _Atomic uint64_t *p, uint64_t v)
{
    atomic_store(p, v);
    if (atomic_load(&c->sleepers)) {
        pthread_mutex_lock(&c->mu);
        pthread_cond_broadcast(&c->cv);
        pthread_mutex_unlock(&c->mu);
    }
}

/* The upper triangle by symmetry, in 64 x 64 blocks (cache-friendly transpose), each
 * thread taking the next block row; once every step is done. */
static void transpose(mirror_ctx *c)
{
    uint32_t *T = c->T;
    uint64_t n1 = c->n1;
    wait_for(c, &c->done[c->N / TS], c->N + 1); /* the last block waited for the one before, and so on */
    for (;;) {
        uint64_t x0 = 64 * atomic_fetch_add_explicit(&c->tnext, 1, memory_order_relaxed);
        if (x0 >= n1)
            break;
        for (uint64_t y0 = x0; y0 < n1; y0 += 64)
            for (uint64_t x = x0; x < x0 + 64 && x < n1; x++)
                for (uint64_t y = y0 > x + 1 ? y0 : x + 1; y < y0 + 64 && y < n1; y++)
                    T[x * n1 + y] = T[y * n1 + x];
    }
}

static void *mirror_run(void *arg)
{
    mirror_worker *w = arg;
    mirror_ctx *c = w->c;
    for (;;) {
        uint64_t bk = atomic_fetch_add_explicit(&c->next, 1, memory_order_relaxed);
        uint64_t K = bk * TS;
        if (K > c->N)
            break;
        uint64_t K1 = K + TS - 1 < c->N ? K + TS - 1 : c->N; /* the block's last step */
        uint64_t seen = 0; /* columns of block bk-1 known finished (it has K of them) */
        for (uint64_t J = 0; J <= K1; J += TC) {
            uint64_t J1 = J + TC - 1 < K1 ? J + TC - 1 : K1, need = J1 + 1 < K ? J1 + 1 : K;
            if (bk && seen < need)
                seen = wait_for(c, &c->done[bk - 1], need);
            for (uint64_t k = K > J ? K : J; k <= K1; k++)
                for (uint64_t j = J, je = J1 < k ? J1 : k; j <= je; j++)
                    mirror_cell(c, k, j, w->ex, w->ex2);
            publish(c, &c->done[bk], J1 + 1);
        }
        /* Step k has k + 1 cells. The calling thread reports every thread's finished cells, so
         * the count is right however the blocks fell to the threads. */
        uint64_t mine = (K1 + 1) * (K1 + 2) / 2 - K * (K + 1) / 2;
        uint64_t cells = atomic_fetch_add_explicit(&c->cells, mine, memory_order_relaxed) + mine;
        if (w->progress)
            w->progress(w->progress_ctx, cells, (c->N + 1) * (c->N + 2) / 2);
    }
    transpose(c);
    return NULL;
}

/* Threads: the online cores (at most MAX_THREADS), GD_TABLE_THREADS if set (1 = none). */
static int thread_count(uint64_t N)
{
    const char *e = getenv("GD_TABLE_THREADS");
    long n = e && *e ? strtol(e, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1 || N < 2 * TS)
        n = 1;
    return n > MAX_THREADS ? MAX_THREADS : (int)n;
}

int gd_table_mirror_engine(const gd_table_spec *s, uint32_t *T, char *err, size_t errlen)
{
    const gd_ruleset *r = s->rules;
    mirror_ctx c = {.r = r, .N = s->a1, .n1 = s->a1 + 1, .T = T};
    c.diag = r->ndir == 3, c.nim = r->ndir == 2 && !r->nadd, c.pass = s->pass;
    c.nt = thread_count(c.N);
    size_t nw = gd_lines_words(gd_table_value_bound(r, c.N, c.N));
    mirror_worker wk[MAX_THREADS] = {{0}};
    pthread_t th[MAX_THREADS];
    uint32_t *Tg = NULL; /* g's lower triangle, when the pass layer needs g at S targets */
    int rc = -1, started = 1;
    pthread_mutex_init(&c.mu, NULL);
    pthread_cond_init(&c.cv, NULL);
    uint64_t nblocks = c.N / TS + 1;
    c.done = calloc(nblocks, sizeof *c.done);
    if (!c.done)
        goto done;
    for (uint64_t k = 0; k < nblocks; k++)
        atomic_init(&c.done[k], 0);
    for (int t = 0; t < c.nt; t++) {
        wk[t].c = &c;
        wk[t].ex = malloc((r->nadd + 2) * sizeof *wk[t].ex);
        wk[t].ex2 = malloc((r->nadd + 2) * sizeof *wk[t].ex2);
        if (!wk[t].ex || !wk[t].ex2)
            goto done;
    }
    if (!c.nim && (gd_lineset_init_blocked(&c.R, c.n1, nw, LB) || (c.diag && gd_lineset_init_blocked(&c.D, c.n1, nw, LB))))
        goto done;
    if (c.pass && (gd_lineset_init_blocked(&c.R2, c.n1, nw, LB) || (c.diag && gd_lineset_init_blocked(&c.D2, c.n1, nw, LB))))
        goto done;
    if (c.pass && !c.nim && r->nadd && !(Tg = malloc(c.n1 * c.n1 * sizeof *Tg)))
        goto done;
    c.G = c.pass ? Tg : T; /* where g lives (NULL: not kept) */
    atomic_init(&c.next, 0);
    atomic_init(&c.sleepers, 0);
    atomic_init(&c.tnext, 0);
    atomic_init(&c.cells, 0);
    wk[0].progress = s->progress, wk[0].progress_ctx = s->progress_ctx;
    for (started = 1; started < c.nt; started++) /* a thread that does not start is not needed */
        if (pthread_create(&th[started], NULL, mirror_run, &wk[started]))
            break;
    mirror_run(&wk[0]);
    for (int t = 1; t < started; t++)
        pthread_join(th[t], NULL);
    /* The end, whichever thread finished the last block. */
    if (s->progress)
        s->progress(s->progress_ctx, (c.N + 1) * (c.N + 2) / 2, (c.N + 1) * (c.N + 2) / 2);
    rc = 0;
done:
    if (rc)
        gd_err(err, errlen, "out of memory");
    gd_lineset_free(&c.R), gd_lineset_free(&c.D), gd_lineset_free(&c.R2), gd_lineset_free(&c.D2);
    for (int t = 0; t < c.nt; t++)
        free(wk[t].ex), free(wk[t].ex2);
    free(Tg), free(c.done);
    pthread_mutex_destroy(&c.mu);
    pthread_cond_destroy(&c.cv);
    return rc;
}
