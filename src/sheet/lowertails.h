/* lowertails.h - the proved tails of the lower sheets, as the recursion R hands them on:
 * a sheet's tail reaches every later key, so it is written into the live W rows when it
 * is proved and replayed into every W row opened later. Flat tails (period 1) are kept
 * as one bitset of values, the others listed. Only left-shifted games (Chomp) prove
 * tails: there a tail of sheet x' reaches key k through its column k - x'. */
#ifndef GAMEDYN_LOWERTAILS_H
#define GAMEDYN_LOWERTAILS_H
#include "gamedyn/sheet.h"
#include "wstore.h"

typedef struct {
    uint64_t x, y0, period, extent;
    uint32_t *vals;
} gd_periodic_tail;

typedef struct {
    uint64_t *flat; /* the values of the flat tails, as a z-bitset */
    size_t flat_words;
    uint64_t flat_bits, flat_mex; /* one past the highest; the least z not among them */
    gd_periodic_tail *per;
    size_t nper, capper;
    uint64_t stable_key; /* every key >= it sees only tails of lower sheets */
    uint64_t lcm;        /* lcm of the listed tails' periods */
    uint64_t per_top;    /* one past the largest value of a listed tail */
    /* Replay state of the listed tails, in publication order: the index into vals of the
     * value tail i puts on row next_key, so a new row costs one load per tail (no
     * division, no walk over the values). */
    uint32_t *phase;
    uint64_t next_key;
} gd_lowertails;

void gd_lowertails_init(gd_lowertails *T);
void gd_lowertails_free(gd_lowertails *T);
/* The highest index a tail puts on a row whose z = 0 is index off, plus a margin. */
uint64_t gd_lowertails_top(const gd_lowertails *T, uint64_t off);
/* Writes the listed tails into row key, just opened by gd_wstore_open with top as above
 * and the flat tails (flat, flat_bits) as its initial bits. */
void gd_lowertails_into_row(gd_lowertails *T, gd_wstore *W, uint64_t key, uint64_t off);
/* Sheet s (a proved tail) into the live rows past its explicit part, and remembered; 0 on success. */
int gd_lowertails_publish(gd_lowertails *T, gd_wstore *W, const gd_rules *r, const gd_sheet *s);
/* A sheet whose marks stop at key (it ended): later keys see only tails. */
void gd_lowertails_stable_from(gd_lowertails *T, uint64_t key);

/* T as it is (a checkpoint), and back (any state: freed first); 0, or -1: out of memory or
 * a short or implausible file. */
void gd_lowertails_save(const gd_lowertails *T, gd_blob *b);
int gd_lowertails_load(gd_lowertails *T, gd_blob *b);

#endif
