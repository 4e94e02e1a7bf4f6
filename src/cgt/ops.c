/* ops.c - negative, sum, comparison, outcome class and stops of stored games. The sum is
 * memoized by the pair of ids; x + k.^ + *n values add by their parameters, and a number
 * plus a game that is not one uses the number translation theorem (Siegel, CGT II.3). */
#include "cgt_int.h"
#include <stdlib.h>

gd_cgt_id gd_cgt_neg(gd_cgt *c, gd_cgt_id g)
{
    if (c->failed || g >= c->n)
        return GD_CGT_NONE;
    if (c->nodes[g].neg != GD_CGT_NONE)
        return c->nodes[g].neg;
    uint32_t r;
    const cg_node *n = &c->nodes[g];
    if (n->kind == CG_NUS) {
        r = gd_cgt_nus(c, gd_dyadic_neg(n->x), -(int64_t)n->ups, n->nim);
    } else {
        uint32_t nl = n->nl, nr = n->nr;
        uint32_t *L = malloc((nr + 1) * sizeof *L), *R = malloc((nl + 1) * sizeof *R);
        if (!L || !R) {
            free(L), free(R);
            cg_fail(c, "out of memory");
            return GD_CGT_NONE;
        }
        for (uint32_t i = 0; i < nr; i++)
            L[i] = gd_cgt_neg(c, CG_R(c, g, i));
        for (uint32_t i = 0; i < nl; i++)
            R[i] = gd_cgt_neg(c, CG_L(c, g, i));
        r = c->failed ? GD_CGT_NONE : gd_cgt_make(c, L, nr, R, nl);
        free(L), free(R);
    }
    if (r != GD_CGT_NONE) {
        c->nodes[g].neg = r;
        c->nodes[r].neg = g;
    }
    return r;
}

gd_cgt_id gd_cgt_sum(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    if (c->failed || g >= c->n || h >= c->n)
        return GD_CGT_NONE;
    if (g == 0)
        return h;
    if (h == 0)
        return g;
    if (g > h) {
        uint32_t t = g;
        g = h, h = t;
    }
    const cg_node *a = &c->nodes[g], *b = &c->nodes[h];
    if (a->kind == CG_NUS && b->kind == CG_NUS) {
        gd_dyadic x;
        if (gd_dyadic_add(a->x, b->x, &x)) {
            cg_fail(c, "a number out of range in a sum");
            return GD_CGT_NONE;
        }
        return gd_cgt_nus(c, x, (int64_t)a->ups + b->ups, a->nim ^ b->nim);
    }
    uint64_t key = (uint64_t)g << 32 | h;
    uint32_t r;
    if (cg_map_get(&c->sum, key, &r))
        return r;
    int gnum = cg_is_number(c, g), hnum = cg_is_number(c, h);
    size_t nl = (gnum ? 0 : a->nl) + (hnum ? 0 : b->nl), nr = (gnum ? 0 : a->nr) + (hnum ? 0 : b->nr);
    uint32_t *L = malloc((nl + 1) * sizeof *L), *R = malloc((nr + 1) * sizeof *R);
    if (!L || !R) {
        free(L), free(R);
        cg_fail(c, "out of memory");
        return GD_CGT_NONE;
    }
    size_t kl = 0, kr = 0;
    /* a number's own moves are never needed against a game that is not one */
    if (!gnum) {
        for (uint32_t i = 0; i < CG_NL(c, g); i++)
            L[kl++] = gd_cgt_sum(c, CG_L(c, g, i), h);
        for (uint32_t i = 0; i < CG_NR(c, g); i++)
            R[kr++] = gd_cgt_sum(c, CG_R(c, g, i), h);
    }
    if (!hnum) {
        for (uint32_t i = 0; i < CG_NL(c, h); i++)
            L[kl++] = gd_cgt_sum(c, g, CG_L(c, h, i));
        for (uint32_t i = 0; i < CG_NR(c, h); i++)
            R[kr++] = gd_cgt_sum(c, g, CG_R(c, h, i));
    }
    r = c->failed ? GD_CGT_NONE : gd_cgt_make(c, L, kl, R, kr);
    free(L), free(R);
    if (r != GD_CGT_NONE && cg_map_put(c, &c->sum, key, r))
        return GD_CGT_NONE;
    return r;
}

gd_cgt_id gd_cgt_diff(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    return gd_cgt_sum(c, g, gd_cgt_neg(c, h));
}

gd_cgt_cmp gd_cgt_compare(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    int le = gd_cgt_leq(c, g, h), ge = gd_cgt_leq(c, h, g);
    if (le < 0 || ge < 0)
        return GD_CGT_CMP_ERROR;
    return le && ge ? GD_CGT_EQUAL : le ? GD_CGT_LESS : ge ? GD_CGT_GREATER : GD_CGT_CONFUSED;
}

const char *gd_cgt_cmp_name(gd_cgt_cmp r)
{
    switch (r) {
    case GD_CGT_EQUAL:
        return "=";
    case GD_CGT_LESS:
        return "<";
    case GD_CGT_GREATER:
        return ">";
    case GD_CGT_CONFUSED:
        return "||";
    default:
        return "?";
    }
}

char gd_cgt_outcome(gd_cgt *c, gd_cgt_id g)
{
    switch (gd_cgt_compare(c, g, 0)) {
    case GD_CGT_EQUAL:
        return 'P';
    case GD_CGT_GREATER:
        return 'L';
    case GD_CGT_LESS:
        return 'R';
    case GD_CGT_CONFUSED:
        return 'N';
    default:
        return 0;
    }
}

/* Stops (Siegel, CGT II.3): L(x) = R(x) = x for a number; otherwise
 * L(G) = max R(GL), R(G) = min L(GR). */
static int stops(gd_cgt *c, gd_cgt_id g)
{
    if (c->nodes[g].has_stops)
        return 0;
    if (cg_is_number(c, g)) {
        cg_node *n = &c->nodes[g];
        n->lstop = n->rstop = n->x, n->has_stops = 1;
        return 0;
    }
    gd_dyadic ls = {0, 0}, rs = {0, 0};
    for (uint32_t i = 0; i < CG_NL(c, g); i++) {
        uint32_t o = CG_L(c, g, i);
        if (stops(c, o))
            return -1;
        if (i == 0 || gd_dyadic_cmp(c->nodes[o].rstop, ls) > 0)
            ls = c->nodes[o].rstop;
    }
    for (uint32_t i = 0; i < CG_NR(c, g); i++) {
        uint32_t o = CG_R(c, g, i);
        if (stops(c, o))
            return -1;
        if (i == 0 || gd_dyadic_cmp(c->nodes[o].lstop, rs) < 0)
            rs = c->nodes[o].lstop;
    }
    cg_node *n = &c->nodes[g];
    n->lstop = ls, n->rstop = rs, n->has_stops = 1;
    return 0;
}

int gd_cgt_left_stop(gd_cgt *c, gd_cgt_id g, gd_dyadic *out)
{
    if (c->failed || g >= c->n || stops(c, g))
        return -1;
    *out = c->nodes[g].lstop;
    return 0;
}

int gd_cgt_right_stop(gd_cgt *c, gd_cgt_id g, gd_dyadic *out)
{
    if (c->failed || g >= c->n || stops(c, g))
        return -1;
    *out = c->nodes[g].rstop;
    return 0;
}
