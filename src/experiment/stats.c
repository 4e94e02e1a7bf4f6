/* stats.c - summaries of a sample and the growth rate of the damage (docs/experiments.md,
 * "Ensembles"). Kept apart from the runs so the tests can feed them synthetic data. */
#include "gamedyn/experiment.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* R's type 7: linear interpolation between the order statistics at h = (n-1)p. */
static double quantile_sorted(const double *v, size_t n, double p)
{
    double h = (double)(n - 1) * p;
    size_t lo = (size_t)floor(h);
    if (lo + 1 >= n)
        return v[n - 1];
    return v[lo] + (h - (double)lo) * (v[lo + 1] - v[lo]);
}

int gd_summary_of(const double *v, size_t n, double *scratch, gd_summary *out)
{
    double *w = scratch ? scratch : malloc((n ? n : 1) * sizeof *w);
    if (!w)
        return -1;
    size_t m = 0;
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        if (isfinite(v[i])) {
            w[m++] = v[i];
            sum += v[i];
        }
    *out = (gd_summary){(double)m, NAN, NAN, NAN, NAN, NAN, NAN};
    if (m) {
        out->mean = sum / (double)m;
        /* two passes: the sd of fractions near 0 would lose digits to sum2 - n mean^2 */
        double ss = 0;
        for (size_t i = 0; i < m; i++)
            ss += (w[i] - out->mean) * (w[i] - out->mean);
        if (m > 1) {
            out->sd = sqrt(ss / (double)(m - 1));
            out->se = out->sd / sqrt((double)m);
        }
        qsort(w, m, sizeof *w, cmp_double);
        out->median = quantile_sorted(w, m, 0.5);
        out->q1 = quantile_sorted(w, m, 0.25);
        out->q3 = quantile_sorted(w, m, 0.75);
    }
    if (!scratch)
        free(w);
    return 0;
}

void gd_growth_fit(const double *mean, uint64_t n, double floor_, double fraction, gd_growth *out)
{
    *out = (gd_growth){NAN, NAN, NAN, -1, -1, 0};
    if (n == 0)
        return;
    uint64_t q = n / 4 ? n / 4 : 1;
    double sum = 0, cnt = 0;
    for (uint64_t i = n - q; i < n; i++)
        if (isfinite(mean[i]))
            sum += mean[i], cnt++;
    if (!cnt)
        return;
    out->plateau = sum / cnt;
    uint64_t first = n, last = n;
    for (uint64_t i = 0; i < n && first == n; i++)
        if (isfinite(mean[i]) && mean[i] > floor_)
            first = i;
    for (uint64_t i = first + 1; i < n && last == n; i++)
        if (isfinite(mean[i]) && mean[i] >= fraction * out->plateau)
            last = i;
    if (first == n || last == n)
        return;
    gd_fit f = {0};
    for (uint64_t i = first; i <= last; i++)
        if (isfinite(mean[i]) && mean[i] > 0)
            gd_fit_add(&f, (double)(i + 1), log(mean[i]));
    if (f.n < 3)
        return;
    out->first = (int64_t)first + 1;
    out->last = (int64_t)last + 1;
    out->points = f.n;
    out->rate = gd_fit_slope(&f);
    out->rate_se = gd_fit_slope_stderr(&f);
}
