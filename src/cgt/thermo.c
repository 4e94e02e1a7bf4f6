/* thermo.c - thermographs with exact dyadic walls (Berlekamp, Conway, Guy, Winning Ways,
 * ch. 6; Siegel, CGT 2013, II.5): a number x is a mast at x from t = -1; otherwise the
 * left scaffold max_GL (RW(GL) - t) and the right scaffold min_GR (LW(GR) + t) are
 * followed up to the least t where they meet, the temperature, and the mast rises from
 * there at the mean. Walls are piecewise linear with slopes -1, 0, +1, so every
 * breakpoint is dyadic. Cooling and heating (Siegel II.5, II.6) build on it. */
#include "cgt_int.h"
#include <stdlib.h>
#include <string.h>

struct cg_thermo {
    gd_cgt_piece *L, *R;
    size_t nl, nr;
    gd_dyadic mean, temp;
};

typedef struct {
    gd_cgt_piece *p;
    size_t n, cap;
} wall;

static int push(wall *w, gd_cgt_piece p)
{
    if (w->n && w->p[w->n - 1].slope == p.slope && gd_dyadic_cmp(w->p[w->n - 1].a, p.a) == 0)
        return 0; /* the same line goes on */
    if (w->n == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 8;
        gd_cgt_piece *q = realloc(w->p, cap * sizeof *q);
        if (!q)
            return -1;
        w->p = q, w->cap = cap;
    }
    w->p[w->n++] = p;
    return 0;
}

/* a + s t */
static int line_at(gd_dyadic a, int s, gd_dyadic t, gd_dyadic *out)
{
    gd_dyadic v = a;
    for (int k = 0; k < (s < 0 ? -s : s); k++)
        if (gd_dyadic_add(v, s < 0 ? gd_dyadic_neg(t) : t, &v))
            return -1;
    *out = v;
    return 0;
}

int gd_cgt_wall_at(const gd_cgt_piece *w, size_t n, gd_dyadic t, gd_dyadic *out)
{
    size_t i = 0;
    while (i + 1 < n && gd_dyadic_cmp(w[i + 1].t, t) <= 0)
        i++;
    return line_at(w[i].a, w[i].slope, t, out);
}

/* The t where a1 + s1 t = a2 + s2 t (s1 != s2, |s1 - s2| <= 2). */
static int meet(gd_dyadic a1, int s1, gd_dyadic a2, int s2, gd_dyadic *t)
{
    gd_dyadic d;
    int ds = s1 - s2;
    if (gd_dyadic_sub(a2, a1, &d))
        return -1;
    if (ds < 0)
        d = gd_dyadic_neg(d), ds = -ds;
    if (ds == 1)
        return *t = d, 0;
    if (ds == 2)
        return gd_dyadic_scale(d, 1, t);
    return -1;
}

/* The active piece of w at breakpoint index walk. */
static size_t active(const gd_cgt_piece *w, size_t n, gd_dyadic t)
{
    size_t i = 0;
    while (i + 1 < n && gd_dyadic_cmp(w[i + 1].t, t) <= 0)
        i++;
    return i;
}

/* The breakpoints of f and g, in order, after t (the next one; 0 if none). */
static int next_break(const gd_cgt_piece *f, size_t nf, const gd_cgt_piece *g, size_t ng, gd_dyadic t,
                      gd_dyadic *q)
{
    int found = 0;
    for (size_t i = 0; i < nf; i++)
        if (gd_dyadic_cmp(f[i].t, t) > 0 && (!found || gd_dyadic_cmp(f[i].t, *q) < 0))
            *q = f[i].t, found = 1;
    for (size_t i = 0; i < ng; i++)
        if (gd_dyadic_cmp(g[i].t, t) > 0 && (!found || gd_dyadic_cmp(g[i].t, *q) < 0))
            *q = g[i].t, found = 1;
    return found;
}

/* max (hi = 1) or min of f + df.t and g + dg.t, pointwise for t >= -1. */
static int combine(const gd_cgt_piece *f, size_t nf, int df, const gd_cgt_piece *g, size_t ng, int dg, int hi,
                   wall *out)
{
    gd_dyadic p = gd_dyadic_int(-1), q;
    for (;;) {
        int more = next_break(f, nf, g, ng, p, &q);
        const gd_cgt_piece *a = &f[active(f, nf, p)], *b = &g[active(g, ng, p)];
        int sa = a->slope + df, sb = b->slope + dg;
        gd_dyadic va, vb;
        if (line_at(a->a, sa, p, &va) || line_at(b->a, sb, p, &vb))
            return -1;
        int c = gd_dyadic_cmp(va, vb);
        if (c == 0)
            c = sa < sb ? -1 : sa > sb;
        int first_a = hi ? c >= 0 : c <= 0;
        gd_cgt_piece A = {p, a->a, sa}, B = {p, b->a, sb};
        if (push(out, first_a ? A : B))
            return -1;
        if (sa != sb) {
            gd_dyadic x;
            if (meet(a->a, sa, b->a, sb, &x))
                return -1;
            if (gd_dyadic_cmp(x, p) > 0 && (!more || gd_dyadic_cmp(x, q) < 0)) {
                A.t = B.t = x;
                if (push(out, first_a ? B : A))
                    return -1;
            }
        }
        if (!more)
            return 0;
        p = q;
    }
}

static void release(cg_thermo *t)
{
    if (t)
        free(t->L), free(t->R), free(t);
}

/* What a cached thermograph holds, counted against the context's memory bound. */
static size_t thermo_bytes(const cg_thermo *t)
{
    return sizeof *t + (t->nl + t->nr) * sizeof *t->L;
}

static void free_all(gd_cgt *c)
{
    for (size_t i = 0; i < c->nthermo; i++)
        if (c->thermo[i]) {
            cg_unaccount(c, thermo_bytes(c->thermo[i]));
            release(c->thermo[i]);
        }
    if (c->nthermo)
        cg_unaccount(c, c->nthermo * sizeof *c->thermo);
    free(c->thermo);
    c->thermo = NULL, c->nthermo = 0;
}

static cg_thermo *thermo(gd_cgt *c, gd_cgt_id g);

/* The scaffold of one side: max over GL of RW(GL) - t, or min over GR of LW(GR) + t. */
static int scaffold(gd_cgt *c, gd_cgt_id g, int left, wall *out)
{
    uint32_t n = left ? CG_NL(c, g) : CG_NR(c, g);
    wall acc = {0};
    for (uint32_t i = 0; i < n; i++) {
        cg_thermo *t = thermo(c, left ? CG_L(c, g, i) : CG_R(c, g, i));
        if (!t)
            return free(acc.p), -1;
        const gd_cgt_piece *w = left ? t->R : t->L;
        size_t nw = left ? t->nr : t->nl;
        wall next = {0};
        int rc = i == 0 ? combine(w, nw, left ? -1 : 1, w, nw, left ? -1 : 1, left, &next)
                        : combine(acc.p, acc.n, 0, w, nw, left ? -1 : 1, left, &next);
        free(acc.p);
        acc = next;
        if (rc)
            return free(acc.p), -1;
    }
    *out = acc;
    return 0;
}

static cg_thermo *compute(gd_cgt *c, gd_cgt_id g)
{
    cg_thermo *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    if (cg_is_number(c, g)) {
        gd_dyadic x = c->nodes[g].x;
        t->L = malloc(sizeof *t->L), t->R = malloc(sizeof *t->R);
        if (!t->L || !t->R)
            return release(t), NULL;
        t->L[0] = t->R[0] = (gd_cgt_piece){gd_dyadic_int(-1), x, 0};
        t->nl = t->nr = 1;
        t->mean = x;
        /* the temperature of a number: -1 for an integer, -1/2^k for m/2^k */
        gd_dyadic_make(-1, x.exp, &t->temp);
        return t;
    }
    /* not a number: both sides have options (a game with one side empty is an integer) */
    wall Ls = {0}, Rs = {0}, LW = {0}, RW = {0};
    if (scaffold(c, g, 1, &Ls) || scaffold(c, g, 0, &Rs))
        goto fail;
    gd_dyadic p = gd_dyadic_int(-1), q, ts = {0, 0};
    int found = 0;
    for (;;) {
        int more = next_break(Ls.p, Ls.n, Rs.p, Rs.n, p, &q);
        const gd_cgt_piece *a = &Ls.p[active(Ls.p, Ls.n, p)], *b = &Rs.p[active(Rs.p, Rs.n, p)];
        gd_dyadic va, vb;
        if (line_at(a->a, a->slope, p, &va) || line_at(b->a, b->slope, p, &vb))
            goto fail;
        if (gd_dyadic_cmp(va, vb) <= 0) {
            ts = p, found = 1;
            break;
        }
        if (a->slope < b->slope) {
            gd_dyadic x;
            if (meet(a->a, a->slope, b->a, b->slope, &x))
                goto fail;
            if (!more || gd_dyadic_cmp(x, q) < 0) {
                ts = x, found = 1;
                break;
            }
        }
        if (!more)
            break;
        p = q;
    }
    if (!found)
        goto fail;
    gd_dyadic mean;
    if (gd_cgt_wall_at(Ls.p, Ls.n, ts, &mean))
        goto fail;
    for (size_t i = 0; i < Ls.n && gd_dyadic_cmp(Ls.p[i].t, ts) < 0; i++)
        if (push(&LW, Ls.p[i]))
            goto fail;
    for (size_t i = 0; i < Rs.n && gd_dyadic_cmp(Rs.p[i].t, ts) < 0; i++)
        if (push(&RW, Rs.p[i]))
            goto fail;
    if (push(&LW, (gd_cgt_piece){ts, mean, 0}) || push(&RW, (gd_cgt_piece){ts, mean, 0}))
        goto fail;
    free(Ls.p), free(Rs.p);
    t->L = LW.p, t->nl = LW.n, t->R = RW.p, t->nr = RW.n, t->mean = mean, t->temp = ts;
    return t;
fail:
    free(Ls.p), free(Rs.p), free(LW.p), free(RW.p), free(t);
    return NULL;
}

static cg_thermo *thermo(gd_cgt *c, gd_cgt_id g)
{
    if (c->failed)
        return NULL;
    if (g >= c->nthermo) {
        size_t n = c->n > 1024 ? c->n : 1024;
        cg_thermo **q = cg_realloc(c, c->thermo, c->nthermo * sizeof *q, n * sizeof *q);
        if (!q)
            return NULL;
        memset(q + c->nthermo, 0, (n - c->nthermo) * sizeof *q);
        c->thermo = q, c->nthermo = n;
        c->release_thermo = free_all;
    }
    if (!c->thermo[g]) {
        cg_thermo *t = compute(c, g);
        if (!t) {
            cg_fail(c, "thermograph: out of memory or out of the dyadic range");
            return NULL;
        }
        if (cg_account(c, thermo_bytes(t))) {
            release(t);
            return NULL;
        }
        c->thermo[g] = t;
    }
    return c->thermo[g];
}

int gd_cgt_thermograph_of(gd_cgt *c, gd_cgt_id g, gd_cgt_thermograph *th)
{
    memset(th, 0, sizeof *th);
    if (g >= c->n)
        return -1;
    cg_thermo *t = thermo(c, g);
    if (!t)
        return -1;
    th->left = malloc(t->nl * sizeof *th->left), th->right = malloc(t->nr * sizeof *th->right);
    if (!th->left || !th->right) {
        gd_cgt_thermograph_free(th);
        return -1;
    }
    memcpy(th->left, t->L, t->nl * sizeof *t->L);
    memcpy(th->right, t->R, t->nr * sizeof *t->R);
    th->nleft = t->nl, th->nright = t->nr, th->mean = t->mean, th->temperature = t->temp;
    return 0;
}

void gd_cgt_thermograph_free(gd_cgt_thermograph *th)
{
    free(th->left), free(th->right);
    th->left = th->right = NULL;
}

int gd_cgt_mean(gd_cgt *c, gd_cgt_id g, gd_dyadic *out)
{
    cg_thermo *t = g < c->n ? thermo(c, g) : NULL;
    return t ? (*out = t->mean, 0) : -1;
}

int gd_cgt_temperature(gd_cgt *c, gd_cgt_id g, gd_dyadic *out)
{
    cg_thermo *t = g < c->n ? thermo(c, g) : NULL;
    return t ? (*out = t->temp, 0) : -1;
}

/* ---- cooling and heating ---- */

/* Cooling by t (Siegel, CGT II.5: G_t = {G^L_t - t | G^R_t + t}, or G's mean once t passes
 * its temperature) and heating by t (II.6: {int G^L + t | int G^R - t}) are one recursion:
 * each option transformed, then shifted by ls (Left's) or rs (Right's); numbers are fixed. */
static gd_cgt_id shifted(gd_cgt *c, gd_cgt_id g, int cooling, gd_dyadic t, gd_cgt_id ls, gd_cgt_id rs, cg_map *memo)
{
    if (c->failed)
        return GD_CGT_NONE;
    if (cg_is_number(c, g))
        return g;
    uint32_t r;
    if (cg_map_get(memo, g, &r))
        return r;
    cg_thermo *th = cooling ? thermo(c, g) : NULL;
    if (cooling && !th)
        return GD_CGT_NONE;
    if (cooling && gd_dyadic_cmp(t, th->temp) > 0) {
        r = gd_cgt_number(c, th->mean); /* above its temperature G cools to its mean */
    } else {
        uint32_t nl = CG_NL(c, g), nr = CG_NR(c, g);
        uint32_t *L = malloc((nl + 1) * sizeof *L), *R = malloc((nr + 1) * sizeof *R);
        if (!L || !R) {
            free(L), free(R);
            cg_fail(c, "out of memory");
            return GD_CGT_NONE;
        }
        for (uint32_t i = 0; i < nl; i++)
            L[i] = gd_cgt_sum(c, shifted(c, CG_L(c, g, i), cooling, t, ls, rs, memo), ls);
        for (uint32_t i = 0; i < nr; i++)
            R[i] = gd_cgt_sum(c, shifted(c, CG_R(c, g, i), cooling, t, ls, rs, memo), rs);
        r = c->failed ? GD_CGT_NONE : gd_cgt_make(c, L, nl, R, nr);
        free(L), free(R);
    }
    if (r != GD_CGT_NONE && cg_map_put(c, memo, g, r))
        return GD_CGT_NONE;
    return r;
}

gd_cgt_id gd_cgt_cool(gd_cgt *c, gd_cgt_id g, gd_dyadic t)
{
    if (c->failed || g >= c->n)
        return GD_CGT_NONE;
    if (gd_dyadic_cmp(t, gd_dyadic_int(0)) < 0) {
        cg_fail(c, "cooling by a negative temperature is not offered");
        return GD_CGT_NONE;
    }
    gd_cgt_id pt = gd_cgt_number(c, t), mt = gd_cgt_number(c, gd_dyadic_neg(t));
    cg_map memo = {0};
    gd_cgt_id r = c->failed ? GD_CGT_NONE : shifted(c, g, 1, t, mt, pt, &memo);
    cg_map_free(c, &memo);
    return r;
}

gd_cgt_id gd_cgt_heat(gd_cgt *c, gd_cgt_id g, gd_dyadic t)
{
    if (c->failed || g >= c->n)
        return GD_CGT_NONE;
    gd_cgt_id pt = gd_cgt_number(c, t), mt = gd_cgt_number(c, gd_dyadic_neg(t));
    cg_map memo = {0};
    gd_cgt_id r = c->failed ? GD_CGT_NONE : shifted(c, g, 0, t, pt, mt, &memo);
    cg_map_free(c, &memo);
    return r;
}
