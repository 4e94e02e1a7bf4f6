/* The engine against the brute-force game tree, on every small position, for
 * every game and variant, with several finite V sets and random-V seeds. */
#include "brute.h"
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define B 12

static void compare(const char *game, gd_variant variant, const gd_perturb *V, const char *label)
{
    const gd_rules *r = gd_rules_by_name(game);
    gd_config cfg = {r->game, variant, V, B, B, 0};
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
                int e = gd_solution_status(&sol, 1, x, y, z) == GD_OUTCOME_P;
                int b = brute_is_p(bf, x, y, z, pass);
                if (e != b && bad++ < 5)
                    CHECK(e == b, "%s: [%d,%d,%d]%s engine %d brute %d", label, x, y, z, pass ? ";1" : "", e, b);
                if (pass) {
                    int e0 = gd_solution_status(&sol, 0, x, y, z) == GD_OUTCOME_P, b0 = brute_is_p(bf, x, y, z, 0);
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
                gd_xyz_move *mv;
                int automatic;
                long n = gd_solution_winning_moves(&sol, (gd_xyz){x, y, z}, &mv, &automatic, err, sizeof err);
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

int main(void)
{
    brute_each_variant(compare);
    return tl_done("t_brute");
}
