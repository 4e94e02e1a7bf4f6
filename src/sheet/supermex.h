/* supermex.h - the supermex M as the engine runs it, one column at a time, on the live
 * W-store and same-sheet set (gd_supermex_run in sheet.h is M on a captured copy). */
#ifndef GAMEDYN_SUPERMEX_H
#define GAMEDYN_SUPERMEX_H
#include "gamedyn/sheet.h"
#include "deadly.h"
#include "parents.h"
#include "wstore.h"
#include <stdatomic.h>

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
    uint64_t sf = S->floor;
    sf = sf < off ? off : sf; /* without a branch: it goes either way from column to column */
    S->floor = sf = gd_parents_next_hole(S, sf);
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

/* M and the placement on a run of Chomp columns y, y+1, ... < yend of sheet x (y >= 1, rows
 * x+y live; the extras, if any, one a column: the P-positions of the sheet ps, the pass's): the column of gd_sheet_M_column and gd_sheet_M_place with the
 * state kept in registers across columns (docs/engine.md, "Round 3"): the shapes of W, S
 * and D are read once, the S floor and the largest mark stay in locals, and the key, the
 * offset and the row's base follow from y. Stops before a column whose mark would not fit
 * the words allocated (W, S, or zcap entries of z; the caller's general column grows them)
 * and after a column with z = 0 (the sheet ends: *ended). With att (the low worker), also
 * before a column when *att is set. Returns the first column not built; z[y] for the others. */
static inline uint64_t gd_sheet_M_chomp_run(gd_wstore *restrict W, const gd_deadly *restrict D, gd_parents *restrict S,
                                            const gd_sheet *ps, uint64_t x, uint64_t y, uint64_t yend,
                                            uint32_t *restrict z, size_t zcap, _Atomic int *att, int *ended)
{
    /* the extra of column y: ps's z at y (z never reaches UINT64_MAX: none), its tail's phase kept */
    const uint32_t *pz = ps ? ps->z : NULL, *pt = ps && ps->kind == GD_SHEET_TAIL ? ps->tail : NULL;
    const uint64_t plen = ps ? ps->len : UINT64_MAX, pper = pt ? ps->period : 1;
    uint64_t ph = pt && y >= plen ? (y - plen) % pper : 0;
    uint64_t *const w = W->w, *const floors = W->floor;
    uint32_t *const tops = W->top;
    const uint64_t wpr = W->wpr, cap = W->cap, mask = cap - 1;
    const uint64_t *const K = D->K;
    const uint64_t kw = D->words;
    uint64_t *const s = S->S, *const full = S->full;
    const uint64_t sb = S->base, swords = S->words, nf = (swords + 63) >> 6;
    uint64_t sfloor = S->floor, smax = S->any ? S->max : 0, used = S->used;
    *ended = 0;
    if (yend > zcap)
        yend = zcap;
/* the least index >= v (v >= 64 sb) not in S: gd_parents_next_hole on the locals */
#define RUN_NEXT_HOLE(v)                                                                                              \
    do {                                                                                                              \
        uint64_t hw_ = ((v) >> 6) - sb;                                                                               \
        if (hw_ < swords) {                                                                                           \
            uint64_t ht_ = s[hw_] | (((uint64_t)1 << ((v) & 63)) - 1);                                                \
            if (ht_ != ~(uint64_t)0)                                                                                  \
                (v) = (v) - ((v) & 63) + (uint64_t)__builtin_ctzll(~ht_);                                             \
            else {                                                                                                    \
                hw_++;                                                                                                \
                uint64_t fw_ = hw_ >> 6, f_ = fw_ < nf ? ~full[fw_] & (~(uint64_t)0 << (hw_ & 63)) : 1;               \
                while (f_ == 0)                                                                                       \
                    f_ = ++fw_ < nf ? ~full[fw_] : 1;                                                                 \
                hw_ = (fw_ << 6) + (uint64_t)__builtin_ctzll(f_);                                                     \
                (v) = ((hw_ + sb) << 6) + (hw_ < swords ? (uint64_t)__builtin_ctzll(~s[hw_]) : 0);                    \
            }                                                                                                         \
        }                                                                                                             \
    } while (0)
    for (; y < yend; y++) {
        if (att && atomic_load_explicit(att, memory_order_relaxed))
            break;
        const uint64_t off = x + y, rb = off >> 6;
        const uint64_t *const row = w + (off & mask);
        uint64_t ez = UINT64_MAX;
        if (y < plen)
            ez = pz ? pz[y] : UINT64_MAX;
        else if (pt) {
            ez = pt[ph];
            ph = ph + 1 < pper ? ph + 1 : 0;
        }
        /* the row's floor (W and D) */
        uint64_t fl = floors[off & mask], fw = fl >> 6;
        uint64_t t = (fw - rb < wpr ? row[(fw - rb) * cap] : 0) | (fw < kw ? K[fw] : 0) | (((uint64_t)1 << (fl & 63)) - 1);
        while (t == ~(uint64_t)0) {
            fw++;
            t = (fw - rb < wpr ? row[(fw - rb) * cap] : 0) | (fw < kw ? K[fw] : 0);
        }
        fl = (fw << 6) + (uint64_t)__builtin_ctzll(~t);
        floors[off & mask] = fl;
        /* S's floor */
        sfloor = sfloor < off ? off : sfloor;
        RUN_NEXT_HOLE(sfloor);
        uint64_t n = fl > sfloor ? fl : sfloor;
        n = n > off ? n : off;
        /* from hole to hole of S, the row read only there */
        for (;;) {
            RUN_NEXT_HOLE(n);
            uint64_t nw = n >> 6, sw = nw - sb, rw = nw - rb;
            t = (sw < swords ? s[sw] : 0) | (rw < wpr ? row[rw * cap] : 0) | (((uint64_t)1 << (n & 63)) - 1);
            if (t != ~(uint64_t)0) {
                n = (nw << 6) + (uint64_t)__builtin_ctzll(~t);
                if (n - off != ez)
                    break;
                n++; /* the extra: a pass-winner */
                continue;
            }
            n = (nw + 1) << 6;
        }
        /* the mark in W and S, when it fits */
        uint64_t nw = n >> 6, need = nw + 2 - sb;
        if (nw + 2 - rb > wpr || need > swords || n - off > UINT32_MAX - 1)
            break;
        w[(off & mask) + (nw - rb) * cap] |= (uint64_t)1 << (n & 63);
        tops[off & mask] = nw - rb + 1 > tops[off & mask] ? (uint32_t)(nw - rb + 1) : tops[off & mask];
        if ((s[nw - sb] |= (uint64_t)1 << (n & 63)) == ~(uint64_t)0)
            full[(nw - sb) >> 6] |= (uint64_t)1 << ((nw - sb) & 63);
        used = need > used ? need : used;
        smax = n > smax ? n : smax;
        S->any = 1;
        z[y] = (uint32_t)(n - off);
        if (n == off) {
            *ended = 1;
            y++;
            break;
        }
    }
#undef RUN_NEXT_HOLE
    S->floor = sfloor;
    S->max = smax;
    S->used = (size_t)used;
    return y;
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
