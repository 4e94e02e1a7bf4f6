/* supermex.h - the supermex M as the engine runs it, one column at a time, on the live
 * W-store and same-sheet set (gd_supermex_run in sheet.h is M on a captured copy). */
#ifndef GAMEDYN_SUPERMEX_H
#define GAMEDYN_SUPERMEX_H
#include "gamedyn/sheet.h"
#include "deadly.h"
#include "parents.h"
#include "wstore.h"

/* M on column y of sheet x: the lowest z >= min_z marked neither by W (row gd_rules_key,
 * which must be live, with D), by the nex extra marks, nor by S. Advances the floors of the
 * row and of S. 0 on success. */
/* The least index >= n that is in neither row (words from absolute word rb, wpr of them,
 * stride cap) nor K: the floor of a W row, which holds the lower sheets' marks and D together. */
static inline uint64_t gd_sheet_row_floor(const uint64_t *row, uint64_t rb, size_t wpr, uint64_t cap, const gd_deadly *D,
                                          uint64_t n)
{
    uint64_t w = n >> 6;
    uint64_t t = (w - rb < wpr ? row[(w - rb) * cap] : 0) | gd_D_word(D, w) | (((uint64_t)1 << (n & 63)) - 1);
    while (t == ~(uint64_t)0) {
        w++;
        t = (w - rb < wpr ? row[(w - rb) * cap] : 0) | gd_D_word(D, w);
    }
    return (w << 6) + (uint64_t)__builtin_ctzll(~t);
}

static inline int gd_sheet_M_column(gd_wstore *restrict W, const gd_deadly *restrict D, gd_parents *restrict S,
                                    const gd_rules *r, uint64_t x, uint64_t y,
                      const uint64_t *extra, int nex, uint64_t *zout)
{
    uint64_t key = gd_rules_key(r, x, y), off = gd_rules_offset(r, x, y);
    uint64_t n = off + gd_rules_min_z(r, x, y);
    uint64_t *fl = gd_wstore_floor(W, key);
    const uint64_t *row = gd_wstore_row(W, key);
    uint64_t rb = gd_wstore_base(W, key);
    size_t wpr = W->wpr;
    uint64_t cap = W->cap;
    *fl = gd_sheet_row_floor(row, rb, wpr, cap, D, *fl);
    if (S->floor < off)
        S->floor = off;
    S->floor = gd_parents_next_hole(S, S->floor);
    if (n < *fl)
        n = *fl;
    if (n < S->floor)
        n = S->floor;
    /* Chomp: S (the implied diagonals and D) is almost solid from here while W has many
     * holes, so full words of S are skipped through its summary. Nim: W is the solid one,
     * and the scan goes word by word. */
    const uint64_t *s = S->S;
    uint64_t sb = S->base;
    if (r->left_shift) {
        /* Chomp: go from hole to hole of S (a summary jump, in cache) and read the row
         * only there: one row word a column on most columns. */
        for (;;) {
            n = gd_parents_next_hole(S, n);
            uint64_t w = n >> 6, sw = w - sb, rw = w - rb;
            uint64_t sv = sw < S->words ? s[sw] : 0, rv = rw < wpr ? row[rw * cap] : 0;
            uint64_t t = sv | rv | (((uint64_t)1 << (n & 63)) - 1);
            if (t == ~(uint64_t)0) {
                n = (w + 1) << 6;
                continue;
            }
            n = (w << 6) + (uint64_t)__builtin_ctzll(~t);
            int ex = 0;
            for (int i = 0; i < nex; i++)
                ex |= off + extra[i] == n;
            if (!ex)
                break;
            n++;
        }
        *zout = n - off;
        return 0;
    }
    for (;;) {
        uint64_t w = n >> 6, sw = w - sb, rw = w - rb;
        uint64_t sv = sw < S->words ? s[sw] : 0, rv = rw < wpr ? row[rw * cap] : 0;
        uint64_t t = sv | rv | (((uint64_t)1 << (n & 63)) - 1);
        if (t != ~(uint64_t)0) {
            n = (w << 6) + (uint64_t)__builtin_ctzll(~t);
            int ex = 0;
            for (int i = 0; i < nex; i++)
                ex |= off + extra[i] == n;
            if (!ex)
                break;
            n++;
        } else if (sv == ~(uint64_t)0) {
            n = gd_parents_next_hole(S, (w + 1) << 6);
        } else {
            /* W is the solid one here (Nim): word by word while S | W stays full */
            for (w++, sw++, rw++; sw < S->words && rw < wpr && (s[sw] | row[rw * cap]) == ~(uint64_t)0 &&
                                  s[sw] != ~(uint64_t)0;
                 w++, sw++, rw++)
                ;
            n = w << 6;
        }
    }
    *zout = n - off;
    return 0;
}

/* Places the P found at [x,y,z]: its mark on later sheets (W) and its same-sheet parents (S). */
static inline int gd_sheet_M_place(gd_wstore *W, gd_parents *S, const gd_rules *r, uint64_t x, uint64_t y,
                                   uint64_t z)
{
    uint64_t n = gd_rules_offset(r, x, y) + z;
    if (gd_wstore_set(W, gd_rules_key(r, x, y), n) != 0)
        return -1;
    return gd_parents_mark(S, n);
}

#endif
