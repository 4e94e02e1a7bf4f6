/* tail.c - proving that a sheet is eventually periodic.
 *
 * Past column yp every mark of W and of the extras repeats with period P (the
 * lcm of the lower tails' periods and the extras' period). There the supermex
 * is a deterministic machine whose state at column c is the set
 * D_c = { n - off(c) : n in S before column c, n >= off(c) } of same-sheet
 * marks still ahead, so two equal states at columns c2 < c1 with
 * c1 - c2 a multiple of P prove z(c + c1 - c2) = z(c) for every c >= c2.
 *
 * The common case, a flat tail z = v, has a cheaper exact test (docs/engine.md):
 * the sheet is flat at v from column y on iff no mark of S lies above
 * off(y) + v, v is unmarked by W and the extras in every phase, and every
 * z < v that some phase leaves unmarked stays covered by a diagonal, which
 * holds iff S contains [off(y) + h + 1, off(y) + v - 1] with h the least such z.
 * We use for h the least z not in the flat tails of the lower sheets, a lower
 * bound, so the test may only prove later, never wrongly.
 */
#include "engine_impl.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* Fills e->out with the tail of period p from y0 read off zbuf. */
static int tail_fill(gd_engine *e, uint64_t x, uint64_t y0, uint64_t p, uint64_t computed)
{
    if (e->tailcap < p) {
        uint32_t *t = realloc(e->tailbuf, p * sizeof *t);
        if (!t)
            return -1;
        e->tailbuf = t;
        e->tailcap = p;
    }
    memcpy(e->tailbuf, e->zbuf + y0, p * sizeof *e->tailbuf);
    gd_sheet *o = &e->out;
    o->x = x;
    o->kind = GD_SHEET_TAIL;
    o->len = y0;
    o->z = e->zbuf;
    o->period = p;
    o->tail = e->tailbuf;
    o->computed = computed;
    return 1;
}

static int flat_check(gd_engine *e, gd_tail_watch *tw, uint64_t x, uint64_t y)
{
    const gd_rules *r = e->rules;
    uint64_t v = e->zbuf[y], off = gd_rules_offset(r, x, y), h = e->tflat_mex;
    tw->next_flat = y + 1;
    if (v == 0 || e->s_max != off + v)
        return 0;
    if (h + 1 < v) {
        uint64_t sb = e->s_base << 6;
        uint64_t m = gd_bits_next_zero(e->S, e->s_used, off + h + 1 - sb) + sb;
        if (m <= off + v - 1) {
            /* Column y + d needs [off + d + h + 1, ...]: m stays a hole until d > m - off - h - 1. */
            tw->next_flat = y + (m - off - h);
            return 0;
        }
    }
    uint64_t ex[GD_MAX_EXTRAS];
    for (uint64_t j = 1; j <= tw->period; j++) {
        uint64_t k = gd_rules_key(r, x, y + j), n = gd_rules_offset(r, x, y + j) + v;
        if (gd_engine_need_key(e, k) != 0)
            return -1;
        const uint64_t *row = gd_lower_row(&e->lower, k);
        uint64_t rel = n - (gd_lower_base(&e->lower, k) << 6);
        if ((rel >> 6) < e->lower.wpr && gd_bits_get(row, rel))
            return 0;
        int nex = gd_engine_extras(e, x, y + j, ex, GD_MAX_EXTRAS);
        for (int i = 0; i < nex; i++)
            if (ex[i] == v)
                return 0;
    }
    uint64_t y0 = y;
    while (y0 > 0 && e->zbuf[y0 - 1] == v)
        y0--;
    return tail_fill(e, x, y0, 1, y + 1);
}

/* D_c1 == D_c2, with S now being S before column c1 = y + 1. */
static int states_equal(gd_engine *e, uint64_t x, uint64_t c1, uint64_t c2, int *eq)
{
    const gd_rules *r = e->rules;
    uint64_t sb = e->s_base << 6, off1 = gd_rules_offset(r, x, c1), off2 = gd_rules_offset(r, x, c2);
    uint64_t *T = malloc(e->s_used * sizeof *T);
    if (!T)
        return -1;
    memcpy(T, e->S, e->s_used * sizeof *T);
    for (uint64_t c = c2; c < c1; c++)
        gd_bits_clear(T, gd_rules_offset(r, x, c) + e->zbuf[c] - sb);
    uint64_t n = e->s_max + 1 > off2 ? e->s_max + 1 - off2 : 0;
    *eq = gd_bits_equal_range(e->S, e->s_used, off1 - sb, T, e->s_used, off2 - sb, n);
    free(T);
    return 0;
}

static uint32_t zper(const uint32_t *z, uint64_t i, uint64_t c1, uint64_t c2)
{
    return i < c1 ? z[i] : z[c2 + (i - c2) % (c1 - c2)];
}

static int state_check(gd_engine *e, gd_tail_watch *tw, uint64_t x, uint64_t y)
{
    const uint32_t *z = e->zbuf;
    uint64_t c1 = y + 1, tried[64];
    int ntried = 0;
    tw->next_state = c1 + ((c1 - tw->yp) / 8 > 16 ? (c1 - tw->yp) / 8 : 16);
    for (uint64_t p = 1; p <= 64; p++) {
        uint64_t L = gd_lcm(p, tw->period);
        if (L > GD_TAIL_MAX_PERIOD || c1 < tw->yp + L || c1 < 2 * L)
            continue;
        int seen = 0;
        for (int i = 0; i < ntried; i++)
            seen |= tried[i] == L;
        if (seen)
            continue;
        uint64_t i = c1 - L;
        while (i < c1 && z[i] == z[i - p])
            i++;
        if (i < c1)
            continue;
        tried[ntried++] = L;
        int eq;
        if (states_equal(e, x, c1, c1 - L, &eq) != 0)
            return -1;
        if (!eq)
            continue;
        uint64_t c2 = c1 - L, q = 1;
        for (; q < L; q++) {
            if (L % q)
                continue;
            uint64_t j = c2;
            while (j < c1 && z[j] == zper(z, j + q, c1, c2))
                j++;
            if (j == c1)
                break;
        }
        uint64_t y0 = c2;
        while (y0 > 0 && z[y0 - 1] == zper(z, y0 - 1 + q, c1, c2))
            y0--;
        return tail_fill(e, x, y0, q, c1);
    }
    return 0;
}

int gd_tail_try(gd_engine *e, gd_tail_watch *tw, uint64_t x, uint64_t y)
{
    if (y < tw->yp)
        return 0;
    if (y >= tw->next_flat && y > 0 && e->zbuf[y] == e->zbuf[y - 1]) {
        int rc = flat_check(e, tw, x, y);
        if (rc != 0)
            return rc;
    }
    if (y + 1 >= tw->next_state)
        return state_check(e, tw, x, y);
    return 0;
}

static int tflat_add(gd_engine *e, uint64_t v)
{
    if (gd_bits_grow_set(&e->tflat, &e->tflat_words, v) != 0)
        return -1;
    if (v + 1 > e->tflat_bits)
        e->tflat_bits = v + 1;
    while ((e->tflat_mex >> 6) < e->tflat_words && gd_bits_get(e->tflat, e->tflat_mex))
        e->tflat_mex++;
    return 0;
}

int gd_tail_publish(gd_engine *e, const gd_sheet *s)
{
    const gd_rules *r = e->rules;
    gd_lower *L = &e->lower;
    uint64_t x = s->x;
    /* Live rows past the explicit part get the tail now; rows made later get it in lower_new_row. */
    for (uint64_t k = gd_rules_key(r, x, s->computed); k < L->hi; k++) {
        uint64_t col = k - gd_rules_key(r, x, 0);
        uint64_t n = gd_rules_offset(r, x, col) + s->tail[(col - s->len) % s->period];
        if (gd_lower_cover(L, k, n) != 0)
            return -1;
        gd_bits_set(gd_lower_row(L, k), n - (gd_lower_base(L, k) << 6));
    }
    if (s->period == 1) {
        if (tflat_add(e, s->tail[0]) != 0)
            return -1;
    } else {
        if (e->nptail == e->captail) {
            size_t c = e->captail ? 2 * e->captail : 16;
            gd_periodic_tail *p = realloc(e->ptail, c * sizeof *p);
            if (!p)
                return -1;
            e->ptail = p;
            e->captail = c;
        }
        gd_periodic_tail *t = &e->ptail[e->nptail];
        t->vals = malloc(s->period * sizeof *t->vals);
        if (!t->vals)
            return -1;
        memcpy(t->vals, s->tail, s->period * sizeof *t->vals);
        t->x = x;
        t->y0 = s->len;
        t->period = s->period;
        t->extent = s->computed;
        e->nptail++;
        e->lcm = gd_lcm(e->lcm, s->period);
    }
    uint64_t k = gd_rules_key(r, x, s->len);
    if (k > e->stable_key)
        e->stable_key = k;
    return 0;
}
