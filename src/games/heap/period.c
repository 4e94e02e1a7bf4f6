/* Periods of a nim-sequence, and their certificate (docs/heap.md).
 *
 * Guy-Smith theorem (Winning Ways ch. 4; Guy and Smith 1956): for an octal game with a
 * finite code whose last non-zero digit is d_k (no three-heap digits, no '!'), if
 * G(n+p) = G(n) for every n with n0 <= n < 2 n0 + p + k, then G(n+p) = G(n) for all
 * n >= n0. The proof maps an option (a, b), a <= b, of n+p to the option (a, b-p) of n
 * (b >= n0 + p as n >= 2 n0 + p + k); b - p must be a non-empty heap, so the window
 * is checked from n0' = max(n0, 1); G(p) = G(0) is then a single computed value. */
#include "gamedyn/heap.h"
#include <stdio.h>
#include <string.h>

int gd_heap_guy_smith(const gd_heap_code *c, const uint32_t *g, uint64_t n, uint64_t n0, uint64_t p)
{
    if (!gd_heap_code_octal_finite(c) || p == 0)
        return 0;
    uint64_t s = n0 ? n0 : 1;
    uint64_t end = 2 * s + p + (uint64_t)c->k; /* m < end */
    if (end - 1 + p > n)
        return 0;
    for (uint64_t m = s; m < end; m++)
        if (g[m + p] != g[m])
            return 0;
    if (n0 == 0 && g[p] != g[0])
        return 0;
    return 1;
}

/* The least n0 with g[m+p] = g[m] + s for n0 <= m <= n-p (n0 = n-p+1: none). */
static uint64_t start_of(const uint32_t *g, uint64_t n, uint64_t p, uint64_t s)
{
    uint64_t m = n - p + 1;
    while (m > 0 && (uint64_t)g[m - 1 + p] == (uint64_t)g[m - 1] + s)
        m--;
    return m;
}

void gd_heap_find_period(const gd_heap_code *c, const uint32_t *g, uint64_t n, uint64_t max_p, int arith,
                         gd_heap_period *out)
{
    memset(out, 0, sizeof *out);
    out->upto = n;
    int octal = gd_heap_code_octal_finite(c);
    for (uint64_t p = 1; p <= max_p && p <= n; p++) {
        uint64_t s = 0;
        if (arith && !octal && g[n] >= g[n - p])
            s = g[n] - g[n - p];
        uint64_t n0 = start_of(g, n, p, s);
        uint64_t span = n - n0 + 1; /* values covered by the pattern */
        if (octal && s == 0 && gd_heap_guy_smith(c, g, n, n0, p)) {
            uint64_t s1 = n0 ? n0 : 1;
            out->found = out->certified = 1;
            out->n0 = n0, out->p = p, out->s = 0;
            out->need = 2 * s1 + 2 * p + (uint64_t)c->k - 1;
            snprintf(out->why, sizeof out->why,
                     "certified (Guy-Smith): G(n+%llu) = G(n) for %llu <= n < %llu (2n0+p+k with k=%d), values to %llu",
                     (unsigned long long)p, (unsigned long long)s1, (unsigned long long)(2 * s1 + p + (uint64_t)c->k),
                     c->k, (unsigned long long)out->need);
            return;
        }
        /* Observed only: the pattern must cover half the values and three periods. */
        if (!octal && span >= 3 * p + p && 2 * span >= n + 1) {
            out->found = 1;
            out->n0 = n0, out->p = p, out->s = s;
            snprintf(out->why, sizeof out->why,
                     "observed, not certified: G(n+%llu) = G(n)%s%llu for %llu <= n <= %llu (no theorem applied: %s)",
                     (unsigned long long)p, s ? " + " : " + ", (unsigned long long)s, (unsigned long long)n0,
                     (unsigned long long)(n - p),
                     c->tail ? "an infinite code"
                     : c->hex ? "three-heap digits: no arithmetic-periodicity theorem is checked here"
                              : "'!' (unequal parts)");
            return;
        }
    }
    if (octal) {
        snprintf(out->why, sizeof out->why, "no period certified (Guy-Smith) with p <= %llu in G(0..%llu)",
                 (unsigned long long)max_p, (unsigned long long)n);
    } else
        snprintf(out->why, sizeof out->why,
                 "not certified: no period%s with p <= %llu observed over half of G(0..%llu)",
                 arith ? " or arithmetic period" : "", (unsigned long long)max_p, (unsigned long long)n);
}

uint64_t gd_heap_exceptions(const uint32_t *g, uint64_t n0, uint64_t p, uint64_t s, uint64_t *out, uint64_t cap)
{
    uint64_t k = 0;
    for (uint64_t m = 0; m < n0; m++) {
        uint64_t t = (n0 - m + p - 1) / p;
        if ((uint64_t)g[m] + t * s != (uint64_t)g[m + t * p]) {
            if (k < cap)
                out[k] = m;
            k++;
        }
    }
    return k;
}
