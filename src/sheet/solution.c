#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

int gd_solution_compute(gd_solution *sol, const gd_config *cfg, gd_progress_fn progress, void *ctx, char *err,
                        size_t errlen)
{
    return gd_solution_compute_threads(sol, cfg, 1, progress, ctx, err, errlen);
}

int gd_solution_compute_threads(gd_solution *sol, const gd_config *cfg, int threads, gd_progress_fn progress,
                                void *ctx, char *err, size_t errlen)
{
    memset(sol, 0, sizeof *sol);
    sol->cfg = *cfg;
    if (cfg->perturb && gd_perturb_copy(&sol->perturb, cfg->perturb) != 0)
        goto oom;
    sol->cfg.perturb = &sol->perturb;
    int pass = cfg->variant == GD_VARIANT_PASS;
    unsigned K = gd_config_passes(cfg);
    sol->sheets = calloc(cfg->xmax + 1, sizeof *sol->sheets);
    if (pass)
        sol->plain = calloc(cfg->xmax + 1, sizeof *sol->plain);
    if (!sol->sheets || (pass && !sol->plain))
        goto oom;
    for (unsigned j = 0; j + 1 < K; j++)
        if (!(sol->lower[j] = calloc(cfg->xmax + 1, sizeof *sol->lower[j])))
            goto oom;
    gd_engine *e = gd_engine_new(&sol->cfg, err, errlen);
    if (!e)
        goto fail;
    gd_engine_set_threads(e, threads);
    const gd_sheet *s;
    int rc;
    while ((rc = gd_engine_next(e, &s, err, errlen)) == 0) {
        if (gd_sheet_copy(&sol->sheets[s->x], s) != 0 ||
            (pass && gd_sheet_copy(&sol->plain[s->x], gd_engine_plain_sheet(e)) != 0)) {
            gd_engine_free(e);
            goto oom;
        }
        for (unsigned j = 0; j + 1 < K; j++)
            if (gd_sheet_copy(&sol->lower[j][s->x], gd_engine_level_sheet(e, j)) != 0) {
                gd_engine_free(e);
                goto oom;
            }
        sol->nsheets = s->x + 1;
        if (progress)
            progress(ctx, s->x, cfg->xmax);
    }
    gd_engine_free(e);
    if (rc < 0)
        goto fail;
    return 0;
oom:
    gd_err(err, errlen, "out of memory keeping the sheets");
fail:
    gd_solution_free(sol);
    return -1;
}

void gd_solution_free(gd_solution *sol)
{
    for (uint64_t i = 0; sol->sheets && i < sol->nsheets; i++)
        gd_sheet_free(&sol->sheets[i]);
    for (uint64_t i = 0; sol->plain && i < sol->nsheets; i++)
        gd_sheet_free(&sol->plain[i]);
    for (unsigned j = 0; j < GD_MAX_PASSES; j++) {
        for (uint64_t i = 0; sol->lower[j] && i < sol->nsheets; i++)
            gd_sheet_free(&sol->lower[j][i]);
        free(sol->lower[j]);
    }
    free(sol->sheets);
    free(sol->plain);
    free(sol->provenance);
    gd_perturb_clear(&sol->perturb);
    memset(sol, 0, sizeof *sol);
}

const gd_sheet *gd_solution_layer(const gd_solution *sol, unsigned j)
{
    unsigned K = gd_config_passes(&sol->cfg);
    return j >= K ? sol->sheets : j + 1 == K ? sol->plain : sol->lower[j];
}

gd_outcome gd_solution_status(const gd_solution *sol, int pass, uint64_t x, uint64_t y, uint64_t z)
{
    const gd_sheet *layer = gd_solution_layer(sol, pass < 0 ? 0 : (unsigned)pass);
    if (x >= sol->nsheets || !layer)
        return GD_OUTCOME_UNKNOWN;
    uint32_t pz;
    int r = gd_sheet_lookup(&layer[x], y, &pz);
    if (r == GD_SHEET_UNKNOWN)
        return GD_OUTCOME_UNKNOWN;
    return (r == GD_SHEET_P && pz == z) ? GD_OUTCOME_P : GD_OUTCOME_N;
}

long gd_solution_winning_moves(const gd_solution *sol, gd_xyz p, gd_xyz_move **moves, int *automatic, char *err,
                               size_t errlen)
{
    return gd_solution_winning_moves_left(sol, p, gd_config_passes(&sol->cfg), moves, automatic, err, errlen);
}

long gd_solution_winning_moves_left(const gd_solution *sol, gd_xyz p, unsigned left, gd_xyz_move **moves,
                                    int *automatic, char *err, size_t errlen)
{
    const gd_rules *r = gd_rules_get(sol->cfg.game);
    unsigned K = gd_config_passes(&sol->cfg);
    if (left > K)
        left = K;
    int pass = left > 0;
    *moves = NULL;
    *automatic = sol->cfg.variant == GD_VARIANT_PERTURB && gd_perturb_contains(&sol->perturb, r, p.x, p.y, p.z);
    if (*automatic)
        return 0;
    uint64_t n = gd_rules_moves(r, p, NULL, 0);
    gd_xyz *to = malloc((n + 1) * sizeof *to);
    gd_xyz_move *out = malloc((n + 1) * sizeof *out);
    if (!to || !out) {
        free(to);
        free(out);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    gd_rules_moves(r, p, to, n);
    long k = 0;
    for (uint64_t i = 0; i < n; i++) {
        gd_outcome st = gd_solution_status(sol, (int)left, to[i].x, to[i].y, to[i].z);
        if (st == GD_OUTCOME_UNKNOWN) {
            gd_err(err, errlen, "[%llu,%llu,%llu] is outside the computed window", (unsigned long long)to[i].x,
                   (unsigned long long)to[i].y, (unsigned long long)to[i].z);
            free(to);
            free(out);
            return -1;
        }
        if (st == GD_OUTCOME_P)
            out[k++] = (gd_xyz_move){0, to[i]};
    }
    if (pass && !gd_rules_is_terminal(r, p.x, p.y, p.z) &&
        gd_solution_status(sol, (int)left - 1, p.x, p.y, p.z) == GD_OUTCOME_P)
        out[k++] = (gd_xyz_move){1, p};
    free(to);
    *moves = out;
    return k;
}

int gd_solution_matches(const gd_solution *sol, const gd_config *cfg)
{
    if (sol->cfg.game != cfg->game || sol->cfg.variant != cfg->variant ||
        gd_config_passes(&sol->cfg) != gd_config_passes(cfg))
        return 0;
    if (cfg->variant != GD_VARIANT_PERTURB)
        return 1;
    /* The set itself, not its spec: a V file may have changed since the database was written. */
    return cfg->perturb && gd_perturb_hash(&sol->perturb) == gd_perturb_hash(cfg->perturb);
}
