/* The sparse-space method on two threads (docs/heap.md, "Two threads").
 *
 * For a code whose only split is d0's (Grundy's game, 4.xxx), the options of heap n that
 * use no value past n - D (D = 2L, L the block length) can be found a block ahead: the
 * pairs (r, n-r) of the rare heaps r >= D, and the splits (a, n-a) with D <= a < D + S.
 * The helper thread lists them for block b+1 (heaps [s+L, s+2L)) while the main thread
 * computes block b: every value the helper reads lies below s, done before the block began.
 * The main thread then does the rest of each heap as the one-thread method does: the
 * one-heap options, the rare heaps below D and those found since the helper's copy of the
 * list, the mex, and the search for a rare candidate (splits a < D, then a >= D + S),
 * where a candidate the helper has seen is taken as seen. The helper's values are options
 * and the common ones are all there, so the sequence is the one-thread sequence; the mask
 * is fixed inside a call (the caller stops at every power of two, where it may change). */
#include "pipeline.h"
#include "gamedyn/util.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

int gd_heap_grow_seen(gd_heap_run *r, uint64_t words)
{
    if (words <= r->seen_words)
        return 0;
    uint64_t nw = r->seen_words ? r->seen_words : 8;
    while (nw < words)
        nw *= 2;
    uint64_t *t = realloc(r->seen, nw * sizeof *t);
    if (!t)
        return -1;
    memset(t + r->seen_words, 0, (nw - r->seen_words) * sizeof *t);
    r->seen = t, r->seen_words = nw;
    return 0;
}

int gd_heap_push_rare(gd_heap_run *r, uint64_t n)
{
    if (r->nrare == r->caprare) {
        uint64_t nc = r->caprare ? 2 * r->caprare : 1024;
        uint32_t *a = realloc(r->rare, nc * sizeof *a), *b;
        if (!a)
            return -1;
        r->rare = a;
        if (!(b = realloc(r->rarev, nc * sizeof *b)))
            return -1;
        r->rarev = b, r->caprare = nc;
    }
    r->rare[r->nrare] = (uint32_t)n;
    r->rarev[r->nrare++] = r->g[n];
    return 0;
}

int gd_heap_pipeline_fits(const gd_heap_run *r)
{
    const gd_heap_code *c = &r->code;
    if (c->tail || c->hex || !(c->d[0] & 4))
        return 0;
    for (int j = 1; j <= c->k; j++)
        if (c->d[j] & 4)
            return 0;
    return 1;
}

uint64_t gd_heap_pipeline_block(const gd_heap_run *r)
{
    return r->par_block ? r->par_block : 1024;
}

/* One block of the helper's work: heaps [s, e), values below 'bits', rare heaps copied. */
typedef struct {
    const uint32_t *g;
    uint64_t s, e, D, S, bits, words;
    int unequal;
    uint32_t *rare, *rarev; /* the rare heaps r >= D known when the block was handed over */
    uint64_t nrare, caprare;
    uint64_t *out;    /* words per heap, (e - s) heaps */
    uint64_t outcap;  /* words allocated */
} job;

typedef struct {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    job jobs[2];
    int posted, finished, quit; /* posted/finished: block numbers, the helper runs posted */
    uint8_t *loc;
    uint64_t loccap;
    int failed;
} shared;

static uint64_t pack8(const uint8_t *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
    return (x * 0x0102040810204080ULL) >> 56; /* byte i (0 or 1) -> bit i */
}

static void helper_block(shared *sh, job *j)
{
    const uint32_t *G = j->g;
    uint8_t *loc = sh->loc;
    for (uint64_t n = j->s; n < j->e; n++) {
        memset(loc, 0, j->bits);
        for (uint64_t i = 0; i < j->nrare; i++) {
            uint64_t rr = j->rare[i];
            if (!(j->unequal && 2 * rr == n))
                loc[j->rarev[i] ^ G[n - rr]] = 1;
        }
        uint64_t half = n / 2, end = j->D + j->S - 1 < half ? j->D + j->S - 1 : half;
        for (uint64_t a = j->D; a <= end; a++)
            if (!(j->unequal && 2 * a == n))
                loc[G[a] ^ G[n - a]] = 1;
        uint64_t *w = j->out + (n - j->s) * j->words;
        for (uint64_t k = 0; k < j->words; k++) {
            uint64_t x = 0;
            for (int b = 0; b < 8; b++)
                x |= pack8(loc + 64 * k + 8 * b) << (8 * b);
            w[k] = x;
        }
    }
}

static void *helper_main(void *arg)
{
    shared *sh = arg;
    pthread_mutex_lock(&sh->mu);
    for (;;) {
        while (!sh->quit && sh->posted == sh->finished)
            pthread_cond_wait(&sh->cv, &sh->mu);
        if (sh->quit)
            break;
        int b = sh->posted;
        pthread_mutex_unlock(&sh->mu);
        helper_block(sh, &sh->jobs[b & 1]);
        pthread_mutex_lock(&sh->mu);
        sh->finished = b;
        pthread_cond_broadcast(&sh->cv);
    }
    pthread_mutex_unlock(&sh->mu);
    return NULL;
}

/* Prepares block [s, e) for the helper: the rare heaps r >= D now known (all below s - L),
 * the value bound, the output words. Called while the helper is idle on this slot. */
static int prepare(const gd_heap_run *r, shared *sh, job *j, uint64_t s, uint64_t e, uint64_t D, uint64_t S)
{
    uint64_t bits = 64;
    while (bits <= r->maxval)
        bits <<= 1;
    j->g = r->g, j->s = s, j->e = e, j->D = D, j->S = S, j->bits = bits, j->words = bits / 64;
    j->unequal = r->code.unequal;
    if (j->caprare < r->nrare) {
        free(j->rare), free(j->rarev);
        j->rare = malloc(r->nrare * sizeof *j->rare), j->rarev = malloc(r->nrare * sizeof *j->rarev);
        if (!j->rare || !j->rarev)
            return -1;
        j->caprare = r->nrare;
    }
    j->nrare = 0;
    for (uint64_t i = 0; i < r->nrare; i++)
        if (r->rare[i] >= D)
            j->rare[j->nrare] = r->rare[i], j->rarev[j->nrare++] = r->rarev[i];
    uint64_t need = (e - s) * j->words;
    if (need > j->outcap) {
        free(j->out);
        if (!(j->out = malloc(need * sizeof *j->out)))
            return -1;
        j->outcap = need;
    }
    if (bits > sh->loccap) {
        uint8_t *t = realloc(sh->loc, bits + 64);
        if (!t)
            return -1;
        sh->loc = t, sh->loccap = bits;
    }
    return 0;
}

/* G(n) on the main thread; j is the helper's block (NULL: none, the one-thread method). */
static int main_one(gd_heap_run *r, uint64_t n, const job *j, uint64_t D, uint64_t i0)
{
    const gd_heap_code *c = &r->code;
    uint32_t *G = r->g;
    uint64_t bits = 1;
    while (bits <= r->maxval)
        bits <<= 1;
    if (gd_heap_grow_seen(r, (2 * bits + 64) / 8) != 0)
        return -1;
    uint8_t *seen = (uint8_t *)r->seen;
    memset(seen, 0, 2 * bits + 1);
    uint64_t kmax = (uint64_t)c->k < n ? (uint64_t)c->k : n;
    for (uint64_t t = 1; t <= kmax; t++) {
        unsigned d = c->d[t];
        if ((d & 1) && t == n)
            seen[0] = 1;
        if ((d & 2) && t < n)
            seen[G[n - t]] = 1;
    }
    /* The rare heaps the helper did not pair: those below D (the first i0) and those listed
     * after its copy (the list is ascending). */
    const uint32_t *rare = r->rare, *rv = r->rarev;
    uint64_t nr = r->nrare, i = 0;
    for (; i < i0 && rare[i] < n; i++)
        if (!(c->unequal && 2 * (uint64_t)rare[i] == n))
            seen[rv[i] ^ G[n - rare[i]]] = 1;
    for (i = j ? i0 + j->nrare : i; i < nr && rare[i] < n; i++)
        if (!(c->unequal && 2 * (uint64_t)rare[i] == n))
            seen[rv[i] ^ G[n - rare[i]]] = 1;
    const uint64_t *hb = j ? j->out + (n - j->s) * j->words : NULL;
    uint64_t hbits = j ? j->bits : 0;
    uint64_t lo = j ? D : UINT64_MAX, hi = j ? D + j->S : UINT64_MAX; /* the helper's splits [lo, hi) */
    /* The search for a rare candidate v marks the splits in runs of 32 and then looks at
     * seen[v]: no compare and branch a split (a run past v only marks more options). */
    const int unequal = c->unequal;
    const uint32_t mask = r->mask;
    uint64_t a = 1, amax = unequal ? (n - 1) / 2 : n / 2;
    uint32_t v = 0;
    for (;;) {
        while (seen[v] || (v < hbits && (hb[v / 64] >> (v % 64) & 1)))
            v++;
        if (__builtin_parity(v & mask))
            break;
        while (a <= amax && !seen[v]) {
            uint64_t e = a + 32 <= amax + 1 ? a + 32 : amax + 1;
            if (a < lo && e > lo)
                e = lo;
            for (; a < e; a++)
                seen[G[a] ^ G[n - a]] = 1;
            if (a == lo)
                a = hi;
        }
        r->scan_pairs += 1;
        if (!seen[v] && !(v < hbits && (hb[v / 64] >> (v % 64) & 1)))
            break;
    }
    G[n] = v;
    if (v > r->maxval)
        r->maxval = v;
    if (!__builtin_parity(v & r->mask) && gd_heap_push_rare(r, n) != 0)
        return -1;
    return 0;
}

int gd_heap_pipeline(gd_heap_run *r, uint64_t upto, double deadline, char *err, size_t errlen)
{
    uint64_t L = gd_heap_pipeline_block(r), D = 2 * L, S = r->par_scan ? r->par_scan : L, step = L / 16 ? L / 16 : 1;
    shared sh;
    memset(&sh, 0, sizeof sh);
    pthread_mutex_init(&sh.mu, NULL);
    pthread_cond_init(&sh.cv, NULL);
    pthread_t th;
    int rc = 0, started = 0, have = 0; /* have: the helper was given the block computed next */
    uint64_t s = r->done, top = upto + 1;
    /* Block 0 is the main thread's alone; the helper starts on block 1. */
    if (r->threads >= 2 && s + L < top) {
        if (prepare(r, &sh, &sh.jobs[1], s + L, s + 2 * L < top ? s + 2 * L : top, D, S) != 0)
            rc = -1;
        else if (sh.posted = 1, pthread_create(&th, NULL, helper_main, &sh) == 0)
            started = 1;
    }
    for (int b = 0; !rc && s < top; b++) {
        uint64_t e = s + L < top ? s + L : top;
        const job *mine = NULL;
        if (b > 0 && have) {
            pthread_mutex_lock(&sh.mu);
            /* The helper's share of the splits follows the load: less when it is late,
             * more when it is early (the values do not depend on it). */
            if (sh.finished < b)
                S = S > step ? S - step : 0;
            else if (S + step <= 4 * L)
                S += step;
            while (sh.finished < b)
                pthread_cond_wait(&sh.cv, &sh.mu);
            pthread_mutex_unlock(&sh.mu);
            mine = &sh.jobs[b & 1];
        }
        /* Hand over block b+1 (block 1 went before the loop): it reads values below s only. */
        have = started && e < top;
        if (have && b > 0) {
            if (prepare(r, &sh, &sh.jobs[(b + 1) & 1], e, e + L < top ? e + L : top, D, S) != 0) {
                rc = -1;
                break;
            }
            pthread_mutex_lock(&sh.mu);
            sh.posted = b + 1;
            pthread_cond_broadcast(&sh.cv);
            pthread_mutex_unlock(&sh.mu);
        }
        uint64_t i0 = 0; /* the rare heaps below D */
        while (i0 < r->nrare && r->rare[i0] < D)
            i0++;
        for (uint64_t n = s; n < e && !rc; n++)
            rc = main_one(r, n, mine, D, i0);
        if (rc)
            break;
        r->done = s = e;
        r->par_scan = S ? (uint32_t)S : 1;
        if (deadline > 0 && gd_seconds() >= deadline)
            break;
    }
    if (started) {
        pthread_mutex_lock(&sh.mu);
        sh.quit = 1;
        pthread_cond_broadcast(&sh.cv);
        pthread_mutex_unlock(&sh.mu);
        pthread_join(th, NULL);
    }
    for (int i = 0; i < 2; i++)
        free(sh.jobs[i].rare), free(sh.jobs[i].rarev), free(sh.jobs[i].out);
    free(sh.loc);
    pthread_mutex_destroy(&sh.mu);
    pthread_cond_destroy(&sh.cv);
    if (rc)
        gd_err(err, errlen, "out of memory");
    return rc;
}
