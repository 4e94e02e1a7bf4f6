/* The atlas of rectangles: every rectangle of at most 30 cells (20 under the sanitizers)
 * valued through one shared solver, as gamedyn atlas does. The outcome class read from the
 * form against the alpha-beta outcome solver (search.c, which never builds a form); against
 * the published classes of tests/data/domineering_outcomes.txt; m x n is the negative of
 * n x m (stops swapped and negated, the mean negated, the temperature kept); the stops are
 * the walls at t = 0; the range predicate. */
#include "gamedyn/cgt.h"
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define LIMIT (UNDER_ASAN ? 20 : 30)

static char klass(int o)
{
    return o == GD_OUTCOME_P ? 'P' : o == GD_OUTCOME_N ? 'N' : o == GD_OUTCOME_L ? 'L' : o == GD_OUTCOME_R ? 'R' : '?';
}

int main(void)
{
    char err[512];
    gd_game_options o = {0};
    gd_game *g = gd_game_open("domineering", &o, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("domineering_atlas");
    gd_solver *s = gd_solver_new(g, (uint64_t)2 << 30);
    gd_domineering_solver *ab = gd_domineering_solver_new((uint64_t)1 << 28, LIMIT, err, sizeof err);
    CHECK(s && ab, "solvers: %s", err);
    static gd_domineering_atlas_entry e[LIMIT + 1][LIMIT + 1];
    static int have[LIMIT + 1][LIMIT + 1];
    for (int m = 1; m <= LIMIT; m++)
        for (int n = 1; m * n <= LIMIT; n++) {
            CHECK(gd_domineering_atlas_in_range(m, n, 1, LIMIT, 1, LIMIT, LIMIT), "%dx%d not in range", m, n);
            if (gd_domineering_atlas_value(s, m, n, &e[m][n], err, sizeof err) != 0) {
                CHECK(0, "%dx%d: %s", m, n, err);
                continue;
            }
            have[m][n] = 1;
            gd_position p;
            gd_domineering_board(&p, m, n);
            int oc = gd_domineering_outcome(ab, &p, err, sizeof err);
            CHECK(klass(oc) == e[m][n].outcome, "%dx%d: the form says %c, the search %c", m, n, e[m][n].outcome,
                  klass(oc));
            gd_dyadic l0, r0;
            gd_cgt_wall_at(e[m][n].th.left, e[m][n].th.nleft, gd_dyadic_int(0), &l0);
            gd_cgt_wall_at(e[m][n].th.right, e[m][n].th.nright, gd_dyadic_int(0), &r0);
            int hot = gd_dyadic_cmp(e[m][n].temperature, gd_dyadic_int(0)) >= 0;
            CHECK(!hot || (gd_dyadic_cmp(l0, e[m][n].left_stop) == 0 && gd_dyadic_cmp(r0, e[m][n].right_stop) == 0),
                  "%dx%d: stops are not the walls at t = 0", m, n);
        }
    for (int m = 1; m <= LIMIT; m++)
        for (int n = 1; m * n <= LIMIT; n++) {
            if (!have[m][n] || !have[n][m])
                continue;
            const gd_domineering_atlas_entry *a = &e[m][n], *b = &e[n][m];
            CHECK(gd_dyadic_cmp(a->mean, gd_dyadic_neg(b->mean)) == 0 &&
                      gd_dyadic_cmp(a->temperature, b->temperature) == 0 &&
                      gd_dyadic_cmp(a->left_stop, gd_dyadic_neg(b->right_stop)) == 0 && a->birthday == b->birthday,
                  "%dx%d is not the negative of %dx%d", m, n, n, m);
        }
    /* the published classes */
    FILE *f = tl_open_reference("domineering_outcomes.txt");
    char line[256];
    int seen = 0;
    while (tl_next_line(f, line, sizeof line)) {
        int m, n;
        char c;
        if (sscanf(line, "%d %d %c", &m, &n, &c) != 3 || m * n > LIMIT || !have[m][n])
            continue;
        seen++;
        CHECK(e[m][n].outcome == c, "%dx%d: the atlas says %c, the literature %c", m, n, e[m][n].outcome, c);
    }
    fclose(f);
    CHECK(seen >= 8, "only %d published classes in range", seen);
    CHECK(!gd_domineering_atlas_in_range(0, 3, 1, 9, 1, 9, 30) && !gd_domineering_atlas_in_range(6, 6, 1, 9, 1, 9, 30) &&
              !gd_domineering_atlas_in_range(2, 3, 3, 9, 1, 9, 30) && gd_domineering_atlas_in_range(5, 6, 1, 9, 1, 9, 30),
          "the range predicate");
    for (int m = 1; m <= LIMIT; m++)
        for (int n = 1; m * n <= LIMIT; n++)
            if (have[m][n])
                gd_domineering_atlas_entry_free(&e[m][n]);
    gd_domineering_solver_free(ab);
    gd_solver_free(s);
    gd_game_free(g);
    return tl_done("domineering_atlas");
}
