/* sensitivity.c - damage spreading from one added automatic N-position. */
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Z of A's P in column (p->x, p->y). */
static int find_z(const gd_config *cfg, gd_xyz *p, char *err, size_t errlen)
{
    gd_config c = *cfg;
    c.xmax = p->x;
    gd_engine *e = gd_engine_new(&c, err, errlen);
    const gd_sheet *s = NULL;
    int rc = e ? 0 : -1;
    while (e && (rc = gd_engine_next(e, &s, err, errlen)) == 0 && s->x < p->x)
        ;
    uint32_t z;
    if (rc == 0 && gd_sheet_lookup(s, p->y, &z) != GD_SHEET_P) {
        gd_err(err, errlen, "column %llu of sheet %llu has no known P-position", (unsigned long long)p->y,
               (unsigned long long)p->x);
        rc = -1;
    }
    if (rc == 0)
        p->z = z;
    gd_engine_free(e);
    return rc;
}

int gd_sensitivity_init(gd_sensitivity *s, const gd_config *cfg, gd_xyz at, int have_z, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    s->cfg = *cfg;
    s->half = s->half_LL = s->half_U = -1;
    const gd_rules *r = gd_rules_get(cfg->game);
    s->lines = r->left_shift;
    if (cfg->xmax <= at.x) {
        gd_err(err, errlen, "the last level %llu is not above the perturbed level %llu",
               (unsigned long long)cfg->xmax, (unsigned long long)at.x);
        return -1;
    }
    if (!have_z && find_z(cfg, &at, err, errlen) != 0)
        return -1;
    s->at = at;
    /* B's V: A's (finite or random) and at. */
    if (gd_perturb_copy(&s->VB, cfg->variant == GD_VARIANT_PERTURB ? cfg->perturb : &(gd_perturb){0}) != 0 ||
        gd_perturb_add_points(&s->VB, &at, 1, r, err, errlen) != 0) {
        gd_sensitivity_free(s);
        return -1;
    }
    gd_config cb = *cfg;
    if (cfg->variant != GD_VARIANT_PASS) /* with the pass, B is the pass game plus the point */
        cb.variant = GD_VARIANT_PERTURB;
    cb.perturb = &s->VB;
    s->A = gd_engine_new(cfg, err, errlen);
    s->B = s->A ? gd_engine_new(&cb, err, errlen) : NULL;
    s->level = calloc(cfg->xmax - at.x, sizeof *s->level);
    if (!s->B || !s->level) {
        if (s->B)
            gd_err(err, errlen, "out of memory");
        gd_sensitivity_free(s);
        return -1;
    }
    return 0;
}

int gd_sensitivity_run(gd_sensitivity *s, gd_progress_fn progress, void *ctx, char *err, size_t errlen)
{
    double roll[9] = {0};
    int nroll = 0, growing = 1;
    const gd_sheet *sa, *sb;
    int rc;
    while ((rc = gd_engine_next(s->A, &sa, err, errlen)) == 0) {
        if (gd_engine_next(s->B, &sb, err, errlen) != 0)
            return -1;
        uint64_t x = sa->x;
        const gd_rules *r = gd_rules_get(s->cfg.game);
        if (!s->dead_A && gd_sheet_kills(r, sa))
            s->dead_A = x;
        if (!s->dead_B && gd_sheet_kills(r, sb))
            s->dead_B = x;
        if (progress)
            progress(ctx, x, s->cfg.xmax);
        if (x <= s->at.x)
            continue;
        uint64_t ny = gd_view_columns(&s->cfg, x);
        /* index 0: every P; then the lines GD_LINE_LL, GD_LINE_U, GD_LINE_F */
        uint64_t cols[GD_LINE_F + 1] = {0}, moved[GD_LINE_F + 1] = {0};
        for (uint64_t y = 0; y < ny; y++) {
            uint32_t za, zb;
            if (gd_sheet_lookup(sa, y, &za) != GD_SHEET_P)
                continue;
            int k = s->lines ? gd_loser_class(sa, y) : 0;
            int mv = gd_sheet_lookup(sb, y, &zb) != GD_SHEET_P || zb != za;
            cols[0]++, moved[0] += mv;
            if (k)
                cols[k]++, moved[k] += mv;
        }
        double fr[GD_LINE_F + 1];
        for (int k = 0; k <= GD_LINE_F; k++)
            fr[k] = cols[k] ? (double)moved[k] / (double)cols[k] : NAN;
        roll[nroll++ % 9] = isfinite(fr[GD_LINE_F]) ? fr[GD_LINE_F] : 0;
        double rm = 0;
        for (int i = 0; i < (nroll < 9 ? nroll : 9); i++)
            rm += roll[i] / (nroll < 9 ? nroll : 9);
        s->level[s->nlevels++] = (gd_sensitivity_level){x, cols[0], fr[0], fr[GD_LINE_LL], fr[GD_LINE_U],
                                                         fr[GD_LINE_F], rm};
        int64_t lv = (int64_t)(x - s->at.x);
        if (s->half < 0 && fr[0] >= 0.5)
            s->half = lv;
        if (s->half_LL < 0 && fr[GD_LINE_LL] >= 0.5)
            s->half_LL = lv;
        if (s->half_U < 0 && fr[GD_LINE_U] >= 0.5)
            s->half_U = lv;
        if (growing && fr[0] > 0)
            gd_fit_add(&s->growth, (double)lv, log(fr[0]));
        if (fr[0] >= 0.25)
            growing = 0;
    }
    return rc < 0 ? -1 : 0;
}

void gd_sensitivity_free(gd_sensitivity *s)
{
    gd_engine_free(s->A);
    gd_engine_free(s->B);
    gd_perturb_clear(&s->VB);
    free(s->level);
    s->A = s->B = NULL;
    s->level = NULL;
}
