/* deadly.c - D, the deadly diagonals of the column-0 losers. */
#include "deadly.h"
#include <stdlib.h>
#include <string.h>

void gd_D_free(gd_deadly *D)
{
    free(D->K);
    memset(D, 0, sizeof *D);
}

int gd_D_add(gd_deadly *D, uint64_t n)
{
    if (gd_bits_grow_set(&D->K, &D->words, n) != 0)
        return -1;
    if (!D->any || n > D->max)
        D->max = n;
    D->any = 1;
    return 0;
}

int gd_D_into_parents(const gd_deadly *D, gd_parents *P)
{
    if (!D->any || D->max < P->floor)
        return 0;
    if (gd_parents_cover(P, D->max) != 0)
        return -1;
    size_t nw = (size_t)((D->max >> 6) - P->base + 1);
    memcpy(P->S, D->K + P->base, nw * sizeof *P->S);
    gd_parents_resummarize(P, 0, nw);
    P->max = D->max;
    P->any = 1;
    return 0;
}
