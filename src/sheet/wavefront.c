/* wavefront.c - the recursion R on two threads (docs/engine.md, "Two threads").
 *
 * Column y of sheet x reads only W row x + y, which sheet x - 1 completes at its column
 * y + 1. So the columns of each sheet are split at a column ys between two workers: the
 * low worker builds columns [0, ys) of sheet x while the high worker builds the rest of
 * sheet x - 1, then hands sheet x (its S and z) over. Each worker keeps to its own range
 * of keys, so the rows stay in its core's cache; only the slot crosses over, once a sheet.
 * The census is the sequential one byte for byte:
 *  - ys is below the sheet's yp, the column from which the provers look, computed from the
 *    lower tails published so far: the low worker calls no prover and reads no tail;
 *  - a low column waits until the row it reads is complete: sheet x - 1's column y + 1
 *    built (by itself, or by the high worker: its col), or sheet x - 1 finished;
 *  - the high worker starts sheet x with the same W, D, S and tails as one thread would,
 *    and builds it exactly as one thread would, prover included. Sheet x's marks in rows
 *    the high worker still reads for sheet x - 1 are written only after it has read them
 *    (the same wait), and sheet x's diagonal enters D before sheet x + 1 starts.
 * Either worker may have to re-lay W out (a wider row, a larger ring); it waits until the
 * other is parked (W->guard). The caller's gd_engine_next takes the finished sheets in order. */
#include "wave.h"
#include "gamedyn/util.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local gd_worker *self; /* the worker this thread runs */

/* Either worker: W's rows are about to move (begin) or have moved. The other worker is
 * held parked meanwhile; a worker waiting for the lock counts as parked. */
static void guard(void *ctx, int begin)
{
    gd_engine *e = ctx;
    gd_wave *wv = e->wave;
    gd_worker *me = self, *other = &e->wk[1 - me->id];
    if (!begin) {
        atomic_fetch_and(&wv->attention, ~GD_WAVE_GROW);
        pthread_mutex_unlock(&wv->grow_mu);
        gd_wave_unpark(me);
        return;
    }
    atomic_store(&me->parked, 1);
    pthread_mutex_lock(&wv->grow_mu);
    atomic_fetch_or(&wv->attention, GD_WAVE_GROW);
    for (unsigned s = 0; !atomic_load(&other->parked); s++)
        gd_wave_relax(s);
}

static void fail(gd_wave *wv, uint64_t x, const char *msg)
{
    pthread_mutex_lock(&wv->mu);
    if (!atomic_load(&wv->failed) || x < wv->fail_x) {
        wv->fail_x = x;
        snprintf(wv->err, sizeof wv->err, "%s", msg);
    }
    atomic_store(&wv->failed, 1);
    pthread_cond_broadcast(&wv->cv);
    pthread_mutex_unlock(&wv->mu);
}

static int stopped(gd_wave *wv)
{
    return (atomic_load(&wv->attention) & GD_WAVE_STOP) != 0;
}

/* The balance: the low worker's share of the columns moves towards equal times on a sheet
 * (the output does not depend on it). */
static void rebalance(gd_wave *wv)
{
    double a = (double)atomic_load(&wv->busy[0]), b = (double)atomic_load(&wv->busy[1]);
    if (a + b <= 0)
        return;
    int s = atomic_load(&wv->share) + (int)(64 * (b - a) / (a + b));
    atomic_store(&wv->share, s < 0 ? 0 : s > 1024 ? 1024 : s);
}

/* The low worker's part of sheet x; 0, or -1 (failed or stopped). */
static int low_sheet(gd_worker *wk, uint64_t x, char *err, size_t errlen)
{
    gd_engine *e = wk->e;
    gd_wave *wv = e->wave;
    /* The slot was sheet x - SLOTS's, the caller's until it asks for the sheet after. The
     * high worker began sheet x - 1: D holds its diagonal, and it reads no row below the
     * ones sheet x - 1 reads. */
    if (gd_wave_wait(wk, &wv->consumed, x >= GD_WAVE_SLOTS ? x - GD_WAVE_SLOTS + 1 : 0) != 0 ||
        gd_wave_wait(wk, &wv->started, x) != 0)
        return -1;
    rebalance(wv);
    double t0 = gd_seconds();
    wk->own_ny = x ? e->slot[(x - 1) % GD_WAVE_SLOTS].ny : 0;
    wk->b = &e->slot[x % GD_WAVE_SLOTS];
    wk->seen = 0;
    if (e->plain) {
        /* the pass: the plain sheet x, built here before the low part, copied for both workers */
        const gd_sheet *ps = NULL;
        gd_sheet_free(&wk->b->plain);
        if (gd_engine_step(e->plain, &ps, err, errlen) != 0 || gd_sheet_copy(&wk->b->plain, ps) != 0) {
            if (ps)
                gd_err(err, errlen, "out of memory");
            return -1;
        }
        wk->plain_sheet = &wk->b->plain;
    }
    /* ys <= yp: the stable key only grows as tails are published */
    uint64_t k0 = gd_rules_key(e->rules, x, 0), st = atomic_load(&wv->stable);
    uint64_t bound = st > k0 && !atomic_load(&wv->dead) ? st - k0 : 0;
    if (gd_engine_low(e, wk, bound * (uint64_t)atomic_load(&wv->share) / 1024, err, errlen) != 0)
        return -1;
    atomic_store(&wv->busy[0], (uint64_t)(1e9 * (gd_seconds() - t0)));
    atomic_store_explicit(&wv->handed, x + 1, memory_order_release);
    return 0;
}

/* The high worker's part of sheet x, and its hand-over to the caller. */
static int high_sheet(gd_worker *wk, uint64_t x, char *err, size_t errlen)
{
    gd_engine *e = wk->e;
    gd_wave *wv = e->wave;
    if (gd_wave_wait(wk, &wv->handed, x + 1) != 0)
        return -1;
    double t0 = gd_seconds();
    wk->b = &e->slot[x % GD_WAVE_SLOTS];
    wk->plain_sheet = e->plain ? &wk->b->plain : NULL;
    atomic_store_explicit(&wk->col, wk->b->ny, memory_order_release);
    if (gd_engine_high(e, wk, err, errlen) != 0)
        return -1;
    atomic_store(&wv->busy[1], (uint64_t)(1e9 * (gd_seconds() - t0)));
    atomic_store(&wv->stable, e->T.stable_key);
    atomic_store(&wv->dead, e->dead);
    atomic_store_explicit(&wv->finished, x + 1, memory_order_release);
    /* the caller is woken once a batch is ready (a wake-up a sheet costs two context switches) */
    if (x + 1 >= atomic_load(&wv->want)) {
        pthread_mutex_lock(&wv->mu);
        pthread_cond_broadcast(&wv->cv);
        pthread_mutex_unlock(&wv->mu);
    }
    return 0;
}

static void *worker_main(void *arg)
{
    gd_worker *wk = arg;
    gd_engine *e = wk->e;
    char err[512] = "stopped";
    self = wk;
    for (uint64_t x = 0; x <= e->cfg.xmax; x++) {
        wk->x = x;
        if ((wk->id == 0 ? low_sheet : high_sheet)(wk, x, err, sizeof err) != 0) {
            if (!stopped(e->wave) && !(atomic_load(&e->wave->failed) && e->wave->fail_x < x))
                fail(e->wave, x, err);
            break;
        }
    }
    atomic_store(&wk->parked, 1);
    return NULL;
}

int gd_wave_start(gd_engine *e, char *err, size_t errlen)
{
    gd_wave *wv = calloc(1, sizeof *wv);
    if (!wv) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    if (pthread_mutex_init(&wv->mu, NULL) != 0 || pthread_mutex_init(&wv->grow_mu, NULL) != 0 ||
        pthread_cond_init(&wv->cv, NULL) != 0) {
        free(wv);
        gd_err(err, errlen, "cannot make a lock");
        return -1;
    }
    atomic_init(&wv->share, 600); /* the high worker also runs the provers */
    e->wave = wv;
    e->W.guard = guard;
    e->W.guard_ctx = e;
    for (int i = 0; i < 2; i++) {
        e->wk[i].attention = &wv->attention;
        atomic_store(&e->wk[i].parked, 1);
        gd_wstore_view(&e->W, &e->wk[i].Wv);
        if (pthread_create(&wv->th[i], NULL, worker_main, &e->wk[i]) != 0) {
            gd_wave_stop(e);
            gd_err(err, errlen, "cannot start a thread");
            return -1;
        }
        wv->running[i] = 1;
    }
    return 0;
}

void gd_wave_stop(gd_engine *e)
{
    gd_wave *wv = e->wave;
    if (!wv)
        return;
    atomic_fetch_or(&wv->attention, GD_WAVE_STOP);
    for (int i = 0; i < 2; i++)
        if (wv->running[i])
            pthread_join(wv->th[i], NULL);
    pthread_cond_destroy(&wv->cv);
    pthread_mutex_destroy(&wv->mu);
    pthread_mutex_destroy(&wv->grow_mu);
    free(wv);
    e->wave = NULL;
    e->W.guard = NULL;
}

int gd_wave_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen)
{
    gd_wave *wv = e->wave;
    uint64_t x = e->x;
    if (x > e->cfg.xmax)
        return 1;
    atomic_store_explicit(&wv->consumed, x, memory_order_release);
    if (atomic_load_explicit(&wv->finished, memory_order_acquire) <= x) {
        /* a batch the workers reach without waiting for the caller (their slots) */
        uint64_t want = x + GD_WAVE_SLOTS / 2;
        atomic_store(&wv->want, want <= e->cfg.xmax + 1 ? want : e->cfg.xmax + 1);
        pthread_mutex_lock(&wv->mu);
        while (atomic_load_explicit(&wv->finished, memory_order_acquire) <= x &&
               !(atomic_load(&wv->failed) && wv->fail_x <= x))
            pthread_cond_wait(&wv->cv, &wv->mu);
        pthread_mutex_unlock(&wv->mu);
    }
    if (atomic_load_explicit(&wv->finished, memory_order_acquire) <= x) {
        pthread_mutex_lock(&wv->mu);
        gd_err(err, errlen, "%s", wv->err);
        pthread_mutex_unlock(&wv->mu);
        return -1;
    }
    e->x++;
    gd_slot *b = &e->slot[x % GD_WAVE_SLOTS];
    e->plain_last = e->plain ? &b->plain : NULL;
    *out = e->last = &b->out;
    return 0;
}
