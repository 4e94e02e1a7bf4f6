/* The engine against the brute-force game tree, on every small position, for
 * every game and variant, with several finite V sets and random-V seeds. */
#include "brute.h"
#include "gamedyn/solution.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define B 12

static void compare(const char *game, gd_variant variant, const gd_perturb *V, const char *label)
{
    const gd_rules *r = gd_rules_by_name(game);
    gd_config cfg = {r->game, variant, V, B, B};
    gd_solution sol;
    char err[256];
    if (gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) != 0) {
        CHECK(0, "%s: engine failed: %s", label, err);
        return;
    }
    brute *bf = brute_new(game, V, B);
    int pass = variant == GD_VARIANT_PASS;
    long bad = 0;
    for (int x = 0; x <= B; x++)
        for (int y = 0; y <= B; y++)
            for (int z = 0; z <= B; z++) {
                if (!gd_rules_is_position(r, x, y, z))
                    continue;
                int e = gd_solution_status(&sol, 1, x, y, z);
                int b = brute_is_p(bf, x, y, z, pass);
                if (e != b && bad++ < 5)
                    CHECK(e == b, "%s: [%d,%d,%d]%s engine %d brute %d", label, x, y, z, pass ? ";1" : "", e, b);
                if (pass) {
                    int e0 = gd_solution_status(&sol, 0, x, y, z), b0 = brute_is_p(bf, x, y, z, 0);
                    if (e0 != b0 && bad++ < 5)
                        CHECK(e0 == b0, "%s: plain [%d,%d,%d] engine %d brute %d", label, x, y, z, e0, b0);
                }
            }
    CHECK(bad == 0, "%s: %ld positions disagree", label, bad);
    /* Winning moves: exactly the moves to P-positions of the brute force. */
    for (int x = 0; x <= 4; x++)
        for (int y = 0; y <= 4; y++)
            for (int z = 0; z <= 4; z++) {
                if (!gd_rules_is_position(r, x, y, z))
                    continue;
                gd_move *mv;
                int automatic;
                long n = gd_solution_winning_moves(&sol, (gd_pos){x, y, z}, &mv, &automatic, err, sizeof err);
                CHECK(n >= 0, "%s: moves failed: %s", label, err);
                for (long i = 0; i < n; i++) {
                    int ok = mv[i].is_pass ? brute_is_p(bf, x, y, z, 0)
                                           : brute_is_p(bf, (int)mv[i].to.x, (int)mv[i].to.y, (int)mv[i].to.z, pass);
                    CHECK(ok, "%s: move from [%d,%d,%d] is not to a P-position", label, x, y, z);
                }
                CHECK((n == 0 && !automatic) == brute_is_p(bf, x, y, z, pass), "%s: [%d,%d,%d] moves vs status",
                      label, x, y, z);
                free(mv);
            }
    brute_free(bf);
    gd_solution_free(&sol);
}

static void finite(const char *game, const gd_pos *pts, size_t n, const char *label)
{
    gd_perturb V;
    char err[256];
    if (gd_perturb_from_points(&V, pts, n, gd_rules_by_name(game), err, sizeof err) != 0) {
        CHECK(0, "%s: %s", label, err);
        return;
    }
    compare(game, GD_VARIANT_PERTURB, &V, label);
    gd_perturb_clear(&V);
}

int main(void)
{
    static const char *games[] = {"nim", "chomp"};
    for (int g = 0; g < 2; g++) {
        char label[128];
        snprintf(label, sizeof label, "%s plain", games[g]);
        compare(games[g], GD_VARIANT_PLAIN, NULL, label);
        snprintf(label, sizeof label, "%s pass", games[g]);
        compare(games[g], GD_VARIANT_PASS, NULL, label);
        /* Finite V: a single P-position, the terminal, a column-0 loser, and a random set (fixed seed). */
        gd_pos one[] = {{1, 1, 0}};
        gd_pos terminal[] = {{0, 0, (uint64_t)g}};
        gd_pos col0[] = {{3, 0, 3}, {2, 2, 2}, {0, 5, 1}};
        snprintf(label, sizeof label, "%s V={[1,1,0]}", games[g]);
        finite(games[g], one, 1, label);
        snprintf(label, sizeof label, "%s V={terminal}", games[g]);
        finite(games[g], terminal, 1, label);
        snprintf(label, sizeof label, "%s V=3 points", games[g]);
        finite(games[g], col0, 3, label);
        srand(12345);
        for (int rep = 0; rep < 3; rep++) {
            gd_pos pts[12];
            for (int i = 0; i < 12; i++)
                pts[i] = (gd_pos){(uint64_t)(rand() % 10), (uint64_t)(rand() % 10), (uint64_t)(1 + rand() % 10)};
            snprintf(label, sizeof label, "%s V=random set %d", games[g], rep);
            finite(games[g], pts, 12, label);
        }
        for (uint64_t seed = 1; seed <= 4; seed++) {
            gd_perturb V = {0};
            V.kind = GD_PERTURB_RANDOM;
            V.seed = seed;
            V.sigma = seed == 4 ? 0.0 : 1.5 * (double)seed;
            snprintf(label, sizeof label, "%s random seed=%llu sigma=%g", games[g], (unsigned long long)seed, V.sigma);
            compare(games[g], GD_VARIANT_PERTURB, &V, label);
        }
        /* A random V with listed points added: their union. */
        gd_perturb U = {0};
        U.kind = GD_PERTURB_RANDOM, U.seed = 11, U.sigma = 2;
        char err[256];
        CHECK(gd_perturb_add_points(&U, col0, 3, gd_rules_by_name(games[g]), err, sizeof err) == 0, "%s", err);
        snprintf(label, sizeof label, "%s random seed=11 plus 3 points", games[g]);
        compare(games[g], GD_VARIANT_PERTURB, &U, label);
        gd_perturb_clear(&U);
    }
    return tl_done("t_brute");
}
