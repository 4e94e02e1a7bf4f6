/* Grundy values of Fibonacci Nim, every (n, r) with n <= nmax (docs/fibnim.md).
 *
 * Row n is G(n, r) = mex{G(n - j, 2j) : 1 <= j <= r} for r = 1..n: one incremental mex
 * (the option set only grows with r, so the mex only rises). It is stored as its
 * breakpoints, which are few (the values of a row are distinct at each break).
 *
 * The lookups: G(m, 2j) with m = n - j. When 2j >= m it is G(m, m), kept in top[]. Only
 * m > 2n/3 needs a row search, and for a fixed m, as n grows, 2j = 2(n - m) grows: a
 * cursor per row moves only forward, so a lookup costs O(1) amortized. */
#include "gamedyn/fibnim.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* Breakpoints a row, measured (docs/fibnim.md): the mean is 5.6 at nmax = 10^3, 7.6 at
 * 2^13, 8.8 at 2^15, about 0.55 log2(nmax); log2(nmax) + 2 leaves a margin of about 2. */
static double breaks_per_row(uint64_t nmax)
{
    double lg = 2;
    for (uint64_t v = nmax; v > 1; v >>= 1)
        lg++;
    return lg;
}

uint64_t gd_fibnim_estimate_bytes(uint64_t nmax)
{
    double rows = (double)nmax + 2;
    /* off (8) + top (4) + cursor (4) + stamp (4) a row, breakpoints 8 bytes each, plus
     * the doubling slack of the breakpoint arrays (up to 2x while growing). */
    double b = rows * 20 + rows * breaks_per_row(nmax) * 8 * 2;
    return b > 1.8e19 ? UINT64_MAX : (uint64_t)b;
}

void gd_fibnim_table_free(gd_fibnim_table *t)
{
    free(t->off);
    free(t->from);
    free(t->val);
    free(t->top);
    memset(t, 0, sizeof *t);
}

static int grow(gd_fibnim_table *t, uint64_t *cap, uint64_t fixed, uint64_t max_bytes, char *err, size_t errlen)
{
    uint64_t want = *cap * 2;
    if (fixed + want * 2 * sizeof(uint32_t) > max_bytes) {
        want = (max_bytes - fixed) / (2 * sizeof(uint32_t));
        if (want <= *cap) {
            char a[32], b[32];
            gd_err(err, errlen, "the Fibonacci Nim table to n = %llu needs more than %s (--max-mem %s)",
                   (unsigned long long)t->nmax, gd_format_bytes(fixed + *cap * 2 * sizeof(uint32_t), a, sizeof a),
                   gd_format_bytes(max_bytes, b, sizeof b));
            return -1;
        }
    }
    uint32_t *f = realloc(t->from, want * sizeof *f);
    if (f)
        t->from = f;
    uint32_t *v = f ? realloc(t->val, want * sizeof *v) : NULL;
    if (v)
        t->val = v;
    if (!f || !v) {
        gd_err(err, errlen, "out of memory for the Fibonacci Nim table to n = %llu", (unsigned long long)t->nmax);
        return -1;
    }
    *cap = want;
    return 0;
}

int gd_fibnim_compute(uint64_t nmax, uint64_t max_bytes, gd_fibnim_table *t, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    if (nmax > GD_FIBNIM_TABLE_MAX) {
        gd_err(err, errlen, "Fibonacci Nim tables go to n = %llu, not %llu", (unsigned long long)GD_FIBNIM_TABLE_MAX,
               (unsigned long long)nmax);
        return -1;
    }
    if (!max_bytes)
        max_bytes = UINT64_MAX;
    uint64_t est = gd_fibnim_estimate_bytes(nmax);
    if (est > max_bytes) {
        char a[32], b[32];
        gd_err(err, errlen, "the Fibonacci Nim table to n = %llu needs about %s, above the bound %s",
               (unsigned long long)nmax, gd_format_bytes(est, a, sizeof a), gd_format_bytes(max_bytes, b, sizeof b));
        return -1;
    }
    t->nmax = nmax;
    uint64_t rows = nmax + 2, cap = 64;
    uint64_t fixed = rows * (sizeof *t->off + 3 * sizeof(uint32_t));
    t->off = calloc(rows, sizeof *t->off);
    t->top = calloc(rows, sizeof *t->top);
    uint32_t *cursor = calloc(rows, sizeof *cursor); /* row m: the run holding the last r asked */
    uint32_t *stamp = calloc(rows, sizeof *stamp);   /* value v is an option of row n: stamp[v] == n */
    t->from = malloc(cap * sizeof *t->from);
    t->val = malloc(cap * sizeof *t->val);
    int rc = 0;
    if (!t->off || !t->top || !cursor || !stamp || !t->from || !t->val) {
        gd_err(err, errlen, "out of memory for the Fibonacci Nim table to n = %llu", (unsigned long long)nmax);
        rc = -1;
    }
    uint64_t k = 0; /* breakpoints so far */
    for (uint64_t n = 1; rc == 0 && n <= nmax; n++) {
        t->off[n] = k;
        uint32_t mex = 0, last = UINT32_MAX;
        for (uint64_t j = 1; j <= n; j++) {
            uint64_t m = n - j, s = 2 * j;
            uint32_t v;
            if (s >= m)
                v = t->top[m];
            else {
                /* Row m's run holding r = s: s only grows for this m, so move forward. */
                uint64_t base = t->off[m], end = t->off[m + 1];
                uint32_t c = cursor[m];
                while (base + c + 1 < end && t->from[base + c + 1] <= s)
                    c++;
                cursor[m] = c;
                v = t->val[base + c];
            }
            stamp[v] = (uint32_t)n;
            while (stamp[mex] == n)
                mex++;
            if (mex != last) {
                if (k == cap && grow(t, &cap, fixed, max_bytes, err, errlen) != 0) {
                    rc = -1;
                    break;
                }
                t->from[k] = (uint32_t)j;
                t->val[k++] = mex;
                last = mex;
            }
        }
        t->off[n + 1] = k;
        t->top[n] = mex;
        if (mex > t->vmax)
            t->vmax = mex;
    }
    free(cursor);
    free(stamp);
    t->nbreaks = k;
    if (rc != 0)
        gd_fibnim_table_free(t);
    return rc;
}

uint64_t gd_fibnim_row(const gd_fibnim_table *t, uint64_t n, const uint32_t **from, const uint32_t **val)
{
    if (n == 0 || n > t->nmax) {
        *from = *val = NULL;
        return 0;
    }
    *from = t->from + t->off[n];
    *val = t->val + t->off[n];
    return t->off[n + 1] - t->off[n];
}

uint32_t gd_fibnim_get(const gd_fibnim_table *t, uint64_t n, uint64_t r)
{
    if (n == 0 || r == 0)
        return 0;
    if (r >= n)
        return t->top[n];
    const uint32_t *from, *val;
    uint64_t lo = 0, hi = gd_fibnim_row(t, n, &from, &val);
    /* The last run starting at or before r (the first run starts at r = 1). */
    while (hi - lo > 1) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (from[mid] <= r)
            lo = mid;
        else
            hi = mid;
    }
    return val[lo];
}

uint32_t gd_fibnim_start(const gd_fibnim_table *t, uint64_t n)
{
    return n ? gd_fibnim_get(t, n, n - 1) : 0;
}

uint64_t gd_fibnim_check_whinihan(const gd_fibnim_table *t, uint64_t *r_bad)
{
    *r_bad = 0;
    for (uint64_t n = 1; n <= t->nmax; n++) {
        uint64_t z = gd_fibnim_zmin(n);
        const uint32_t *from, *val;
        uint64_t runs = gd_fibnim_row(t, n, &from, &val);
        /* G(n, r) = 0 exactly for r < z: the first run is 0 and ends at z - 1 (z <= n). */
        uint64_t zero_end = val[0] == 0 ? (runs > 1 ? from[1] - 1 : n) : 0;
        if (zero_end != z - 1) {
            *r_bad = zero_end < z - 1 ? zero_end + 1 : z;
            return n;
        }
    }
    return 0;
}

uint64_t gd_fibnim_check_start_monotone(const gd_fibnim_table *t)
{
    uint32_t prev = 0;
    for (uint64_t n = 1; n <= t->nmax; n++) {
        if (gd_fibnim_is_fibonacci(n))
            continue;
        uint32_t g = gd_fibnim_start(t, n);
        if (g < prev)
            return n;
        prev = g;
    }
    return 0;
}

uint64_t gd_fibnim_check_small(const gd_fibnim_table *t, uint64_t *r_bad)
{
    for (uint64_t n = 1; n <= t->nmax; n++) {
        /* Both sides are step functions of r: the table's changes at its run starts, the
         * rule's at most at 1, 2, 3 and next to the Zeckendorf parts. Between consecutive
         * points of the union both are constant, so checking the points checks every r. */
        uint64_t pts[200], np = 0, z[93];
        int k = gd_fibnim_zeckendorf(n, z);
        for (uint64_t r = 1; r <= 3; r++)
            pts[np++] = r;
        for (int i = 0; i < k && i < 3; i++)
            pts[np++] = z[i] - 1, pts[np++] = z[i];
        const uint32_t *from, *val;
        uint64_t runs = gd_fibnim_row(t, n, &from, &val);
        for (uint64_t i = 0; i < runs && np < sizeof pts / sizeof pts[0]; i++)
            pts[np++] = from[i];
        for (uint64_t i = 0; i < np; i++) {
            uint64_t r = pts[i];
            if (r < 1 || r > n)
                continue;
            uint32_t g = gd_fibnim_get(t, n, r);
            if (gd_fibnim_small_value(n, r) != (g <= 3 ? (int)g : -1)) {
                *r_bad = r;
                return n;
            }
        }
    }
    *r_bad = 0;
    return 0;
}
