/* Equality in play: G = H when G - H is a second-player win. Two impartial games by their
 * Grundy values (the Sprague-Grundy theorem: an impartial game equals the nimber of its
 * Grundy value, and distinct nimbers are confused); otherwise by canonical forms in one cgt
 * context, whose ids are equal exactly when the values are (docs/cgt.md). */
#include "gamedyn/equiv.h"
#include "gamedyn/util.h"
#include <stdlib.h>

static const char *label(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    char pb[200];
    snprintf(buf, len, "%s:%s", g->name, gd_game_format(g, p, pb, sizeof pb));
    return buf;
}

static int grundy_of(const gd_game *g, const gd_position *p, uint64_t max_bytes, gd_equiv_value *v, char *err,
                     size_t errlen)
{
    char lb[256];
    if (g->blocking) {
        gd_err(err, errlen, "%s: a blocking game has no Grundy value (its outcome is not a mex)",
               label(g, p, lb, sizeof lb));
        return -1;
    }
    if (g->ops->oracles.grundy && !g->perturbed) {
        int r = g->ops->oracles.grundy(g, p, &v->grundy, err, errlen);
        if (r == 0)
            return 0;
        if (r == 1) {
            gd_err(err, errlen, "%s has no Grundy value (a declared automatic N-position is reachable)",
                   label(g, p, lb, sizeof lb));
            return -1;
        }
        if (r != GD_ORACLE_NONE)
            return -1;
    }
    gd_solver *s = gd_solver_new(g, max_bytes);
    if (!s) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    gd_value val;
    int rc = gd_solver_solve(s, p, &val, err, errlen);
    if (rc == 0 && !val.has_grundy) {
        gd_err(err, errlen, "%s has no Grundy value (a declared automatic N-position is reachable)",
               label(g, p, lb, sizeof lb));
        rc = -1;
    }
    if (rc == 0) {
        v->grundy = val.grundy;
        v->positions = gd_solver_count(s);
    }
    gd_solver_free(s);
    return rc;
}

int gd_equiv_value_of(const gd_game *g, const gd_position *p, gd_cgt *c, int as_form, uint64_t max_bytes,
                      gd_equiv_value *v, char *err, size_t errlen)
{
    *v = (gd_equiv_value){0};
    v->form = GD_CGT_NONE;
    char lb[256];
    if (g->ops->kind != GD_GAME_PARTIZAN) {
        if (grundy_of(g, p, max_bytes, v, err, errlen) != 0)
            return -1;
        if (!as_form)
            return 0;
        if (v->grundy > 1024) {
            gd_err(err, errlen, "%s: Grundy value %llu beside a partizan game: nimbers above *1024 are not built",
                   label(g, p, lb, sizeof lb), (unsigned long long)v->grundy);
            return -1;
        }
        v->form = gd_cgt_nimber(c, (uint32_t)v->grundy);
        if (v->form == GD_CGT_NONE) {
            gd_err(err, errlen, "%s", gd_cgt_error(c) ? gd_cgt_error(c) : "out of memory");
            return -1;
        }
        return 0;
    }
    gd_solver *s = gd_solver_new(g, max_bytes);
    if (!s) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    gd_solver_share_cgt(s, c);
    gd_value val;
    int rc = gd_solver_value(s, p, &val, err, errlen);
    if (rc == 0 && val.kind != GD_VALUE_FORM) {
        gd_err(err, errlen, "%s has no value", label(g, p, lb, sizeof lb));
        rc = -1;
    }
    if (rc == 0) {
        v->partizan = 1;
        v->form = (gd_cgt_id)val.form;
        v->positions = gd_solver_value_count(s);
    }
    gd_solver_free(s);
    return rc;
}

gd_cgt_cmp gd_equiv_play(const gd_game *g, const gd_position *p, const gd_game *h, const gd_position *q, gd_cgt *c,
                         uint64_t max_bytes, gd_equiv_value *vg, gd_equiv_value *vh, char *err, size_t errlen)
{
    int forms = g->ops->kind == GD_GAME_PARTIZAN || h->ops->kind == GD_GAME_PARTIZAN;
    if (gd_equiv_value_of(g, p, c, forms, max_bytes, vg, err, errlen) != 0 ||
        gd_equiv_value_of(h, q, c, forms, max_bytes, vh, err, errlen) != 0)
        return GD_CGT_CMP_ERROR;
    if (!forms)
        return vg->grundy == vh->grundy ? GD_CGT_EQUAL : GD_CGT_CONFUSED;
    gd_cgt_cmp r = gd_cgt_compare(c, vg->form, vh->form);
    if (r == GD_CGT_CMP_ERROR)
        gd_err(err, errlen, "%s", gd_cgt_error(c) ? gd_cgt_error(c) : "the comparison failed");
    return r;
}
