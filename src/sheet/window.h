/* window.h - the window proof of a Chomp tail (docs/engine.md, "The window proof").
 *
 * Past column yp every lower sheet reaches the sheet being built only through its proved
 * tail, and the variant's extras (the pass: the plain sheet x; K passes: the (K-1)-pass
 * sheet x) only through theirs. Only the tails that take a value in a small level window
 * [a, b] around the sheet's own values can change it, so the period to wait for is the lcm
 * P(a, b) of those few tails read through the window, not the lcm of all of them.
 *
 * A certificate (c2, c1, a, b, P) is found by a heuristic search and then always checked
 * by gd_window_check, which tests exactly the theorem's hypotheses (B), (C), (D), (E). Like
 * tail.c it never sees the engine: only z, the same-sheet set S and the tails. */
#ifndef GAMEDYN_WINDOW_H
#define GAMEDYN_WINDOW_H
#include "gamedyn/sheet.h"
#include "lowertails.h"
#include "parents.h"

typedef struct {
    uint64_t x;          /* the sheet being built */
    uint64_t yp;         /* every source below is periodic on columns >= yp (checked) */
    uint64_t ncols;      /* columns decided: z[0..ncols-1]; S is S after column ncols - 1 */
    const uint32_t *z;
    const gd_parents *S; /* the same-sheet marks (D and the implied diagonals), absolute index x+y+z */
    /* The lower sheets' tails of period > 1: column y of sheet x reads column y + x - t.x of t. */
    const gd_periodic_tail *per;
    size_t nper;
    /* The lower sheets' flat tails: bit v set when some lower sheet is flat at v. */
    const uint64_t *flat;
    size_t flat_words;
    /* The variant's extra marks from yp on, as a tail with t.x = x (NULL: none past yp). */
    const gd_periodic_tail *extra;
} gd_window_in;

/* The claim: z(y + L) = z(y) for every y >= c2, L = c1 - c2, with the window [a, b] and
 * its period P = P(a, b). */
typedef struct {
    uint64_t c2, c1, a, b, P;
} gd_window_cert;

/* Per engine: the tails' value ranges (tails are only ever appended), the next checkpoint,
 * and what the proofs looked like. */
typedef struct {
    uint32_t *lo, *hi; /* least and largest value of per[i] */
    size_t n, cap;
    uint64_t next;        /* next checkpoint c1 of the sheet being built */
    uint64_t proofs;      /* tails proved by the window */
    uint64_t max_L, max_P, max_width, max_past; /* largest L, P(a, b), b - a, c1 - max(y0, yp) */
    uint64_t sum_past;    /* columns computed past max(y0, yp), summed over the proofs */
} gd_window;

void gd_window_init(gd_window *w);
void gd_window_free(gd_window *w);
/* Before the first column of a sheet. */
void gd_window_begin(gd_window *w, uint64_t yp);

/* 1 when the certificate proves the theorem's conclusion, 0 when a hypothesis fails (the
 * reason in why), -1 out of memory. */
int gd_window_check(gd_window *w, const gd_window_in *in, const gd_window_cert *c, char *why, size_t whylen);

/* The least period of t read through [a, b] (values outside count as no mark); 1 when no
 * value of t lies in [a, b]. */
uint64_t gd_window_tail_period(const gd_periodic_tail *t, uint64_t a, uint64_t b);
/* P(a, b) over the lower tails and the extras. -1 out of memory, else 0 with *P set. */
int gd_window_period(gd_window *w, const gd_window_in *in, uint64_t a, uint64_t b, uint64_t *P);

/* 1 when no tail of in (lower, flat, extras) ever takes the value v, else 0; -1 out of memory. */
int gd_window_never_marked(gd_window *w, const gd_window_in *in, uint64_t v);

/* At a checkpoint: searches for a certificate with c1 = in->ncols and checks it. 1 when
 * proved (*cert set; the sheet is then periodic from *y0 with least period *period, both
 * least), 0 if not (yet), -1 out of memory. */
int gd_window_try(gd_window *w, const gd_window_in *in, gd_window_cert *cert, uint64_t *y0, uint64_t *period);

/* Largest L the search tries. */
#define GD_WINDOW_MAX_L ((uint64_t)1 << 16)

#endif
