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
#include <unistd.h>

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

/* The schedule (docs/engine.md, "Two threads", "The schedule"): the measured rate of
 * sheets built by two workers against that of one. The high worker runs it at the end of
 * each sheet; the output does not depend on it. */
#define SCHED_EPOCH ((uint64_t)1 << 18) /* columns a measurement spans (~7 ms of one core) */
#define SCHED_FIRST 4                   /* epochs before the other mode is first measured */
#define SCHED_MAX 16 /* ... and at most, after it lost again and again (a probe of two workers costs little:
                      * they are tried only with a core idle) */
#define SCHED_MARGIN 1.1 /* two workers stay only when this much faster: a tie goes to one, which
                          * spends half the CPU and waits for no partner off its core */

/* Until handed >= n: 0; until the low worker answered the fallback from sheet <= x: 1. */
static int sheet_owner(gd_worker *wk, uint64_t x)
{
    gd_wave *wv = wk->e->wave;
    if (atomic_load_explicit(&wv->handed, memory_order_acquire) > x)
        return 0;
    if (atomic_load_explicit(&wv->solo_from, memory_order_acquire) <= x)
        return 1;
    /* idle: the low worker hands sheet x over before its next column (work stealing on
     * the columns below ys; when the high worker lags instead, the low one goes on to ys) */
    atomic_store_explicit(&wv->claim, x + 1, memory_order_release);
    atomic_fetch_or(&wv->attention, GD_WAVE_CLAIM);
    atomic_store(&wk->parked, 1);
    int rc;
    for (unsigned s = 0;; s++) {
        if (atomic_load_explicit(&wv->handed, memory_order_acquire) > x) {
            rc = 0;
            break;
        }
        if (atomic_load_explicit(&wv->solo_from, memory_order_acquire) <= x) {
            rc = 1;
            break;
        }
        if (stopped(wv) || (atomic_load(&wv->failed) && wv->fail_x < x)) {
            rc = -1;
            break;
        }
        gd_wave_relax(s);
    }
    atomic_fetch_and(&wv->attention, ~GD_WAVE_CLAIM);
    gd_wave_unpark(wk);
    return rc;
}

/* The sheet x with j passes left of the one-thread chain p (gd_engine_level_sheet's walk,
 * here: engine.c calls this file, not the other way). */
static const gd_sheet *chain_sheet(const gd_engine *p, unsigned j)
{
    unsigned k = gd_config_passes(&p->cfg);
    if (j == k)
        return p->last;
    return j + 1 == k ? p->plain_last : chain_sheet(p->plain, j);
}

/* The slot of sheet x for wk; with a pass the plain sheet x (the extras) built first and
 * copied there for both workers, with the lower levels of a chain of passes. */
static int sheet_prepare(gd_worker *wk, uint64_t x, char *err, size_t errlen)
{
    gd_engine *e = wk->e;
    wk->b = &e->slot[x % GD_WAVE_SLOTS];
    if (!e->plain)
        return 0;
    const gd_sheet *ps = NULL;
    unsigned k = gd_config_passes(&e->cfg);
    gd_sheet_free(&wk->b->plain);
    if (gd_engine_step(e->plain, &ps, err, errlen) != 0)
        return -1;
    int rc = gd_sheet_copy(&wk->b->plain, ps);
    for (unsigned j = 0; rc == 0 && j + 1 < k; j++) {
        gd_sheet_free(&wk->b->lower[j]);
        rc = gd_sheet_copy(&wk->b->lower[j], chain_sheet(e->plain, j));
    }
    if (rc != 0) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    wk->plain_sheet = &wk->b->plain;
    return 0;
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
    wk->own_ny = x ? e->slot[(x - 1) % GD_WAVE_SLOTS].ny : 0;
    wk->seen = 0;
    if (sheet_prepare(wk, x, err, errlen) != 0)
        return -1;
    /* ys <= yp: the stable key only grows as tails are published */
    uint64_t k0 = gd_rules_key(e->rules, x, 0), st = atomic_load(&wv->stable);
    uint64_t bound = st > k0 && !atomic_load(&wv->dead) ? st - k0 : 0;
    if (gd_engine_low(e, wk, bound, err, errlen) != 0)
        return -1;
    atomic_store_explicit(&wv->handed, x + 1, memory_order_release);
    return 0;
}

/* The low worker between sheets, when the high worker asked for one worker: from sheet *x
 * on the high worker builds whole sheets; asleep until it gives back the sheet to go on
 * with (*x). -1 when stopped. */
static int low_sleep(gd_worker *wk, uint64_t *x)
{
    gd_wave *wv = wk->e->wave;
    atomic_store(&wk->parked, 1);
    pthread_mutex_lock(&wv->mu);
    atomic_store_explicit(&wv->solo_from, *x, memory_order_release);
    while (atomic_load(&wv->want_solo) && !stopped(wv))
        pthread_cond_wait(&wv->lowcv, &wv->mu);
    *x = wv->resume_at;
    pthread_mutex_unlock(&wv->mu);
    if (stopped(wv))
        return -1;
    gd_wave_unpark(wk);
    return 0;
}

/* The idle and the total CPU time of the machine so far, in jiffies over all its CPUs
 * (/proc/stat; steal counts as busy); 0, or -1 when they cannot be read. */
static int cpu_times(uint64_t *idle, uint64_t *total)
{
    FILE *f = fopen("/proc/stat", "r");
    if (!f)
        return -1;
    unsigned long long v[8] = {0};
    int n = fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
                   &v[6], &v[7]);
    fclose(f);
    if (n < 4)
        return -1;
    *idle = v[3] + v[4];
    *total = 0;
    for (int i = 0; i < 8; i++)
        *total += v[i];
    return 0;
}

/* Whether a second worker would find a core: the machine had half a core or more idle
 * since sc's reading (then taken again). 1 when unknown (the times unreadable, or under
 * eight jiffies since the reading: the reading is kept). One worker builds; a competing
 * process on the other core leaves none idle, and the two workers are then not tried:
 * a measurement of them costs an epoch at their slow pace. */
static int idle_core(struct gd_wave_sched *sc)
{
    uint64_t idle, total;
    if (cpu_times(&idle, &total) != 0) {
        sc->idle_known = 0;
        return 1;
    }
    if (sc->idle_known && total < sc->total0 + 8)
        return -1;
    int had = 1;
    if (sc->idle_known && total > sc->total0) {
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        had = (double)(idle - sc->idle0) / (double)(total - sc->total0) * (double)(cores > 0 ? cores : 1) >= 0.5;
    }
    sc->idle0 = idle;
    sc->total0 = total;
    sc->idle_known = 1;
    return had;
}

/* The high worker, at the end of sheet x (built by one worker or by two, cols columns):
 * measures the rate of the mode it ran in and asks for the other mode when it is due.
 * Each mode runs for budget[mode] epochs before the other is measured again (one epoch);
 * the faster one stays, and the budget of a mode that keeps winning doubles. */
static void schedule(gd_engine *e, gd_wave *wv, uint64_t x, int solo, uint64_t cols)
{
    struct gd_wave_sched *sc = &wv->sc;
    double now = gd_seconds();
    uint64_t epoch = e->epoch ? e->epoch : SCHED_EPOCH;
    if (solo != sc->mode) { /* the first sheet of a mode starts its epoch */
        sc->mode = solo;
        sc->pending = 0;
        sc->t0 = sc->last;
        sc->cols = sc->sheets = 0;
        sc->idle_known = 0;
        if (solo)
            idle_core(sc);
    }
    sc->last = now;
    sc->cols += cols;
    sc->sheets++;
    /* a measurement of the other mode ends as soon as it is clearly lost (the time the
     * mode it is measured against would take for two epochs): under load two workers can
     * take a time slice a sheet */
    int lost = sc->probing && (now - sc->t0) * sc->rate[!solo] > 2.0 * (double)epoch;
    if (sc->pending || x == e->cfg.xmax || (!lost && (sc->cols < epoch || sc->sheets < 4)))
        return;
    double rate = (double)sc->cols / (now - sc->t0 > 1e-9 ? now - sc->t0 : 1e-9);
    sc->rate[solo] = rate;
    sc->t0 = now;
    sc->cols = sc->sheets = 0;
    int want = solo;
    if (sc->probing) {
        sc->probing = 0;
        sc->run = 0;
        if (solo ? rate * SCHED_MARGIN >= sc->rate[0] : rate > sc->rate[1] * SCHED_MARGIN)
            sc->budget[solo] = SCHED_FIRST; /* the measured mode won: it stays */
        else {
            want = !solo;
            sc->budget[!solo] = sc->budget[!solo] * 2 < SCHED_MAX ? sc->budget[!solo] * 2 : SCHED_MAX;
        }
    } else if (++sc->run >= sc->budget[solo]) {
        sc->run = 0;
        if (solo && (e->idle_test ? e->idle_test : idle_core(sc)) != 1)
            return; /* no core for a second worker (or too soon to tell): not tried */
        sc->probing = 1;
        want = !solo;
    }
    if (want == solo)
        return;
    sc->pending = 1;
    atomic_fetch_add_explicit(&e->switches, 1, memory_order_relaxed);
    if (want) {
        atomic_store(&wv->want_solo, 1); /* the low worker answers at its next sheet */
        return;
    }
    pthread_mutex_lock(&wv->mu);
    wv->resume_at = x + 1;
    atomic_store_explicit(&wv->solo_from, UINT64_MAX, memory_order_release);
    atomic_store_explicit(&wv->caller_from, UINT64_MAX, memory_order_release);
    atomic_store(&wv->want_solo, 0);
    pthread_cond_broadcast(&wv->lowcv);
    pthread_mutex_unlock(&wv->mu);
}

/* Sheet x from wk->b->ny on (solo: all of it, the slot begun here), published for the caller. */
static int finish_sheet(gd_worker *wk, uint64_t x, int solo, char *err, size_t errlen)
{
    gd_engine *e = wk->e;
    gd_wave *wv = e->wave;
    if (solo) {
        if (sheet_prepare(wk, x, err, errlen) != 0 || gd_engine_low(e, wk, 0, err, errlen) != 0)
            return -1;
        atomic_fetch_add_explicit(&e->solo_sheets, 1, memory_order_relaxed);
    }
    wk->b = &e->slot[x % GD_WAVE_SLOTS];
    wk->plain_sheet = e->plain ? &wk->b->plain : NULL;
    atomic_store_explicit(&wk->col, wk->b->ny, memory_order_release);
    wk->alone = solo;
    int rc = gd_engine_high(e, wk, err, errlen);
    wk->alone = 0;
    if (rc != 0)
        return -1;
    atomic_store(&wv->stable, e->T.stable_key);
    atomic_store(&wv->dead, e->dead);
    atomic_store_explicit(&wv->finished, x + 1, memory_order_release);
    schedule(e, wv, x, solo, wk->b->out.computed + (e->plain ? wk->b->plain.computed : 0));
    return 0;
}

/* The high worker's part of sheet x, and its hand-over to the caller. 1: the low worker
 * sleeps from sheet x on (one worker), and the caller's thread builds the sheets. */
static int high_sheet(gd_worker *wk, uint64_t x, char *err, size_t errlen)
{
    gd_engine *e = wk->e;
    gd_wave *wv = e->wave;
    int solo = sheet_owner(wk, x);
    if (solo != 0)
        return solo;
    if (e->lag_us[1])
        gd_wave_lag(e->lag_us[1]);
    if (finish_sheet(wk, x, 0, err, errlen) != 0)
        return -1;
    /* the caller is woken once a batch is ready (a wake-up a sheet costs two context switches) */
    if (x + 1 >= atomic_load(&wv->want)) {
        pthread_mutex_lock(&wv->mu);
        pthread_cond_broadcast(&wv->cv);
        pthread_mutex_unlock(&wv->mu);
    }
    return 0;
}

/* The high worker while one worker is the faster: the caller's own thread builds the sheets
 * from *x on (no hand-over waits for a thread the scheduler has not run), until it gives the
 * sheet to go on with (*x). -1 when stopped. */
static int high_sleep(gd_worker *wk, uint64_t *x)
{
    gd_wave *wv = wk->e->wave;
    atomic_store(&wk->parked, 1);
    pthread_mutex_lock(&wv->mu);
    atomic_store_explicit(&wv->caller_from, *x, memory_order_release);
    pthread_cond_broadcast(&wv->cv);
    while (atomic_load(&wv->caller_from) != UINT64_MAX && !stopped(wv))
        pthread_cond_wait(&wv->lowcv, &wv->mu);
    *x = wv->resume_at;
    pthread_mutex_unlock(&wv->mu);
    if (stopped(wv))
        return -1;
    gd_wave_unpark(wk);
    return 0;
}

static void *worker_main(void *arg)
{
    gd_worker *wk = arg;
    gd_engine *e = wk->e;
    gd_wave *wv = e->wave;
    char err[512] = "stopped";
    self = wk;
    for (uint64_t x = wv->from;;) {
        /* the low worker goes on to a sheet and says so in one step, which a pause reads in one
         * step too: it never stops it short of a sheet the worker began */
        int go;
        if (wk->id == 0) {
            pthread_mutex_lock(&wv->mu);
            if ((go = x <= atomic_load(&wv->end)) != 0)
                wv->begun = x;
            pthread_mutex_unlock(&wv->mu);
        } else
            go = x <= atomic_load(&wv->end);
        if (!go)
            break;
        wk->x = x;
        int rc;
        if (wk->id == 1) {
            if ((rc = high_sheet(wk, x, err, sizeof err)) == 1 && (rc = high_sleep(wk, &x)) == 0)
                continue;
        } else if (atomic_load(&wv->want_solo)) {
            if ((rc = low_sleep(wk, &x)) == 0)
                continue;
        } else
            rc = low_sheet(wk, x, err, sizeof err);
        if (rc != 0) {
            if (!stopped(wv) && !(atomic_load(&wv->failed) && wv->fail_x < x))
                fail(wv, x, err);
            break;
        }
        x++;
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
        pthread_cond_init(&wv->cv, NULL) != 0 || pthread_cond_init(&wv->lowcv, NULL) != 0) {
        free(wv);
        gd_err(err, errlen, "cannot make a lock");
        return -1;
    }
    atomic_init(&wv->solo_from, UINT64_MAX);
    atomic_init(&wv->caller_from, UINT64_MAX);
    /* from sheet e->x on: a resumed engine, or one that stopped at a pause; what the
     * sheets before it left is in W, D and T */
    uint64_t x = wv->from = e->x;
    atomic_init(&wv->handed, x);
    atomic_init(&wv->started, x);
    atomic_init(&wv->finished, x);
    atomic_init(&wv->consumed, x);
    atomic_init(&wv->stable, e->T.stable_key);
    atomic_init(&wv->dead, e->dead);
    /* a pause asked for and not yet reached holds for this wavefront too */
    atomic_init(&wv->end, e->pause >= x && e->pause < e->cfg.xmax ? e->pause : e->cfg.xmax);
    if (x)
        e->slot[(x - 1) % GD_WAVE_SLOTS].ny = 0; /* its low worker's columns: none of this wavefront's */
    /* One worker first: two are measured after its first epoch, and only when the machine
     * has a core idle (a competitor on the other core would make two workers' first epochs
     * the slowest part of a short run). */
    atomic_init(&wv->want_solo, 1);
    wv->sc.mode = 1;
    wv->sc.budget[0] = SCHED_FIRST;
    wv->sc.budget[1] = 1;
    wv->sc.t0 = wv->sc.last = gd_seconds();
    idle_core(&wv->sc);
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
    pthread_mutex_lock(&wv->mu); /* a low worker asleep in the fallback */
    pthread_cond_broadcast(&wv->lowcv);
    pthread_mutex_unlock(&wv->mu);
    for (int i = 0; i < 2; i++)
        if (wv->running[i])
            pthread_join(wv->th[i], NULL);
    pthread_cond_destroy(&wv->cv);
    pthread_cond_destroy(&wv->lowcv);
    pthread_mutex_destroy(&wv->mu);
    pthread_mutex_destroy(&wv->grow_mu);
    free(wv);
    e->wave = NULL;
    e->W.guard = NULL;
}

uint64_t gd_wave_pause(gd_engine *e, uint64_t at)
{
    gd_wave *wv = e->wave;
    uint64_t p = e->x ? e->x - 1 : 0;
    p = at > p ? at : p;
    /* The low worker may be in the last sheet it went on to, never past it; the high worker
     * builds only sheets it handed over, the caller only those it asks for. */
    pthread_mutex_lock(&wv->mu);
    p = wv->begun > p ? wv->begun : p;
    p = p < e->cfg.xmax ? p : e->cfg.xmax;
    if (p < atomic_load(&wv->end))
        atomic_store(&wv->end, p);
    p = atomic_load(&wv->end);
    pthread_mutex_unlock(&wv->mu);
    return p;
}

uint64_t gd_wave_end(const gd_engine *e)
{
    return atomic_load(&e->wave->end);
}

int gd_wave_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen)
{
    gd_wave *wv = e->wave;
    uint64_t x = e->x;
    if (x > e->cfg.xmax)
        return 1;
    atomic_store_explicit(&wv->consumed, x, memory_order_release);
    if (atomic_load_explicit(&wv->finished, memory_order_acquire) <= x &&
        atomic_load_explicit(&wv->caller_from, memory_order_acquire) > x) {
        /* a batch the workers reach without waiting for the caller (their slots) */
        uint64_t want = x + GD_WAVE_SLOTS / 2, end = atomic_load(&wv->end);
        atomic_store(&wv->want, want <= end + 1 ? want : end + 1);
        pthread_mutex_lock(&wv->mu);
        while (atomic_load_explicit(&wv->finished, memory_order_acquire) <= x &&
               atomic_load_explicit(&wv->caller_from, memory_order_acquire) > x &&
               !(atomic_load(&wv->failed) && wv->fail_x <= x))
            pthread_cond_wait(&wv->cv, &wv->mu);
        pthread_mutex_unlock(&wv->mu);
    }
    if (atomic_load_explicit(&wv->finished, memory_order_acquire) <= x &&
        atomic_load_explicit(&wv->caller_from, memory_order_acquire) <= x) {
        /* one worker: both threads sleep and this one builds the sheet, as gd_engine_step */
        gd_worker *wk = &e->wk[1];
        self = wk;
        wk->x = x;
        int rc = finish_sheet(wk, x, 1, err, errlen);
        atomic_store(&wk->parked, 1);
        if (rc != 0)
            return -1;
    }
    if (atomic_load_explicit(&wv->finished, memory_order_acquire) <= x) {
        pthread_mutex_lock(&wv->mu);
        gd_err(err, errlen, "%s", wv->err);
        pthread_mutex_unlock(&wv->mu);
        return -1;
    }
    e->x++;
    gd_slot *b = e->last_slot = &e->slot[x % GD_WAVE_SLOTS];
    e->plain_last = e->plain ? &b->plain : NULL;
    *out = e->last = &b->out;
    return 0;
}
