/* handover.c - where the wavefront's two workers meet (docs/engine.md, "Two threads"): the
 * low worker's gate before a column, the high worker's progress after one, the parking
 * while W is re-laid out, and the waits for a count of sheets. */
#include "wave.h"
#include <sched.h>
#include <time.h>

void gd_wave_relax(unsigned spins)
{
    if (spins < 256) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    } else if (spins < (1u << 16)) {
        sched_yield(); /* a waiting worker has a core of its own: stay awake a while */
    } else {
        struct timespec ts = {0, 20000};
        nanosleep(&ts, NULL);
    }
}

void gd_wave_lag(unsigned us)
{
    struct timespec ts = {(time_t)(us / 1000000), (long)(us % 1000000) * 1000};
    nanosleep(&ts, NULL);
}

void gd_wave_unpark(gd_worker *wk)
{
    gd_wave *wv = wk->e->wave;
    for (;;) {
        atomic_store(&wk->parked, 0);
        if (!(atomic_load(&wv->attention) & GD_WAVE_GROW))
            break;
        atomic_store(&wk->parked, 1);
        for (unsigned s = 0; atomic_load(&wv->attention) & GD_WAVE_GROW; s++)
            gd_wave_relax(s);
    }
    gd_wstore_view(&wk->e->W, &wk->Wv);
}

void gd_wave_park(gd_worker *wk)
{
    atomic_store(&wk->parked, 1);
    gd_wave_unpark(wk);
}

int gd_wave_wait(gd_worker *wk, _Atomic uint64_t *c, uint64_t n)
{
    gd_wave *wv = wk->e->wave;
    int rc = 0;
    if (atomic_load_explicit(c, memory_order_acquire) >= n)
        return 0;
    atomic_store(&wk->parked, 1);
    for (unsigned s = 0; atomic_load_explicit(c, memory_order_acquire) < n; s++) {
        if ((atomic_load(&wv->attention) & GD_WAVE_STOP) || (atomic_load(&wv->failed) && wv->fail_x < n)) {
            rc = -1;
            break;
        }
        gd_wave_relax(s);
    }
    gd_wave_unpark(wk);
    return rc;
}

int gd_wave_gate_slow(gd_worker *wk, uint64_t y)
{
    gd_engine *e = wk->e;
    gd_wave *wv = e->wave;
    gd_worker *high = &e->wk[1];
    for (unsigned s = 0;; s++) {
        int a = atomic_load(&wv->attention);
        if (a & GD_WAVE_STOP)
            return -1;
        if (a & GD_WAVE_GROW) {
            gd_wave_park(wk);
            continue;
        }
        if ((a & GD_WAVE_CLAIM) && atomic_load_explicit(&wv->claim, memory_order_acquire) == wk->x + 1)
            return 2;
        if (y + 1 < wk->own_ny || y + 2 + GD_WAVE_LAG <= wk->seen)
            return 0;
        if (atomic_load_explicit(&wv->finished, memory_order_acquire) >= wk->x)
            return 1;
        wk->seen = atomic_load_explicit(&high->col, memory_order_acquire);
        if (y + 2 + GD_WAVE_LAG <= wk->seen)
            return 0;
        if (atomic_load(&wv->failed) && wv->fail_x < wk->x)
            return -1;
        gd_wave_relax(s);
    }
}

void gd_wave_progress(gd_worker *wk, uint64_t y)
{
    if (((y + 1) & 15) == 0)
        atomic_store_explicit(&wk->col, y + 1, memory_order_release);
    if (atomic_load_explicit(wk->attention, memory_order_relaxed) & GD_WAVE_GROW)
        gd_wave_park(wk);
}

void gd_wave_started(gd_worker *wk)
{
    atomic_store_explicit(&wk->e->wave->started, wk->x + 1, memory_order_release);
}
