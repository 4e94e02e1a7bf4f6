/* supermex.c - the supermex M: column by column in the engine, and on a captured W. */
#include "supermex.h"
#include "gamedyn/bits.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

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
