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

void gd_D_save(const gd_deadly *D, gd_blob *b)
{
    gd_blob_put_u64(b, D->words);
    gd_blob_put_u64(b, D->max);
    gd_blob_put_u64(b, (uint64_t)D->any);
    gd_blob_put(b, D->K, D->words * sizeof *D->K);
}

int gd_D_load(gd_deadly *D, gd_blob *b)
{
    gd_D_free(D);
    uint64_t words = gd_blob_get_u64(b), max = gd_blob_get_u64(b), any = gd_blob_get_u64(b);
    if (b->bad || words > gd_blob_left(b) / sizeof *D->K || any > 1 || (any && max >= words * 64))
        return -1;
    if (words && !(D->K = malloc((size_t)words * sizeof *D->K)))
        return -1;
    D->words = (size_t)words;
    D->max = max;
    D->any = (int)any;
    return gd_blob_get(b, D->K, D->words * sizeof *D->K);
}
