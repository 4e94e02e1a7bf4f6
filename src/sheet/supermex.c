/* supermex.c - the supermex M: column by column in the engine, and on a captured W. */
#include "supermex.h"
#include "gamedyn/bits.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

int gd_sheet_M_column(gd_wstore *W, gd_parents *S, const gd_rules *r, uint64_t x, uint64_t y, const uint64_t *extra,
                      int nex, uint64_t *zout)
{
    uint64_t key = gd_rules_key(r, x, y), off = gd_rules_offset(r, x, y);
    uint64_t n0 = off + gd_rules_min_z(r, x, y);
    uint64_t *fl = gd_wstore_floor(W, key);
    const uint64_t *row = gd_wstore_row(W, key);
    uint64_t rb = gd_wstore_base(W, key);
    while ((*fl >> 6) - rb < W->wpr && gd_bits_get(row, *fl - (rb << 6)))
        (*fl)++;
    if (S->floor < off)
        S->floor = off;
    while (gd_parents_get(S, S->floor))
        S->floor++;
    if (n0 < *fl)
        n0 = *fl;
    if (n0 < S->floor)
        n0 = S->floor;
    /* The extras block this column only: set them in S for the scan and take them back after. */
    uint64_t undo[GD_MAX_EXTRAS];
    int nundo = 0;
    for (int i = 0; i < nex; i++) {
        uint64_t n = off + extra[i];
        if (n >= n0 && !gd_parents_get(S, n)) {
            if (gd_parents_cover(S, n) != 0)
                return -1;
            gd_parents_flip_on(S, n);
            undo[nundo++] = n;
        }
    }
    /* Scan S | W word by word from n0; words past either bitset are empty. */
    const uint64_t *s = S->S;
    uint64_t w = n0 >> 6;
    size_t si = (size_t)(w - S->base), ri = (size_t)(w - rb);
    size_t sn = S->used, rn = W->wpr;
    uint64_t t = ((uint64_t)1 << (n0 & 63)) - 1;
    if (si < sn && ri < rn && (t | s[si] | row[ri]) == ~(uint64_t)0) {
        /* The answer usually lies many full words ahead: test four at a time. */
        si++, ri++, t = 0;
        while (si + 4 <= sn && ri + 4 <= rn &&
               ((s[si] | row[ri]) & (s[si + 1] | row[ri + 1]) & (s[si + 2] | row[ri + 2]) &
                (s[si + 3] | row[ri + 3])) == ~(uint64_t)0)
            si += 4, ri += 4;
    }
    for (;; si++, ri++) {
        if (si < sn)
            t |= s[si];
        if (ri < rn)
            t |= row[ri];
        if (t != ~(uint64_t)0)
            break;
        t = 0;
    }
    uint64_t n = ((uint64_t)(si + S->base) << 6) + (uint64_t)__builtin_ctzll(~t);
    for (int i = 0; i < nundo; i++)
        gd_parents_flip_off(S, undo[i]);
    *zout = n - off;
    return 0;
}

int gd_wcols_capture(gd_engine *e, uint64_t ny, uint64_t nz, gd_wcols *w, char *err, size_t errlen)
{
    memset(w, 0, sizeof *w);
    w->x = gd_engine_next_sheet(e);
    w->ny = ny, w->nz = nz, w->nw = (size_t)((nz + 63) >> 6);
    w->cols = calloc(ny * w->nw, sizeof *w->cols);
    if (!w->cols) {
        gd_err(err, errlen, "out of memory for %llu columns", (unsigned long long)ny);
        return -1;
    }
    for (uint64_t y = 0; y < ny; y++)
        if (gd_engine_winners(e, y, nz, w->cols + y * w->nw, err, errlen) != 0) {
            gd_wcols_free(w);
            return -1;
        }
    return 0;
}

void gd_wcols_free(gd_wcols *w)
{
    free(w->cols);
    memset(w, 0, sizeof *w);
}

int gd_supermex_run(gd_sheet_game game, const gd_wcols *w, const gd_engine *extras_from, uint32_t *z)
{
    const gd_rules *r = gd_rules_get(game);
    /* Same-sheet parents by index: Nim the row (n = z), Chomp the diagonal (n = z + y). */
    uint64_t nbits = w->nz + (r->left_shift ? w->ny : 0) + 64;
    uint64_t *S = calloc((size_t)(nbits >> 6) + 1, sizeof *S);
    uint64_t *col = malloc(w->nw * sizeof *col);
    if (!S || !col) {
        free(S);
        free(col);
        return -1;
    }
    size_t sw = (size_t)(nbits >> 6) + 1;
    for (uint64_t y = 0; y < w->ny; y++)
        z[y] = GD_SUPERMEX_NONE;
    for (uint64_t y = 0; y < w->ny; y++) {
        memcpy(col, w->cols + y * w->nw, w->nw * sizeof *col);
        if (extras_from) {
            uint64_t ex[GD_MAX_EXTRAS];
            int n = gd_engine_extras(extras_from, w->x, y, ex, GD_MAX_EXTRAS);
            for (int i = 0; i < n; i++)
                if (ex[i] < w->nz)
                    gd_bits_set(col, ex[i]);
        }
        uint64_t shift = r->left_shift ? y : 0, c = UINT64_MAX;
        for (size_t k = 0; k < w->nw; k++) {
            uint64_t t = col[k] | gd_bits_get64(S, sw, ((uint64_t)k << 6) + shift);
            if (k == 0)
                t |= ((uint64_t)1 << gd_rules_min_z(r, w->x, y)) - 1;
            if (t != ~(uint64_t)0) {
                c = ((uint64_t)k << 6) + (uint64_t)__builtin_ctzll(~t);
                break;
            }
        }
        if (c >= w->nz)
            break; /* past the window: the later columns are unknown */
        z[y] = (uint32_t)c;
        gd_bits_set(S, c + shift);
        if (r->zero_ends_sheet && c == 0)
            break;
    }
    free(S);
    free(col);
    return 0;
}
