/* parents.h - S, the same-sheet marks of the sheet being built: the parents of the
 * P-positions the supermex M has placed (Nim: the row, index z; Chomp: the 45-degree
 * diagonal, index x+y+z) and the deadly diagonals D copied in at the sheet's start.
 * A bitset over the absolute mark index n whose word 0 is absolute word base.
 *
 * Between the floors of W and the answer S is almost solid (docs/engine.md, "Performance"),
 * so S keeps a summary: bit i of full is set iff word i of S is all ones, and the search
 * for the next hole of S (gd_parents_next_hole) jumps over full words 64 at a time. */
#ifndef GAMEDYN_PARENTS_H
#define GAMEDYN_PARENTS_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t *S;
    uint64_t *full;     /* summary: bit i set iff S[i] is all ones; (words + 63) / 64 words */
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
/* Sets a covered index n without touching max (keeps the summary). */
static inline void gd_parents_flip_on(gd_parents *P, uint64_t n)
{
    size_t w = (size_t)((n >> 6) - P->base);
    if ((P->S[w] |= (uint64_t)1 << (n & 63)) == ~(uint64_t)0)
        P->full[w >> 6] |= (uint64_t)1 << (w & 63);
}
/* Recomputes the summary of words [from, to) after a bulk write. */
void gd_parents_resummarize(gd_parents *P, size_t from, size_t to);

/* The least index >= n (n >= base * 64) not in S. */
static inline uint64_t gd_parents_next_hole(const gd_parents *P, uint64_t n)
{
    size_t w = (size_t)((n >> 6) - P->base);
    if (w >= P->words)
        return n;
    uint64_t t = P->S[w] | (((uint64_t)1 << (n & 63)) - 1);
    if (t != ~(uint64_t)0)
        return n - (n & 63) + (uint64_t)__builtin_ctzll(~t);
    /* S[w] is full: the first word after it whose summary bit is clear has the hole. */
    w++;
    size_t fw = w >> 6, nf = (P->words + 63) >> 6;
    uint64_t f = fw < nf ? ~P->full[fw] & (~(uint64_t)0 << (w & 63)) : 1;
    while (f == 0)
        f = ++fw < nf ? ~P->full[fw] : 1;
    w = (fw << 6) + (size_t)__builtin_ctzll(f);
    uint64_t hole = w < P->words ? (uint64_t)__builtin_ctzll(~P->S[w]) : 0;
    return ((uint64_t)(w + P->base) << 6) + hole;
}
/* Marks index n (covering it) and keeps max; 0 on success. */
static inline int gd_parents_mark(gd_parents *P, uint64_t n)
{
    if (gd_parents_cover(P, n) != 0)
        return -1;
    gd_parents_flip_on(P, n);
    /* a maximum without a branch: n against the previous answers is a coin toss, and the
     * mispredicted branch cost the column a tenth of its time */
    uint64_t m = P->any ? P->max : 0;
    P->max = n > m ? n : m;
    P->any = 1;
    return 0;
}

#endif
