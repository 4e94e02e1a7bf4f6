/* bounds.c - checks of proved bounds over Grundy tables: the band |a-b| + lo <= g <= a+b + hi
 * (Nim with a pass, plain Nim), Landman's diagonal bound for Wythoff, and the distance of
 * each value's cells from Wythoff's lines of slopes phi and 1/phi (docs/tables.md). */
#include "gamedyn/twoheap.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void keep(gd_bounds_violation *kept, int *nkept, uint64_t a, uint64_t b, uint32_t g, int upper, int64_t bound)
{
    if (*nkept < GD_BOUNDS_KEEP)
        kept[(*nkept)++] = (gd_bounds_violation){a, b, g, upper, bound};
}

void gd_bounds_band_free(gd_bounds_band *r)
{
    free(r->count);
    free(r->on_lower);
    free(r->on_upper);
    r->count = r->on_lower = r->on_upper = NULL;
}

int gd_bounds_band_check(const gd_table *t, int64_t lo, int64_t hi, gd_bounds_band *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->lo = lo, r->hi = hi;
    if (t->kind != GD_TABLE_GRUNDY) {
        snprintf(err, errlen, "bounds: not a table of Grundy values");
        return -1;
    }
    r->nvalues = (uint64_t)gd_table_max(t) + 1;
    r->count = calloc(r->nvalues, sizeof *r->count);
    r->on_lower = calloc(r->nvalues, sizeof *r->on_lower);
    r->on_upper = calloc(r->nvalues, sizeof *r->on_upper);
    if (!r->count || !r->on_lower || !r->on_upper) {
        gd_bounds_band_free(r);
        snprintf(err, errlen, "bounds: out of memory");
        return -1;
    }
    for (uint64_t i = 0; i < t->rows; i++) {
        uint64_t a = t->a0 + i;
        const uint32_t *row = t->v + i * t->cols;
        for (uint64_t b = 0; b < t->cols; b++) {
            int64_t g = row[b], d = a > b ? (int64_t)(a - b) : (int64_t)(b - a);
            int64_t low = d + lo, up = (int64_t)(a + b) + hi;
            r->count[g]++;
            if (g == low) {
                r->lower_attained++;
                r->on_lower[g]++;
            }
            if (g == up) {
                r->upper_attained++;
                r->on_upper[g]++;
            }
            if (g < low) {
                r->lower_violations++;
                keep(r->kept, &r->nkept, a, b, row[b], 0, low);
            }
            if (g > up) {
                r->upper_violations++;
                keep(r->kept, &r->nkept, a, b, row[b], 1, up);
            }
        }
    }
    r->cells = t->rows * t->cols;
    return 0;
}

int gd_bounds_diagonal_check(const gd_table *t, gd_bounds_diagonal *r)
{
    memset(r, 0, sizeof *r);
    r->n0 = t->a0 > 1 ? t->a0 : 1;
    uint64_t last_row = t->a0 + t->rows - 1;
    r->n1 = last_row < t->cols - 1 ? last_row : t->cols - 1;
    if (t->rows == 0 || t->cols == 0 || r->n1 < r->n0) {
        r->n1 = r->n0 - 1;
        return -1;
    }
    for (uint64_t n = r->n0; n <= r->n1; n++) {
        uint64_t g = gd_table_get(t, n, n);
        /* g/n against the extremes by cross-multiplication: exact (n, g < 2^32). */
        if (n == r->n0 || g * r->min_n < (uint64_t)r->min_g * n)
            r->min_n = n, r->min_g = (uint32_t)g;
        if (n == r->n0 || g * r->max_n > (uint64_t)r->max_g * n)
            r->max_n = n, r->max_g = (uint32_t)g;
        if (2 * g < n) {
            r->violations++;
            keep(r->kept, &r->nkept, n, n, (uint32_t)g, 0, (int64_t)(n / 2)); /* n/2 rounded down */
        }
        if (g > 2 * n) {
            r->violations++;
            keep(r->kept, &r->nkept, n, n, (uint32_t)g, 1, (int64_t)(2 * n));
        }
    }
    return 0;
}

void gd_bounds_strips(const gd_table *t, uint32_t gmax, gd_bounds_strip *out)
{
    const double phi = (1 + sqrt(5.0)) / 2;
    memset(out, 0, ((size_t)gmax + 1) * sizeof *out);
    for (uint64_t i = 0; i < t->rows; i++) {
        uint64_t a = t->a0 + i;
        const uint32_t *row = t->v + i * t->cols;
        for (uint64_t b = 0; b < t->cols; b++) {
            if (row[b] > gmax)
                continue;
            gd_bounds_strip *s = &out[row[b]];
            double off = a <= b ? (double)b - phi * (double)a : (double)a - phi * (double)b;
            if (s->positions == 0 || off < s->lo)
                s->lo = off, s->lo_a = a, s->lo_b = b;
            if (s->positions == 0 || off > s->hi)
                s->hi = off, s->hi_a = a, s->hi_b = b;
            s->positions++;
        }
    }
    for (uint32_t g = 0; g <= gmax; g++) {
        out[g].dist = fmax(fabs(out[g].lo), fabs(out[g].hi));
        out[g].perp = out[g].dist / sqrt(1 + phi * phi);
    }
}
