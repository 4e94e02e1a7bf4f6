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
    for (size_t j = 0; j < keep; j++)
        for (uint64_t k = W->lo; k < W->hi; k++)
            w[j * newcap + (k & (newcap - 1))] = W->w[j * W->cap + (k & (W->cap - 1))];
    for (uint64_t k = W->lo; k < W->hi; k++)
        fl[k & (newcap - 1)] = W->floor[k & (W->cap - 1)];
    free(W->w);
    free(W->floor);
    W->w = w;
    W->floor = fl;
    W->cap = newcap;
    W->wpr = newwpr;
    return 0;
}

/* The rows move: another thread reading them is held off by the guard meanwhile, and the
 * need is checked again under it (that thread may have widened them first). */
int gd_wstore_widen(gd_wstore *W, uint64_t need)
{
    if (W->guard)
        W->guard(W->guard_ctx, 1);
    int rc = 0;
    if (need > W->wpr) {
        size_t w = W->wpr + W->wpr / 2;
        rc = relayout(W, W->cap, w < need ? (size_t)need : w);
    }
    if (W->guard)
        W->guard(W->guard_ctx, 0);
    return rc;
}

static int grow_ring(gd_wstore *W)
{
    if (W->guard)
        W->guard(W->guard_ctx, 1);
    int rc = W->hi - W->lo == W->cap ? relayout(W, W->cap * 2, W->wpr) : 0;
    if (W->guard)
        W->guard(W->guard_ctx, 0);
    return rc;
}

int gd_wstore_open(gd_wstore *W, uint64_t key, uint64_t off, uint64_t top, const uint64_t *init, uint64_t nbits)
{
    if (W->hi - W->lo == W->cap && grow_ring(W) != 0)
        return -1;
    W->hi = key + 1;
    if (gd_wstore_cover(W, key, top) != 0 || (nbits && gd_wstore_cover(W, key, off + nbits)) != 0)
        return -1;
    uint64_t *row = gd_wstore_row(W, key), cap = W->cap;
    uint64_t shift = off - (gd_wstore_base(W, key) << 6); /* init's bit 0 lands on row bit shift */
    size_t n = (size_t)((nbits + 63) >> 6), q = (size_t)(shift >> 6);
    unsigned r = (unsigned)(shift & 63);
    for (size_t j = 0; j < W->wpr; j++) {
        /* word j = init's bits [64 j - shift, 64 j - shift + 64) */
        uint64_t v = 0;
        if (j >= q && j - q < n + 1) {
            size_t i = j - q;
            uint64_t lo = i < n ? init[i] : 0, hi = i >= 1 && i - 1 < n ? init[i - 1] : 0;
            if (i < n && i + 1 == n && (nbits & 63))
                lo &= ((uint64_t)1 << (nbits & 63)) - 1;
            if (i >= 1 && i == n && (nbits & 63))
                hi &= ((uint64_t)1 << (nbits & 63)) - 1;
            v = (lo << r) | (r ? hi >> (64 - r) : 0);
        }
        row[j * cap] = v;
    }
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

void gd_wstore_extract(const gd_wstore *W, uint64_t key, uint64_t *dst, uint64_t from, uint64_t nbits)
{
    size_t n = (size_t)((nbits + 63) >> 6);
    for (size_t i = 0; i < n; i++) {
        uint64_t at = from + ((uint64_t)i << 6), k = at >> 6;
        unsigned r = (unsigned)(at & 63);
        uint64_t lo = gd_wstore_word(W, key, k);
        dst[i] = r ? (lo >> r) | (gd_wstore_word(W, key, k + 1) << (64 - r)) : lo;
    }
    if (nbits & 63)
        dst[n - 1] &= ((uint64_t)1 << (nbits & 63)) - 1;
}
