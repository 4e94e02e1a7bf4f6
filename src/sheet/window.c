/* window.c - the window proof of a Chomp tail: search for a certificate, and its checker.
 *
 * Levels: column y of sheet x has z at absolute index x + y + z, so the same-sheet set S
 * seen from column c is H_c = { h : x + c + h in S before column c is decided }.
 * The theorem (docs/engine.md) needs, for yp <= c2 < c1, L = c1 - c2, a <= b:
 *   (B) a <= z(c) <= b for c in [c2, c1);
 *   (C) a > 0: S after column c1 - 1 holds every index of [x + c2, x + c1 + a);
 *   (D) P(a, b) divides L;
 *   (E) H_c1 and H_c2 agree on [a, oo), H_c2 being S less the placements of [c2, c1).
 * gd_window_check tests these and nothing else; the search only proposes. */
#include "window.h"
#include "tail.h"
#include "gamedyn/bits.h"
#include "gamedyn/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gd_window_init(gd_window *w)
{
    memset(w, 0, sizeof *w);
}

void gd_window_free(gd_window *w)
{
    free(w->lo);
    free(w->hi);
    memset(w, 0, sizeof *w);
}

void gd_window_begin(gd_window *w, uint64_t yp)
{
    w->next = yp + 1;
}

/* lcm(a, b), or cap + 1 when it would exceed cap (no overflow). */
static uint64_t lcm_capped(uint64_t a, uint64_t b, uint64_t cap)
{
    uint64_t g = gd_gcd(a, b), m = a / g;
    if (m > cap / b)
        return cap + 1;
    m *= b;
    return m > cap ? cap + 1 : m;
}

static int in_window(uint32_t v, uint64_t a, uint64_t b)
{
    return v >= a && v <= b;
}

uint64_t gd_window_tail_period(const gd_periodic_tail *t, uint64_t a, uint64_t b)
{
    uint64_t p = t->period, j;
    for (j = 0; j < p && !in_window(t->vals[j], a, b); j++)
        ;
    if (j == p)
        return 1;
    for (uint64_t q = 1; q < p; q++) {
        if (p % q)
            continue;
        for (j = 0; j < p; j++) {
            uint32_t u = t->vals[j], v = t->vals[(j + q) % p];
            int iu = in_window(u, a, b), iv = in_window(v, a, b);
            if (iu != iv || (iu && u != v))
                break;
        }
        if (j == p)
            return q;
    }
    return p;
}

/* The value ranges of the tails not seen yet. */
static int refresh(gd_window *w, const gd_window_in *in)
{
    if (in->nper > w->cap) {
        size_t c = w->cap ? 2 * w->cap : 256;
        while (c < in->nper)
            c *= 2;
        uint32_t *lo = realloc(w->lo, c * sizeof *lo);
        if (!lo)
            return -1;
        w->lo = lo;
        uint32_t *hi = realloc(w->hi, c * sizeof *hi);
        if (!hi)
            return -1;
        w->hi = hi;
        w->cap = c;
    }
    for (; w->n < in->nper; w->n++) {
        const gd_periodic_tail *t = &in->per[w->n];
        uint32_t lo = UINT32_MAX, hi = 0;
        for (uint64_t j = 0; j < t->period; j++) {
            if (t->vals[j] < lo)
                lo = t->vals[j];
            if (t->vals[j] > hi)
                hi = t->vals[j];
        }
        w->lo[w->n] = lo;
        w->hi[w->n] = hi;
    }
    return 0;
}

int gd_window_period(gd_window *w, const gd_window_in *in, uint64_t a, uint64_t b, uint64_t *P)
{
    if (refresh(w, in) != 0)
        return -1;
    uint64_t p = 1, cap = GD_WINDOW_MAX_L;
    for (size_t i = 0; i < in->nper && p <= cap; i++)
        if (w->lo[i] <= b && w->hi[i] >= a)
            p = lcm_capped(p, gd_window_tail_period(&in->per[i], a, b), cap);
    if (in->extra && p <= cap)
        p = lcm_capped(p, gd_window_tail_period(in->extra, a, b), cap);
    *P = p;
    return 0;
}

int gd_window_never_marked(gd_window *w, const gd_window_in *in, uint64_t v)
{
    if (refresh(w, in) != 0)
        return -1;
    if ((v >> 6) < in->flat_words && gd_bits_get(in->flat, v))
        return 0;
    for (size_t i = 0; i < in->nper; i++)
        for (uint64_t j = 0; w->lo[i] <= v && w->hi[i] >= v && j < in->per[i].period; j++)
            if (in->per[i].vals[j] == v)
                return 0;
    for (uint64_t j = 0; in->extra && j < in->extra->period; j++)
        if (in->extra->vals[j] == v)
            return 0;
    return 1;
}

static int fail(char *why, size_t len, const char *fmt, unsigned long long u, unsigned long long v)
{
    if (why && len)
        snprintf(why, len, fmt, u, v);
    return 0;
}

int gd_window_check(gd_window *w, const gd_window_in *in, const gd_window_cert *c, char *why, size_t whylen)
{
    (void)w; /* the checker reads every tail itself: it trusts no cache */
    const gd_parents *S = in->S;
    uint64_t x = in->x, c1 = c->c1, c2 = c->c2, a = c->a, b = c->b, L = c1 - c2;
    if (c1 != in->ncols || c1 == 0)
        return fail(why, whylen, "c1 = %llu is not the next column %llu", c1, in->ncols);
    if (c2 < in->yp || c2 >= c1)
        return fail(why, whylen, "c2 = %llu is not in [yp, c1) (yp = %llu)", c2, in->yp);
    if (a > b)
        return fail(why, whylen, "empty window [%llu, %llu]", a, b);
    /* The setting: every source is periodic on the columns >= yp that it feeds. */
    for (size_t i = 0; i < in->nper; i++) {
        const gd_periodic_tail *t = &in->per[i];
        if (t->x >= x || t->period == 0 || in->yp + (x - t->x) < t->y0)
            return fail(why, whylen, "the tail of sheet %llu is not periodic from column yp = %llu", t->x, in->yp);
    }
    if (in->extra && (in->extra->x != x || in->extra->period == 0 || in->yp < in->extra->y0))
        return fail(why, whylen, "the extras of sheet %llu are not periodic from column yp = %llu", x, in->yp);
    /* (B) */
    for (uint64_t y = c2; y < c1; y++)
        if (in->z[y] < a || in->z[y] > b)
            return fail(why, whylen, "(B) fails: z(%llu) = %llu is outside the window", y, in->z[y]);
    uint64_t sb = S->base << 6;
    /* The placements of [c2, c1) must be in S, or S and z are not one sheet's. */
    for (uint64_t y = c2; y < c1; y++) {
        uint64_t n = x + y + in->z[y];
        if (n < sb || !gd_parents_get(S, n))
            return fail(why, whylen, "z(%llu) = %llu is not in S", y, in->z[y]);
    }
    /* (C) */
    if (a > 0 && (x + c2 < sb || gd_bits_next_zero(S->S, S->used, x + c2 - sb) + sb < x + c1 + a))
        return fail(why, whylen, "(C) fails: S does not cover the indices [c2, c1 + a) (c1 + a = %llu + %llu)", c1,
                    a);
    /* (D): every tail read in full, no cache. */
    uint64_t P = 1, cap = L;
    for (size_t i = 0; i < in->nper && P <= cap; i++)
        P = lcm_capped(P, gd_window_tail_period(&in->per[i], a, b), cap);
    if (in->extra && P <= cap)
        P = lcm_capped(P, gd_window_tail_period(in->extra, a, b), cap);
    if (P > cap || L % P)
        return fail(why, whylen, "(D) fails: P(a, b) does not divide L = %llu (P > %llu or not a divisor)", L,
                    P > cap ? cap : P);
    if (P != c->P)
        return fail(why, whylen, "(D) fails: the claimed window period %llu is not P(a, b) = %llu", c->P, P);
    /* (E): H_c2 is S without the placements of [c2, c1), whose levels seen from c2 are
     * y - c2 + z(y) < L + b + 1. */
    uint64_t top = S->any ? S->max + 1 : 0, nrem = L + b + 1;
    uint64_t *rem = calloc((size_t)(nrem / 64 + 2), sizeof *rem);
    if (!rem)
        return -1;
    for (uint64_t y = c2; y < c1; y++)
        gd_bits_set(rem, y - c2 + in->z[y]);
    int ok = 1;
    uint64_t h = a;
    for (; ok && x + c2 + h < top; h += 64) {
        uint64_t m = top - (x + c2 + h) >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << (top - (x + c2 + h))) - 1;
        uint64_t A = gd_bits_get64(S->S, S->used, x + c1 + h - sb);
        uint64_t B = gd_bits_get64(S->S, S->used, x + c2 + h - sb) & ~gd_bits_get64(rem, nrem / 64 + 2, h);
        if ((A ^ B) & m)
            ok = 0;
    }
    free(rem);
    if (!ok)
        return fail(why, whylen, "(E) fails: H_c1 and H_c2 differ at or above level a = %llu (near %llu)", a, h - 64);
    return 1;
}

/* The window of [c2, c1): b the largest z, a the least z unless S stops covering the
 * indices from x + c2 below x + c1 + (least z): then (C) allows only up to that hole. */
static void window_of(const gd_window_in *in, uint64_t c2, uint64_t c1, uint64_t *a, uint64_t *b)
{
    const gd_parents *S = in->S;
    uint64_t lo = UINT64_MAX, hi = 0, x = in->x, sb = S->base << 6;
    for (uint64_t y = c2; y < c1; y++) {
        if (in->z[y] < lo)
            lo = in->z[y];
        if (in->z[y] > hi)
            hi = in->z[y];
    }
    uint64_t u = x + c2 >= sb ? gd_bits_next_zero(S->S, S->used, x + c2 - sb) + sb : 0;
    uint64_t cover = u > x + c1 ? u - x - c1 : 0;
    *a = lo < cover ? lo : cover;
    *b = hi;
}

int gd_window_try(gd_window *w, const gd_window_in *in, gd_window_cert *cert, uint64_t *y0, uint64_t *period)
{
    uint64_t c1 = in->ncols, yp = in->yp;
    if (c1 < w->next || c1 <= yp)
        return 0;
    w->next = c1 + ((c1 - yp) / 8 > 8 ? (c1 - yp) / 8 : 8);
    uint64_t L = 1, a, b, P;
    for (;;) { /* grow L until it is a multiple of the period of its own window */
        if (L > GD_WINDOW_MAX_L || c1 < yp + L)
            return 0;
        window_of(in, c1 - L, c1, &a, &b);
        if (gd_window_period(w, in, a, b, &P) != 0)
            return -1;
        if (P > GD_WINDOW_MAX_L)
            return 0;
        if (L % P == 0)
            break;
        L = lcm_capped(L, P, GD_WINDOW_MAX_L);
    }
    uint64_t base = L;
    for (uint64_t k = 1; k <= 64; k++) {
        L = base * k;
        if (L > GD_WINDOW_MAX_L || c1 < yp + L)
            break;
        window_of(in, c1 - L, c1, &a, &b);
        if (gd_window_period(w, in, a, b, &P) != 0)
            return -1;
        if (P > GD_WINDOW_MAX_L || L % P)
            continue;
        gd_window_cert c = {c1 - L, c1, a, b, P};
        int rc = gd_window_check(w, in, &c, NULL, 0);
        if (rc < 0)
            return -1;
        if (rc == 0)
            continue;
        /* Periodic with L from c2: the least period divides L, the least start is found by scanning back. */
        uint64_t s;
        gd_tail_least(in->z, c1, c.c2, &s, period);
        *cert = c;
        *y0 = s;
        uint64_t from = s > yp ? s : yp, past = c1 - from;
        w->proofs++;
        w->sum_past += past;
        if (L > w->max_L)
            w->max_L = L;
        if (P > w->max_P)
            w->max_P = P;
        if (b - a > w->max_width)
            w->max_width = b - a;
        if (past > w->max_past)
            w->max_past = past;
        return 1;
    }
    return 0;
}
