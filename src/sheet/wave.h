/* wave.h - the wavefront's shared state and the hand-over points between its two workers
 * (handover.c), which the sheet builder (build.c) calls between columns. Internal. */
#ifndef GAMEDYN_WAVE_H
#define GAMEDYN_WAVE_H
#include "engine.h"
#include <pthread.h>
#include <stdatomic.h>

struct gd_wave {
    pthread_t th[2];
    int running[2];
    _Atomic int attention;     /* GD_WAVE_GROW | GD_WAVE_STOP */
    _Atomic uint64_t handed;   /* sheets whose low part is built */
    _Atomic uint64_t started;  /* sheets the high worker began (their diagonal is in D) */
    _Atomic uint64_t finished; /* sheets finished and published, in order */
    _Atomic uint64_t consumed; /* sheets the caller is done with */
    _Atomic uint64_t want;     /* the caller sleeps until this many sheets are finished */
    _Atomic uint64_t stable;   /* T.stable_key after the last sheet finished */
    _Atomic int dead;          /* e->dead, for the low worker */
    _Atomic int share;         /* ys as a fraction (of 1024) of its bound: the balance */
    _Atomic uint64_t busy[2];  /* each worker's time on its last sheet, ns */
    _Atomic int failed;        /* a worker failed at sheet fail_x (message in err) */
    uint64_t fail_x;
    char err[512];
    pthread_mutex_t grow_mu; /* one re-layout at a time */
    pthread_mutex_t mu;      /* the caller waits on cv for finished sheets */
    pthread_cond_t cv;
};

#define GD_WAVE_LAG 16 /* the low worker stays this many columns behind the high one */
enum { GD_WAVE_GROW = 1, GD_WAVE_STOP = 2 };
int gd_wave_gate_slow(gd_worker *wk, uint64_t y);
/* The low worker, before column y of its sheet x: 0 when sheet x - 1 has done column y + 1
 * (the row it reads is complete and live); 1 when sheet x - 1 is finished and the high
 * worker idle (rows may be opened); -1: stop. */
static inline int gd_wave_gate(gd_worker *wk, uint64_t y)
{
    if (y + 1 < wk->own_ny && !atomic_load_explicit(wk->attention, memory_order_relaxed))
        return 0;
    return gd_wave_gate_slow(wk, y);
}
/* The high worker, after column y: publishes its progress; parks while W is re-laid out.
 * Out of line: atomics and a call in the one-thread loop cost it its registers. */
void gd_wave_park(gd_worker *wk);
void gd_wave_progress(gd_worker *wk, uint64_t y);
/* The high worker: D holds sheet x's diagonal, so the low worker may start sheet x + 1. */
void gd_wave_started(gd_worker *wk);

/* A waiting thread's pause: spins first, then yields, then sleeps. */
void gd_wave_relax(unsigned spins);
/* Back to work after a wait: not while W is being re-laid out, and with W's new layout. */
void gd_wave_unpark(gd_worker *wk);
/* Until *c >= n (every sheet below n got there), parked meanwhile. -1 when stopped or when
 * sheet fail_x <= n - 1 failed (it never will). */
int gd_wave_wait(gd_worker *wk, _Atomic uint64_t *c, uint64_t n);

#endif
