/* gd_ensemble: each site's curve equals a single-site gd_sensitivity run; the results are the
 * same for 1, 2 and all threads; the statistics equal a direct computation; damage never
 * leaves the site's light cone (both readings); the growth-rate estimator recovers a known
 * slope from synthetic data. */
#include "gamedyn/experiment.h"
#include "gamedyn/view.h"
#include "testlib.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int run(gd_ensemble *e, gd_sheet_game game, const gd_perturb *V, uint64_t x0, uint64_t xmax,
               const gd_ensemble_opts *o)
{
    gd_config cfg = {game, V ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN, V, xmax, 2 * xmax, 0};
    char err[256];
    int rc = gd_ensemble_run(e, &cfg, x0, o, NULL, NULL, err, sizeof err);
    CHECK(rc == 0, "ensemble: %s", err);
    return rc;
}

/* Every site's curve is gd_sensitivity's moved fraction for that site. */
static void against_single(gd_sheet_game game, const gd_perturb *V, uint64_t x0, uint64_t xmax)
{
    gd_ensemble_opts o = {.sites = GD_SITES_ALL, .box_z = UINT64_MAX, .threads = 2};
    gd_ensemble e;
    if (run(&e, game, V, x0, xmax, &o))
        return;
    gd_config cfg = {game, V ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN, V, xmax, 2 * xmax, 0};
    long bad = 0;
    CHECK(e.nsites >= 5, "game %d: %llu sites", (int)game, (unsigned long long)e.nsites);
    for (uint64_t i = 0; i < e.nsites; i++) {
        gd_sensitivity s;
        char err[256];
        if (gd_sensitivity_init(&s, &cfg, e.site[i], 1, err, sizeof err) != 0 ||
            gd_sensitivity_run(&s, NULL, NULL, err, sizeof err) != 0) {
            CHECK(0, "single site: %s", err);
            return;
        }
        for (uint64_t l = 0; l < e.nlevels; l++) {
            double a = e.moved[i * e.nlevels + l], b = s.level[l].moved;
            bad += !(a == b || (isnan(a) && isnan(b)));
        }
        gd_sensitivity_free(&s);
    }
    CHECK(bad == 0, "game %d: %ld site-levels differ from gd_sensitivity", (int)game, bad);
    gd_ensemble_free(&e);
}

static int same_ensemble(const gd_ensemble *a, const gd_ensemble *b)
{
    if (a->nsites != b->nsites || a->nlevels != b->nlevels)
        return 0;
    size_t n = a->nsites * a->nlevels;
    return memcmp(a->moved, b->moved, n * sizeof *a->moved) == 0 &&
           memcmp(a->healed_from, b->healed_from, a->nsites * sizeof *a->healed_from) == 0 &&
           memcmp(a->level, b->level, a->nlevels * sizeof *a->level) == 0 && a->half == b->half &&
           (a->growth.rate == b->growth.rate || (isnan(a->growth.rate) && isnan(b->growth.rate))) &&
           (a->growth_lo == b->growth_lo || (isnan(a->growth_lo) && isnan(b->growth_lo)));
}

static void threads(void)
{
    gd_ensemble_opts o[] = {
        {.sites = GD_SITES_LINES, .count = GD_COUNT_LINES, .box_z = UINT64_MAX},
        {.sites = GD_SITES_RANDOM, .nrandom = 37, .seed = 5, .reading = GD_READING_PERSIST, .window = GD_WINDOW_CONE,
         .box_z = UINT64_MAX},
    };
    for (int k = 0; k < 2; k++) {
        gd_ensemble e[3];
        int t[3] = {1, 2, 0};
        for (int j = 0; j < 3; j++) {
            o[k].threads = t[j];
            if (run(&e[j], GD_SHEET_CHOMP, NULL, 30, 70, &o[k]))
                return;
        }
        CHECK(same_ensemble(&e[0], &e[1]) && same_ensemble(&e[0], &e[2]), "case %d: thread counts differ", k);
        for (int j = 0; j < 3; j++)
            gd_ensemble_free(&e[j]);
    }
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The p-quantile as the weighted mean of the two order statistics around rank 1 + (n-1)p
 * (written from the definition, not from the library's formula). */
static double direct_quantile(const double *w, int n, double p)
{
    double rank = 1 + (n - 1) * p; /* 1-based */
    int below = (int)rank;
    double t = rank - below;
    return below >= n ? w[n - 1] : (1 - t) * w[below - 1] + t * w[below];
}

static void statistics(void)
{
    double v[] = {1, 2, 3, 4, 10};
    gd_summary s;
    gd_summary_of(v, 5, NULL, &s);
    CHECK(s.n == 5 && s.mean == 4 && s.median == 3 && s.q1 == 2 && s.q3 == 4 && fabs(s.sd - sqrt(12.5)) < 1e-12 &&
              fabs(s.se - sqrt(12.5 / 5)) < 1e-12,
          "summary of 1,2,3,4,10: n %g mean %g median %g q1 %g q3 %g sd %g", s.n, s.mean, s.median, s.q1, s.q3, s.sd);
    double u[] = {NAN, 0.5, 0.25};
    gd_summary_of(u, 3, NULL, &s);
    CHECK(s.n == 2 && s.median == 0.375 && s.q1 == 0.3125, "NaN not skipped: n %g median %g", s.n, s.median);

    /* a small ensemble: the level statistics recomputed from the per-site curves */
    gd_ensemble_opts o = {.sites = GD_SITES_ALL, .box_z = UINT64_MAX};
    gd_ensemble e;
    if (run(&e, GD_SHEET_NIM, NULL, 12, 40, &o))
        return;
    long bad = 0;
    for (uint64_t l = 0; l < e.nlevels; l++) {
        double w[64], sum = 0, half = 0, healed = 0;
        int n = 0;
        for (uint64_t i = 0; i < e.nsites && n < 64; i++) {
            double x = e.moved[i * e.nlevels + l];
            if (!isnan(x))
                w[n++] = x, sum += x, half += x >= 0.5;
            int ok = 1; /* healed: nothing moved at this level or later */
            for (uint64_t m = l; m < e.nlevels; m++)
                ok &= !(e.moved[i * e.nlevels + m] > 0);
            healed += ok;
        }
        qsort(w, (size_t)n, sizeof *w, cmp);
        double mean = sum / n, ss = 0;
        for (int i = 0; i < n; i++)
            ss += (w[i] - mean) * (w[i] - mean);
        const gd_ensemble_level *L = &e.level[l];
        bad += L->s.n != n || fabs(L->s.mean - mean) > 1e-12 || fabs(L->s.sd - sqrt(ss / (n - 1))) > 1e-12 ||
               fabs(L->s.median - direct_quantile(w, n, 0.5)) > 1e-12 ||
               fabs(L->s.q1 - direct_quantile(w, n, 0.25)) > 1e-12 ||
               fabs(L->s.q3 - direct_quantile(w, n, 0.75)) > 1e-12 || fabs(L->share_half - half / n) > 1e-12 ||
               fabs(L->share_healed - healed / (double)e.nsites) > 1e-12;
    }
    CHECK(e.nsites > 10 && e.nsites < 64 && bad == 0, "%llu sites, %ld levels with wrong statistics",
          (unsigned long long)e.nsites, bad);
    int64_t half = -1;
    for (uint64_t l = 0; l < e.nlevels && half < 0; l++)
        if (e.level[l].s.mean >= 0.5)
            half = (int64_t)l + 1;
    CHECK(half == e.half, "half level %lld, direct %lld", (long long)e.half, (long long)half);
    CHECK(e.half < 0 || (e.half_lo <= e.half && e.half <= e.half_hi), "half %lld outside its interval %g..%g",
          (long long)e.half, e.half_lo, e.half_hi);
    gd_ensemble_free(&e);
}

/* Damage never leaves the light cone: every P of A outside the site's cone is a P of B. */
static void light_cone(gd_sheet_game game, const gd_perturb *V, uint64_t x0, uint64_t xmax, gd_reading reading)
{
    const gd_rules *r = gd_rules_get(game);
    gd_config cfg = {game, V ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN, V, xmax, 2 * xmax, 0};
    gd_ensemble_opts o = {.sites = GD_SITES_ALL, .box_z = UINT64_MAX};
    gd_xyz *site;
    uint64_t n;
    char err[256];
    if (gd_ensemble_sites(&cfg, x0, &o, &site, &n, err, sizeof err) != 0) {
        CHECK(0, "sites: %s", err);
        return;
    }
    long outside = 0, inside = 0, moved_in = 0;
    for (uint64_t i = 0; i < n; i += 3) {
        gd_xyz p = site[i];
        gd_perturb VB = {0};
        gd_perturb_copy(&VB, V ? V : &(gd_perturb){0});
        /* the persist reading written out from its definition */
        for (uint64_t t = 0; t <= (reading == GD_READING_PERSIST ? xmax - x0 : 0); t++) {
            if (r->left_shift && t > p.y)
                break;
            gd_xyz q = {p.x + t, r->left_shift ? p.y - t : p.y, p.z};
            gd_perturb_add_points(&VB, &q, 1, r, err, sizeof err);
        }
        gd_config cb = cfg;
        cb.variant = GD_VARIANT_PERTURB;
        cb.perturb = &VB;
        gd_engine *A = gd_engine_new(&cfg, err, sizeof err), *B = gd_engine_new(&cb, err, sizeof err);
        const gd_sheet *sa, *sb;
        while (A && B && gd_engine_next(A, &sa, err, sizeof err) == 0 && gd_engine_next(B, &sb, err, sizeof err) == 0) {
            for (uint64_t y = 0; y < gd_view_columns(&cfg, sa->x); y++) {
                uint32_t za, zb;
                if (gd_sheet_lookup(sa, y, &za) != GD_SHEET_P)
                    continue;
                int in = r->left_shift ? sa->x >= p.x && sa->x + y >= p.x + p.y && sa->x + y + za >= p.x + p.y + p.z
                                       : sa->x >= p.x && y >= p.y && za >= p.z;
                int mv = gd_sheet_lookup(sb, y, &zb) != GD_SHEET_P || zb != za;
                if (in)
                    inside++, moved_in += mv;
                else
                    outside += mv;
            }
        }
        gd_engine_free(A);
        gd_engine_free(B);
        gd_perturb_clear(&VB);
    }
    free(site);
    CHECK(outside == 0 && moved_in > 0, "game %d reading %d: %ld moved outside the cone, %ld of %ld inside", (int)game,
          (int)reading, outside, moved_in, inside);
}

static void growth(void)
{
    double m[100];
    for (int l = 1; l <= 100; l++)
        m[l - 1] = fmin(0.002 * exp(0.3 * l), 0.6);
    gd_growth g;
    gd_growth_fit(m, 100, GD_GROWTH_FLOOR, GD_GROWTH_FRACTION, &g);
    /* floor 0.01 first exceeded at l = 6 (0.002 e^1.8 = 0.0121), 0.3 = half the plateau 0.6
     * first reached at l = 17 (0.002 e^5.1 = 0.328) */
    CHECK(fabs(g.rate - 0.3) < 1e-9 && g.first == 6 && g.last == 17 && g.points == 12 && fabs(g.plateau - 0.6) < 1e-12,
          "synthetic: rate %g over %lld..%lld (%g points), plateau %g", g.rate, (long long)g.first, (long long)g.last,
          g.points, g.plateau);
    for (int l = 0; l < 100; l++)
        m[l] = 0.5;
    gd_growth_fit(m, 100, GD_GROWTH_FLOOR, GD_GROWTH_FRACTION, &g);
    CHECK(isnan(g.rate) && g.first == -1, "a flat curve has no growth phase: rate %g", g.rate);
    /* noise around a known slope: the fit recovers it to within its own error */
    uint64_t st = 7;
    for (int l = 1; l <= 100; l++) {
        st = st * 6364136223846793005ull + 1442695040888963407ull;
        double u = (double)(st >> 11) / 9007199254740992.0 - 0.5;
        m[l - 1] = fmin(0.001 * exp(0.15 * l + 0.05 * u), 0.5);
    }
    gd_growth_fit(m, 100, GD_GROWTH_FLOOR, GD_GROWTH_FRACTION, &g);
    CHECK(fabs(g.rate - 0.15) < 0.01 && g.rate_se < 0.01, "noisy synthetic: rate %g +- %g", g.rate, g.rate_se);
}

/* The written table: a header and one row per ensemble and level, the level's statistics in
 * it; the JSON: one object per ensemble holding its curve. */
static void written(void)
{
    gd_ensemble_opts o = {0};
    o.sites = GD_SITES_ALL;
    o.seed = 1;
    o.box_z = UINT64_MAX;
    gd_ensemble e[2];
    if (run(&e[0], GD_SHEET_CHOMP, NULL, 12, 20, &o))
        return;
    if (run(&e[1], GD_SHEET_CHOMP, NULL, 16, 26, &o)) {
        gd_ensemble_free(&e[0]);
        return;
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    gd_ensembles_rows(f, e, 2);
    fclose(f);
    int lines = 0;
    for (size_t i = 0; i < len; i++)
        lines += buf[i] == '\n';
    static const char head[] = "at\tlevel\tx\tsites\tmean\t";
    CHECK(strncmp(buf, head, sizeof head - 1) == 0, "header: %.60s", buf);
    CHECK(lines == 1 + (int)(e[0].nlevels + e[1].nlevels), "%d lines for %llu + %llu levels", lines,
          (unsigned long long)e[0].nlevels, (unsigned long long)e[1].nlevels);
    char row[128];
    snprintf(row, sizeof row, "\n16\t1\t17\t%.0f\t", e[1].level[0].s.n);
    CHECK(strstr(buf, row) != NULL, "the first row of the second ensemble: %s", row);
    free(buf);
    buf = NULL;
    f = open_memstream(&buf, &len);
    gd_json j;
    gd_json_begin(&j, f);
    gd_json_array(&j, "ensembles");
    for (int k = 0; k < 2; k++)
        gd_ensemble_json(&j, &e[k]);
    gd_json_close(&j, ']');
    gd_json_end(&j);
    fclose(f);
    CHECK(strstr(buf, "\"ensembles\":[{\"at\":12,") && strstr(buf, "},{\"at\":16,"), "json: %.80s", buf);
    CHECK(strstr(buf, "\"dead_A_from\":null") && strstr(buf, "\"curve\":{\"n\":["), "json: %.200s", buf);
    free(buf);
    gd_fit fit = gd_ensembles_scaling(e, 2);
    CHECK(fit.n <= 2, "scaling over %g levels", fit.n);
    gd_ensemble_free(&e[0]);
    gd_ensemble_free(&e[1]);
}

int main(void)
{
    gd_perturb V = {0};
    char err[256];
    gd_perturb_parse(&V, "point:9,13,4", gd_rules_get(GD_SHEET_NIM), err, sizeof err);
    against_single(GD_SHEET_CHOMP, NULL, 20, 50);
    against_single(GD_SHEET_NIM, &V, 20, 45);
    threads();
    statistics();
    growth();
    written();
    for (int k = 0; k < 2; k++) {
        light_cone(GD_SHEET_CHOMP, NULL, 25, 60, (gd_reading)k);
        light_cone(GD_SHEET_NIM, &V, 20, 50, (gd_reading)k);
    }
    gd_perturb_clear(&V);
    return tl_done("t_ensemble");
}
