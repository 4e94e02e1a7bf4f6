/* overlap.c - how much a level's extra marks move its P-positions. */
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

int gd_overlap_init(gd_overlap *o, const gd_config *cfg, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->cfg = *cfg;
    o->e = gd_engine_new(cfg, err, errlen);
    if (!o->e)
        return -1;
    o->level = calloc(cfg->xmax + 1, sizeof *o->level);
    if (!o->level) {
        gd_err(err, errlen, "out of memory");
        gd_overlap_free(o);
        return -1;
    }
    return 0;
}

int gd_overlap_run(gd_overlap *o, gd_progress_fn progress, void *ctx, char *err, size_t errlen)
{
    uint32_t *shadow = NULL;
    int rc = 0;
    for (uint64_t x = 0; x <= o->cfg.xmax; x++) {
        uint64_t ny = o->box_y ? o->box_y : gd_view_columns(&o->cfg, x), nz = x + ny + 64;
        gd_wcols w;
        const gd_sheet *s = NULL;
        uint32_t *grown = realloc(shadow, ny * sizeof *shadow);
        if (!grown) {
            gd_err(err, errlen, "out of memory");
            rc = -1;
            break;
        }
        shadow = grown;
        if (gd_wcols_capture(o->e, ny, nz, &w, err, errlen) != 0) {
            rc = -1;
            break;
        }
        /* What M gives from W_x alone, then the actual sheet M(W_x + extras). */
        rc = gd_engine_next(o->e, &s, err, errlen) != 0 ? -1 : gd_supermex_run(o->cfg.game, &w, NULL, shadow);
        gd_wcols_free(&w);
        if (rc != 0) {
            if (s) /* the engine answered; M on the copy ran out of memory */
                gd_err(err, errlen, "out of memory");
            rc = -1;
            break;
        }
        if (!o->dead_from && gd_sheet_kills(gd_rules_get(o->cfg.game), s))
            o->dead_from = x;
        uint64_t cols = 0, same = 0;
        for (uint64_t y = 0; y < ny; y++) {
            uint32_t z;
            if (gd_sheet_lookup(s, y, &z) != GD_SHEET_P || z >= nz)
                continue;
            cols++;
            same += shadow[y] == z;
        }
        double ov = cols ? (double)same / (double)cols : NAN;
        o->level[o->nlevels++] = (gd_overlap_level){x, cols, same, ov};
        if (isfinite(ov)) {
            if (4 * x < o->cfg.xmax)
                gd_stat_add(&o->first, ov);
            if (4 * x >= 3 * o->cfg.xmax)
                gd_stat_add(&o->last, ov);
            gd_fit_add(&o->trend, (double)x, ov);
        }
        if (progress)
            progress(ctx, x, o->cfg.xmax);
    }
    free(shadow);
    return rc;
}

void gd_overlap_free(gd_overlap *o)
{
    gd_engine_free(o->e);
    free(o->level);
    o->e = NULL;
    o->level = NULL;
}

int gd_overlap_bins(const gd_overlap *o, uint64_t width, gd_overlap_bin **bins, uint64_t *n)
{
    *n = width ? (o->nlevels + width - 1) / width : 0;
    *bins = calloc(*n ? *n : 1, sizeof **bins);
    double *v = malloc((width ? width : 1) * sizeof *v);
    int rc = *bins && v ? 0 : -1;
    for (uint64_t b = 0; rc == 0 && b < *n; b++) {
        uint64_t lo = b * width, hi = lo + width < o->nlevels ? lo + width : o->nlevels;
        for (uint64_t i = lo; i < hi; i++)
            v[i - lo] = o->level[i].overlap;
        (*bins)[b].x_from = o->level[lo].x;
        (*bins)[b].x_to = o->level[hi - 1].x;
        rc = gd_summary_of(v, hi - lo, NULL, &(*bins)[b].s);
    }
    free(v);
    if (rc) {
        free(*bins);
        *bins = NULL;
    }
    return rc;
}
