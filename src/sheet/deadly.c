/* deadly.c - D, the deadly diagonals of the column-0 losers. */
#include "deadly.h"
#include <stdlib.h>
#include <string.h>

void gd_D_free(gd_deadly *D)
{
    free(D->K);
    memset(D, 0, sizeof *D);
}

int gd_D_add(gd_deadly *D, gd_wstore *W, uint64_t n)
{
    if (gd_bits_grow_set(&D->K, &D->words, n) != 0)
        return -1;
    if (!D->any || n > D->max)
        D->max = n;
    D->any = 1;
    if (!W->shifted)
        return 0;
    for (uint64_t k = W->lo; k < W->hi && k <= n; k++)
        if (gd_wstore_set(W, k, n) != 0)
            return -1;
    return 0;
}

int gd_D_into_row(const gd_deadly *D, gd_wstore *W, uint64_t key, uint64_t off)
{
    if (!D->any || D->max < off)
        return 0;
    if (gd_wstore_cover(W, key, D->max) != 0)
        return -1;
    uint64_t *row = gd_wstore_row(W, key);
    uint64_t from = gd_wstore_base(W, key), to = D->max >> 6;
    for (uint64_t w = from; w <= to; w++)
        row[w - from] |= D->K[w];
    return 0;
}

int gd_D_into_parents(const gd_deadly *D, gd_parents *P)
{
    if (!D->any || D->max < P->floor)
        return 0;
    if (gd_parents_cover(P, D->max) != 0)
        return -1;
    memcpy(P->S, D->K + P->base, (size_t)((D->max >> 6) - P->base + 1) * sizeof *P->S);
    P->max = D->max;
    P->any = 1;
    return 0;
}
