/* Estimators and experiments: the line estimators recover known slopes and
 * densities on synthetic sheets; the opening-move scan equals the winning moves
 * of the solution; the supermex M on a captured W equals the engine's sheets, and
 * without extra marks it differs only where a variant has some. */
#include "brute.h"
#include "gamedyn/experiment.h"
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A sheet of sheet number x with column-0 loser round(alpha x), a lower line of slope mL
 * taking a fraction lamL of the columns (a Beatty sequence), an upper line of slope mU,
 * and from the lower line's end a flat tail. */
static void synthetic(gd_sheet *s, uint64_t x, double alpha, double mL, double mU, double lamL)
{
    uint32_t z0 = (uint32_t)lround(alpha * (double)x);
    uint64_t E = (uint64_t)floor(z0 / -mL);
    uint32_t *z = malloc((E + 1) * sizeof *z), *t = malloc(sizeof *t);
    z[0] = z0;
    for (uint64_t y = 1; y < E; y++) {
        int lower = floor((double)(y + 1) * lamL) > floor((double)y * lamL);
        z[y] = (uint32_t)lround(z0 + (lower ? mL : mU) * (double)y);
    }
    t[0] = (uint32_t)lround(z0 + mU * (double)E);
    *s = (gd_sheet){x, GD_SHEET_TAIL, E, z, 1, t, E};
}

static void estimators(void)
{
    double a = 0.6, mL = -2.5, mU = -0.2, lam = 0.3;
    gd_params p;
    gd_params_init(&p, 4000);
    for (uint64_t x = 1; x <= 4000; x++) {
        gd_sheet s;
        synthetic(&s, x, a, mL, mU, lam);
        if (x == 3000) {
            gd_sheet_lines l;
            gd_sheet_lines_measure(&s, &l);
            CHECK(l.ok && fabs(l.m_L - mL) < 1e-3 && fabs(l.m_U - mU) < 1e-3, "slopes %g %g", l.m_L, l.m_U);
            CHECK(fabs(l.lambda_L - lam) < 1e-3 && fabs(l.lambda_L + l.lambda_U - 1) < 1e-12, "densities %g %g",
                  l.lambda_L, l.lambda_U);
        }
        gd_params_add(&p, &s);
        gd_sheet_free(&s);
    }
    CHECK(fabs(gd_fit_slope(&p.zfit) - a) < 1e-4, "alpha %g", gd_fit_slope(&p.zfit));
    CHECK(fabs(gd_stat_mean(&p.p[GD_PARAM_M_L]) - mL) < 1e-3, "m_L %g", gd_stat_mean(&p.p[GD_PARAM_M_L]));
    CHECK(fabs(gd_stat_mean(&p.p[GD_PARAM_M_U]) - mU) < 1e-3, "m_U %g", gd_stat_mean(&p.p[GD_PARAM_M_U]));
    CHECK(fabs(gd_stat_mean(&p.p[GD_PARAM_LAMBDA_L]) - lam) < 1e-3, "lambda_L %g",
          gd_stat_mean(&p.p[GD_PARAM_LAMBDA_L]));
    CHECK(gd_stat_mean(&p.p[GD_PARAM_GAMMA]) == 1.0, "every synthetic sheet has a tail");
    double lo = INFINITY, hi = -INFINITY;
    for (uint64_t x = 1; x <= 4000; x++) {
        double d = (double)lround(a * (double)x) - (double)x / sqrt(2.0);
        lo = d < lo ? d : lo, hi = d > hi ? d : hi;
    }
    CHECK(p.have_dev && p.dev_min == lo && p.dev_max == hi, "z* deviation range %g..%g, want %g..%g", p.dev_min,
          p.dev_max, lo, hi);
    gd_params_free(&p);
    gd_stat s = {0};
    gd_stat_add(&s, 1), gd_stat_add(&s, 3);
    CHECK(gd_stat_mean(&s) == 2 && fabs(gd_stat_stderr(&s) - 1) < 1e-12, "mean and standard error");
}

static void opening(void)
{
    const uint64_t X = 200;
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, X, X, 0};
    gd_solution sol;
    char err[256];
    CHECK(gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) == 0, "%s", err);
    gd_opening o;
    CHECK(gd_opening_init(&o, X) == 0, "init");
    for (uint64_t x = 0; x <= X; x++)
        gd_opening_add(&o, &sol.sheets[x]);
    long bad = 0;
    for (uint64_t x = 1; x <= X; x++) {
        gd_xyz_move *mv;
        int automatic;
        long n = gd_solution_winning_moves(&sol, (gd_xyz){x, 0, 0}, &mv, &automatic, err, sizeof err);
        const gd_opening_move *m = &o.m[x];
        int ok = n == (long)m->moves && n >= 1 && mv[0].to.x == m->tx && mv[0].to.y == m->ty && mv[0].to.z == m->tz &&
                 (m->type == GD_OPEN_R) == (m->ty > 0);
        bad += !ok;
        free(mv);
    }
    CHECK(bad == 0, "opening moves: %ld rectangles differ from the solution's winning moves", bad);
    gd_opening_move r = {1, GD_OPEN_R, 7, 3, 0};
    CHECK(fabs(gd_opening_distance(&r, 10) - sqrt(2.0) * fabs(3 - 10 * (1 - 1 / sqrt(2.0)))) < 1e-12, "distance");
    gd_opening_free(&o);
    gd_solution_free(&sol);
}

/* M on captured W, with the extra marks, is the engine's sheet; without them it is
 * the same sheet whenever the variant has no extra marks. */
static void supermex(gd_sheet_game game, gd_variant variant, const gd_perturb *V, const char *label)
{
    const uint64_t X = 40, NY = 50, NZ = 200;
    gd_config cfg = {game, variant, V, X, NY + 64, 0};
    char err[256];
    gd_engine *e = gd_engine_new(&cfg, err, sizeof err);
    uint32_t with[50], without[50];
    long bad = 0, differ = 0;
    for (uint64_t x = 0; e && x <= X; x++) {
        gd_wcols w;
        const gd_sheet *s;
        CHECK(gd_wcols_capture(e, NY, NZ, &w, err, sizeof err) == 0, "%s", err);
        CHECK(gd_engine_next(e, &s, err, sizeof err) == 0, "%s", err);
        gd_supermex_run(game, &w, e, with);
        gd_supermex_run(game, &w, NULL, without);
        for (uint64_t y = 0; y < NY; y++) {
            uint32_t z;
            int p = gd_sheet_lookup(s, y, &z) == GD_SHEET_P;
            bad += p ? with[y] != z : with[y] != GD_SUPERMEX_NONE;
            differ += with[y] != without[y];
        }
        gd_wcols_free(&w);
    }
    gd_engine_free(e);
    CHECK(bad == 0, "%s: M(W + extras) differs from the engine in %ld columns", label, bad);
    if (variant == GD_VARIANT_PLAIN)
        CHECK(differ == 0, "%s: no extra marks, yet M W differs in %ld columns", label, differ);
    else
        CHECK(differ > 0, "%s: the extra marks never mattered", label);
}

int main(void)
{
    estimators();
    opening();
    gd_xyz pts[] = {{3, 0, 3}, {2, 2, 2}, {5, 5, 1}};
    for (int g = 0; g < 2; g++) {
        gd_sheet_game game = g ? GD_SHEET_CHOMP : GD_SHEET_NIM;
        char err[256];
        gd_perturb V, R = {0};
        CHECK(gd_perturb_from_points(&V, pts, 3, gd_rules_get(game), err, sizeof err) == 0, "%s", err);
        R.kind = GD_PERTURB_RANDOM, R.seed = 5, R.sigma = 3;
        CHECK(gd_perturb_add_points(&R, pts, 3, gd_rules_get(game), err, sizeof err) == 0, "%s", err);
        supermex(game, GD_VARIANT_PLAIN, NULL, g ? "chomp plain" : "nim plain");
        supermex(game, GD_VARIANT_PASS, NULL, g ? "chomp pass" : "nim pass");
        supermex(game, GD_VARIANT_PERTURB, &V, g ? "chomp V" : "nim V");
        supermex(game, GD_VARIANT_PERTURB, &R, g ? "chomp random V plus points" : "nim random V plus points");
        gd_perturb_clear(&V);
        gd_perturb_clear(&R);
    }
    return tl_done("t_measure");
}
