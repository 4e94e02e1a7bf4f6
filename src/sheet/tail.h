/* tail.h - the tail prover: whether the sheet being built is eventually periodic.
 * It sees the sheet only through gd_tail_input (the z so far, the same-sheet set S,
 * and a question about the lower-sheet and extra marks), never the engine. */
#ifndef GAMEDYN_TAIL_H
#define GAMEDYN_TAIL_H
#include "gamedyn/sheet.h"
#include "parents.h"

/* The state proof waits for two periods of at most this many columns. */
#define GD_TAIL_MAX_PERIOD ((uint64_t)1 << 20)

/* Per sheet: set yp and period before the first column, next_* to 0. */
typedef struct {
    uint64_t yp;     /* the marks of W and the extras are periodic from this column */
    uint64_t period; /* with this period */
    uint64_t next_flat, next_state;
} gd_tail_watch;

typedef struct {
    const gd_rules *rules;
    uint64_t x;          /* the sheet */
    const uint32_t *z;   /* z(0..y) */
    const gd_parents *S; /* the same-sheet set after column y */
    uint64_t flat_mex;   /* the least z not among the lower sheets' flat tails */
    /* Whether z = v of column y' is marked by W or by the variant's extras: 1, 0, or -1 on error. */
    int (*marked)(void *ctx, uint64_t y, uint64_t v);
    void *ctx;
    /* Optional, the same answer as asking marked for every phase of columns past yp without
     * touching W: 1 when no lower tail and no extra ever marks v past yp, 0 if one does. */
    int (*never_marked)(void *ctx2, uint64_t v);
    void *ctx2;
} gd_tail_input;

/* After column y: 1 when the tail is proved (the sheet is periodic from column *y0 on with
 * least period *period, both least), 0 if not yet, -1 on error. */
int gd_tail_try(gd_tail_watch *tw, const gd_tail_input *in, uint64_t y, uint64_t *y0, uint64_t *period);

/* z(0..c1-1), proved L-periodic from column c2 = c1 - L on: its least period (a divisor of L)
 * into *period and the least column from which it holds into *y0. Shared by the state proof
 * and the window proof. */
void gd_tail_least(const uint32_t *z, uint64_t c1, uint64_t c2, uint64_t *y0, uint64_t *period);

#endif
