/* weight.c - atomic weights of infinitesimals (Winning Ways ch. 8; Siegel, CGT 2013,
 * II.7): aw(x-free k.^ + *n) = k; otherwise, for all-small games, Conway's calculus
 * aw(G) = {aw(GL) - 2 | aw(GR) + 2} when that is not an integer. The integer case (decided
 * by comparing G with the far star) is not covered and is refused. */
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
    free(L), free(R);
    gd_dyadic x;
    if (r != GD_CGT_NONE && gd_cgt_is_number(c, r, &x) && x.exp == 0) {
        gd_err(err, errlen, "the atomic weight calculus gives an integer here, a case decided by the far star "
                            "that is not implemented");
        return GD_CGT_NONE;
    }
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
