/* The static bounds of the Domineering outcome solver (docs/domineering.md, "Bounds"), each
 * rule against the generic solver: on random boards (fixed seed) every rule that fires must
 * agree with the side to move's true result, and each rule, with protective areas, linked
 * and isolated vulnerable moves in the packing, must fire often enough to be tested; plus
 * boards where one rule decides by hand. */
#include "games/domineering/bounds.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdio.h>
#include <string.h>

static int truth(gd_solver *s, const gd_position *p, int side)
{
    gd_value v;
    char err[256];
    if (gd_solver_solve(s, p, &v, err, sizeof err) != 0)
        return -1;
    if (side == GD_LEFT)
        return v.outcome == GD_OUTCOME_L || v.outcome == GD_OUTCOME_N;
    return v.outcome == GD_OUTCOME_R || v.outcome == GD_OUTCOME_N;
}

/* The cell bound as its definition reads: count the moves while the cells last. */
static int cells_bound_loop(int a, int claims, int half, int f)
{
    for (int k = 0;; k++) {
        int c = k + f < claims ? k + f : claims;
        if (2 * (k + 1) + 2 * c - (c < half ? c : half) > a)
            return k;
    }
}

int main(void)
{
    /* the closed form against the loop, over more than a 144-cell board can hold */
    long cb_bad = 0;
    for (int a = 0; a <= 150; a++)
        for (int c = 0; c <= 80; c++)
            for (int h = 0; h <= 80; h++)
                for (int f = 0; f < 2; f++)
                    cb_bad += gd_dom_cells_bound(a, c, h, f) != cells_bound_loop(a, c, h, f);
    CHECK(cb_bad == 0, "the cell bound's closed form differs from its loop %ld times", cb_bad);

    char err[512];
    gd_game_options opt = {0};
    opt.max_mem = (uint64_t)1 << 30;
    gd_game *g = gd_game_open("domineering", &opt, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    gd_domineering_solver *ds = gd_domineering_solver_new((uint64_t)1 << 28, 64, err, sizeof err);
    CHECK(ds != NULL, "solver: %s", err);
    if (!g || !ds)
        return tl_done("domineering_bounds");

    /* by hand: Right's protective area (rows 1-2, walls in rows 0 and 3); moving first Right
     * makes two moves (the second then safe) and Left at most one: only the cell count sees it */
    gd_position p;
    gd_dom_bounds b;
    CHECK(gd_domineering_parse("##/../../##", &p, err, sizeof err) == 0, "parse: %s", err);
    CHECK(gd_dom_bounds_of(ds, &p, GD_RIGHT, &b, err, sizeof err) == 0, "bounds: %s", err);
    CHECK(b.prot[0] == 1 && b.rules == GD_DOM_WIN_CELLS, "protective area: prot %d rules %d", b.prot[0], b.rules);
    gd_solver *s0 = gd_solver_new(g, (uint64_t)1 << 28);
    CHECK(truth(s0, &p, GD_RIGHT) == 1, "##/../../##: Right moving first wins");
    gd_solver_free(s0);
    /* a square board's transposes with the other side to move share table entries: after
     * Left's search of 6x6, Right's is answered from the table, and on square boards of
     * classes L and R (one solver for all, so the table holds both sides' entries) the two
     * searches still differ as they should */
    gd_domineering_board(&p, 6, 6);
    gd_domineering_result rl, rr;
    CHECK(gd_domineering_search(ds, &p, GD_LEFT, &rl, err, sizeof err) == 0 &&
              gd_domineering_search(ds, &p, GD_RIGHT, &rr, err, sizeof err) == 0,
          "6x6: %s", err);
    CHECK(rl.win && rr.win && rr.nodes <= 1, "6x6: Left %d, Right %d after %llu positions", rl.win, rr.win,
          (unsigned long long)rr.nodes);
    int lop[2] = {0, 0};
    for (uint64_t bits = 1; bits < (1u << 16) && lop[0] + lop[1] < 12; bits += 37) {
        gd_domineering_board(&p, 4, 4);
        for (int k = 0; k < 16; k++)
            if ((bits >> k) & 1)
                gd_domineering_occupy(&p, k / 4, k % 4);
        gd_solver *s1 = gd_solver_new(g, (uint64_t)1 << 28);
        int l = truth(s1, &p, GD_LEFT), r = truth(s1, &p, GD_RIGHT);
        if (l != r && lop[l] < 6) {
            lop[l]++;
            for (int side = 0; side < 2; side++) {
                int who = side ? GD_RIGHT : GD_LEFT;
                CHECK(gd_domineering_search(ds, &p, who, &rl, err, sizeof err) == 0, "search: %s", err);
                CHECK(rl.win == (side ? r : l), "4x4 board %llu, %s to move", (unsigned long long)bits,
                      side ? "Right" : "Left");
            }
        }
        gd_solver_free(s1);
    }
    CHECK(lop[0] == 6 && lop[1] == 6, "lopsided boards: %d R, %d L", lop[0], lop[1]);

    long fired[16] = {0}, with_tough = 0, with_prot = 0, with_iso = 0, with_linked = 0, wrong = 0, checked = 0;
    uint64_t x = 2024;
    for (long t = 0; t < 3000 * tl_effort(); t++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        int rows = 2 + (int)((x >> 33) % 6), cols = 2 + (int)((x >> 40) % 6);
        gd_domineering_board(&p, rows, cols);
        int empty = rows * cols, fill = 3 + (int)((x >> 50) % 5);
        for (int k = 0; k < rows * cols; k++) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            if ((int)(x >> 60) < fill || empty > 18) {
                gd_domineering_occupy(&p, k / cols, k % cols);
                empty--;
            }
        }
        gd_solver *s = gd_solver_new(g, (uint64_t)1 << 28);
        for (int side = 0; side < 2; side++) {
            int who = side ? GD_LEFT : GD_RIGHT;
            if (gd_dom_bounds_of(ds, &p, who, &b, err, sizeof err) != 0 || !b.rules)
                continue;
            int win = truth(s, &p, who), says = b.rules & (GD_DOM_WIN_PAIRS | GD_DOM_WIN_CELLS) ? 1 : 0;
            checked++;
            if ((b.rules & 3) && (b.rules & 12))
                says = -1; /* both a win and a loss: wrong whatever the truth */
            if (says != win && wrong++ < 5) {
                char pb[200];
                CHECK(0, "%s, %s to move: rules %d, true %d", gd_game_format(g, &p, pb, sizeof pb),
                      who == GD_LEFT ? "Left" : "Right", b.rules, win);
            }
            for (int r = 0; r < 4; r++)
                fired[1 << r] += (b.rules >> r) & 1;
            with_prot += b.prot[0] + b.prot[1] > 0;
            with_iso += b.iso[0] + b.iso[1] > 0;
            with_linked += b.linked[0] + b.linked[1] > 0;
            with_tough += b.tough[0] + b.tough[1] > 0;
        }
        gd_solver_free(s);
    }
    CHECK(wrong == 0, "%ld of %ld verdicts wrong", wrong, checked);
    long need = 20 * tl_effort();
    CHECK(fired[GD_DOM_WIN_PAIRS] >= need && fired[GD_DOM_WIN_CELLS] >= need && fired[GD_DOM_LOSS_PAIRS] >= need &&
              fired[GD_DOM_LOSS_CELLS] >= need,
          "rules fired %ld %ld %ld %ld times", fired[1], fired[2], fired[4], fired[8]);
    CHECK(with_prot >= need && with_iso >= need && with_linked >= need && with_tough >= need,
          "verdicts with protective areas %ld, isolated %ld, linked %ld, tough %ld", with_prot, with_iso, with_linked,
          with_tough);
    fprintf(stderr, "domineering_bounds: %ld verdicts checked; rules fired %ld %ld %ld %ld; with protective areas %ld, tough units %ld\n",
            checked, fired[1], fired[2], fired[4], fired[8], with_prot, with_tough);
    gd_domineering_solver_free(ds);
    gd_game_free(g);
    return tl_done("domineering_bounds");
}
