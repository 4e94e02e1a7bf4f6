/* engine.h - the engine's state, shared by engine.c (the public entry points), build.c
 * (R: one sheet, column by column) and wavefront.c with handover.c (R on two threads,
 * docs/engine.md "Two threads"). Internal. The calls go one way: engine.c -> wavefront.c
 * -> build.c -> handover.c.
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
    gd_sheet lower[GD_MAX_PASSES]; /* ... with K passes: the sheets x of 0..K-2 passes left */
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
    int alone;                  /* builds whole sheets while the other worker sleeps: no progress to publish */
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
    int threads;   /* gd_engine_set_threads's answer: 2 restarts the wavefront after a pause or a load */
    uint64_t pause; /* gd_engine_pause's sheet, which a wavefront started again keeps (UINT64_MAX: none) */
    gd_slot *last_slot; /* the wavefront: the slot of the last sheet returned */
    /* The wavefront's schedule (wavefront.c): what it did, and settings for the tests. */
    _Atomic uint64_t steals;      /* sheets whose low part the idle high worker cut short */
    _Atomic uint64_t solo_sheets; /* sheets built by one worker (the fallback) */
    _Atomic uint64_t switches;    /* changes between one and two workers */
    uint64_t epoch;               /* columns a measurement of the schedule spans; 0: the default */
    unsigned lag_us[2];           /* tests: worker i sleeps this long in each sheet (a lagging partner) */
    int idle_test;                /* tests: 1 the machine taken to have an idle core, -1 none; 0 read it */
};

/* build.c: R in two parts. The low part of sheet wk->x (slot wk->b): S begun, columns
 * below ys, each once the sheet before has done the column it reads (gd_wave_gate); no
 * prover looks there (ys <= yp). 0, -1 (err), -2 (stopped). */
int gd_engine_low(gd_engine *e, gd_worker *wk, uint64_t ys, char *err, size_t errlen);
/* The rest of sheet wk->x from column wk->b->ny, as one thread would build it: the prover,
 * the publication of its tail. 0 or -1 (err). */
int gd_engine_high(gd_engine *e, gd_worker *wk, char *err, size_t errlen);
/* The next sheet on the calling thread (worker 0, slot 0), as gd_engine_next. The chain's
 * lower engines (e->plain) never run threaded, so the wavefront takes their sheets here. */
int gd_engine_step(gd_engine *e, const gd_sheet **out, char *err, size_t errlen);

/* Makes the W rows up to key live: a new row starts with every proved tail of the
 * lower sheets (D stays in K, beside the rows). Inline: the column loops call it every column. */
static inline int gd_engine_need_key(gd_engine *e, uint64_t key)
{
    if (key < e->W.hi)
        return 0;
    while (e->W.hi <= key) {
        uint64_t k = e->W.hi, off = gd_rules_offset(e->rules, 0, k); /* index of z = 0 on key k */
        if (gd_wstore_open(&e->W, k, off, gd_lowertails_top(&e->T, off), e->T.flat, e->T.flat_bits) != 0)
            return -1;
        gd_lowertails_into_row(&e->T, &e->W, k, off);
    }
    return 0;
}

/* wavefront.c: R on two threads (the hand-over points between them: wave.h). */
int gd_wave_start(gd_engine *e, char *err, size_t errlen);
void gd_wave_stop(gd_engine *e);
int gd_wave_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen);
/* No sheet past the returned one (>= at) is built: gd_engine_pause. */
uint64_t gd_wave_pause(gd_engine *e, uint64_t at);
/* The last sheet this wavefront builds. */
uint64_t gd_wave_end(const gd_engine *e);

#endif
