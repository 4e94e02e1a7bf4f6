/* The thermograph's SVG picture: each wall's and the mast's corners (the data-points
 * attribute, exact) are the thermograph's own - the wall at every piece's start below the
 * temperature and at the temperature, the mast from the temperature at the mean - and the
 * drawn points are one affine image of them, with values growing to the left, temperature
 * upward and one scale on both axes. Games from the notation (fixed list) and every
 * canonical game born by day 2, built bottom-up. (Well-formed XML: tests/cli/cli_atlas.sh.) */
#include "gamedyn/cgt.h"
#include "testlib.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The attribute attr of the polyline of class cls in svg, copied into buf. */
static int attr(const char *svg, const char *cls, const char *attr, char *buf, size_t len)
{
    char key[64];
    snprintf(key, sizeof key, "class=\"%s\"", cls);
    const char *p = strstr(svg, key);
    if (!p)
        return -1;
    snprintf(key, sizeof key, " %s=\"", attr);
    p = strstr(p, key);
    if (!p)
        return -1;
    p += strlen(key);
    const char *q = strchr(p, '"');
    if (!q || (size_t)(q - p) >= len)
        return -1;
    memcpy(buf, p, (size_t)(q - p));
    buf[q - p] = 0;
    return 0;
}

/* Exact corners "v,t v,t" as text, and the pixel points as doubles. */
static int corners(const char *svg, const char *cls, char *exact, size_t len, double *xy, int max)
{
    char pts[8192];
    if (attr(svg, cls, "data-points", exact, len) || attr(svg, cls, "points", pts, sizeof pts))
        return -1;
    int n = 0;
    for (char *s = strtok(pts, " "); s && n < max; s = strtok(NULL, " "), n++)
        if (sscanf(s, "%lf,%lf", &xy[2 * n], &xy[2 * n + 1]) != 2)
            return -1;
    return n;
}

static void expect_wall(const gd_cgt_piece *w, size_t n, gd_dyadic T, char *buf, size_t len)
{
    char a[64], b[64];
    size_t at = 0;
    buf[0] = 0;
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && gd_dyadic_cmp(w[i].t, T) >= 0)
            break;
        gd_dyadic v;
        gd_cgt_wall_at(w, n, w[i].t, &v);
        at += (size_t)snprintf(buf + at, len - at, "%s%s,%s", at ? " " : "", gd_dyadic_format(v, a, sizeof a),
                               gd_dyadic_format(w[i].t, b, sizeof b));
    }
    if (gd_dyadic_cmp(T, w[0].t) > 0) {
        gd_dyadic v;
        gd_cgt_wall_at(w, n, T, &v);
        snprintf(buf + at, len - at, " %s,%s", gd_dyadic_format(v, a, sizeof a), gd_dyadic_format(T, b, sizeof b));
    }
}

typedef struct {
    double v, t, x, y;
} quad;

static double dy_text(const char *s)
{
    long n, d = 1;
    if (sscanf(s, "%ld/%ld", &n, &d) < 1)
        return NAN;
    return (double)n / (double)d;
}

/* Appends the corners of one line: exact (v,t) and drawn (x,y). */
static int gather(const char *exact, const double *xy, int n, quad *q, int at)
{
    char buf[8192];
    snprintf(buf, sizeof buf, "%s", exact);
    int i = 0;
    for (char *s = strtok(buf, " "); s && i < n; s = strtok(NULL, " "), i++) {
        char *c = strchr(s, ',');
        if (!c)
            return -1;
        *c = 0;
        q[at].v = dy_text(s), q[at].t = dy_text(c + 1), q[at].x = xy[2 * i], q[at].y = xy[2 * i + 1];
        at++;
    }
    return i == n ? at : -1;
}

static void check_game(gd_cgt *c, gd_cgt_id g)
{
    char name[256];
    gd_cgt_print(c, g, name, sizeof name);
    gd_cgt_thermograph th;
    if (gd_cgt_thermograph_of(c, g, &th) != 0) {
        CHECK(0, "%s: no thermograph", name);
        return;
    }
    char *svg = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&svg, &len);
    gd_cgt_svg_options o = {.caption = name, .metadata = "provenance -- with <markup> & dashes", .standalone = 1};
    CHECK(gd_cgt_thermograph_svg(f, &th, &o) == 0, "%s: svg failed", name);
    fclose(f);
    char exact[8192], want[8192];
    double xy[2048];
    quad q[3000];
    int nq = 0;
    const char *cls[3] = {"left-wall", "right-wall", "mast"};
    for (int k = 0; k < 3; k++) {
        int n = corners(svg, cls[k], exact, sizeof exact, xy, 1024);
        CHECK(n >= 1, "%s: no %s", name, cls[k]);
        if (n < 1)
            goto out;
        if (k < 2) {
            expect_wall(k ? th.right : th.left, k ? th.nright : th.nleft, th.temperature, want, sizeof want);
            CHECK(strcmp(exact, want) == 0, "%s: %s is '%s', the thermograph's '%s'", name, cls[k], exact, want);
        } else {
            char a[64], b[64];
            snprintf(want, sizeof want, "%s,%s", gd_dyadic_format(th.mean, a, sizeof a),
                     gd_dyadic_format(th.temperature, b, sizeof b));
            CHECK(strncmp(exact, want, strlen(want)) == 0 && n == 2, "%s: mast '%s'", name, exact);
        }
        nq = gather(exact, xy, n, q, nq);
        CHECK(nq > 0, "%s: corners of %s", name, cls[k]);
        if (nq <= 0)
            goto out;
    }
    /* the mast (the last two corners) rises: it gives the scale */
    quad a = q[nq - 2], b = q[nq - 1];
    double u = (a.y - b.y) / (b.t - a.t);
    CHECK(u > 0 && b.t > a.t, "%s: the mast does not rise (u %g)", name, u);
    double x0 = a.x + u * a.v, y0 = a.y + u * a.t;
    for (int i = 0; i < nq; i++) {
        CHECK(fabs(q[i].x - (x0 - u * q[i].v)) < 0.02, "%s: corner %d x %g, not %g (values grow leftward)", name, i,
              q[i].x, x0 - u * q[i].v);
        CHECK(fabs(q[i].y - (y0 - u * q[i].t)) < 0.02, "%s: corner %d y %g, not %g", name, i, q[i].y,
              y0 - u * q[i].t);
    }
    CHECK(strstr(svg, "<metadata>provenance -- with &lt;markup&gt; &amp; dashes</metadata>") != NULL,
          "%s: metadata not escaped", name);
    CHECK(strstr(svg, "<?xml") == svg, "%s: standalone without the declaration", name);
out:
    free(svg);
    gd_cgt_thermograph_free(&th);
}

int main(void)
{
    gd_cgt *c = gd_cgt_new();
    const char *games[] = {"0", "1", "-5", "3/4", "*", "^*", "{1|0}", "+-1", "{2||1|0}", "{3|{2|-1}}",
                           "{2|-1}", "{5|3||1|0}", "{0||0|-2}", "-17/8", "{10|{5|-3}}"};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        gd_cgt_id g;
        char err[256];
        CHECK(gd_cgt_parse(c, games[i], &g, err, sizeof err) == 0, "%s: %s", games[i], err);
        check_game(c, g);
    }
    /* every game born by day 2: the sets of options from day 1's four games */
    gd_cgt_id day1[4];
    gd_cgt_parse(c, "0", &day1[0], NULL, 0), gd_cgt_parse(c, "*", &day1[1], NULL, 0);
    gd_cgt_parse(c, "1", &day1[2], NULL, 0), gd_cgt_parse(c, "-1", &day1[3], NULL, 0);
    for (int l = 0; l < 16; l++)
        for (int r = 0; r < 16; r++) {
            gd_cgt_id L[4], R[4];
            size_t nl = 0, nr = 0;
            for (int k = 0; k < 4; k++) {
                if (l >> k & 1)
                    L[nl++] = day1[k];
                if (r >> k & 1)
                    R[nr++] = day1[k];
            }
            check_game(c, gd_cgt_make(c, L, nl, R, nr));
        }
    /* inline (not standalone): no XML declaration, the element alone */
    gd_cgt_thermograph th;
    gd_cgt_thermograph_of(c, day1[2], &th);
    char *svg = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&svg, &len);
    gd_cgt_thermograph_svg(f, &th, NULL);
    fclose(f);
    CHECK(strncmp(svg, "<svg ", 5) == 0 && !strstr(svg, "<metadata>"), "inline svg: %.40s", svg);
    free(svg);
    gd_cgt_thermograph_free(&th);
    gd_cgt_free(c);
    return tl_done("svg");
}
