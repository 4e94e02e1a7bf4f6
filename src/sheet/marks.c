/* marks.c - the marks of a sheet and the supermex M over them. */
#include "engine_impl.h"
#include <stdlib.h>
#include <string.h>
#include "gamedyn/util.h"

int gd_lower_init(gd_lower *L, int shifted, uint64_t cap, size_t wpr)
{
    memset(L, 0, sizeof *L);
    L->shifted = shifted;
    L->cap = cap;
    L->wpr = wpr;
    L->w = calloc((size_t)cap * wpr, sizeof *L->w);
    L->floor = calloc((size_t)cap, sizeof *L->floor);
    return (L->w && L->floor) ? 0 : -1;
}

void gd_lower_free(gd_lower *L)
{
    free(L->w);
    free(L->floor);
    memset(L, 0, sizeof *L);
}

/* Re-lays the live rows into a ring of newcap rows of newwpr words. */
static int lower_relayout(gd_lower *L, uint64_t newcap, size_t newwpr)
{
    uint64_t *w = calloc((size_t)newcap * newwpr, sizeof *w);
    uint64_t *fl = calloc((size_t)newcap, sizeof *fl);
    if (!w || !fl) {
        free(w);
        free(fl);
        return -1;
    }
    size_t keep = L->wpr < newwpr ? L->wpr : newwpr;
    for (uint64_t k = L->lo; k < L->hi; k++) {
        memcpy(w + (size_t)(k & (newcap - 1)) * newwpr, gd_lower_row(L, k), keep * sizeof *w);
        fl[k & (newcap - 1)] = L->floor[k & (L->cap - 1)];
    }
    free(L->w);
    free(L->floor);
    L->w = w;
    L->floor = fl;
    L->cap = newcap;
    L->wpr = newwpr;
    return 0;
}

int gd_lower_cover(gd_lower *L, uint64_t key, uint64_t n)
{
    uint64_t need = (n >> 6) + 2 - gd_lower_base(L, key);
    if (need <= L->wpr)
        return 0;
    size_t w = L->wpr + L->wpr / 2;
    if (w < need)
        w = (size_t)need;
    return lower_relayout(L, L->cap, w);
}

/* A row at key k that receives every proved tail of the lower sheets. */
static int lower_new_row(gd_engine *e, uint64_t k)
{
    gd_lower *L = &e->lower;
    if (L->hi - L->lo == L->cap && lower_relayout(L, L->cap * 2, L->wpr) != 0)
        return -1;
    uint64_t off = gd_rules_offset(e->rules, 0, k); /* index of z = 0 on key k */
    uint64_t top = off + e->tflat_bits + 64;
    for (size_t i = 0; i < e->nptail; i++)
        for (uint64_t j = 0; j < e->ptail[i].period; j++)
            if (off + e->ptail[i].vals[j] + 64 > top)
                top = off + e->ptail[i].vals[j] + 64;
    L->hi = k + 1;
    if (gd_lower_cover(L, k, top) != 0)
        return -1;
    uint64_t *row = gd_lower_row(L, k);
    memset(row, 0, L->wpr * sizeof *row);
    uint64_t base = gd_lower_base(L, k) << 6;
    L->floor[k & (L->cap - 1)] = off;
    if (e->tflat_bits)
        gd_bits_or_shifted(row, e->tflat, e->tflat_bits, off - base);
    if (e->k_any && e->k_max >= off) {
        /* D in the rows too (it stays in S for the tail proofs): W and D
         * interleave below the answer, so only their union has a useful floor. */
        if (gd_lower_cover(L, k, e->k_max) != 0)
            return -1;
        row = gd_lower_row(L, k);
        uint64_t from = (base >> 6), to = e->k_max >> 6;
        for (uint64_t w = from; w <= to; w++)
            row[w - from] |= e->K[w];
    }
    for (size_t i = 0; i < e->nptail; i++) {
        const gd_periodic_tail *t = &e->ptail[i];
        uint64_t col = k - t->x; /* >= t->extent: the explicit part never reached this key */
        gd_bits_set(row, off - base + t->vals[(col - t->y0) % t->period]);
    }
    return 0;
}

int gd_lower_add_deadly(gd_engine *e, uint64_t n)
{
    gd_lower *L = &e->lower;
    if (!L->shifted)
        return 0;
    for (uint64_t k = L->lo; k < L->hi && k <= n; k++) {
        if (gd_lower_cover(L, k, n) != 0)
            return -1;
        gd_bits_set(gd_lower_row(L, k), n - (gd_lower_base(L, k) << 6));
    }
    return 0;
}

int gd_engine_need_key(gd_engine *e, uint64_t key)
{
    while (e->lower.hi <= key)
        if (lower_new_row(e, e->lower.hi) != 0)
            return -1;
    return 0;
}

int gd_engine_s_cover(gd_engine *e, uint64_t n)
{
    uint64_t need = (n >> 6) + 2 - e->s_base;
    if (need > e->s_words) {
        size_t w = e->s_words * 2;
        if (w < need)
            w = (size_t)need;
        uint64_t *S = realloc(e->S, w * sizeof *S);
        if (!S)
            return -1;
        memset(S + e->s_words, 0, (w - e->s_words) * sizeof *S);
        e->S = S;
        e->s_words = w;
    }
    if (need > e->s_used)
        e->s_used = (size_t)need;
    return 0;
}

int gd_engine_mex(gd_engine *e, uint64_t x, uint64_t y, const uint64_t *extra, int nex, uint64_t *zout)
{
    const gd_rules *r = e->rules;
    gd_lower *L = &e->lower;
    uint64_t key = gd_rules_key(r, x, y), off = gd_rules_offset(r, x, y);
    uint64_t n0 = off + gd_rules_min_z(r, x, y);
    uint64_t *fl = &L->floor[key & (L->cap - 1)];
    const uint64_t *row = gd_lower_row(L, key);
    uint64_t rb = gd_lower_base(L, key);
    while ((*fl >> 6) - rb < L->wpr && gd_bits_get(row, *fl - (rb << 6)))
        (*fl)++;
    if (e->s_floor < off)
        e->s_floor = off;
    while (gd_engine_s_get(e, e->s_floor))
        e->s_floor++;
    if (n0 < *fl)
        n0 = *fl;
    if (n0 < e->s_floor)
        n0 = e->s_floor;
    /* The extras block this column only: set them in S for the scan and take them back after. */
    uint64_t undo[GD_MAX_EXTRAS];
    int nundo = 0;
    for (int i = 0; i < nex; i++) {
        uint64_t n = off + extra[i];
        if (n >= n0 && !gd_engine_s_get(e, n)) {
            if (gd_engine_s_cover(e, n) != 0)
                return -1;
            e->S[(n >> 6) - e->s_base] |= (uint64_t)1 << (n & 63);
            undo[nundo++] = n;
        }
    }
    /* Scan S | W word by word from n0; words past either bitset are empty. */
    uint64_t w = n0 >> 6;
    size_t si = (size_t)(w - e->s_base), ri = (size_t)(w - rb);
    size_t sn = e->s_used, rn = L->wpr;
    uint64_t t = ((uint64_t)1 << (n0 & 63)) - 1;
    if (si < sn && ri < rn && (t | e->S[si] | row[ri]) == ~(uint64_t)0) {
        /* The answer usually lies many full words ahead: test four at a time. */
        si++, ri++, t = 0;
        while (si + 4 <= sn && ri + 4 <= rn &&
               ((e->S[si] | row[ri]) & (e->S[si + 1] | row[ri + 1]) & (e->S[si + 2] | row[ri + 2]) &
                (e->S[si + 3] | row[ri + 3])) == ~(uint64_t)0)
            si += 4, ri += 4;
    }
    for (;; si++, ri++) {
        if (si < sn)
            t |= e->S[si];
        if (ri < rn)
            t |= row[ri];
        if (t != ~(uint64_t)0)
            break;
        t = 0;
    }
    uint64_t n = ((uint64_t)(si + e->s_base) << 6) + (uint64_t)__builtin_ctzll(~t);
    for (int i = 0; i < nundo; i++)
        e->S[(undo[i] >> 6) - e->s_base] &= ~((uint64_t)1 << (undo[i] & 63));
    *zout = n - off;
    return 0;
}

int gd_engine_place(gd_engine *e, uint64_t x, uint64_t y, uint64_t z)
{
    const gd_rules *r = e->rules;
    uint64_t key = gd_rules_key(r, x, y), n = gd_rules_offset(r, x, y) + z;
    if (gd_lower_cover(&e->lower, key, n) != 0 || gd_engine_s_cover(e, n) != 0)
        return -1;
    uint64_t *row = gd_lower_row(&e->lower, key);
    gd_bits_set(row, n - (gd_lower_base(&e->lower, key) << 6));
    e->S[(n >> 6) - e->s_base] |= (uint64_t)1 << (n & 63);
    if (!e->s_any || n > e->s_max)
        e->s_max = n;
    e->s_any = 1;
    return 0;
}

int gd_engine_winners(gd_engine *e, uint64_t y, uint64_t nz, uint64_t *out, char *err, size_t errlen)
{
    const gd_rules *r = e->rules;
    uint64_t x = e->x, nw = (nz + 63) >> 6;
    if (e->window && y >= e->cfg.ymax + 1 + (r->left_shift ? e->cfg.xmax - x : 0)) {
        gd_err(err, errlen, "column %llu is outside the exact window (raise --ymax)", (unsigned long long)y);
        return -1;
    }
    if (e->dead) { /* a P at [x',0,0], x' < x: every position moves there */
        memset(out, 0xff, nw * sizeof *out);
        if (nz & 63)
            out[nw - 1] = ((uint64_t)1 << (nz & 63)) - 1;
        return 0;
    }
    uint64_t key = gd_rules_key(r, x, y);
    if (gd_engine_need_key(e, key) != 0) {
        gd_err(err, errlen, "out of memory for the mark rows");
        return -1;
    }
    uint64_t base = gd_lower_base(&e->lower, key) << 6;
    gd_bits_extract(out, gd_lower_row(&e->lower, key), e->lower.wpr, gd_rules_offset(r, x, y) - base, nz);
    return 0;
}
