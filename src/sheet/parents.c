/* parents.c - S, the same-sheet marks of the sheet being built. */
#include "parents.h"
#include <stdlib.h>
#include <string.h>

void gd_parents_free(gd_parents *P)
{
    free(P->S);
    free(P->full);
    memset(P, 0, sizeof *P);
}

void gd_parents_begin(gd_parents *P, uint64_t off)
{
    if (P->used) {
        memset(P->S, 0, P->used * sizeof *P->S);
        memset(P->full, 0, ((P->used + 63) >> 6) * sizeof *P->full);
    }
    P->used = 0;
    P->any = 0;
    P->base = off >> 6;
    P->floor = off;
}

int gd_parents_grow(gd_parents *P, uint64_t need)
{
    size_t w = P->words * 2;
    if (w < need)
        w = (size_t)need;
    uint64_t *S = realloc(P->S, w * sizeof *S);
    if (!S)
        return -1;
    memset(S + P->words, 0, (w - P->words) * sizeof *S);
    P->S = S;
    size_t of = (P->words + 63) >> 6, nf = (w + 63) >> 6;
    uint64_t *f = realloc(P->full, nf * sizeof *f);
    if (!f)
        return -1;
    memset(f + of, 0, (nf - of) * sizeof *f);
    P->full = f;
    P->words = w;
    return 0;
}

void gd_parents_resummarize(gd_parents *P, size_t from, size_t to)
{
    for (size_t w = from; w < to; w++) {
        uint64_t b = (uint64_t)1 << (w & 63);
        if (P->S[w] == ~(uint64_t)0)
            P->full[w >> 6] |= b;
        else
            P->full[w >> 6] &= ~b;
    }
}
