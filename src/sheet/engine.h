/* engine.h - the engine's state, shared by engine.c (the recursion R) and wavefront.c (R
 * on two threads, docs/engine.md "Two threads"). Internal.
 *
 * The state splits in three: what every sheet reads and the sheets before it wrote (W, D,
 * the lower tails T: the engine's); what one sheet is built in (S, z, the output: a slot);
 * and what a thread needs (the window prover's state, its signals: a worker). One thread
 * runs worker 0 on slot 0. The wavefront runs two: the low worker builds the first columns
 * of each sheet, the high worker the rest of it, prover included. */
#ifndef GAMEDYN_ENGINE_H
#define GAMEDYN_ENGINE_H
#include "deadly.h"
#include "lowertails.h"
#include "parents.h"
#include "wstore.h"
#include "window.h"
#include <stdatomic.h>

typedef struct gd_wave gd_wave;

/* A sheet being built and then read by the caller: the wavefront keeps GD_WAVE_SLOTS of
 * them, so the workers run ahead of a caller that reads them one by one. */
typedef struct {
    gd_parents S; /* the same-sheet marks M has placed (and D) */
    uint32_t *zbuf;
    size_t zcap;
    uint32_t *tailbuf;
    size_t tailcap;
    gd_sheet out;
    gd_sheet plain; /* the wavefront with a pass: a copy of the plain sheet x (the extras) */
    uint64_t ny; /* columns the low worker built */
    int ended;   /* and the sheet ended there (a P at z = 0) */
} gd_slot;
#define GD_WAVE_SLOTS 16

typedef struct {
    /* the wavefront's signals, each worker's on its own cache line: the other worker reads them */
    _Alignas(64) _Atomic uint64_t col; /* the high worker: columns of its sheet done, every 16 */
    _Atomic int parked;                /* not touching W (waiting), so W may be re-laid out */
    _Alignas(64) gd_engine *e;
    int id;
    uint64_t x;                  /* the sheet being built */
    gd_slot *b;                  /* its slot */
    const gd_sheet *plain_sheet; /* the variant's source of extras for sheet x (the pass) */
    gd_window Wn;
    uint64_t columns;
    /* the wavefront only */
    uint64_t own_ny;            /* the low worker: columns it built of sheet x - 1 */
    uint64_t seen;              /* the low worker: the high worker's col as last read */
    gd_wstore Wv;               /* the low worker reads W through a copy of its layout: the
                                 * high worker writes the original's other fields every column */
    _Atomic int *attention;     /* the wavefront's flags (GD_WAVE_GROW, GD_WAVE_STOP) */
} gd_worker;

struct gd_engine {
    gd_config cfg;
    const gd_rules *rules;
    gd_perturb V;
    int window;
    gd_engine *plain;           /* pass variant: the game without the pass (K passes: the (K-1)-pass engine) */
    const gd_sheet *plain_last; /* the plain sheet that fed the last sheet returned */
    const gd_sheet *last;       /* the last sheet returned */
    uint64_t x;                 /* next sheet to return */
    int dead;                   /* a P at [x',0,0]: every later position moves there */
    _Alignas(64) gd_wstore W;
    _Alignas(64) gd_deadly D;
    _Alignas(64) gd_lowertails T;
    gd_worker wk[2];
    gd_slot slot[GD_WAVE_SLOTS];
    gd_wave *wave; /* NULL: one thread */
};

/* engine.c: R in two parts. The low part of sheet wk->x (slot wk->b): S begun, columns
 * below ys, each once the sheet before has done the column it reads (gd_wave_gate); no
 * prover looks there (ys <= yp). 0, -1 (err), -2 (stopped). */
int gd_engine_low(gd_engine *e, gd_worker *wk, uint64_t ys, char *err, size_t errlen);
/* The rest of sheet wk->x from column wk->b->ny, as one thread would build it: the prover,
 * the publication of its tail. 0 or -1 (err). */
int gd_engine_high(gd_engine *e, gd_worker *wk, char *err, size_t errlen);

/* wavefront.c: the hand-over points. */
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
int gd_wave_start(gd_engine *e, char *err, size_t errlen);
void gd_wave_stop(gd_engine *e);
int gd_wave_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen);

#endif
