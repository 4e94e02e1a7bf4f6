/* svg.c - a thermograph drawn as SVG, fit for a paper: the orientation of Winning Ways
 * (ch. 6) and Siegel's CGT (II.5), values growing to the left so that Left's wall is on the
 * left, temperature upward; one scale on both axes, so the walls' slopes +-1 are drawn at
 * 45 degrees and two pictures drawn at one unit compare by eye. Ticks are powers of two
 * apart and labelled exactly, because thermographs live on dyadic rationals. */
#include "gamedyn/cgt.h"
#include "gamedyn/io.h"
#include <math.h>
#include <string.h>

typedef struct {
    gd_dyadic v, t;
} pt;

#define MAX_PTS 4096

typedef struct {
    pt p[MAX_PTS];
    int n;
} line;

/* Corners of a wall from t = -1 up to the temperature T, where the walls meet the mast. */
static int wall_line(const gd_cgt_piece *w, size_t n, gd_dyadic T, line *out)
{
    out->n = 0;
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && gd_dyadic_cmp(w[i].t, T) >= 0)
            break;
        if (out->n + 2 > MAX_PTS)
            return -1;
        pt q = {{0, 0}, w[i].t};
        if (gd_cgt_wall_at(w, n, w[i].t, &q.v))
            return -1;
        out->p[out->n++] = q;
    }
    pt top = {{0, 0}, T};
    if (gd_cgt_wall_at(w, n, T, &top.v))
        return -1;
    if (gd_dyadic_cmp(T, out->p[0].t) > 0)
        out->p[out->n++] = top;
    return 0;
}

typedef struct {
    double vhi, ttop, unit, ml, mt;
} frame;

static double X(const frame *f, double v)
{
    return f->ml + (f->vhi - v) * f->unit;
}

static double Y(const frame *f, double t)
{
    return f->mt + (f->ttop - t) * f->unit;
}

static void escaped(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '&')
            fputs("&amp;", f);
        else if (*s == '<')
            fputs("&lt;", f);
        else if (*s == '>')
            fputs("&gt;", f);
        else if (*s == '"')
            fputs("&quot;", f);
        else
            fputc(*s, f);
    }
}

static void polyline(FILE *f, const frame *fr, const char *cls, const line *l)
{
    char a[64], b[64];
    fprintf(f, "<polyline class=\"%s\" data-points=\"", cls);
    for (int i = 0; i < l->n; i++)
        fprintf(f, "%s%s,%s", i ? " " : "", gd_dyadic_format(l->p[i].v, a, sizeof a),
                gd_dyadic_format(l->p[i].t, b, sizeof b));
    fputs("\" points=\"", f);
    for (int i = 0; i < l->n; i++)
        fprintf(f, "%s%.2f,%.2f", i ? " " : "", X(fr, gd_dyadic_double(l->p[i].v)),
                Y(fr, gd_dyadic_double(l->p[i].t)));
    fputs("\"/>\n", f);
}

/* k * 2^e exactly. */
static gd_dyadic tick(int64_t k, int e)
{
    gd_dyadic d = gd_dyadic_int(k);
    if (e >= 0)
        return gd_dyadic_int(k * ((int64_t)1 << e));
    gd_dyadic_make(k, -e, &d);
    return d;
}

int gd_cgt_thermograph_svg(FILE *f, const gd_cgt_thermograph *th, const gd_cgt_svg_options *o)
{
    static line L, R; /* large; one picture at a time */
    static const gd_cgt_svg_options none = {0};
    if (!o)
        o = &none;
    if (!th->nleft || !th->nright || wall_line(th->left, th->nleft, th->temperature, &L) ||
        wall_line(th->right, th->nright, th->temperature, &R))
        return -1;
    double vmin = gd_dyadic_double(th->mean), vmax = vmin, T = gd_dyadic_double(th->temperature);
    for (int i = 0; i < L.n; i++)
        vmax = fmax(vmax, gd_dyadic_double(L.p[i].v)), vmin = fmin(vmin, gd_dyadic_double(L.p[i].v));
    for (int i = 0; i < R.n; i++)
        vmax = fmax(vmax, gd_dyadic_double(R.p[i].v)), vmin = fmin(vmin, gd_dyadic_double(R.p[i].v));
    /* The tick step: the power of two that puts 2 to 8 steps across the walls and the mast
     * above the temperature. */
    double hot = fmax(T, 0) + 1 - -1;
    double span = fmax(fmax(vmax - vmin, hot), 1.0 / 64);
    int e = -6;
    while (span / ldexp(1, e) > 6 && e < 60)
        e++;
    double step = ldexp(1, e);
    int64_t klo = (int64_t)floor(vmin / step) - 1, khi = (int64_t)ceil(vmax / step) + 1;
    int64_t tk = (int64_t)ceil((fmax(T, 0) + fmax(step, 1)) / step);
    frame fr = {(double)khi * step, (double)tk * step, 0, 62, 16};
    double wv = (double)(khi - klo) * step, ht = fr.ttop + 1;
    fr.unit = o->unit > 0 ? o->unit : fmin(fmin(360 / wv, 280 / ht), 96);
    double pw = wv * fr.unit, ph = ht * fr.unit;
    double W = fr.ml + pw + 18, H = fr.mt + ph + 46 + (o->caption ? 22 : 0);
    double x0 = fr.ml, x1 = fr.ml + pw, y0 = Y(&fr, -1), y1 = fr.mt;
    char a[64];

    if (o->standalone)
        fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
    fprintf(f,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"thermograph\" width=\"%.0f\" height=\"%.0f\" "
            "viewBox=\"0 0 %.0f %.0f\" font-family=\"serif\" font-size=\"13\">\n",
            ceil(W), ceil(H), ceil(W), ceil(H));
    if (o->metadata) {
        fputs("<metadata>", f);
        escaped(f, o->metadata);
        fputs("</metadata>\n", f);
    }
    fputs("<title>", f);
    escaped(f, o->caption ? o->caption : "thermograph");
    fputs("</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n", f);
    /* references: t = 0 (below it the thermograph is subzero) and value 0 */
    fprintf(f, "<g stroke=\"#999\" stroke-width=\"0.8\" stroke-dasharray=\"4 3\">\n");
    fprintf(f, "<line class=\"t0\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n", x0, Y(&fr, 0), x1, Y(&fr, 0));
    if (klo * step < 0 && 0 < khi * step)
        fprintf(f, "<line class=\"v0\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n", X(&fr, 0), y0, X(&fr, 0),
                y1);
    fputs("</g>\n", f);
    /* axes: value along the bottom, temperature up the left side (the larger values' side) */
    fprintf(f, "<g stroke=\"black\" stroke-width=\"1\" fill=\"none\">\n");
    fprintf(f, "<polyline class=\"axes\" points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f\"/>\n", x0, y1, x0, y0, x1, y0);
    for (int64_t k = klo; k <= khi; k++)
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n", X(&fr, (double)k * step), y0,
                X(&fr, (double)k * step), y0 + 5);
    for (int64_t k = (int64_t)ceil(-1 / step); k <= tk; k++)
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n", x0 - 5, Y(&fr, (double)k * step), x0,
                Y(&fr, (double)k * step));
    fputs("</g>\n<g fill=\"black\">\n", f);
    for (int64_t k = klo; k <= khi; k++)
        fprintf(f, "<text class=\"vtick\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\">%s</text>\n",
                X(&fr, (double)k * step), y0 + 18, gd_dyadic_format(tick(k, e), a, sizeof a));
    for (int64_t k = (int64_t)ceil(-1 / step); k <= tk; k++)
        fprintf(f, "<text class=\"ttick\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"end\">%s</text>\n", x0 - 8,
                Y(&fr, (double)k * step) + 4.5, gd_dyadic_format(tick(k, e), a, sizeof a));
    fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\" font-style=\"italic\">value</text>\n",
            (x0 + x1) / 2, y0 + 36);
    fprintf(f,
            "<text x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\" font-style=\"italic\" "
            "transform=\"rotate(-90 %.2f %.2f)\">temperature</text>\n",
            x0 - 44, (y0 + y1) / 2, x0 - 44, (y0 + y1) / 2);
    if (o->caption) {
        fprintf(f, "<text class=\"caption\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\">", W / 2, H - 8);
        escaped(f, o->caption);
        fputs("</text>\n", f);
    }
    fputs("</g>\n", f);
    /* the walls and the mast, rising forever: an arrowhead at the top */
    line mast = {.n = 2};
    mast.p[0].v = mast.p[1].v = th->mean;
    mast.p[0].t = th->temperature;
    mast.p[1].t = tick(tk, e);
    fputs("<g stroke=\"black\" stroke-width=\"2\" fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n",
          f);
    polyline(f, &fr, "left-wall", &L);
    polyline(f, &fr, "right-wall", &R);
    polyline(f, &fr, "mast", &mast);
    fputs("</g>\n", f);
    double mx = X(&fr, gd_dyadic_double(th->mean));
    fprintf(f, "<polygon class=\"arrow\" points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f\" fill=\"black\"/>\n", mx, y1 - 6,
            mx - 4, y1 + 4, mx + 4, y1 + 4);
    fputs("</svg>\n", f);
    if (ferror(f)) {
        gd_io_note(f);
        return -1;
    }
    return 0;
}
