/* weight.c - atomic weights of all-small games (Winning Ways ch. 8; Siegel, CGT 2013,
 * II.7): aw(k.^ + *n) = k; otherwise Conway's calculus G' = {aw(GL) - 2 | aw(GR) + 2},
 * which is aw(G) unless it is an integer; then G is compared with a far star *N (N beyond
 * every nimber met in G): G > *N gives the greatest integer n with n <| every
 * aw(GR) + 2, G < *N the least with n |> every aw(GL) - 2, and otherwise G'. */
#include "cgt_int.h"
#include "gamedyn/util.h"
#include <stdlib.h>

/* Whether every subposition of g has options on both sides or on neither. */
static int all_small(const gd_cgt *c, gd_cgt_id g)
{
    if ((CG_NL(c, g) == 0) != (CG_NR(c, g) == 0))
        return 0;
    for (uint32_t i = 0; i < CG_NL(c, g); i++)
        if (!all_small(c, CG_L(c, g, i)))
            return 0;
    for (uint32_t i = 0; i < CG_NR(c, g); i++)
        if (!all_small(c, CG_R(c, g, i)))
            return 0;
    return 1;
}

/* A bound on the nimbers of g's subpositions: x + k.^ + *n reaches *(n XOR 1) and *i, i < n. */
static uint32_t nim_bound(const gd_cgt *c, gd_cgt_id g, uint32_t *seen, size_t nseen)
{
    const cg_node *n = &c->nodes[g];
    if (n->kind == CG_NUS)
        return (n->nim | 1) + 1;
    if (g < nseen && seen[g])
        return seen[g];
    uint32_t m = 1;
    for (uint32_t i = 0; i < CG_NL(c, g); i++) {
        uint32_t k = nim_bound(c, CG_L(c, g, i), seen, nseen);
        m = k > m ? k : m;
    }
    for (uint32_t i = 0; i < CG_NR(c, g); i++) {
        uint32_t k = nim_bound(c, CG_R(c, g, i), seen, nseen);
        m = k > m ? k : m;
    }
    if (g < nseen)
        seen[g] = m;
    return m;
}

/* The greatest integer n with not (o <= n) (left = 0), or the least with not (n <= o) (left
 * = 1): only the integers next to o's stop can be in doubt. */
static int edge_integer(gd_cgt *c, gd_cgt_id o, int left, int64_t *out)
{
    gd_dyadic s;
    if (left ? gd_cgt_right_stop(c, o, &s) : gd_cgt_left_stop(c, o, &s))
        return -1;
    int64_t f = s.num >> s.exp; /* floor */
    if (left && f * ((int64_t)1 << s.exp) != s.num) /* a product: a negative f may not be shifted */
        f++; /* ceiling */
    gd_cgt_id n = gd_cgt_integer(c, f);
    if (n == GD_CGT_NONE)
        return -1;
    int r = left ? gd_cgt_leq(c, n, o) : gd_cgt_leq(c, o, n);
    if (r < 0)
        return -1;
    *out = r ? (left ? f + 1 : f - 1) : f;
    return 0;
}

/* G' is the integer w: decide by the far star. */
static gd_cgt_id integer_case(gd_cgt *c, gd_cgt_id g, gd_cgt_id w, const uint32_t *L, uint32_t nl, const uint32_t *R,
                              uint32_t nr, char *err, size_t errlen)
{
    size_t nseen = c->n;
    uint32_t *seen = calloc(nseen, sizeof *seen);
    if (!seen) {
        gd_err(err, errlen, "out of memory");
        return GD_CGT_NONE;
    }
    uint32_t far = nim_bound(c, g, seen, nseen);
    free(seen);
    gd_cgt_id fs = gd_cgt_nimber(c, far);
    if (fs == GD_CGT_NONE) {
        gd_err(err, errlen, "%s", c->failed ? c->err : "far star out of range");
        return GD_CGT_NONE;
    }
    gd_cgt_cmp r = gd_cgt_compare(c, g, fs);
    int left = r == GD_CGT_LESS;
    if (r == GD_CGT_CMP_ERROR) {
        gd_err(err, errlen, "%s", c->err);
        return GD_CGT_NONE;
    }
    if (r != GD_CGT_LESS && r != GD_CGT_GREATER)
        return w;
    const uint32_t *o = left ? L : R;
    uint32_t no = left ? nl : nr;
    if (!no)
        return gd_cgt_integer(c, 0);
    int64_t best = 0;
    for (uint32_t i = 0; i < no; i++) {
        int64_t k;
        if (edge_integer(c, o[i], left, &k)) {
            gd_err(err, errlen, "%s", c->failed ? c->err : "out of range");
            return GD_CGT_NONE;
        }
        if (i == 0 || (left ? k > best : k < best))
            best = k;
    }
    return gd_cgt_integer(c, best);
}

static gd_cgt_id weight(gd_cgt *c, gd_cgt_id g, char *err, size_t errlen)
{
    const cg_node *n = &c->nodes[g];
    if (n->kind == CG_NUS && n->x.num == 0)
        return gd_cgt_integer(c, n->ups);
    uint32_t nl = CG_NL(c, g), nr = CG_NR(c, g);
    uint32_t *L = malloc((nl + 1) * sizeof *L), *R = malloc((nr + 1) * sizeof *R);
    if (!L || !R) {
        free(L), free(R);
        gd_err(err, errlen, "out of memory");
        return GD_CGT_NONE;
    }
    gd_cgt_id m2 = gd_cgt_integer(c, -2), p2 = gd_cgt_integer(c, 2), r = GD_CGT_NONE;
    int ok = 1;
    for (uint32_t i = 0; ok && i < nl; i++) {
        gd_cgt_id w = weight(c, CG_L(c, g, i), err, errlen);
        ok = w != GD_CGT_NONE && (L[i] = gd_cgt_sum(c, w, m2)) != GD_CGT_NONE;
    }
    for (uint32_t i = 0; ok && i < nr; i++) {
        gd_cgt_id w = weight(c, CG_R(c, g, i), err, errlen);
        ok = w != GD_CGT_NONE && (R[i] = gd_cgt_sum(c, w, p2)) != GD_CGT_NONE;
    }
    if (ok)
        r = gd_cgt_make(c, L, nl, R, nr);
    gd_dyadic x;
    if (r != GD_CGT_NONE && gd_cgt_is_number(c, r, &x) && x.exp == 0)
        r = integer_case(c, g, r, L, nl, R, nr, err, errlen);
    free(L), free(R);
    return r;
}

int gd_cgt_atomic_weight(gd_cgt *c, gd_cgt_id g, gd_cgt_id *aw, char *err, size_t errlen)
{
    if (c->failed || g >= c->n) {
        gd_err(err, errlen, "%s", c->failed ? c->err : "no such game");
        return -1;
    }
    const cg_node *n = &c->nodes[g];
    if (n->kind == CG_NUS && n->x.num == 0) {
        *aw = gd_cgt_integer(c, n->ups);
        return *aw == GD_CGT_NONE ? -1 : 0;
    }
    if (!all_small(c, g)) {
        gd_err(err, errlen, "not all-small: atomic weights are given for all-small games only");
        return -1;
    }
    *aw = weight(c, g, err, errlen);
    return *aw == GD_CGT_NONE ? -1 : 0;
}
