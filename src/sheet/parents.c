/* parents.c - S, the same-sheet marks of the sheet being built. */
#include "parents.h"
#include <stdlib.h>
#include <string.h>

void gd_parents_free(gd_parents *P)
{
    free(P->S);
    memset(P, 0, sizeof *P);
}

void gd_parents_begin(gd_parents *P, uint64_t off)
{
    if (P->used)
        memset(P->S, 0, P->used * sizeof *P->S);
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
    P->words = w;
    return 0;
}
