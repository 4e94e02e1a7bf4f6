/* bounds.h - gd_bounds_*: a part of twoheap.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_BOUNDS_H
#define GAMEDYN_PUBLIC_BOUNDS_H
#include "gamedyn/api.h"
#include "gamedyn/twoheap.h"

/* The band |a-b| + lo <= g(a,b) <= a + b + hi: Nim with a pass (lo = -1, hi = +1, the notebook's
 * bounds), plain Nim (0, 0: |a-b| <= a XOR b <= a+b). Per value K = 0 .. nvalues-1 (the table's
 * largest value + 1): count[K] cells of value K, on_lower[K] of them with |a-b| + lo = K (on
 * the lower line b = a +- (K - lo)), on_upper[K] with a + b + hi = K. */
typedef struct {
    int64_t lo, hi;
    uint64_t cells, lower_attained, upper_attained;
    uint64_t lower_violations, upper_violations;
    int nkept;
    gd_bounds_violation kept[GD_BOUNDS_KEEP]; /* the first violations, in row order */
    uint64_t nvalues;
    uint64_t *count, *on_lower, *on_upper;
} gd_bounds_band;
/* 0, or -1 with err (not a Grundy table, out of memory). Free with gd_bounds_band_free. */
GD_API int gd_bounds_band_check(const gd_table *t, int64_t lo, int64_t hi, gd_bounds_band *r, char *err, size_t errlen);
GD_API void gd_bounds_band_free(gd_bounds_band *r);

/* Landman's n/2 <= G(n,n) <= 2n on the diagonal cells n >= 1 of the table (exact, in integers).
 * The extreme ratios G(n,n)/n and where they are reached (the first n). */
typedef struct {
    uint64_t n0, n1; /* n = n0 .. n1 checked (n1 < n0: no diagonal cell n >= 1) */
    uint64_t min_n, max_n;
    uint32_t min_g, max_g; /* G(min_n, min_n), G(max_n, max_n) */
    uint64_t violations;
    int nkept;
    gd_bounds_violation kept[GD_BOUNDS_KEEP];
} gd_bounds_diagonal;
GD_API int gd_bounds_diagonal_check(const gd_table *t, gd_bounds_diagonal *r);

/* Wythoff's strips: for g = 0 .. gmax, every cell of value g measured from the nearer of the
 * lines b = phi a and a = phi b (slopes phi and 1/phi through (0,0)): the offset
 * b - phi a when a <= b, a - phi b when a > b (the horizontal or vertical distance to the
 * line, in cells; the perpendicular distance is offset / sqrt(1 + phi^2)). In double: the
 * error is below 1e-11 for a, b < 2^20, far below the gaps between distinct offsets. */
typedef struct {
    uint64_t positions;
    double lo, hi;                       /* least and largest offset (0 when positions is 0) */
    uint64_t lo_a, lo_b, hi_a, hi_b;     /* where (the first in row order) */
    double dist, perp;                   /* max(|lo|, |hi|) and it over sqrt(1 + phi^2) */
} gd_bounds_strip;
/* out[0 .. gmax]. */
GD_API void gd_bounds_strips(const gd_table *t, uint32_t gmax, gd_bounds_strip *out);

#endif
