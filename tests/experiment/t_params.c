/* params' uncertainties (docs/experiments.md): the block bootstrap against known answers,
 * the band's percentiles, the scatter about the lines, and the counting identity as a fact:
 * every n in 1..X hit exactly once by x + z*(x) or x + E - 1, recounted here from the
 * engine's sheets, for the plain game to X = 20000 (2000 under ASan), with the pass game's
 * one exception (n = 2) and the generic game's none. */
#include "gamedyn/experiment.h"
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A sheet x of the given column-0 loser that ends after E columns (a lower line down to
 * z = 0) or, with tail, has a flat tail after them. */
static void sheet_of(gd_sheet *s, uint64_t x, uint32_t z0, uint64_t E, int tail, double noise_seed)
{
    uint32_t *z = malloc((E + 1) * sizeof *z), *t = malloc(sizeof *t);
    z[0] = z0;
    for (uint64_t y = 1; y < E; y++) {
        /* a lower line of slope -2 on even columns, an upper one of slope -0.25 on odd ones,
         * with a deterministic wobble of +-1 on the upper line */
        double w = sin(noise_seed + (double)y) > 0 ? 1 : -1;
        double v = y % 2 == 0 ? (double)z0 - 2.0 * (double)y : (double)z0 - 0.25 * (double)y + w;
        z[y] = v < 1 ? 1 : (uint32_t)v;
    }
    if (!tail && E >= 1)
        z[E - 1] = 0;
    t[0] = z0;
    *s = (gd_sheet){x, tail ? GD_SHEET_TAIL : GD_SHEET_END, E, z, tail ? 1 : 0, t, E};
}

static void bootstrap(void)
{
    /* iid sheets: z*(x) = round(x/2) + a fair coin, so lambda-type means have a known variance.
     * With blocks of 1 the bootstrap's standard error is the iid one. */
    const uint64_t X = 4000;
    gd_params p;
    CHECK(gd_params_init(&p, X) == 0, "init");
    uint64_t r = 99;
    for (uint64_t x = 0; x <= X; x++) {
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        gd_sheet s;
        sheet_of(&s, x, (uint32_t)(x / 2 + 40 + (r >> 63)), 30 + (r >> 60 & 7), (int)(r >> 59 & 1), (double)x);
        gd_params_add(&p, &s);
        gd_sheet_free(&s);
    }
    CHECK(gd_params_finish(&p, 1) == 0, "finish");
    for (int i = 0; i < GD_NPARAMS; i++) {
        gd_estimate e = p.est[i];
        if (isfinite(e.se_iid) && e.se_iid > 0)
            CHECK(fabs(e.se / e.se_iid - 1) < 0.15, "%s: bootstrap with blocks of 1 %g, iid %g", gd_param_name(i), e.se,
                  e.se_iid);
    }
    double g = p.est[GD_PARAM_GAMMA].value, n = (double)(X - X / 2 + 1);
    CHECK(fabs(p.est[GD_PARAM_GAMMA].se - sqrt(g * (1 - g) / n)) < 0.15 * sqrt(g * (1 - g) / n), "gamma se %g, binomial %g",
          p.est[GD_PARAM_GAMMA].se, sqrt(g * (1 - g) / n));
    gd_params_free(&p);

    /* A slowly wandering series: gamma's indicator in runs of 200 sheets. Independent sheets
     * would give sd/sqrt(n); the runs make the honest error about sqrt(200) times larger,
     * and blocks of sqrt(n) ~ 45 see most of that. */
    CHECK(gd_params_init(&p, X) == 0, "init");
    for (uint64_t x = 0; x <= X; x++) {
        gd_sheet s;
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        int tail = (int)((x / 200) % 2);
        sheet_of(&s, x, (uint32_t)(x / 2 + 40), 30, tail, (double)x);
        gd_params_add(&p, &s);
        gd_sheet_free(&s);
    }
    CHECK(gd_params_finish(&p, 0) == 0, "finish");
    CHECK(p.block == (uint64_t)ceil(sqrt((double)(X - X / 2 + 1))), "default block %llu", (unsigned long long)p.block);
    CHECK(p.est[GD_PARAM_GAMMA].se > 2 * p.est[GD_PARAM_GAMMA].se_iid,
          "runs of 200: bootstrap %g should exceed twice the iid %g", p.est[GD_PARAM_GAMMA].se,
          p.est[GD_PARAM_GAMMA].se_iid);
    /* the same run twice: the same numbers (a fixed seed) */
    gd_estimate once = p.est[GD_PARAM_GAMMA];
    CHECK(gd_params_finish(&p, 0) == 0 && memcmp(&once, &p.est[GD_PARAM_GAMMA], sizeof once) == 0, "reproducible");
    gd_params_free(&p);
}

/* Band, percentiles and scatter on sheets whose numbers are known. */
static void band_and_scatter(void)
{
    const uint64_t X = 1000;
    gd_params p;
    CHECK(gd_params_init(&p, X) == 0, "init");
    double *dev = malloc((X + 1) * sizeof *dev);
    for (uint64_t x = 0; x <= X; x++) {
        gd_sheet s;
        uint32_t z0 = (uint32_t)floor((double)x / sqrt(2.0)) + (uint32_t)(x % 3); /* dev in (-1, 2] */
        uint64_t E = (z0 + 1) / 2 < 200 ? (z0 + 1) / 2 : 200; /* the lower line stays above z = 1 */
        sheet_of(&s, x, z0 + 1, E, 1, (double)x);
        if (x >= 1)
            dev[x - 1] = (double)(z0 + 1) - (double)x / sqrt(2.0);
        gd_params_add(&p, &s);
        gd_sheet_free(&s);
    }
    CHECK(gd_params_finish(&p, 0) == 0, "finish");
    double lo = INFINITY, hi = -INFINITY;
    for (uint64_t k = 0; k < X; k++)
        lo = fmin(lo, dev[k]), hi = fmax(hi, dev[k]);
    CHECK(p.dev_min == lo && p.dev_max == hi && p.band_centre == (lo + hi) / 2 && p.band_halfwidth == (hi - lo) / 2,
          "band %g..%g", p.dev_min, p.dev_max);
    /* nearest rank: at least q of the values at or below, at least 1 - q at or above */
    static const double q[5] = {0.01, 0.05, 0.5, 0.95, 0.99};
    for (int k = 0; k < 5; k++) {
        long below = 0, above = 0;
        for (uint64_t i = 0; i < X; i++)
            below += dev[i] <= p.dev_pct[k], above += dev[i] >= p.dev_pct[k];
        CHECK(below >= ceil(q[k] * X) && above >= X - ceil(q[k] * X) + 1, "percentile %g: %g", q[k], p.dev_pct[k]);
    }
    /* The lower line is exact (scatter 0); the upper line wobbles by +-1 about its fit. */
    CHECK(fabs(p.scatter_rms[0].value) < 1e-6 && p.scatter_max[0] < 1e-6 && p.within[0].value == 1, "lower line scatter %g",
          p.scatter_rms[0].value);
    CHECK(p.scatter_rms[1].value > 0.8 && p.scatter_rms[1].value < 1.2 && p.scatter_max[1] < 1.6 &&
              p.within[1].value == 1,
          "upper line scatter %g, max %g", p.scatter_rms[1].value, p.scatter_max[1]);
    free(dev);
    gd_params_free(&p);
}

/* The identity recounted from the sheets; returns the exceptions and checks gd_params agrees. */
static uint64_t identity(gd_variant variant, const char *perturb, uint64_t X, uint64_t *first)
{
    gd_perturb V = {0};
    char err[512];
    if (perturb && gd_perturb_parse(&V, perturb, gd_rules_get(GD_SHEET_CHOMP), err, sizeof err) != 0)
        abort();
    gd_config cfg = {GD_SHEET_CHOMP, variant, perturb ? &V : NULL, X, X, 0};
    gd_engine *e = gd_engine_new(&cfg, err, sizeof err);
    gd_params p;
    CHECK(e && gd_params_init(&p, X) == 0, "%s", err);
    unsigned *hits = calloc(X + 1, sizeof *hits);
    const gd_sheet *s;
    while (gd_engine_next(e, &s, err, sizeof err) == 0) {
        gd_params_add(&p, s);
        uint32_t z;
        if (gd_sheet_lookup(s, 0, &z) == GD_SHEET_P && s->x + z <= X) /* z*(x) */
            hits[s->x + z]++;
        for (uint64_t y = 0; s->kind == GD_SHEET_END && y < s->len; y++) /* a P at z = 0 ends the sheet */
            if (s->z[y] == 0 && s->x + y <= X)
                hits[s->x + y]++;
    }
    gd_engine_free(e);
    CHECK(gd_params_finish(&p, 0) == 0, "finish");
    uint64_t bad = 0;
    *first = 0;
    for (uint64_t n = 1; n <= X; n++)
        if (hits[n] != 1) {
            if (!bad)
                *first = n;
            bad++;
        }
    CHECK(p.identity_to == X && p.identity_exceptions == bad && (!bad || p.exception_n[0] == *first),
          "gd_params: %llu exceptions, recount %llu", (unsigned long long)p.identity_exceptions, (unsigned long long)bad);
    free(hits);
    gd_params_free(&p);
    gd_perturb_clear(&V);
    return bad;
}

static void counting_identity(void)
{
    uint64_t first, X = UNDER_ASAN ? 2000 : 20000;
    CHECK(identity(GD_VARIANT_PLAIN, NULL, X, &first) == 0, "plain Chomp to %llu: exceptions from n = %llu",
          (unsigned long long)X, (unsigned long long)first);
    uint64_t bad = identity(GD_VARIANT_PASS, NULL, 600, &first);
    CHECK(bad == 1 && first == 2, "Chomp with a pass to 600: %llu exceptions, first n = %llu (want n = 2 only)",
          (unsigned long long)bad, (unsigned long long)first);
    CHECK(identity(GD_VARIANT_PERTURB, "point:20,3,10", 1500, &first) == 0, "generic Chomp: exceptions from n = %llu",
          (unsigned long long)first);
}

/* The spread of values that differ in the tenth digit (a slope near -1.707 over 250000
 * sheets): Welford's update keeps it, where a sum of squares left 0 (the bootstrap's error
 * of m_L printed as 0 in the census to 500000). */
static void spread_of_close_values(void)
{
    gd_stat s = {0, 0, 0};
    double sum = 0, ss = 0;
    enum { N = 250000 };
    for (int i = 0; i < N; i++)
        gd_stat_add(&s, -1.7071067811 + 1e-10 * ((i * 7919) % 1000));
    for (int i = 0; i < N; i++)
        sum += 1e-10 * ((i * 7919) % 1000);
    double m = sum / N;
    for (int i = 0; i < N; i++) {
        double d = 1e-10 * ((i * 7919) % 1000) - m;
        ss += d * d;
    }
    double sd = sqrt(ss / (N - 1));
    CHECK(fabs(gd_stat_stderr(&s) - sd / sqrt(N)) < 1e-3 * sd / sqrt(N), "stderr %.6g, two passes on the deviations %.6g",
          gd_stat_stderr(&s), sd / sqrt(N));
    CHECK(fabs(gd_stat_mean(&s) - (-1.7071067811 + m)) < 1e-12, "mean %.12f", gd_stat_mean(&s));
}

int main(void)
{
    spread_of_close_values();
    bootstrap();
    band_and_scatter();
    counting_identity();
    return tl_done("t_params");
}
