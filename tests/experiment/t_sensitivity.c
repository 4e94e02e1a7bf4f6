/* gd_sensitivity: declaring an N-position automatic moves nothing; a P-position moves
 * something; the fractions per level equal a direct recount from the brute-force game
 * tree of A and of B = A + {p}. */
#include "brute.h"
#include "gamedyn/experiment.h"
#include "gamedyn/view.h"
#include "testlib.h"
#include <math.h>
#include <string.h>

/* The P of column (x, y) below zlim by brute force, or -1. */
static int brute_p_z(brute *bf, int x, int y, int zlim)
{
    for (int z = 0; z < zlim; z++)
        if ((x || y || z) && brute_is_p(bf, x, y, z, 0))
            return z;
    return -1;
}

static void nothing_moves(gd_sheet_game game)
{
    gd_config cfg = {game, GD_VARIANT_PLAIN, NULL, 60, 120, 0};
    char err[256];
    gd_sensitivity s;
    /* Column 2 of sheet 10 has one P; the z above it is an N-position. */
    gd_xyz p = {10, 2, 0};
    int rc = gd_sensitivity_init(&s, &cfg, p, 0, err, sizeof err);
    CHECK(rc == 0, "init: %s", err);
    if (rc)
        return;
    p = s.at;
    p.z++;
    gd_sensitivity_free(&s);
    rc = gd_sensitivity_init(&s, &cfg, p, 1, err, sizeof err);
    CHECK(rc == 0 && gd_sensitivity_run(&s, NULL, NULL, err, sizeof err) == 0, "run: %s", err);
    long moved = 0;
    for (uint64_t i = 0; i < s.nlevels; i++)
        moved += s.level[i].moved != 0;
    CHECK(s.nlevels == 50 && s.level[0].x == 11, "game %d: %llu levels from %llu", (int)game,
          (unsigned long long)s.nlevels, (unsigned long long)(s.nlevels ? s.level[0].x : 0));
    CHECK(moved == 0 && s.half == -1 && s.growth.n == 0, "game %d: an N-position declared N moved %ld levels", (int)game,
          moved);
    gd_sensitivity_free(&s);
}

/* Levels of A (V, may be NULL) against A + {[px,py,P]} recounted from the brute force. */
static void direct(const char *game, const gd_perturb *V, int px, int py, uint64_t xmax, uint64_t ymax, int b)
{
    const gd_rules *r = gd_rules_by_name(game);
    gd_config cfg = {r->game, V ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN, V, xmax, ymax, 0};
    char err[256];
    gd_sensitivity s;
    int rc = gd_sensitivity_init(&s, &cfg, (gd_xyz){(uint64_t)px, (uint64_t)py, 0}, 0, err, sizeof err);
    CHECK(rc == 0, "%s: init: %s", game, err);
    if (rc)
        return;
    CHECK(gd_sensitivity_run(&s, NULL, NULL, err, sizeof err) == 0, "%s: run: %s", game, err);
    brute *A = brute_new(game, V, b);
    int zlim = r->left_shift ? 3 * b - px - py : b; /* stays inside the brute box */
    int pz = brute_p_z(A, px, py, zlim);
    CHECK(pz >= 0 && (uint64_t)pz == s.at.z, "%s: P of column (%d,%d): brute %d, library %llu", game, px, py, pz,
          (unsigned long long)s.at.z);
    gd_perturb VB = {0};
    if (V)
        gd_perturb_copy(&VB, V);
    gd_perturb_add_points(&VB, &s.at, 1, r, err, sizeof err);
    brute *B = brute_new(game, &VB, b);
    int64_t half = -1;
    long bad = 0;
    CHECK(s.nlevels == xmax - (uint64_t)px, "%s: %llu levels", game, (unsigned long long)s.nlevels);
    for (uint64_t i = 0; i < s.nlevels; i++) {
        const gd_sensitivity_level *l = &s.level[i];
        int x = (int)l->x;
        uint64_t ny = gd_view_columns(&cfg, l->x), cols = 0, moved = 0;
        for (int y = 0; y < (int)ny; y++) {
            int lim = r->left_shift ? 3 * b - x - y : b;
            int za = brute_p_z(A, x, y, lim);
            if (za < 0)
                continue;
            cols++;
            moved += brute_p_z(B, x, y, lim) != za;
        }
        double fr = cols ? (double)moved / (double)cols : NAN;
        int ok = l->x == (uint64_t)px + 1 + i && l->columns == cols && (fr == l->moved || (isnan(fr) && isnan(l->moved)));
        if (!ok && bad++ < 3)
            CHECK(ok, "%s: level %d: %llu of %llu moved directly, library %f of %llu", game, x,
                  (unsigned long long)moved, (unsigned long long)cols, l->moved, (unsigned long long)l->columns);
        if (half < 0 && fr >= 0.5)
            half = x - px;
    }
    CHECK(bad == 0, "%s: %ld levels differ from the direct count", game, bad);
    CHECK(half == s.half, "%s: half moved after %lld levels directly, library %lld", game, (long long)half,
          (long long)s.half);
    long anymoved = 0;
    for (uint64_t i = 0; i < s.nlevels; i++)
        anymoved += s.level[i].moved > 0;
    CHECK(anymoved > 0, "%s: declaring a P-position an automatic N-position moved nothing", game);
    brute_free(A);
    brute_free(B);
    gd_perturb_clear(&VB);
    gd_sensitivity_free(&s);
}

int main(void)
{
    nothing_moves(GD_SHEET_CHOMP);
    nothing_moves(GD_SHEET_NIM);
    direct("chomp", NULL, 6, 1, 16, 32, 24);
    direct("nim", NULL, 5, 3, 14, 20, 40);
    gd_perturb V;
    char err[256];
    CHECK(gd_perturb_parse(&V, "random:seed=4,sigma=3", gd_rules_get(GD_SHEET_NIM), err, sizeof err) == 0, "%s", err);
    direct("nim", &V, 4, 2, 12, 20, 40);
    gd_perturb_clear(&V);
    return tl_done("t_sensitivity");
}
