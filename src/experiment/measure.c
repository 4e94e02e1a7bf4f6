/* measure.c - the geometric constants of Chomp, measured sheet by sheet. */
#include "gamedyn/experiment.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>

void gd_stat_add(gd_stat *s, double v)
{
    s->n += 1;
    s->sum += v;
    s->sum2 += v * v;
}

double gd_stat_mean(const gd_stat *s)
{
    return s->n > 0 ? s->sum / s->n : NAN;
}

double gd_stat_stderr(const gd_stat *s)
{
    if (s->n < 2)
        return NAN;
    double m = s->sum / s->n, var = (s->sum2 - s->n * m * m) / (s->n - 1);
    return var > 0 ? sqrt(var / s->n) : 0;
}

void gd_fit_add(gd_fit *f, double x, double y)
{
    f->n += 1;
    f->sx += x;
    f->sy += y;
    f->sxx += x * x;
    f->sxy += x * y;
    f->syy += y * y;
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
    gd_fit fl = {0}, fu = {0};
    for (uint64_t y = 1; y < E; y++) {
        int c = gd_loser_class(s, y);
        gd_fit_add(c == GD_LINE_LL ? &fl : &fu, (double)y, (double)s->z[y]);
    }
    out->ok = 1;
    out->lambda_L = fl.n / (double)(E - 1);
    out->lambda_U = fu.n / (double)(E - 1);
    out->m_L = fl.n >= 3 ? gd_fit_slope(&fl) : NAN;
    out->m_U = fu.n >= 3 ? gd_fit_slope(&fu) : NAN;
}

void gd_params_init(gd_params *p, uint64_t xmax)
{
    *p = (gd_params){0};
    p->xmax = xmax;
    p->from = xmax / 2;
}

static void add_finite(gd_stat *s, double v)
{
    if (isfinite(v))
        gd_stat_add(s, v);
}

void gd_params_add(gd_params *p, const gd_sheet *s)
{
    gd_sheet_lines l;
    gd_sheet_lines_measure(s, &l);
    uint32_t z0;
    if (s->x >= 1 && gd_sheet_lookup(s, 0, &z0) == GD_SHEET_P) {
        double d = (double)z0 - (double)s->x / sqrt(2.0);
        if (!p->have_dev || d < p->dev_min)
            p->dev_min = d;
        if (!p->have_dev || d > p->dev_max)
            p->dev_max = d;
        p->have_dev = 1;
    }
    if (s->x < p->from || s->x == 0)
        return;
    if (s->kind != GD_SHEET_WINDOW) {
        gd_stat_add(&p->p[GD_PARAM_GAMMA], l.infinite);
    }
    if (!l.ok)
        return;
    gd_fit_add(&p->zfit, (double)s->x, l.zstar);
    add_finite(&p->p[GD_PARAM_LAMBDA_L], l.lambda_L);
    add_finite(&p->p[GD_PARAM_LAMBDA_U], l.lambda_U);
    add_finite(&p->p[GD_PARAM_M_L], l.m_L);
    add_finite(&p->p[GD_PARAM_M_U], l.m_U);
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
