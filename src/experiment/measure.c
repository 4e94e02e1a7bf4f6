/* measure.c - the geometric constants of Chomp, measured sheet by sheet. */
#include "gamedyn/experiment.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

void gd_stat_add(gd_stat *s, double v)
{
    s->n += 1;
    double d = v - s->mean;
    s->mean += d / s->n;
    s->m2 += d * (v - s->mean);
}

double gd_stat_mean(const gd_stat *s)
{
    return s->n > 0 ? s->mean : NAN;
}

double gd_stat_sd(const gd_stat *s)
{
    return s->n < 2 ? NAN : sqrt((s->m2 > 0 ? s->m2 : 0) / (s->n - 1));
}

double gd_stat_stderr(const gd_stat *s)
{
    return s->n < 2 ? NAN : gd_stat_sd(s) / sqrt(s->n);
}

/* gd_fit_add, inlined in the loops over a sheet's columns (an exported function is not:
 * the shared library may have it replaced). */
static inline void fit_add(gd_fit *f, double x, double y)
{
    f->n += 1;
    f->sx += x;
    f->sy += y;
    f->sxx += x * x;
    f->sxy += x * y;
    f->syy += y * y;
}

void gd_fit_add(gd_fit *f, double x, double y)
{
    fit_add(f, x, y);
}

double gd_fit_slope_stderr(const gd_fit *f)
{
    double b = gd_fit_slope(f);
    if (f->n < 3 || !isfinite(b))
        return NAN;
    double mx = f->sx / f->n, my = f->sy / f->n;
    double sxx = f->sxx - f->n * mx * mx, syy = f->syy - f->n * my * my, sxy = f->sxy - f->n * mx * my;
    double rss = syy - b * sxy;
    return sqrt((rss > 0 ? rss : 0) / (f->n - 2) / sxx);
}

double gd_fit_slope(const gd_fit *f)
{
    double d = f->n * f->sxx - f->sx * f->sx;
    return (f->n >= 2 && d > 1e-9 * f->n * f->sxx) ? (f->n * f->sxy - f->sx * f->sy) / d : NAN;
}

void gd_sheet_lines_measure(const gd_sheet *s, gd_sheet_lines *out)
{
    *out = (gd_sheet_lines){0};
    out->m_L = out->m_U = out->lambda_L = out->lambda_U = NAN;
    out->scatter_L_rms = out->scatter_L_max = out->scatter_U_rms = out->scatter_U_max = NAN;
    out->within_L = out->within_U = NAN;
    out->infinite = s->kind == GD_SHEET_TAIL;
    uint32_t z0;
    if (gd_sheet_lookup(s, 0, &z0) != GD_SHEET_P)
        return;
    out->zstar = z0;
    /* The explicit part: up to the proved tail or the end; a window has no tail, so
     * there it ends after the last lower-line loser. */
    uint64_t E = s->len;
    if (s->kind == GD_SHEET_WINDOW) {
        E = 1;
        for (uint64_t y = 1; y < s->len; y++)
            if (gd_loser_class(s, y) == GD_LINE_LL)
                E = y + 1;
    }
    out->explicit_columns = E;
    if (E < 8)
        return;
    /* Columns 1..E-1 lie in the explicit part (E <= len): their losers are z[y], classed as
     * gd_loser_class does (the lower line below the slope -1 line through z*). */
    const uint32_t *z = s->z;
    gd_fit fl, fu;
    memset(&fl, 0, sizeof fl);
    memset(&fu, 0, sizeof fu);
    for (uint64_t y = 1; y < E; y++)
        fit_add((uint64_t)z[y] + y < z0 ? &fl : &fu, (double)y, (double)z[y]);
    out->ok = 1;
    out->lambda_L = fl.n / (double)(E - 1);
    out->lambda_U = fu.n / (double)(E - 1);
    out->m_L = fl.n >= 3 ? gd_fit_slope(&fl) : NAN;
    out->m_U = fu.n >= 3 ? gd_fit_slope(&fu) : NAN;
    /* The scatter about each line: residuals from its own least-squares line. */
    double a[2], b[2] = {out->m_L, out->m_U}, ss[2] = {0, 0}, mx[2] = {0, 0}, n[2] = {fl.n, fu.n}, in[2] = {0, 0};
    a[0] = (fl.sy - b[0] * fl.sx) / fl.n;
    a[1] = (fu.sy - b[1] * fu.sx) / fu.n;
    for (uint64_t y = 1; y < E; y++) {
        int k = (uint64_t)z[y] + y < z0 ? 0 : 1;
        if (!isfinite(b[k]))
            continue;
        double r = fabs((double)z[y] - a[k] - b[k] * (double)y);
        ss[k] += r * r;
        mx[k] = r > mx[k] ? r : mx[k];
        in[k] += r <= GD_SCATTER_BAND;
    }
    out->within_L = isfinite(b[0]) ? in[0] / n[0] : NAN;
    out->within_U = isfinite(b[1]) ? in[1] / n[1] : NAN;
    out->scatter_L_rms = isfinite(b[0]) ? sqrt(ss[0] / n[0]) : NAN;
    out->scatter_L_max = isfinite(b[0]) ? mx[0] : NAN;
    out->scatter_U_rms = isfinite(b[1]) ? sqrt(ss[1] / n[1]) : NAN;
    out->scatter_U_max = isfinite(b[1]) ? mx[1] : NAN;
}

int gd_params_init(gd_params *p, uint64_t xmax)
{
    *p = (gd_params){0};
    p->xmax = xmax;
    p->from = xmax / 2;
    p->sheet = malloc((xmax + 1) * sizeof *p->sheet);
    p->hits = calloc(xmax + 1, 1);
    if (!p->sheet || !p->hits) {
        gd_params_free(p);
        return -1;
    }
    for (uint64_t x = 0; x <= xmax; x++) {
        gd_params_sheet *q = &p->sheet[x];
        q->zstar = NAN;
        q->ok = 0;
        for (int i = 0; i < GD_NPARAMS; i++)
            q->v[i] = NAN;
        q->scatter_rms[0] = q->scatter_rms[1] = q->scatter_max[0] = q->scatter_max[1] = NAN;
        q->within[0] = q->within[1] = NAN;
    }
    return 0;
}

void gd_params_free(gd_params *p)
{
    free(p->sheet);
    free(p->hits);
    p->sheet = NULL;
    p->hits = NULL;
}

static void add_finite(gd_stat *s, double v)
{
    if (isfinite(v))
        gd_stat_add(s, v);
}

static void hit(gd_params *p, uint64_t n)
{
    if (n >= 1 && n <= p->xmax && p->hits[n] < 255)
        p->hits[n]++;
}

void gd_params_add(gd_params *p, const gd_sheet *s)
{
    gd_sheet_lines l;
    gd_sheet_lines_measure(s, &l);
    gd_params_add_measured(p, s, &l);
}

void gd_params_add_measured(gd_params *p, const gd_sheet *s, const gd_sheet_lines *lines)
{
    const gd_sheet_lines l = *lines;
    uint32_t z0;
    int has0 = gd_sheet_lookup(s, 0, &z0) == GD_SHEET_P;
    if (!p->dead_from && gd_sheet_kills(gd_rules_get(GD_SHEET_CHOMP), s))
        p->dead_from = s->x;
    /* The counting identity: x + z*(x) for the column-0 loser, x + E - 1 for a sheet that ends
     * after E columns (its last P, at z = 0, is the r-type opening target). */
    if (has0)
        hit(p, s->x + z0);
    if (s->kind == GD_SHEET_END && s->len >= 1)
        hit(p, s->x + s->len - 1);
    if (s->x >= 1 && has0) {
        double d = (double)z0 - (double)s->x / sqrt(2.0);
        if (!p->have_dev || d < p->dev_min)
            p->dev_min = d;
        if (!p->have_dev || d > p->dev_max)
            p->dev_max = d;
        p->have_dev = 1;
        gd_fit_add(&p->zfit_full, (double)s->x, z0);
    }
    if (s->x > p->xmax)
        return;
    gd_params_sheet *q = &p->sheet[s->x];
    q->zstar = has0 ? z0 : NAN;
    if (s->x < p->from || s->x == 0)
        return;
    if (s->kind != GD_SHEET_WINDOW) {
        gd_stat_add(&p->p[GD_PARAM_GAMMA], l.infinite);
        q->v[GD_PARAM_GAMMA] = l.infinite;
    }
    if (!l.ok)
        return;
    q->ok = 1;
    gd_fit_add(&p->zfit, (double)s->x, l.zstar);
    double v[] = {l.lambda_L, l.lambda_U, l.m_L, l.m_U};
    for (int i = 0; i < 4; i++) {
        add_finite(&p->p[GD_PARAM_LAMBDA_L + i], v[i]);
        q->v[GD_PARAM_LAMBDA_L + i] = v[i];
    }
    q->scatter_rms[0] = l.scatter_L_rms, q->scatter_max[0] = l.scatter_L_max;
    q->scatter_rms[1] = l.scatter_U_rms, q->scatter_max[1] = l.scatter_U_max;
    q->within[0] = l.within_L, q->within[1] = l.within_U;
}

void gd_params_value(const gd_params *p, int i, double *value, double *stderr_of)
{
    if (i == GD_PARAM_ALPHA) {
        *value = gd_fit_slope(&p->zfit);
        *stderr_of = gd_fit_slope_stderr(&p->zfit);
    } else {
        *value = gd_stat_mean(&p->p[i]);
        *stderr_of = gd_stat_stderr(&p->p[i]);
    }
}

/* The bootstrap's generator: SplitMix64, as the random perturbations use. */
static uint64_t boot_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The statistics one resample gives: means of the per-sheet values, alpha's slope. */
enum { ST_ALPHA = 0, ST_SCAT_L = GD_NPARAMS, ST_SCAT_U, ST_IN_L, ST_IN_U, ST_N };

static void stats_of(const gd_params *p, const uint64_t *xs, uint64_t n, int full, double *out)
{
    gd_stat st[ST_N] = {{0}};
    gd_fit f = {0};
    for (uint64_t k = 0; k < n; k++) {
        const gd_params_sheet *q = &p->sheet[xs[k]];
        if (full) {
            if (isfinite(q->zstar))
                gd_fit_add(&f, (double)xs[k], q->zstar);
            continue;
        }
        if (q->ok)
            gd_fit_add(&f, (double)xs[k], q->zstar);
        for (int i = 1; i < GD_NPARAMS; i++)
            add_finite(&st[i], q->v[i]);
        add_finite(&st[ST_SCAT_L], q->scatter_rms[0]);
        add_finite(&st[ST_SCAT_U], q->scatter_rms[1]);
        add_finite(&st[ST_IN_L], q->within[0]);
        add_finite(&st[ST_IN_U], q->within[1]);
    }
    out[ST_ALPHA] = gd_fit_slope(&f);
    for (int i = 1; i < ST_N; i++)
        out[i] = gd_stat_mean(&st[i]);
}

/* Moving-block bootstrap (Kunsch 1989) over the sheets lo..hi in order: each replicate joins
 * ceil(n/b) blocks of b consecutive sheets, each starting at a uniform position, cut to n;
 * se[i] is the standard deviation of statistic i over the replicates. */
static int block_bootstrap(const gd_params *p, uint64_t lo, uint64_t hi, uint64_t b, int full, double *se)
{
    uint64_t n = hi - lo + 1, state = GD_PARAMS_SEED;
    uint64_t *xs = malloc(n * sizeof *xs);
    if (!xs)
        return -1;
    if (b > n)
        b = n;
    gd_stat reps[ST_N] = {{0}};
    for (int r = 0; r < GD_PARAMS_REPLICATES; r++) {
        for (uint64_t k = 0; k < n;) {
            uint64_t start = lo + boot_next(&state) % (n - b + 1); /* bias below 2^-40: n < 2^24 */
            for (uint64_t j = 0; j < b && k < n; j++)
                xs[k++] = start + j;
        }
        double st[ST_N];
        stats_of(p, xs, n, full, st);
        for (int i = 0; i < ST_N; i++)
            add_finite(&reps[i], st[i]);
    }
    for (int i = 0; i < ST_N; i++)
        se[i] = gd_stat_sd(&reps[i]);
    free(xs);
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The nearest-rank percentile q (0 < q <= 1) of n sorted values: the ceil(q n)-th. */
static double nearest_rank(const double *v, uint64_t n, double q)
{
    if (n == 0)
        return NAN;
    uint64_t k = (uint64_t)ceil(q * (double)n);
    return v[(k ? k : 1) - 1];
}

static uint64_t default_block(uint64_t n)
{
    uint64_t b = (uint64_t)ceil(sqrt((double)n));
    return b ? b : 1;
}

int gd_params_finish(gd_params *p, uint64_t block)
{
    uint64_t lo = p->from ? p->from : 1, X = p->xmax;
    double se[ST_N], sef[ST_N];
    for (int i = 0; i < ST_N; i++)
        se[i] = sef[i] = NAN;
    p->block = p->block_full = 0;
    if (X >= lo) {
        p->block = block ? block : default_block(X - lo + 1);
        if (block_bootstrap(p, lo, X, p->block, 0, se) != 0)
            return -1;
    }
    if (X >= 1) {
        p->block_full = block ? block : default_block(X);
        if (block_bootstrap(p, 1, X, p->block_full, 1, sef) != 0)
            return -1;
    }
    for (int i = 0; i < GD_NPARAMS; i++) {
        gd_params_value(p, i, &p->est[i].value, &p->est[i].se_iid);
        p->est[i].se = se[i];
    }
    p->alpha_full = (gd_estimate){gd_fit_slope(&p->zfit_full), sef[ST_ALPHA], gd_fit_slope_stderr(&p->zfit_full)};

    /* The band of z*(x) - x/sqrt2 over x >= 1. */
    double *dev = malloc((X + 1) * sizeof *dev);
    if (!dev)
        return -1;
    uint64_t nd = 0;
    for (uint64_t x = 1; x <= X; x++)
        if (isfinite(p->sheet[x].zstar))
            dev[nd++] = p->sheet[x].zstar - (double)x / sqrt(2.0);
    qsort(dev, nd, sizeof *dev, cmp_double);
    static const double q[5] = {0.01, 0.05, 0.5, 0.95, 0.99};
    for (int k = 0; k < 5; k++)
        p->dev_pct[k] = nearest_rank(dev, nd, q[k]);
    p->band_centre = p->have_dev ? (p->dev_max + p->dev_min) / 2 : NAN;
    p->band_halfwidth = p->have_dev ? (p->dev_max - p->dev_min) / 2 : NAN;

    /* The scatter about the lines over the sheets of [from, X]. */
    for (int k = 0; k < 2; k++) {
        gd_stat st = {0}, in = {0};
        uint64_t n = 0;
        double top = NAN;
        for (uint64_t x = lo; x <= X; x++) {
            const gd_params_sheet *s = &p->sheet[x];
            add_finite(&st, s->scatter_rms[k]);
            add_finite(&in, s->within[k]);
            if (isfinite(s->scatter_max[k])) {
                dev[n++] = s->scatter_max[k];
                top = isfinite(top) && top >= s->scatter_max[k] ? top : s->scatter_max[k];
            }
        }
        qsort(dev, n, sizeof *dev, cmp_double);
        p->scatter_rms[k] = (gd_estimate){gd_stat_mean(&st), se[ST_SCAT_L + k], gd_stat_stderr(&st)};
        p->within[k] = (gd_estimate){gd_stat_mean(&in), se[ST_IN_L + k], gd_stat_stderr(&in)};
        p->scatter_max[k] = top;
        p->scatter_max_median[k] = nearest_rank(dev, n, 0.5);
    }
    free(dev);

    /* The counting identity: every n in 1..X hit exactly once. */
    p->identity_to = X;
    p->identity_exceptions = 0;
    for (uint64_t n = 1; n <= X; n++)
        if (p->hits[n] != 1) {
            if (p->identity_exceptions < GD_PARAMS_EXCEPTIONS) {
                p->exception_n[p->identity_exceptions] = n;
                p->exception_hits[p->identity_exceptions] = p->hits[n];
            }
            p->identity_exceptions++;
        }
    return 0;
}

const char *gd_param_name(int i)
{
    static const char *names[] = {"alpha", "lambda_L", "lambda_U", "m_L", "m_U", "gamma"};
    return i >= 0 && i < GD_NPARAMS ? names[i] : "?";
}

double gd_param_predicted(int i)
{
    double r = 1 / sqrt(2.0);
    double v[] = {r, 1 - r, r, -1 - r, -1 + r, sqrt(2.0) - 1};
    return i >= 0 && i < GD_NPARAMS ? v[i] : NAN;
}

int gd_opening_init(gd_opening *o, uint64_t xmax)
{
    o->xmax = xmax;
    o->m = calloc(xmax + 1, sizeof *o->m);
    return o->m ? 0 : -1;
}

void gd_opening_free(gd_opening *o)
{
    free(o->m);
    o->m = NULL;
}

static void opening_move(gd_opening *o, uint64_t x, int type, uint64_t tx, uint64_t ty, uint64_t tz)
{
    if (x > o->xmax)
        return;
    gd_opening_move *m = &o->m[x];
    if (m->moves++ == 0)
        m->type = type, m->tx = tx, m->ty = ty, m->tz = tz;
}

void gd_opening_add(gd_opening *o, const gd_sheet *s)
{
    uint32_t z0, z;
    if (gd_sheet_lookup(s, 0, &z0) != GD_SHEET_P)
        return;
    if (z0 == 0) { /* [x',0,0] is P: every larger rectangle moves there */
        for (uint64_t x = s->x + 1; x <= o->xmax; x++)
            opening_move(o, x, GD_OPEN_SINK, s->x, 0, 0);
        return;
    }
    opening_move(o, s->x + z0, GD_OPEN_S, s->x, 0, z0);
    /* A P at z = 0 ends its sheet, so it can only be the last of an ended sheet. */
    if (s->kind == GD_SHEET_END && s->len > 1 && gd_sheet_lookup(s, s->len - 1, &z) == GD_SHEET_P && z == 0)
        opening_move(o, s->x + s->len - 1, GD_OPEN_R, s->x, s->len - 1, 0);
}

double gd_opening_distance(const gd_opening_move *m, uint64_t x)
{
    /* Target and prediction both lie on the line a + b = x of their plane. */
    double r2 = sqrt(2.0), X = (double)x;
    if (m->type == GD_OPEN_R)
        return r2 * fabs((double)m->ty - X * (1 - 1 / r2));
    if (m->type == GD_OPEN_S)
        return r2 * fabs((double)m->tz - X * (r2 - 1));
    return NAN;
}

/* The fields of a sheet as saved: 14 numbers (ok as 0 or 1). */
#define SHEET_NUMS 14
static void sheet_nums(const gd_params_sheet *q, double *d)
{
    d[0] = q->zstar, d[1] = q->ok;
    for (int i = 0; i < GD_NPARAMS; i++)
        d[2 + i] = q->v[i];
    for (int k = 0; k < 2; k++)
        d[8 + k] = q->scatter_rms[k], d[10 + k] = q->scatter_max[k], d[12 + k] = q->within[k];
}

static void nums_sheet(const double *d, gd_params_sheet *q)
{
    q->zstar = d[0], q->ok = d[1] != 0;
    for (int i = 0; i < GD_NPARAMS; i++)
        q->v[i] = d[2 + i];
    for (int k = 0; k < 2; k++)
        q->scatter_rms[k] = d[8 + k], q->scatter_max[k] = d[10 + k], q->within[k] = d[12 + k];
}

/* What the sheets so far have added: the running sums as they are (a resumed run adds the
 * same numbers in the same order, so its results are the same to the last bit). */
void gd_params_save(const gd_params *p, gd_blob *b)
{
    uint64_t head[] = {p->xmax, p->from, (uint64_t)p->have_dev, p->dead_from};
    gd_blob_put(b, head, sizeof head);
    gd_blob_put(b, p->p, sizeof p->p);
    double fits[] = {p->zfit.n,      p->zfit.sx,      p->zfit.sy,      p->zfit.sxx,      p->zfit.sxy,      p->zfit.syy,
                     p->zfit_full.n, p->zfit_full.sx, p->zfit_full.sy, p->zfit_full.sxx, p->zfit_full.sxy, p->zfit_full.syy,
                     p->dev_min,     p->dev_max};
    gd_blob_put(b, fits, sizeof fits);
    double buf[256 * SHEET_NUMS];
    for (uint64_t x = 0; x <= p->xmax;) {
        size_t n = 0;
        for (; n < 256 && x <= p->xmax; n++, x++)
            sheet_nums(&p->sheet[x], buf + n * SHEET_NUMS);
        gd_blob_put(b, buf, n * SHEET_NUMS * sizeof *buf);
    }
    gd_blob_put(b, p->hits, (size_t)p->xmax + 1);
}

int gd_params_load(gd_params *p, gd_blob *b)
{
    uint64_t head[4];
    if (gd_blob_get(b, head, sizeof head) != 0 || head[0] != p->xmax || head[1] != p->from || head[2] > 1)
        return -1;
    p->have_dev = (int)head[2];
    p->dead_from = head[3];
    double fits[14];
    if (gd_blob_get(b, p->p, sizeof p->p) != 0 || gd_blob_get(b, fits, sizeof fits) != 0)
        return -1;
    gd_fit *f[2] = {&p->zfit, &p->zfit_full};
    for (int k = 0; k < 2; k++)
        *f[k] = (gd_fit){fits[6 * k], fits[6 * k + 1], fits[6 * k + 2], fits[6 * k + 3], fits[6 * k + 4], fits[6 * k + 5]};
    p->dev_min = fits[12], p->dev_max = fits[13];
    double buf[256 * SHEET_NUMS];
    for (uint64_t x = 0; x <= p->xmax;) {
        size_t n = p->xmax + 1 - x < 256 ? (size_t)(p->xmax + 1 - x) : 256;
        if (gd_blob_get(b, buf, n * SHEET_NUMS * sizeof *buf) != 0)
            return -1;
        for (size_t i = 0; i < n; i++, x++)
            nums_sheet(buf + i * SHEET_NUMS, &p->sheet[x]);
    }
    return gd_blob_get(b, p->hits, (size_t)p->xmax + 1);
}
