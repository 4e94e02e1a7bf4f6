/* words.h - private to src/games/domineering: boards of at most 64 cells as one word of
 * empty cells (bit r*C + c of a board of R rows and C columns), shared by the normal forms
 * (symmetry.c) and the table of values (values.c). */
#ifndef GAMEDYN_DOMINEERING_WORDS_H
#define GAMEDYN_DOMINEERING_WORDS_H
#include <stdint.h>

/* The normal form of the board R0 x C0 with empty cells e0 (not 0): the least of the eight
 * images of its empty cells' bounding box under the symmetries of the rectangle (fewest
 * rows first, then the least word), as *R x *C with empty cells *e; +1 when its value is
 * the board's, -1 when it is the negative (a transposed image). spread: NULL, or the table
 * of gd_dom_word_spread, which transposes a row at a time instead of a cell at a time. */
int gd_dom_word_normal(const uint64_t *spread, int R0, int C0, uint64_t e0, int *R, int *C, uint64_t *e);

/* Fills spread (GD_DOM_SPREAD words): entry (R - 1) * 256 + x is the row x of at most 8
 * cells laid down a column of a board of R columns (bit c of x at bit c * R). */
#define GD_DOM_SPREAD (64 * 256)
void gd_dom_word_spread(uint64_t *spread);

/* Column 0 of a board of R rows and C columns (R*C <= 64) as a mask. */
static inline uint64_t gd_dom_word_col0(int R, int C)
{
    uint64_t m = 0;
    for (int r = 0; r < R; r++)
        m |= (uint64_t)1 << (r * C);
    return m;
}

/* The connected set of empty cells of e (a board of C columns) that holds the cell of seed:
 * grown a step in the four directions at a time until it stops; notfirst and notlast are the
 * board's cells outside its first and last column, so no step wraps round a row. */
static inline uint64_t gd_dom_word_flood(uint64_t seed, uint64_t e, int C, uint64_t notfirst, uint64_t notlast)
{
    uint64_t comp = seed, prev = 0;
    while (comp != prev) {
        prev = comp;
        comp |= ((comp << 1 & notfirst) | (comp >> 1 & notlast) | (C < 64 ? comp << C | comp >> C : 0)) & e;
    }
    return comp;
}
#endif
