/* wstore.c - the W-store: rows of lower-sheet marks by key, in a ring. */
#include "wstore.h"
#include <stdlib.h>
#include <string.h>

int gd_wstore_init(gd_wstore *W, int shifted, uint64_t cap, size_t wpr)
{
    memset(W, 0, sizeof *W);
    W->shifted = shifted;
    W->cap = cap;
    W->wpr = wpr;
    W->w = calloc((size_t)cap * wpr, sizeof *W->w);
    W->floor = calloc((size_t)cap, sizeof *W->floor);
    return (W->w && W->floor) ? 0 : -1;
}

void gd_wstore_free(gd_wstore *W)
{
    free(W->w);
    free(W->floor);
    memset(W, 0, sizeof *W);
}

/* Re-lays the live rows into a ring of newcap rows of newwpr words. */
static int relayout(gd_wstore *W, uint64_t newcap, size_t newwpr)
{
    uint64_t *w = calloc((size_t)newcap * newwpr, sizeof *w);
    uint64_t *fl = calloc((size_t)newcap, sizeof *fl);
    if (!w || !fl) {
        free(w);
        free(fl);
        return -1;
    }
    size_t keep = W->wpr < newwpr ? W->wpr : newwpr;
    for (uint64_t k = W->lo; k < W->hi; k++) {
        memcpy(w + (size_t)(k & (newcap - 1)) * newwpr, gd_wstore_row(W, k), keep * sizeof *w);
        fl[k & (newcap - 1)] = W->floor[k & (W->cap - 1)];
    }
    free(W->w);
    free(W->floor);
    W->w = w;
    W->floor = fl;
    W->cap = newcap;
    W->wpr = newwpr;
    return 0;
}

int gd_wstore_widen(gd_wstore *W, uint64_t need)
{
    size_t w = W->wpr + W->wpr / 2;
    if (w < need)
        w = (size_t)need;
    return relayout(W, W->cap, w);
}

int gd_wstore_open(gd_wstore *W, uint64_t key, uint64_t off, uint64_t top)
{
    if (W->hi - W->lo == W->cap && relayout(W, W->cap * 2, W->wpr) != 0)
        return -1;
    W->hi = key + 1;
    if (gd_wstore_cover(W, key, top) != 0)
        return -1;
    memset(gd_wstore_row(W, key), 0, W->wpr * sizeof *W->w);
    *gd_wstore_floor(W, key) = off;
    return 0;
}

void gd_wstore_drop_below(gd_wstore *W, uint64_t key)
{
    if (W->lo < key) {
        W->lo = key;
        if (W->hi < W->lo)
            W->hi = W->lo;
    }
}
