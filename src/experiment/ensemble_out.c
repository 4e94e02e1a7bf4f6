/* ensemble_out.c - the ensembles of perturbation sites written out: the per-level table,
 * the JSON summary of each ensemble, and the scaling of the growth rate with the level
 * (experiment.h; docs/experiments.md, "Ensembles"). */
#include "gamedyn/experiment.h"
#include <math.h>

void gd_ensembles_rows(FILE *f, const gd_ensemble *e, int nens)
{
    fputs("at\tlevel\tx\tsites\tmean\tstderr\tsd\tmedian\tq1\tq3\tshare_half\tshare_healed\n", f);
    for (int k = 0; k < nens; k++)
        for (uint64_t l = 0; l < e[k].nlevels; l++) {
            const gd_ensemble_level *L = &e[k].level[l];
            fprintf(f, "%llu\t%llu\t%llu\t%.0f", (unsigned long long)e[k].x0, (unsigned long long)l + 1,
                    (unsigned long long)(e[k].x0 + l + 1), L->s.n);
            double v[] = {L->s.mean, L->s.se, L->s.sd, L->s.median, L->s.q1, L->s.q3, L->share_half, L->share_healed};
            for (int i = 0; i < 8; i++)
                fprintf(f, isfinite(v[i]) ? "\t%.6f" : "\t", v[i]); /* not defined: an empty field */
            fputc('\n', f);
        }
}

static void json_interval(gd_json *j, const char *key, double lo, double hi)
{
    gd_json_array(j, key);
    gd_json_num(j, NULL, isfinite(lo) ? lo : NAN);
    gd_json_num(j, NULL, isfinite(hi) ? hi : NAN);
    gd_json_close(j, ']');
}

static void json_curve(gd_json *j, const gd_ensemble *e)
{
    static const char *keys[] = {"n", "mean", "stderr", "sd", "median", "q1", "q3", "share_half", "share_healed"};
    gd_json_object(j, "curve"); /* level l = 1..levels at index l-1 */
    for (int k = 0; k < 9; k++) {
        gd_json_array(j, keys[k]);
        for (uint64_t l = 0; l < e->nlevels; l++) {
            const gd_ensemble_level *L = &e->level[l];
            double v[] = {L->s.n, L->s.mean, L->s.se, L->s.sd, L->s.median, L->s.q1, L->s.q3, L->share_half,
                          L->share_healed};
            gd_json_num(j, NULL, v[k]);
        }
        gd_json_close(j, ']');
    }
    gd_json_close(j, '}');
}

void gd_ensemble_json(gd_json *j, const gd_ensemble *e)
{
    gd_json_object(j, NULL);
    gd_json_u64(j, "at", e->x0);
    gd_json_u64(j, "xmax", e->cfg.xmax);
    gd_json_u64(j, "levels", e->nlevels);
    gd_json_u64(j, "sites", e->nsites);
    gd_json_array(j, "site_columns");
    for (uint64_t i = 0; i < e->nsites && i < 1000; i++)
        gd_json_u64(j, NULL, e->site[i].y);
    gd_json_close(j, ']');
    if (e->half < 0)
        gd_json_str(j, "half_mean_after", NULL);
    else
        gd_json_i64(j, "half_mean_after", e->half);
    json_interval(j, "half_mean_ci95", e->half_lo, e->half_hi);
    gd_json_num(j, "growth_rate", e->growth.rate);
    json_interval(j, "growth_rate_ci95", e->growth_lo, e->growth_hi);
    gd_json_num(j, "growth_rate_fit_stderr", e->growth.rate_se);
    gd_json_array(j, "growth_phase");
    gd_json_i64(j, NULL, e->growth.first);
    gd_json_i64(j, NULL, e->growth.last);
    gd_json_close(j, ']');
    gd_json_num(j, "plateau", e->growth.plateau);
    gd_json_num(j, "growth_replicates_defined", e->growth_boot_defined);
    if (e->dead_A)
        gd_json_u64(j, "dead_A_from", e->dead_A);
    else
        gd_json_str(j, "dead_A_from", NULL);
    gd_json_u64(j, "dead_B_sites", e->ndead_B);
    json_curve(j, e);
    gd_json_close(j, '}');
}

gd_fit gd_ensembles_scaling(const gd_ensemble *e, int nens)
{
    gd_fit f = {0};
    for (int k = 0; k < nens; k++)
        if (isfinite(e[k].growth.rate) && e[k].growth.rate > 0 && e[k].x0 > 0)
            gd_fit_add(&f, log((double)e[k].x0), log(e[k].growth.rate));
    return f;
}
