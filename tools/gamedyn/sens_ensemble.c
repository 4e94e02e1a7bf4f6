/* sens_ensemble.c - gamedyn sensitivity --sites: ensembles of perturbation sites, their
 * per-level statistics and the growth rate of the damage (docs/experiments.md, "Ensembles"). */
#include "sens_ensemble.h"
#include "gamedyn/experiment.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LEVELS 16

static int parse_opts(const gd_sens_args *a, gd_ensemble_opts *o)
{
    char err[256];
    if (gd_ensemble_opts_parse(o, a->sites, a->reading, a->window, a->count, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    if (a->seed && gd_cli_parse_u64("--seed", a->seed, 0, UINT64_MAX, &o->seed) != 0)
        return 2;
    return gd_cli_threads(a->threads, &o->threads);
}

/* The site levels: --at X or --levels X1,X2,... (increasing). */
static int parse_levels(const gd_sens_args *a, uint64_t *lv, int *n)
{
    const char *s = a->levels ? a->levels : a->at, *p = s;
    const char *what = a->levels ? "--levels" : "--at";
    if (a->levels && a->at)
        return gd_cli_fail("give either --at X or --levels X1,X2,..., not both");
    if (!s)
        return gd_cli_fail("--sites needs the sites' level: --at X or --levels X1,X2,...");
    *n = 0;
    do {
        if (*n == MAX_LEVELS || gd_parse_u64_token(&p, &lv[*n]) != 0 || (*n && lv[*n] <= lv[*n - 1]))
            return gd_cli_fail("bad %s '%s' (%s, increasing, at most %d)", what, s,
                               a->levels ? "X1,X2,..." : "X: with --sites the level only", MAX_LEVELS);
        (*n)++;
    } while (*p == ',' && a->levels && *++p);
    if (*p)
        return gd_cli_fail("bad %s '%s' (%s)", what, s, a->levels ? "X1,X2,..." : "X: with --sites the level only");
    return 0;
}

static void print_table(FILE *f, const gd_ensemble *e, int nens, const gd_ensemble_opts *o)
{
    for (int k = 0; k < nens; k++) {
        fprintf(f, "# ensemble at level %llu: %llu sites (%s) over levels %llu..%llu\n",
                (unsigned long long)e[k].x0, (unsigned long long)e[k].nsites, gd_sites_name(o->sites),
                (unsigned long long)e[k].x0 + 1, (unsigned long long)e[k].cfg.xmax);
        gd_cli_dead(f, "A", e[k].dead_A);
        if (e[k].ndead_B)
            fprintf(f, "# dead B: %llu of the sites' games B ([x',0,0] a P-position)\n",
                    (unsigned long long)e[k].ndead_B);
    }
    gd_ensembles_rows(f, e, nens);
}

static const char *lv_text(double v, char *buf, size_t len)
{
    if (isfinite(v))
        snprintf(buf, len, "%.0f", v);
    else
        snprintf(buf, len, "never");
    return buf;
}

static void print_summary(const char *out, const gd_ensemble *e, int nens)
{
    char a[32], b[32], h[48];
    for (int k = 0; k < nens; k++) {
        const gd_ensemble *E = &e[k];
        if (E->half < 0)
            snprintf(h, sizeof h, "never within %llu", (unsigned long long)E->nlevels);
        else
            snprintf(h, sizeof h, "after %lld", (long long)E->half);
        gd_cli_summary(out, "level %llu, %llu sites: the mean moved share reaches 1/2 %s levels (95%% CI %s..%s, "
                            "bootstrap over the sites)",
                       (unsigned long long)E->x0, (unsigned long long)E->nsites, h, lv_text(E->half_lo, a, sizeof a),
                       lv_text(E->half_hi, b, sizeof b));
        if (isfinite(E->growth.rate))
            gd_cli_summary(out, "level %llu: growth rate %.4f per level (95%% CI %.4f..%.4f), ln mean fitted over "
                                "levels %lld..%lld; plateau %.4f",
                           (unsigned long long)E->x0, E->growth.rate, E->growth_lo, E->growth_hi,
                           (long long)E->growth.first, (long long)E->growth.last, E->growth.plateau);
        else
            gd_cli_summary(out, "level %llu: no growth phase (the mean never rises from %.2f to %.2f of its plateau "
                                "%.4f over 3 levels or more)",
                           (unsigned long long)E->x0, GD_GROWTH_FLOOR, GD_GROWTH_FRACTION, E->growth.plateau);
        if (E->dead_A || E->ndead_B)
            gd_cli_summary(out, "level %llu: dead: game A %s, %llu of the games B", (unsigned long long)E->x0,
                           E->dead_A ? "dead" : "alive", (unsigned long long)E->ndead_B);
    }
    gd_fit f = gd_ensembles_scaling(e, nens);
    if (nens > 1)
        gd_cli_summary(out, "scaling: ln rate = a + b ln level, b = %.4f +- %.4f (%g levels)", gd_fit_slope(&f),
                       gd_fit_slope_stderr(&f), f.n);
}

static int plot(const gd_cli *c, gd_outputs *os, const char *png, FILE *data, const gd_ensemble *e, int nens)
{
    char script[4096];
    size_t at = (size_t)snprintf(script, sizeof script,
                                 "set xlabel 'levels after the site'; set ylabel 'moved share'; set yrange [0:1.05]\n"
                                 "set key outside right top\nplot ");
    for (int k = 0; k < nens && at < sizeof script - 400; k++) {
        unsigned long long x0 = (unsigned long long)e[k].x0;
        at += (size_t)snprintf(script + at, sizeof script - at,
                               "%sdata using ($1==%llu?$2:1/0):9:10 with filledcurves fs transparent solid 0.2 lc %d "
                               "title 'level %llu: quartiles', data using ($1==%llu?$2:1/0):5:6 with yerrorlines lc %d "
                               "pt 7 ps 0.4 title 'level %llu: mean +- se'",
                               k ? ", " : "", x0, k + 1, x0, x0, k + 1, x0);
    }
    return gd_cli_plot(c, os, png, "Damage spreading: ensemble of perturbation sites", data, script);
}

/* The ensembles' options, in the order the manual promises: which error wins matters to
 * scripts. Fills the ensemble options, the site levels and the levels after each. */
static int check_options(gd_cli *c, const gd_sens_args *a, gd_ensemble_opts *o, uint64_t *lv, int *nl,
                         uint64_t *span)
{
    int rc;
    *span = 0;
    if ((rc = parse_opts(a, o)) || (rc = parse_levels(a, lv, nl)))
        return rc;
    if (a->span && (rc = gd_cli_parse_u64("--span", a->span, 1, 1000000, span)))
        return rc;
    if (a->span && c->have_xmax)
        return gd_cli_fail("give either --xmax or --span (levels after each site level), not both");
    if (!a->span && (*nl > 1 || !c->have_xmax || c->xmax <= lv[0]))
        return gd_cli_fail(*nl > 1 ? "--levels needs --span N (the levels after each site level)"
                                   : "--xmax must be given and above the sites' level %llu (or --span N)",
                           (unsigned long long)lv[0]);
    if (!a->span)
        *span = c->xmax - lv[0];
    if (o->count != GD_COUNT_ALL && strcmp(c->game_name ? c->game_name : "", "chomp") != 0)
        return gd_cli_fail("--count %s needs Chomp's loser lines", gd_count_name(o->count));
    if (a->json && a->plot && !a->out)
        return gd_cli_fail("--json writes no table to stdout: --plot needs -o FILE.tsv for its data");
    if ((rc = gd_cli_check_output(a->out)) || (rc = gd_cli_check_output(a->plot)))
        return rc;
    return 0;
}

/* The sheets up to the last level plus the span, and the memory the ensembles hold. */
static int configure(gd_cli *c, const gd_ensemble_opts *o, const uint64_t *lv, int nl, uint64_t span)
{
    c->xmax = lv[nl - 1] + span;
    c->have_xmax = 1;
    if (!c->have_ymax) {
        c->ymax = 2 * c->xmax;
        c->have_ymax = 1;
    }
    c->size_options = "--sites, --at/--levels, --xmax/--span";
    /* per site: its record and its row of moved shares (every ensemble is held at the end) */
    uint64_t nsites = o->sites == GD_SITES_RANDOM ? o->nrandom : 2 * lv[nl - 1] + 2;
    if (o->sites == GD_SITES_RANGE && o->y1 - o->y0 + 1 < nsites)
        nsites = o->y1 - o->y0 + 1;
    c->extra_bytes = (uint64_t)nl * nsites * (48 + 16 * span);
    return gd_cli_configure(c, 0);
}

static int print_json(gd_cli *c, const gd_sens_args *a, const gd_ensemble_opts *o, const gd_ensemble *ens, int nens,
                      uint64_t span)
{
    gd_json j;
    gd_cli_json_begin(c, &j);
    gd_json_str(&j, "game", c->game_name);
    gd_json_str(&j, "perturb", c->perturb_spec);
    gd_json_str(&j, "sites", a->sites);
    gd_json_str(&j, "reading", gd_reading_name(o->reading));
    gd_json_str(&j, "window", a->window ? a->window : "papers");
    gd_json_str(&j, "count", gd_count_name(o->count));
    gd_json_u64(&j, "seed", o->seed);
    gd_json_u64(&j, "span", span);
    gd_json_array(&j, "ensembles");
    for (int k = 0; k < nens; k++)
        gd_ensemble_json(&j, &ens[k]);
    gd_json_close(&j, ']');
    gd_fit f = gd_ensembles_scaling(ens, nens);
    gd_json_num(&j, "scaling_exponent", gd_fit_slope(&f));
    gd_json_num(&j, "scaling_exponent_stderr", gd_fit_slope_stderr(&f));
    if (gd_json_end(&j) != 0)
        return gd_cli_fail("cannot write the JSON summary: %s", strerror(gd_io_cause(j.f)));
    return 0;
}

/* The table, the plot, then the JSON line or the text summary. */
static int write_outputs(gd_cli *c, const gd_sens_args *a, const gd_ensemble_opts *o, const gd_ensemble *ens,
                         int nens, uint64_t span)
{
    int rc = 0;
    gd_outputs os = {0};
    FILE *f = a->json && !a->out ? NULL : gd_cli_table_open(c, &os, a->out);
    if (f) {
        fprintf(f, "# ensemble: sites=%s reading=%s window=%s count=%s seed=%llu span=%llu bootstrap=%d seed %d\n",
                a->sites, gd_reading_name(o->reading), a->window ? a->window : "papers", gd_count_name(o->count),
                (unsigned long long)o->seed, (unsigned long long)span, GD_ENSEMBLE_REPLICATES, GD_ENSEMBLE_SEED);
        print_table(f, ens, nens, o);
    } else if (!(a->json && !a->out))
        rc = 2;
    if (rc == 0 && a->plot)
        rc = plot(c, &os, a->plot, f, ens, nens);
    rc = gd_cli_outputs_end(&os, rc != 0);
    if (rc == 0 && a->json)
        rc = print_json(c, a, o, ens, nens, span);
    else if (rc == 0)
        print_summary(a->out, ens, nens);
    return rc;
}

int gd_sensitivity_ensembles(gd_cli *c, const gd_sens_args *a)
{
    gd_ensemble_opts o;
    uint64_t lv[MAX_LEVELS], span;
    int nl = 0, rc;
    if ((rc = check_options(c, a, &o, lv, &nl, &span)) != 0 || (rc = configure(c, &o, lv, nl, span)) != 0)
        return rc;
    gd_ensemble ens[MAX_LEVELS];
    char err[512];
    int nens = 0;
    for (int k = 0; k < nl && rc == 0; k++) {
        gd_config cfg = c->cfg;
        cfg.xmax = lv[k] + span;
        if (gd_ensemble_run(&ens[nens], &cfg, lv[k], &o, gd_cli_progress, c, err, sizeof err) != 0)
            rc = gd_cli_fail("level %llu: %s", (unsigned long long)lv[k], err);
        else
            nens++;
    }
    gd_cli_progress_end(c);
    if (rc == 0 && gd_par_is_root())
        rc = write_outputs(c, a, &o, ens, nens, span);
    for (int k = 0; k < nens; k++)
        gd_ensemble_free(&ens[k]);
    gd_cli_done(c);
    return rc;
}
