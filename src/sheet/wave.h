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
    uint64_t from;             /* the first sheet of this wavefront (a resumed engine's e->x) */
    _Atomic uint64_t end;      /* the last sheet it builds: xmax, or where gd_engine_pause stops it */
    uint64_t begun;            /* under mu: the last sheet the low worker went on to (0: none) */
    _Atomic uint64_t stable;   /* T.stable_key after the last sheet finished */
    _Atomic int dead;          /* e->dead, for the low worker */
    _Atomic uint64_t claim;    /* x + 1: the high worker is idle and takes sheet x from the low worker's next column */
    /* One worker (the schedule's fallback): the high worker asks with want_solo; the low
     * worker answers at the next sheet it has not begun (solo_from) and sleeps on lowcv, the
     * high worker then too (caller_from), and the caller's thread builds the sheets until the
     * schedule gives both workers resume_at, the first sheet they build again. */
    _Atomic int want_solo;
    _Atomic uint64_t solo_from; /* UINT64_MAX: two workers */
    _Atomic uint64_t caller_from; /* the high worker sleeps too: the caller's thread builds from this sheet */
    uint64_t resume_at;         /* under mu */
    pthread_cond_t lowcv;
    struct gd_wave_sched { /* the high worker's (wavefront.c, schedule) */
        int mode, probing, pending; /* mode: 1 = one worker */
        double t0, last, rate[2];   /* rate: columns a second of each mode, as last measured */
        uint64_t cols, sheets;
        unsigned run, budget[2];
        uint64_t idle0, total0; /* the machine's CPU times (jiffies) when one worker's run began */
        int idle_known;
    } sc;
    _Atomic int failed;        /* a worker failed at sheet fail_x (message in err) */
    uint64_t fail_x;
    char err[512];
    pthread_mutex_t grow_mu; /* one re-layout at a time */
    pthread_mutex_t mu;      /* the caller waits on cv for finished sheets */
    pthread_cond_t cv;
};

#define GD_WAVE_LAG 16 /* the low worker stays this many columns behind the high one */
enum { GD_WAVE_GROW = 1, GD_WAVE_STOP = 2, GD_WAVE_CLAIM = 4 };
int gd_wave_gate_slow(gd_worker *wk, uint64_t y);
/* The low worker, before column y of its sheet x: 0 when sheet x - 1 has done column y + 1
 * (the row it reads is complete and live); 1 when sheet x - 1 is finished and the high
 * worker idle (rows may be opened); 2 when the high worker claims sheet x (the low part
 * ends before column y); -1: stop. */
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

/* Tests: a worker that lags (sleeps us microseconds). */
void gd_wave_lag(unsigned us);
/* A waiting thread's pause: spins first, then yields, then sleeps. */
void gd_wave_relax(unsigned spins);
/* Back to work after a wait: not while W is being re-laid out, and with W's new layout. */
void gd_wave_unpark(gd_worker *wk);
/* Until *c >= n (every sheet below n got there), parked meanwhile. -1 when stopped or when
 * sheet fail_x <= n - 1 failed (it never will). */
int gd_wave_wait(gd_worker *wk, _Atomic uint64_t *c, uint64_t n);

#endif
