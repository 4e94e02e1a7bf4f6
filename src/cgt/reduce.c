/* reduce.c - the reduced canonical form (J. P. Grossman, A. N. Siegel, "Reductions of
 * partizan games", 2009; Siegel, CGT 2013, II.6): the simplest game infinitesimally close
 * to G. Options are reduced first; then Inf-dominated options are removed and
 * Inf-reversible ones bypassed, comparing modulo infinitesimals by stops:
 * G <=Inf H iff the left stop of G - H is <= 0. A game infinitesimally close to a number
 * (equal stops) reduces to that number. */
#include "cgt_int.h"
#include <stdlib.h>
#include <string.h>

/* g <=Inf h: g <= h + e for some infinitesimal e; 1, 0, or -1 after a failure. */
static int leq_inf(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    if (g == h)
        return 1;
    gd_dyadic s;
    gd_cgt_id d = gd_cgt_diff(c, g, h);
    if (d == GD_CGT_NONE || gd_cgt_left_stop(c, d, &s))
        return -1;
    return s.num <= 0;
}

typedef struct {
    uint32_t *v;
    size_t n, cap;
} ids;

static int push(ids *a, uint32_t x)
{
    if (a->n == a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 8;
        uint32_t *q = realloc(a->v, cap * sizeof *q);
        if (!q)
            return -1;
        a->v = q, a->cap = cap;
    }
    a->v[a->n++] = x;
    return 0;
}

/* Removes Inf-dominated options of one side (left: those <=Inf another); 1 when one went. */
static int drop_dominated(gd_cgt *c, ids *a, int left)
{
    for (size_t i = 0; i < a->n; i++)
        for (size_t j = 0; j < a->n; j++) {
            if (i == j)
                continue;
            int r = left ? leq_inf(c, a->v[i], a->v[j]) : leq_inf(c, a->v[j], a->v[i]);
            if (r < 0)
                return -1;
            if (r) {
                a->v[i] = a->v[--a->n];
                return 1;
            }
        }
    return 0;
}

/* Bypasses one Inf-reversible option of one side: a Left option GL with some GLR <=Inf G
 * is replaced by the Left options of that GLR (the mirror for Right); 1 when one was. */
static int bypass(gd_cgt *c, ids *a, int left, gd_cgt_id g)
{
    for (size_t i = 0; i < a->n; i++) {
        uint32_t o = a->v[i], n = left ? CG_NR(c, o) : CG_NL(c, o);
        for (uint32_t k = 0; k < n; k++) {
            uint32_t rev = left ? CG_R(c, o, k) : CG_L(c, o, k);
            int r = left ? leq_inf(c, rev, g) : leq_inf(c, g, rev);
            if (r < 0)
                return -1;
            if (!r)
                continue;
            a->v[i] = a->v[--a->n];
            uint32_t m = left ? CG_NL(c, rev) : CG_NR(c, rev);
            for (uint32_t q = 0; q < m; q++)
                if (push(a, left ? CG_L(c, rev, q) : CG_R(c, rev, q)))
                    return cg_fail(c, "out of memory"), -1;
            return 1;
        }
    }
    return 0;
}

static void dedup(ids *a)
{
    size_t n = 0;
    for (size_t i = 0; i < a->n; i++) {
        size_t j = 0;
        while (j < n && a->v[j] != a->v[i])
            j++;
        if (j == n)
            a->v[n++] = a->v[i];
    }
    a->n = n;
}

static gd_cgt_id rcf(gd_cgt *c, gd_cgt_id g, cg_map *memo)
{
    if (c->failed)
        return GD_CGT_NONE;
    const cg_node *nd = &c->nodes[g];
    if (nd->kind == CG_NUS)
        return gd_cgt_number(c, nd->x);
    uint32_t r;
    if (cg_map_get(memo, g, &r))
        return r;
    gd_dyadic ls, rs;
    if (gd_cgt_left_stop(c, g, &ls) || gd_cgt_right_stop(c, g, &rs))
        return GD_CGT_NONE;
    if (gd_dyadic_cmp(ls, rs) == 0) {
        r = gd_cgt_number(c, ls);
    } else {
        ids L = {0}, R = {0};
        uint32_t nl = CG_NL(c, g), nr = CG_NR(c, g);
        int rc = 0;
        for (uint32_t i = 0; !rc && i < nl; i++) {
            uint32_t o = rcf(c, CG_L(c, g, i), memo);
            rc = o == GD_CGT_NONE ? -1 : push(&L, o);
        }
        for (uint32_t i = 0; !rc && i < nr; i++) {
            uint32_t o = rcf(c, CG_R(c, g, i), memo);
            rc = o == GD_CGT_NONE ? -1 : push(&R, o);
        }
        r = GD_CGT_NONE;
        /* Each step removes an option or replaces one by options born earlier, so this ends. */
        while (!rc && !c->failed) {
            dedup(&L), dedup(&R);
            int d = drop_dominated(c, &L, 1);
            if (!d)
                d = drop_dominated(c, &R, 0);
            if (d < 0)
                break;
            if (d)
                continue;
            gd_cgt_id cur = gd_cgt_make(c, L.v, L.n, R.v, R.n);
            if (cur == GD_CGT_NONE)
                break;
            d = bypass(c, &L, 1, cur);
            if (!d)
                d = bypass(c, &R, 0, cur);
            if (d < 0)
                break;
            if (!d) {
                r = cur;
                break;
            }
        }
        if (rc && !c->failed)
            cg_fail(c, "out of memory");
        free(L.v), free(R.v);
    }
    if (r != GD_CGT_NONE && cg_map_put(c, memo, g, r))
        return GD_CGT_NONE;
    return r;
}

gd_cgt_id gd_cgt_reduced(gd_cgt *c, gd_cgt_id g)
{
    if (c->failed || g >= c->n)
        return GD_CGT_NONE;
    cg_map memo = {0};
    gd_cgt_id r = rcf(c, g, &memo);
    cg_map_free(c, &memo);
    return c->failed ? GD_CGT_NONE : r;
}

int gd_cgt_leq_inf(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    if (c->failed || g >= c->n || h >= c->n)
        return -1;
    return leq_inf(c, g, h);
}
