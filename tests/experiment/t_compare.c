/* gd_compare: the distance matrix is symmetric with a zero diagonal; a finite V at an
 * N-position is at distance 0 from the plain game; the densities of W_X and of the
 * finite variant equal a direct count of the brute-force instant winners. */
#include "brute.h"
#include "gamedyn/experiment.h"
#include "gamedyn/view.h"
#include "testlib.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The density of W_X (variant plain, or V) counted from the brute force, box by box. */
static double *brute_density(const char *game, const gd_perturb *V, uint64_t X, unsigned g, int b)
{
    const gd_rules *r = gd_rules_by_name(game);
    uint64_t ny, nz;
    gd_view_default_window(r->game, X, &ny, &nz);
    brute *bf = brute_new(game, V, b);
    double *d = calloc((size_t)g * g, sizeof *d), *cnt = calloc((size_t)g * g, sizeof *cnt);
    for (uint64_t z = 0; z < nz; z++)
        for (uint64_t y = 0; y < ny; y++) {
            size_t k = (size_t)(z * g / nz) * g + (size_t)(y * g / ny);
            cnt[k]++;
            d[k] += gd_rules_is_position(r, X, y, z) && brute_is_instant_winner(bf, (int)X, (int)y, (int)z, 0);
        }
    for (size_t k = 0; k < (size_t)g * g; k++)
        d[k] /= cnt[k];
    free(cnt);
    brute_free(bf);
    return d;
}

static void check(const char *game, uint64_t X, unsigned g, const char *point, int point_is_n, int b)
{
    const gd_rules *r = gd_rules_by_name(game);
    gd_compare_opts o = {r->game, X, g, 2, NULL, point, NULL, 2};
    gd_compare c;
    char err[256];
    int rc = gd_compare_run(&c, &o, err, sizeof err);
    CHECK(rc == 0, "%s: %s", game, err);
    if (rc)
        return;
    int nv = c.nvariants;
    CHECK(c.nsamples == 7 && nv == 5, "%s: %d samples, %d variants", game, c.nsamples, nv);
    long asym = 0, diag = 0, range = 0;
    for (int a = 0; a < nv; a++)
        for (int bb = 0; bb < nv; bb++) {
            double d = c.distance[a * nv + bb];
            asym += d != c.distance[bb * nv + a];
            diag += a == bb && d != 0;
            range += !(d >= 0 && d <= 1);
        }
    CHECK(asym == 0 && diag == 0 && range == 0, "%s: %ld asymmetric, %ld non-zero diagonal, %ld out of [0,1]", game,
          asym, diag, range);
    CHECK(c.scale[0] == gd_density_distance(c.sample[0].density, c.sample[1].density, g), "%s: scale distance", game);
    /* variant 2 is the finite V */
    if (point_is_n)
        CHECK(c.distance[0 * nv + 2] == 0, "%s: V at an N-position is at %f from the plain game", game,
              c.distance[2]);
    else
        CHECK(c.distance[0 * nv + 2] > 0, "%s: V at a P-position changes nothing", game);
    const gd_compare_sample *fin = gd_compare_variant(&c, 2);
    double *dp = brute_density(game, NULL, X, g, b), *dv = brute_density(game, &fin->V, X, g, b);
    long bad = 0;
    for (size_t k = 0; k < (size_t)g * g; k++)
        bad += (dp[k] != c.sample[0].density[k]) + (dv[k] != fin->density[k]);
    CHECK(bad == 0, "%s: %ld boxes differ from the brute-force density", game, bad);
    free(dp);
    free(dv);
    /* the spread over the two random seeds (variants 3 and 4), recomputed */
    for (int k = 0; k < 3; k++) {
        double d3 = c.distance[k * nv + 3], d4 = c.distance[k * nv + 4], m = (d3 + d4) / 2;
        const gd_summary *S = &c.to_random[k];
        CHECK(S->n == 2 && fabs(S->mean - m) < 1e-15 && fabs(S->sd - fabs(d3 - d4) / sqrt(2)) < 1e-12,
              "%s: spread %d: n %g mean %g sd %g", game, k, S->n, S->mean, S->sd);
    }
    CHECK(c.between_random.n == 1 && c.between_random.mean == c.distance[3 * nv + 4], "%s: between seeds", game);
    gd_compare_free(&c);
}

int main(void)
{
    /* [5,1,2] and [2,3,2] are N-positions; [7,2,3] and [9,3,10] are P-positions. */
    check("chomp", 16, 4, "5,1,2", 1, 20);
    check("chomp", 16, 4, "7,2,3", 0, 20);
    check("nim", 16, 4, "2,3,2", 1, 33);
    check("nim", 16, 8, "9,3,10", 0, 33);
    gd_compare c;
    char err[256];
    gd_compare_opts bad = {GD_SHEET_NIM, 16, 4, 1, NULL, "1,2", NULL, 0};
    CHECK(gd_compare_run(&c, &bad, err, sizeof err) != 0 && c.sample == NULL, "a bad point was accepted");
    return tl_done("t_compare");
}
