/* parents.h - S, the same-sheet marks of the sheet being built: the parents of the
 * P-positions the supermex M has placed (Nim: the row, index z; Chomp: the 45-degree
 * diagonal, index x+y+z) and the deadly diagonals D copied in at the sheet's start.
 * A bitset over the absolute mark index n whose word 0 is absolute word base. */
#ifndef GAMEDYN_PARENTS_H
#define GAMEDYN_PARENTS_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t *S;
    size_t words, used; /* allocated; possibly non-zero */
    uint64_t base;      /* absolute word of S[0] */
    uint64_t floor;     /* every index from the sheet's start below it is set */
    uint64_t max;       /* highest index set, when any */
    int any;
} gd_parents;

void gd_parents_free(gd_parents *P);
/* Empties S for a sheet whose first column has offset off. */
void gd_parents_begin(gd_parents *P, uint64_t off);
/* Reallocates to at least need words (the slow path of gd_parents_cover); 0 on success. */
int gd_parents_grow(gd_parents *P, uint64_t need);
/* Ensures the words cover index n (and counts them as used); 0 on success. */
static inline int gd_parents_cover(gd_parents *P, uint64_t n)
{
    uint64_t need = (n >> 6) + 2 - P->base;
    if (need > P->words && gd_parents_grow(P, need) != 0)
        return -1;
    if (need > P->used)
        P->used = (size_t)need;
    return 0;
}
static inline int gd_parents_get(const gd_parents *P, uint64_t n)
{
    uint64_t w = (n >> 6) - P->base;
    return w < P->words && ((P->S[w] >> (n & 63)) & 1);
}
/* Sets or clears a covered index n without touching max. */
static inline void gd_parents_flip_on(gd_parents *P, uint64_t n)
{
    P->S[(n >> 6) - P->base] |= (uint64_t)1 << (n & 63);
}
static inline void gd_parents_flip_off(gd_parents *P, uint64_t n)
{
    P->S[(n >> 6) - P->base] &= ~((uint64_t)1 << (n & 63));
}
/* Marks index n (covering it) and keeps max; 0 on success. */
static inline int gd_parents_mark(gd_parents *P, uint64_t n)
{
    if (gd_parents_cover(P, n) != 0)
        return -1;
    gd_parents_flip_on(P, n);
    if (!P->any || n > P->max)
        P->max = n;
    P->any = 1;
    return 0;
}

#endif
